import ExtensionProtocol
import Foundation
import Testing
import ViewArchive
import WireJSON

/// The archive's JSON: every kind of view and every modifier reads back as written, and is what
/// Foundation's `JSONEncoder` writes with sorted keys.
@Suite struct ViewNodeCodingTests {
    static let date = Date(timeIntervalSince1970: 1_795_000_000)

    /// One node of every kind, each wrapped in one of every modifier.
    static let everyKind: [ViewNode] = [
        .empty, .text("Spouty \"🐳\""), .date(date, style: .timer),
        .timer(TimerValue(start: date, end: date.addingTimeInterval(600), countsDown: false)),
        .textRuns([.modified(.text("a"), .bold), .text("b")]),
        .image(ImageValue(systemName: "star.fill")), .image(ImageValue(name: "Hero", file: "/tmp/Hero.png", resizable: true)),
        .color(ColorValue(red: 0.1, green: 0.2, blue: 0.3, opacity: 0.5, dark: .init(red: 0.9, green: 0.8, blue: 0.7))),
        .gradient(
            GradientValue(
                kind: .linear,
                stops: [.init(color: ColorValue(name: .red), location: 0), .init(color: ColorValue(name: .blue), location: 1)])),
        .gradient(GradientValue(kind: .radial, stops: [.init(color: ColorValue(name: .red), location: 0)], startRadius: 2, endRadius: 40)),
        .shape(
            ShapeViewValue(
                shape: .circle, stroke: StrokeValue(paint: PaintValue(color: ColorValue(name: .green)), lineWidth: 4), trimFrom: 0,
                trimTo: 0.7, rotation: -90)),
        .shape(
            ShapeViewValue(
                shape: .path(
                    elements: [
                        .move(x: 0, y: 0), .line(x: 10, y: 0), .quadCurve(x: 10, y: 10, controlX: 12, controlY: 5),
                        .curve(x: 0, y: 10, control1X: 8, control1Y: 12, control2X: 2, control2Y: 12), .close,
                    ], width: 10, height: 10))),
        .shape(ShapeViewValue(shape: .roundedRectangle(cornerRadius: 6), fill: PaintValue(color: ColorValue(name: .mint)))),
        .spacer(minLength: 4), .spacer(minLength: nil), .divider,
        .progress(value: 0.5, total: 2), .timerProgress(TimerValue(start: date, end: date.addingTimeInterval(60))),
        .gauge(value: 0.25, label: .text("x"), currentValueLabel: .empty),
        .link(destination: "game://character/Spouty", label: .text("go")),
        .control(
            ControlValue(
                kind: .button, intent: "GameWidgets.HealCharacterIntent", intentType: "11GameWidgets19HealCharacterIntentV",
                parameters: ["character": .object(["identifier": .string("Spouty")])]),
            label: .text("Heal")),
        .vstack(alignment: .trailing, spacing: 2, children: [.text("a"), .divider]),
        .hstack(alignment: .bottom, spacing: nil, children: []),
        .zstack(alignment: .topLeading, children: [.color(ColorValue(name: .mint)), .text("b")]),
        .grid(
            GridValue(
                vertical: true,
                items: [
                    GridItemValue(size: .fixed(40)), GridItemValue(size: .flexible(minimum: 10, maximum: 100), spacing: 4),
                    GridItemValue(size: .adaptive(minimum: 20, maximum: 60)),
                ], spacing: 6, alignment: .leading),
            children: [.text("a"), .text("b")]),
        .firstFitting(children: [.text("long"), .text("short")]),
        .geometry(content: .text("g")),
        .scheduled(dates: [date, date.addingTimeInterval(60)], children: [.text("9:41"), .text("9:42")]),
    ]

    static let everyModifier: [ViewNode.Modifier] = [
        .font(FontValue(style: .headline)), .font(FontValue(size: 48, weight: .black, design: .rounded)),
        .font(FontValue(size: 12, custom: "Avenir")), .font(nil),
        .fontWeight(.semibold), .fontWeight(nil), .bold, .italic, .underline, .strikethrough,
        .foregroundStyle(PaintValue(color: ColorValue(name: .secondary))),
        .padding(EdgeInsetsValue(top: 1, leading: 2, bottom: 3, trailing: 4)),
        .frame(FrameValue(width: 80, height: nil, maxWidth: nil, maxHeight: FrameValue.infinite, alignment: .bottomTrailing)),
        .frame(FrameValue(minWidth: 10, idealWidth: 20, maxWidth: 30, minHeight: 1, idealHeight: 2, maxHeight: 3)),
        .background(.color(ColorValue(name: .indigo, opacity: 0.15)), alignment: .center), .overlay(.text("!"), alignment: .topTrailing),
        .lineLimit(2), .lineLimit(nil), .opacity(0.5), .cornerRadius(8),
        .clipShape(.roundedRectangle(cornerRadius: 6)), .clipShape(.circle), .clipShape(.capsule), .clipShape(.containerRelative),
        .clipShape(.ellipse),
        .redacted(.placeholder), .multilineTextAlignment(.center), .minimumScaleFactor(0.5), .gaugeStyle(.accessoryCircular),
        .progressViewStyle(.circular), .buttonStyle(.borderedProminent), .brightness(-0.2), .fixedSize(horizontal: true, vertical: false),
        .aspectRatio(AspectRatioValue(ratio: 1.5, fill: true)),
        .aspectRatio(AspectRatioValue()), .offset(x: 2, y: -3), .colorInvert,
        .widgetURL("game://character/Unipony"), .containerBackground(.color(ColorValue(name: .teal))), .widgetAccentable(true),
        .widgetAccentedRenderingMode(.accentedDesaturated), .widgetAccentedRenderingMode(nil),
        .preview(PreviewTraitsValue(family: "systemSmall", name: "Small")),
        .scaleEffect(x: 1.5, y: -1, anchor: UnitPointValue(x: 0, y: 1)), .mask(.shape(ShapeViewValue(shape: .circle)), alignment: .top),
        .layoutPriority(1),
    ]

    @Test func theSamplesCoverEveryKindAndEveryModifier() {
        #expect(Set(Self.everyKind.compactMap(\.kind)) == Set(ViewNode.Kind.allCases))
        #expect(Set(Self.everyModifier.map(\.name)) == Set(ViewNode.Modifier.Name.allCases))
    }

    @Test func everyNodeReadsBackAsWrittenAndAsFoundationWritesIt() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let nodes = Self.everyKind + Self.everyModifier.map { ViewNode.modified(.modified(.text("in"), $0), .bold) }
        for node in nodes {
            let ours = try WireEncoder().encode(node)
            #expect(String(decoding: ours, as: UTF8.self) == String(decoding: try encoder.encode(node), as: UTF8.self))
            #expect(try WireDecoder().decode(ViewNode.self, from: ours) == node, "\(String(decoding: ours, as: UTF8.self))")
        }
    }

    @Test func theWireReadsAsTheDocumentShowsIt() throws {
        let node = ViewNode.modified(
            .vstack(alignment: .leading, spacing: 4, children: [.text("Spouty")]),
            .padding(EdgeInsetsValue(top: 16, leading: 16, bottom: 16, trailing: 16)))
        #expect(
            try WireEncoder().string(node)
                == #"{"bottom":16,"content":{"alignment":"leading","children":[{"kind":"text","text":"Spouty"}],"kind":"vstack","spacing":4},"leading":16,"modifier":"padding","top":16,"trailing":16}"#
        )
    }

    @Test func unknownKindsAndModifiersAreRefusedByName() throws {
        for text in [
            #"{"kind":"hologram"}"#, #"{"modifier":"sparkle","content":{"kind":"empty"}}"#,
            #"{"modifier":"clipShape","shape":{"star":{}},"content":{"kind":"empty"}}"#,
        ] {
            let error = try #require(throws: DecodingError.self) { try WireDecoder().decode(ViewNode.self, from: text) }
            #expect(error.readableDescription.contains("unknown"), "\(text): \(error.readableDescription)")
        }
    }
}

extension ViewNodeCodingTests {
    @Test func aScheduleWithoutADateForEachChildIsRefused() throws {
        let text = #"{"children":[{"kind":"text","text":"a"}],"dates":[],"kind":"scheduled"}"#
        let error = try #require(throws: DecodingError.self) { try WireDecoder().decode(ViewNode.self, from: text) }
        #expect(error.readableDescription.contains("0 dates for 1 children"))
    }
}
