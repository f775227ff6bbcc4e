import Foundation

// How the archive reads as JSON, one object per node:
//
//     {"kind": "vstack", "alignment": "leading", "spacing": 4, "children": [{"kind": "text", "text": "Spouty"}]}
//     {"modifier": "padding", "top": 16, "leading": 16, "bottom": 16, "trailing": 16, "content": {"kind": "text", …}}
//
// A view names its `kind`; a modifier names itself under `modifier`, with its values beside it and
// the view it wraps under `content`. One flat object per node, rather than an object per case and
// another for its values, halves what the system reads for a day-long timeline. A view or modifier
// whose values make a structure of their own (a shape, a gradient, a grid) carries it under one key.

extension ViewNode: Codable {
    /// The kinds of view, as the wire names them.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case empty, text, date, timer, textRuns, image, color, gradient, shape, spacer, divider, progress, timerProgress, gauge, link
        case control, vstack, hstack, zstack, grid, firstFitting, geometry, scheduled
    }

    /// This node's kind; nil for a modifier around a view.
    public var kind: Kind? {
        switch self {
        case .empty: .empty
        case .text: .text
        case .date: .date
        case .timer: .timer
        case .textRuns: .textRuns
        case .image: .image
        case .color: .color
        case .gradient: .gradient
        case .shape: .shape
        case .spacer: .spacer
        case .divider: .divider
        case .progress: .progress
        case .timerProgress: .timerProgress
        case .gauge: .gauge
        case .link: .link
        case .control: .control
        case .vstack: .vstack
        case .hstack: .hstack
        case .zstack: .zstack
        case .grid: .grid
        case .firstFitting: .firstFitting
        case .geometry: .geometry
        case .scheduled: .scheduled
        case .modified: nil
        }
    }

    enum CodingKeys: String, CodingKey {
        case kind, text, date, style, timer, image, color, gradient, shape, minLength, value, total, label, currentValueLabel
        case destination, alignment, spacing, children, content, grid, control, dates
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let name = try container.decodeIfPresent(String.self, forKey: .kind) else {
            guard container.contains(.content) else {
                throw DecodingError.keyNotFound(
                    CodingKeys.kind,
                    .init(
                        codingPath: container.codingPath,
                        debugDescription: "A view names its kind, or a modifier its name and the content it wraps."))
            }
            self = .modified(try container.decode(ViewNode.self, forKey: .content), try Modifier(from: decoder))
            return
        }
        guard let kind = Kind(rawValue: name) else {
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container,
                debugDescription:
                    "unknown kind of view \"\(name)\"; the kinds are \(Kind.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        func children() throws -> [ViewNode] { try container.decode([ViewNode].self, forKey: .children) }
        switch kind {
        case .empty: self = .empty
        case .text: self = .text(try container.decode(String.self, forKey: .text))
        case .date:
            self = .date(try container.decode(Date.self, forKey: .date), style: try container.decode(DateStyleValue.self, forKey: .style))
        case .timer: self = .timer(try container.decode(TimerValue.self, forKey: .timer))
        case .textRuns: self = .textRuns(try children())
        case .image: self = .image(try container.decode(ImageValue.self, forKey: .image))
        case .color: self = .color(try container.decode(ColorValue.self, forKey: .color))
        case .gradient: self = .gradient(try container.decode(GradientValue.self, forKey: .gradient))
        case .shape: self = .shape(try container.decode(ShapeViewValue.self, forKey: .shape))
        case .spacer: self = .spacer(minLength: try container.decodeIfPresent(Double.self, forKey: .minLength))
        case .divider: self = .divider
        case .progress:
            self = .progress(
                value: try container.decode(Double.self, forKey: .value), total: try container.decode(Double.self, forKey: .total))
        case .timerProgress: self = .timerProgress(try container.decode(TimerValue.self, forKey: .timer))
        case .gauge:
            self = .gauge(
                value: try container.decode(Double.self, forKey: .value), label: try container.decode(ViewNode.self, forKey: .label),
                currentValueLabel: try container.decode(ViewNode.self, forKey: .currentValueLabel))
        case .link:
            self = .link(
                destination: try container.decode(String.self, forKey: .destination),
                label: try container.decode(ViewNode.self, forKey: .label))
        case .control:
            self = .control(
                try container.decode(ControlValue.self, forKey: .control), label: try container.decode(ViewNode.self, forKey: .label))
        case .vstack:
            self = .vstack(
                alignment: try container.decode(HorizontalAlignmentValue.self, forKey: .alignment),
                spacing: try container.decodeIfPresent(Double.self, forKey: .spacing), children: try children())
        case .hstack:
            self = .hstack(
                alignment: try container.decode(VerticalAlignmentValue.self, forKey: .alignment),
                spacing: try container.decodeIfPresent(Double.self, forKey: .spacing), children: try children())
        case .zstack: self = .zstack(alignment: try container.decode(AlignmentValue.self, forKey: .alignment), children: try children())
        case .grid: self = .grid(try container.decode(GridValue.self, forKey: .grid), children: try children())
        case .firstFitting: self = .firstFitting(children: try children())
        case .geometry: self = .geometry(content: try container.decode(ViewNode.self, forKey: .content))
        case .scheduled:
            let dates = try container.decode([Date].self, forKey: .dates)
            let children = try children()
            guard dates.count == children.count else {
                throw DecodingError.dataCorruptedError(
                    forKey: .dates, in: container,
                    debugDescription: "a scheduled view has \(dates.count) dates for \(children.count) children; give one date per child")
            }
            self = .scheduled(dates: dates, children: children)
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if case .modified(let content, let modifier) = self {
            // The modifier's name and values go into the same object as the content it wraps.
            try container.encode(content, forKey: .content)
            try modifier.encode(to: encoder)
            return
        }
        // Keys in sorted order, `kind` among them: the wire's sorted-key writer then keeps each object as
        // written instead of copying it (and everything inside it) again to sort it, once per level.
        switch self {
        case .empty, .divider, .modified: try container.encode(kind, forKey: .kind)
        case .text(let text):
            try container.encode(kind, forKey: .kind)
            try container.encode(text, forKey: .text)
        case .date(let date, let style):
            try container.encode(date, forKey: .date)
            try container.encode(kind, forKey: .kind)
            try container.encode(style, forKey: .style)
        case .timer(let timer), .timerProgress(let timer):
            try container.encode(kind, forKey: .kind)
            try container.encode(timer, forKey: .timer)
        case .textRuns(let children), .firstFitting(let children):
            try container.encode(children, forKey: .children)
            try container.encode(kind, forKey: .kind)
        case .image(let image):
            try container.encode(image, forKey: .image)
            try container.encode(kind, forKey: .kind)
        case .color(let color):
            try container.encode(color, forKey: .color)
            try container.encode(kind, forKey: .kind)
        case .gradient(let gradient):
            try container.encode(gradient, forKey: .gradient)
            try container.encode(kind, forKey: .kind)
        case .shape(let shape):
            try container.encode(kind, forKey: .kind)
            try container.encode(shape, forKey: .shape)
        case .spacer(let minLength):
            try container.encode(kind, forKey: .kind)
            try container.encodeIfPresent(minLength, forKey: .minLength)
        case .progress(let value, let total):
            try container.encode(kind, forKey: .kind)
            try container.encode(total, forKey: .total)
            try container.encode(value, forKey: .value)
        case .gauge(let value, let label, let currentValueLabel):
            try container.encode(currentValueLabel, forKey: .currentValueLabel)
            try container.encode(kind, forKey: .kind)
            try container.encode(label, forKey: .label)
            try container.encode(value, forKey: .value)
        case .link(let destination, let label):
            try container.encode(destination, forKey: .destination)
            try container.encode(kind, forKey: .kind)
            try container.encode(label, forKey: .label)
        case .control(let control, let label):
            try container.encode(control, forKey: .control)
            try container.encode(kind, forKey: .kind)
            try container.encode(label, forKey: .label)
        case .vstack(let alignment, let spacing, let children):
            try container.encode(alignment, forKey: .alignment)
            try container.encode(children, forKey: .children)
            try container.encode(kind, forKey: .kind)
            try container.encodeIfPresent(spacing, forKey: .spacing)
        case .hstack(let alignment, let spacing, let children):
            try container.encode(alignment, forKey: .alignment)
            try container.encode(children, forKey: .children)
            try container.encode(kind, forKey: .kind)
            try container.encodeIfPresent(spacing, forKey: .spacing)
        case .zstack(let alignment, let children):
            try container.encode(alignment, forKey: .alignment)
            try container.encode(children, forKey: .children)
            try container.encode(kind, forKey: .kind)
        case .grid(let grid, let children):
            try container.encode(children, forKey: .children)
            try container.encode(grid, forKey: .grid)
            try container.encode(kind, forKey: .kind)
        case .geometry(let content):
            try container.encode(content, forKey: .content)
            try container.encode(kind, forKey: .kind)
        case .scheduled(let dates, let children):
            try container.encode(children, forKey: .children)
            try container.encode(dates, forKey: .dates)
            try container.encode(kind, forKey: .kind)
        }
    }
}

extension ViewNode.Modifier: Codable {
    /// The modifiers, as the wire names them.
    public enum Name: String, Codable, Sendable, CaseIterable {
        case font, fontWeight, bold, italic, underline, strikethrough, foregroundStyle, padding, frame, background, overlay
        case lineLimit, opacity, cornerRadius, clipShape, redacted, multilineTextAlignment, minimumScaleFactor, gaugeStyle
        case progressViewStyle, buttonStyle, brightness, fixedSize, aspectRatio, offset, colorInvert, widgetURL, containerBackground
        case widgetAccentable, widgetAccentedRenderingMode, preview, scaleEffect, mask, layoutPriority
    }

    public var name: Name {
        switch self {
        case .font: .font
        case .fontWeight: .fontWeight
        case .bold: .bold
        case .italic: .italic
        case .underline: .underline
        case .strikethrough: .strikethrough
        case .foregroundStyle: .foregroundStyle
        case .padding: .padding
        case .frame: .frame
        case .background: .background
        case .overlay: .overlay
        case .lineLimit: .lineLimit
        case .opacity: .opacity
        case .cornerRadius: .cornerRadius
        case .clipShape: .clipShape
        case .redacted: .redacted
        case .multilineTextAlignment: .multilineTextAlignment
        case .minimumScaleFactor: .minimumScaleFactor
        case .gaugeStyle: .gaugeStyle
        case .progressViewStyle: .progressViewStyle
        case .buttonStyle: .buttonStyle
        case .brightness: .brightness
        case .fixedSize: .fixedSize
        case .aspectRatio: .aspectRatio
        case .offset: .offset
        case .colorInvert: .colorInvert
        case .widgetURL: .widgetURL
        case .containerBackground: .containerBackground
        case .widgetAccentable: .widgetAccentable
        case .widgetAccentedRenderingMode: .widgetAccentedRenderingMode
        case .preview: .preview
        case .scaleEffect: .scaleEffect
        case .mask: .mask
        case .layoutPriority: .layoutPriority
        }
    }

    enum CodingKeys: String, CodingKey {
        case modifier, font, weight, paint, top, leading, bottom, trailing, frame, view, alignment, count, value, radius, shape
        case reason, style, horizontal, vertical, aspectRatio, x, y, url, preview, anchor
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decode(String.self, forKey: .modifier)
        guard let name = Name(rawValue: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: .modifier, in: container,
                debugDescription:
                    "unknown modifier \"\(text)\"; the modifiers are \(Name.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        func view() throws -> ViewNode { try container.decode(ViewNode.self, forKey: .view) }
        func alignment() throws -> AlignmentValue { try container.decode(AlignmentValue.self, forKey: .alignment) }
        switch name {
        case .font: self = .font(try container.decodeIfPresent(FontValue.self, forKey: .font))
        case .fontWeight: self = .fontWeight(try container.decodeIfPresent(FontWeightValue.self, forKey: .weight))
        case .bold: self = .bold
        case .italic: self = .italic
        case .underline: self = .underline
        case .strikethrough: self = .strikethrough
        case .foregroundStyle: self = .foregroundStyle(try container.decode(PaintValue.self, forKey: .paint))
        case .padding:
            self = .padding(
                EdgeInsetsValue(
                    top: try container.decode(Double.self, forKey: .top), leading: try container.decode(Double.self, forKey: .leading),
                    bottom: try container.decode(Double.self, forKey: .bottom),
                    trailing: try container.decode(Double.self, forKey: .trailing)))
        case .frame: self = .frame(try container.decode(FrameValue.self, forKey: .frame))
        case .background: self = .background(try view(), alignment: try alignment())
        case .overlay: self = .overlay(try view(), alignment: try alignment())
        case .lineLimit: self = .lineLimit(try container.decodeIfPresent(Int.self, forKey: .count))
        case .opacity: self = .opacity(try container.decode(Double.self, forKey: .value))
        case .cornerRadius: self = .cornerRadius(try container.decode(Double.self, forKey: .radius))
        case .clipShape: self = .clipShape(try container.decode(ShapeValue.self, forKey: .shape))
        case .redacted: self = .redacted(try container.decode(RedactionValue.self, forKey: .reason))
        case .multilineTextAlignment:
            self = .multilineTextAlignment(try container.decode(HorizontalAlignmentValue.self, forKey: .alignment))
        case .minimumScaleFactor: self = .minimumScaleFactor(try container.decode(Double.self, forKey: .value))
        case .gaugeStyle: self = .gaugeStyle(try container.decode(GaugeStyleValue.self, forKey: .style))
        case .progressViewStyle: self = .progressViewStyle(try container.decode(ProgressStyleValue.self, forKey: .style))
        case .buttonStyle: self = .buttonStyle(try container.decode(ButtonStyleValue.self, forKey: .style))
        case .brightness: self = .brightness(try container.decode(Double.self, forKey: .value))
        case .fixedSize:
            self = .fixedSize(
                horizontal: try container.decode(Bool.self, forKey: .horizontal),
                vertical: try container.decode(Bool.self, forKey: .vertical))
        case .aspectRatio: self = .aspectRatio(try container.decode(AspectRatioValue.self, forKey: .aspectRatio))
        case .offset: self = .offset(x: try container.decode(Double.self, forKey: .x), y: try container.decode(Double.self, forKey: .y))
        case .colorInvert: self = .colorInvert
        case .widgetURL: self = .widgetURL(try container.decode(String.self, forKey: .url))
        case .containerBackground: self = .containerBackground(try view())
        case .widgetAccentable: self = .widgetAccentable(try container.decode(Bool.self, forKey: .value))
        case .widgetAccentedRenderingMode:
            self = .widgetAccentedRenderingMode(try container.decodeIfPresent(WidgetAccentedRenderingModeValue.self, forKey: .style))
        case .preview: self = .preview(try container.decode(PreviewTraitsValue.self, forKey: .preview))
        case .scaleEffect:
            self = .scaleEffect(
                x: try container.decode(Double.self, forKey: .x), y: try container.decode(Double.self, forKey: .y),
                anchor: try container.decode(UnitPointValue.self, forKey: .anchor))
        case .mask: self = .mask(try view(), alignment: try alignment())
        case .layoutPriority: self = .layoutPriority(try container.decode(Double.self, forKey: .value))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .modifier)
        switch self {
        case .bold, .italic, .underline, .strikethrough, .colorInvert: break
        case .font(let font): try container.encodeIfPresent(font, forKey: .font)
        case .fontWeight(let weight): try container.encodeIfPresent(weight, forKey: .weight)
        case .foregroundStyle(let paint): try container.encode(paint, forKey: .paint)
        case .padding(let insets):
            try container.encode(insets.top, forKey: .top)
            try container.encode(insets.leading, forKey: .leading)
            try container.encode(insets.bottom, forKey: .bottom)
            try container.encode(insets.trailing, forKey: .trailing)
        case .frame(let frame): try container.encode(frame, forKey: .frame)
        case .background(let view, let alignment), .overlay(let view, let alignment), .mask(let view, let alignment):
            try container.encode(alignment, forKey: .alignment)
            try container.encode(view, forKey: .view)
        case .containerBackground(let view): try container.encode(view, forKey: .view)
        case .lineLimit(let count): try container.encodeIfPresent(count, forKey: .count)
        case .opacity(let value), .minimumScaleFactor(let value), .brightness(let value), .layoutPriority(let value):
            try container.encode(value, forKey: .value)
        case .cornerRadius(let radius): try container.encode(radius, forKey: .radius)
        case .clipShape(let shape): try container.encode(shape, forKey: .shape)
        case .redacted(let reason): try container.encode(reason, forKey: .reason)
        case .multilineTextAlignment(let alignment): try container.encode(alignment, forKey: .alignment)
        case .gaugeStyle(let style): try container.encode(style, forKey: .style)
        case .progressViewStyle(let style): try container.encode(style, forKey: .style)
        case .buttonStyle(let style): try container.encode(style, forKey: .style)
        case .fixedSize(let horizontal, let vertical):
            try container.encode(horizontal, forKey: .horizontal)
            try container.encode(vertical, forKey: .vertical)
        case .aspectRatio(let value): try container.encode(value, forKey: .aspectRatio)
        case .offset(let x, let y):
            try container.encode(x, forKey: .x)
            try container.encode(y, forKey: .y)
        case .widgetURL(let url): try container.encode(url, forKey: .url)
        case .widgetAccentable(let accentable): try container.encode(accentable, forKey: .value)
        case .widgetAccentedRenderingMode(let mode): try container.encodeIfPresent(mode, forKey: .style)
        case .preview(let traits): try container.encode(traits, forKey: .preview)
        case .scaleEffect(let x, let y, let anchor):
            try container.encode(x, forKey: .x)
            try container.encode(y, forKey: .y)
            try container.encode(anchor, forKey: .anchor)
        }
    }
}
