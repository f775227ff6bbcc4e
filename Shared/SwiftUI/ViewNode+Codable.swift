import Foundation

// How the archive reads as JSON, one object per node:
//
//     {"kind": "vstack", "alignment": "leading", "spacing": 4, "children": [{"kind": "text", "text": "Spouty"}]}
//     {"modifier": "padding", "top": 16, "leading": 16, "bottom": 16, "trailing": 16, "content": {"kind": "text", …}}
//
// A view names its `kind`; a modifier names itself under `modifier`, with its values beside it and
// the view it wraps under `content`. One flat object per node, rather than an object per case and
// another for its values, halves what the system reads for a day-long timeline. Each node writes its
// keys in sorted order, as the wire has them, so that the encoder never moves a node's bytes to sort them.

extension ViewNode: Codable {
    /// The kinds of view, as the wire names them.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case empty, text, date, image, color, spacer, divider, progress, gauge, link, vstack, hstack, zstack
    }

    /// This node's kind; nil for a modifier around a view.
    public var kind: Kind? {
        switch self {
        case .empty: .empty
        case .text: .text
        case .date: .date
        case .image: .image
        case .color: .color
        case .spacer: .spacer
        case .divider: .divider
        case .progress: .progress
        case .gauge: .gauge
        case .link: .link
        case .vstack: .vstack
        case .hstack: .hstack
        case .zstack: .zstack
        case .modified: nil
        }
    }

    enum CodingKeys: String, CodingKey {
        case kind, text, date, style, systemName, color, minLength, value, total, label, currentValueLabel, destination
        case alignment, spacing, children, content
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
        switch kind {
        case .empty: self = .empty
        case .text: self = .text(try container.decode(String.self, forKey: .text))
        case .date:
            self = .date(try container.decode(Date.self, forKey: .date), style: try container.decode(DateStyleValue.self, forKey: .style))
        case .image: self = .image(systemName: try container.decode(String.self, forKey: .systemName))
        case .color: self = .color(try container.decode(ColorValue.self, forKey: .color))
        case .spacer: self = .spacer(minLength: try container.decodeIfPresent(Double.self, forKey: .minLength))
        case .divider: self = .divider
        case .progress:
            self = .progress(
                value: try container.decode(Double.self, forKey: .value), total: try container.decode(Double.self, forKey: .total))
        case .gauge:
            self = .gauge(
                value: try container.decode(Double.self, forKey: .value), label: try container.decode(ViewNode.self, forKey: .label),
                currentValueLabel: try container.decode(ViewNode.self, forKey: .currentValueLabel))
        case .link:
            self = .link(
                destination: try container.decode(String.self, forKey: .destination),
                label: try container.decode(ViewNode.self, forKey: .label))
        case .vstack:
            self = .vstack(
                alignment: try container.decode(HorizontalAlignmentValue.self, forKey: .alignment),
                spacing: try container.decodeIfPresent(Double.self, forKey: .spacing),
                children: try container.decode([ViewNode].self, forKey: .children))
        case .hstack:
            self = .hstack(
                alignment: try container.decode(VerticalAlignmentValue.self, forKey: .alignment),
                spacing: try container.decodeIfPresent(Double.self, forKey: .spacing),
                children: try container.decode([ViewNode].self, forKey: .children))
        case .zstack:
            self = .zstack(
                alignment: try container.decode(AlignmentValue.self, forKey: .alignment),
                children: try container.decode([ViewNode].self, forKey: .children))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .empty, .divider: try container.encode(kind, forKey: .kind)
        case .text(let text):
            try container.encode(kind, forKey: .kind)
            try container.encode(text, forKey: .text)
        case .date(let date, let style):
            try container.encode(date, forKey: .date)
            try container.encode(kind, forKey: .kind)
            try container.encode(style, forKey: .style)
        case .image(let systemName):
            try container.encode(kind, forKey: .kind)
            try container.encode(systemName, forKey: .systemName)
        case .color(let color):
            try container.encode(color, forKey: .color)
            try container.encode(kind, forKey: .kind)
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
        case .vstack(_, let spacing, let children), .hstack(_, let spacing, let children):
            try container.encode(alignmentName, forKey: .alignment)
            try container.encode(children, forKey: .children)
            try container.encode(kind, forKey: .kind)
            try container.encodeIfPresent(spacing, forKey: .spacing)
        case .zstack(let alignment, let children):
            try container.encode(alignment, forKey: .alignment)
            try container.encode(children, forKey: .children)
            try container.encode(kind, forKey: .kind)
        case .modified(let content, let modifier):
            // The modifier's name and values go into the same object as the content it wraps, which sorts first.
            try container.encode(content, forKey: .content)
            try modifier.encode(to: encoder)
        }
    }

    /// A stack's alignment, as the wire names it.
    private var alignmentName: String {
        switch self {
        case .vstack(let alignment, _, _): alignment.rawValue
        case .hstack(let alignment, _, _): alignment.rawValue
        case .zstack(let alignment, _): alignment.rawValue
        default: ""
        }
    }
}

extension ViewNode.Modifier: Codable {
    /// The modifiers, as the wire names them.
    public enum Name: String, Codable, Sendable, CaseIterable {
        case font, fontWeight, bold, foregroundStyle, padding, frame, background, lineLimit, opacity, cornerRadius, clipShape
        case redacted, multilineTextAlignment, minimumScaleFactor, gaugeStyle, widgetURL, containerBackground
    }

    public var name: Name {
        switch self {
        case .font: .font
        case .fontWeight: .fontWeight
        case .bold: .bold
        case .foregroundStyle: .foregroundStyle
        case .padding: .padding
        case .frame: .frame
        case .background: .background
        case .lineLimit: .lineLimit
        case .opacity: .opacity
        case .cornerRadius: .cornerRadius
        case .clipShape: .clipShape
        case .redacted: .redacted
        case .multilineTextAlignment: .multilineTextAlignment
        case .minimumScaleFactor: .minimumScaleFactor
        case .gaugeStyle: .gaugeStyle
        case .widgetURL: .widgetURL
        case .containerBackground: .containerBackground
        }
    }

    enum CodingKeys: String, CodingKey {
        case modifier, style, size, weight, design, color, top, leading, bottom, trailing, width, height, maxWidth, maxHeight
        case alignment, count, value, radius, shape, reason, url
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
        switch name {
        case .font:
            let font = FontValue(
                style: try container.decodeIfPresent(TextStyleValue.self, forKey: .style),
                size: try container.decodeIfPresent(Double.self, forKey: .size),
                weight: try container.decodeIfPresent(FontWeightValue.self, forKey: .weight),
                design: try container.decodeIfPresent(FontDesignValue.self, forKey: .design))
            self = .font(font == FontValue() ? nil : font)
        case .fontWeight: self = .fontWeight(try container.decodeIfPresent(FontWeightValue.self, forKey: .weight))
        case .bold: self = .bold
        case .foregroundStyle: self = .foregroundStyle(try container.decode(ColorValue.self, forKey: .color))
        case .padding:
            self = .padding(
                EdgeInsetsValue(
                    top: try container.decode(Double.self, forKey: .top), leading: try container.decode(Double.self, forKey: .leading),
                    bottom: try container.decode(Double.self, forKey: .bottom),
                    trailing: try container.decode(Double.self, forKey: .trailing)))
        case .frame:
            self = .frame(
                FrameValue(
                    width: try container.decodeIfPresent(Double.self, forKey: .width),
                    height: try container.decodeIfPresent(Double.self, forKey: .height),
                    maxWidth: try container.decodeIfPresent(Double.self, forKey: .maxWidth),
                    maxHeight: try container.decodeIfPresent(Double.self, forKey: .maxHeight),
                    alignment: try container.decode(AlignmentValue.self, forKey: .alignment)))
        case .background: self = .background(try container.decode(ColorValue.self, forKey: .color))
        case .lineLimit: self = .lineLimit(try container.decodeIfPresent(Int.self, forKey: .count))
        case .opacity: self = .opacity(try container.decode(Double.self, forKey: .value))
        case .cornerRadius: self = .cornerRadius(try container.decode(Double.self, forKey: .radius))
        case .clipShape:
            switch try container.decode(String.self, forKey: .shape) {
            case "roundedRectangle": self = .clipShape(.roundedRectangle(cornerRadius: try container.decode(Double.self, forKey: .radius)))
            case "circle": self = .clipShape(.circle)
            case "capsule": self = .clipShape(.capsule)
            case "containerRelative": self = .clipShape(.containerRelative)
            case let other:
                throw DecodingError.dataCorruptedError(
                    forKey: .shape, in: container,
                    debugDescription:
                        "unknown shape \"\(other)\"; the shapes are roundedRectangle, circle, capsule, containerRelative")
            }
        case .redacted: self = .redacted(try container.decode(RedactionValue.self, forKey: .reason))
        case .multilineTextAlignment:
            self = .multilineTextAlignment(try container.decode(HorizontalAlignmentValue.self, forKey: .alignment))
        case .minimumScaleFactor: self = .minimumScaleFactor(try container.decode(Double.self, forKey: .value))
        case .gaugeStyle: self = .gaugeStyle(try container.decode(GaugeStyleValue.self, forKey: .style))
        case .widgetURL: self = .widgetURL(try container.decode(String.self, forKey: .url))
        case .containerBackground: self = .containerBackground(try container.decode(ColorValue.self, forKey: .color))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .modifier)
        switch self {
        case .font(let font):
            try container.encodeIfPresent(font?.style, forKey: .style)
            try container.encodeIfPresent(font?.size, forKey: .size)
            try container.encodeIfPresent(font?.weight, forKey: .weight)
            try container.encodeIfPresent(font?.design, forKey: .design)
        case .fontWeight(let weight): try container.encodeIfPresent(weight, forKey: .weight)
        case .bold: break
        case .foregroundStyle(let color), .background(let color), .containerBackground(let color):
            try container.encode(color, forKey: .color)
        case .padding(let insets):
            try container.encode(insets.top, forKey: .top)
            try container.encode(insets.leading, forKey: .leading)
            try container.encode(insets.bottom, forKey: .bottom)
            try container.encode(insets.trailing, forKey: .trailing)
        case .frame(let frame):
            try container.encodeIfPresent(frame.width, forKey: .width)
            try container.encodeIfPresent(frame.height, forKey: .height)
            try container.encodeIfPresent(frame.maxWidth, forKey: .maxWidth)
            try container.encodeIfPresent(frame.maxHeight, forKey: .maxHeight)
            try container.encode(frame.alignment, forKey: .alignment)
        case .lineLimit(let count): try container.encodeIfPresent(count, forKey: .count)
        case .opacity(let value), .minimumScaleFactor(let value): try container.encode(value, forKey: .value)
        case .cornerRadius(let radius): try container.encode(radius, forKey: .radius)
        case .clipShape(let shape):
            switch shape {
            case .roundedRectangle(let radius):
                try container.encode("roundedRectangle", forKey: .shape)
                try container.encode(radius, forKey: .radius)
            case .circle: try container.encode("circle", forKey: .shape)
            case .capsule: try container.encode("capsule", forKey: .shape)
            case .containerRelative: try container.encode("containerRelative", forKey: .shape)
            }
        case .redacted(let reason): try container.encode(reason, forKey: .reason)
        case .multilineTextAlignment(let alignment): try container.encode(alignment, forKey: .alignment)
        case .gaugeStyle(let style): try container.encode(style, forKey: .style)
        case .widgetURL(let url): try container.encode(url, forKey: .url)
        }
    }
}
