import Foundation
import ViewArchive

/// What the system tells a widget about where its entry will be drawn: the family and its size, light
/// or dark, the place it is shown in and how that place draws it. The rules that follow from the place
/// (its margins, whether the widget's background is drawn) are here, once, for the system that draws
/// and the extension that archives alike; docs/system.md says which are Apple's.
public struct RenderContext: Codable, Sendable, Equatable {
    public var family: WidgetFamily
    public var colorScheme: ColorSchemeValue
    /// The size the widget is laid out at, in points.
    public var width: Double
    public var height: Double
    public var location: WidgetLocationValue
    public var renderingMode: WidgetRenderingModeValue

    public init(
        family: WidgetFamily, colorScheme: ColorSchemeValue = .light, width: Double, height: Double, location: WidgetLocationValue? = nil,
        renderingMode: WidgetRenderingModeValue? = nil
    ) {
        self.family = family
        self.colorScheme = colorScheme
        self.width = width
        self.height = height
        let location = location ?? (family.isAccessory ? .lockScreen : .homeScreen)
        self.location = location
        self.renderingMode = renderingMode ?? location.renderingMode
    }

    enum CodingKeys: String, CodingKey {
        case family, colorScheme, width, height, location, renderingMode
    }

    /// The largest width or height a context may give, in points: larger than any screen.
    public static let largestSide = 10_000.0

    /// A context without a place is the Home Screen's (or the Lock Screen's, for an accessory family), as
    /// a system before places sent it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // A size is a screen's: a widget's code lays itself out in it (GeometryReader), so no other number gets that far.
        func size(_ key: CodingKeys) throws -> Double {
            let points = try container.decode(Double.self, forKey: key)
            guard points >= 0, points <= Self.largestSide else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "a size in points from 0 to \(Int(Self.largestSide)) is expected, not \(points)")
            }
            return points
        }
        self.init(
            family: try container.decode(WidgetFamily.self, forKey: .family),
            colorScheme: try container.decode(ColorSchemeValue.self, forKey: .colorScheme),
            width: try size(.width), height: try size(.height),
            location: try container.decodeIfPresent(WidgetLocationValue.self, forKey: .location),
            renderingMode: try container.decodeIfPresent(WidgetRenderingModeValue.self, forKey: .renderingMode))
    }

    /// Whether the system draws the widget's `containerBackground`: on the Home Screen in full colour
    /// only. The Lock Screen and StandBy remove it, and so does a tinted Home Screen, which draws
    /// widgets accented (Apple's rules).
    public var showsContainerBackground: Bool { location == .homeScreen && renderingMode == .fullColor }

    /// The margins the system keeps between the widget's edges and its content, unless the widget's
    /// configuration says `contentMarginsDisabled()`. Apple gives 16 points "for most widgets" and
    /// "smaller margins" on the Lock Screen and in StandBy without a figure: none around an accessory
    /// widget and 11 points in StandBy and on CarPlay's dashboard are ours.
    public var contentMargins: EdgeInsetsValue {
        let side: Double =
            switch location {
            case .homeScreen: 16
            case .lockScreen: 0
            case .standBy, .carPlay: 11
            }
        return EdgeInsetsValue(top: side, leading: side, bottom: side, trailing: side)
    }
}

/// Where the system shows a widget: system families on the Home Screen and (small ones) in StandBy and
/// on CarPlay's dashboard (iOS 26), accessory families on the Lock Screen. WidgetKit's `WidgetLocation`,
/// as the system tells it and keeps it.
public enum WidgetLocationValue: String, Codable, CaseIterable, Sendable, CustomStringConvertible {
    case homeScreen = "home"
    case lockScreen = "lock"
    case standBy = "standby"
    case carPlay = "carplay"

    /// How the place draws widgets unless told otherwise: in full colour on the Home Screen and in
    /// StandBy by day, vibrant on the Lock Screen (StandBy at night is vibrant too, tinted red).
    public var renderingMode: WidgetRenderingModeValue {
        self == .lockScreen ? .vibrant : .fullColor
    }

    public var description: String {
        switch self {
        case .homeScreen: "the Home Screen"
        case .lockScreen: "the Lock Screen"
        case .standBy: "StandBy"
        case .carPlay: "CarPlay"
        }
    }
}

/// WidgetKit's `WidgetRenderingMode`, as the system tells it to a widget and draws it.
public enum WidgetRenderingModeValue: String, Codable, CaseIterable, Sendable {
    /// Every colour as the widget gives it.
    case fullColor
    /// Two tints: one for the views marked `widgetAccentable()`, another for the rest.
    case accented
    /// Levels of white on the wallpaper, by each colour's luminance.
    case vibrant
}

extension WidgetRenderingModeValue: CustomStringConvertible {
    public var description: String { rawValue }
}

extension WidgetFamily {
    /// The Lock Screen's families.
    public var isAccessory: Bool {
        switch self {
        case .accessoryCircular, .accessoryRectangular, .accessoryInline: true
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .systemExtraLargePortrait: false
        }
    }
}
