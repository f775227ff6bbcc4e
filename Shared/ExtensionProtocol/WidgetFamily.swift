import Foundation

/// The sizes a widget comes in, as WidgetKit names them.
public enum WidgetFamily: String, Codable, CaseIterable, Sendable, CustomStringConvertible {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline

    public var description: String { rawValue }

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
        }
    }
}
