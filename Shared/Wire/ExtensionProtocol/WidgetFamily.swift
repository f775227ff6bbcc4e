import Foundation

/// The sizes a widget comes in, as WidgetKit names them.
/// Its raw value is an `Int`, as Apple's is; on the wire and in the store it travels by ``name``.
public enum WidgetFamily: Int, Codable, CaseIterable, Sendable, CustomStringConvertible {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline
    /// The extra-large widget standing up (iOS and iPadOS 27): after the others, so that their raw values stay.
    case systemExtraLargePortrait

    /// The case's name as Swift spells it: `systemSmall`.
    public var name: String {
        switch self {
        case .systemSmall: "systemSmall"
        case .systemMedium: "systemMedium"
        case .systemLarge: "systemLarge"
        case .systemExtraLarge: "systemExtraLarge"
        case .accessoryCircular: "accessoryCircular"
        case .accessoryRectangular: "accessoryRectangular"
        case .accessoryInline: "accessoryInline"
        case .systemExtraLargePortrait: "systemExtraLargePortrait"
        }
    }

    /// The family of that name, or nil.
    public init?(name: String) {
        guard let family = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = family
    }

    public var description: String { name }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let family = WidgetFamily(name: name) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Cannot initialize WidgetFamily from invalid String value \(name)")
        }
        self = family
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    /// The name an intent definition uses for this family in fixed-size arrays (`Small`, `AccessoryInline` …).
    public var sizeClassName: String {
        switch self {
        case .systemSmall: "Small"
        case .systemMedium: "Medium"
        case .systemLarge: "Large"
        case .systemExtraLarge: "ExtraLarge"
        case .accessoryCircular: "AccessoryCircular"
        case .accessoryRectangular: "AccessoryRectangular"
        case .accessoryInline: "AccessoryInline"
        case .systemExtraLargePortrait: "ExtraLargePortrait"
        }
    }
}
