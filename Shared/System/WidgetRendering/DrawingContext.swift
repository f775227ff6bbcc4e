import ExtensionProtocol
import Foundation
import ViewArchive
import ViewLayout

/// Where and how the system draws: the device, light or dark, and whether its Home Screen widgets are
/// shown in StandBy (by day or by night) rather than on the Home Screen. Accessory widgets are always on
/// the Lock Screen.
public struct DrawingContext: Equatable, Sendable {
    public var device: DeviceMetrics
    public var scheme: ColorSchemeValue
    /// StandBy, when the system's widgets are drawn there; nil on the Home Screen.
    public var standBy: StandBy?
    /// Whether the system families are drawn on CarPlay's dashboard (iOS 26) rather than the Home Screen.
    public var carPlay = false
    /// A rendering mode in place of the place's own and the Home Screen's appearance's.
    public var renderingMode: WidgetRenderingModeValue?
    /// The Home Screen's appearance (iOS 26): clear and tinted ones draw its widgets accented, on glass.
    public var appearance: HomeAppearance
    /// Whether the device is turned on its side: the Dynamic Island's compact and minimal views are then
    /// limited in width (iOS 27).
    public var landscape = false

    /// StandBy by day, or by night (dim light), when iOS tints everything red.
    public enum StandBy: String, Sendable, Equatable {
        case day, night
    }

    public init(
        device: DeviceMetrics = .standard, scheme: ColorSchemeValue = .light, standBy: StandBy? = nil,
        renderingMode: WidgetRenderingModeValue? = nil, appearance: HomeAppearance = .standard
    ) {
        self.device = device
        self.scheme = scheme
        self.standBy = standBy
        self.renderingMode = renderingMode
        self.appearance = appearance
    }

    /// The Home Screen of `device` in `appearance`: its scheme the appearance's.
    public init(device: DeviceMetrics, appearance: HomeAppearance) {
        self.init(device: device, scheme: appearance.scheme, appearance: appearance)
    }

    /// Where a widget of `family` is drawn in this context: an accessory family's is the Lock Screen's
    /// (Apple's families), a system family's the Home Screen's, or StandBy's in StandBy. Which widgets each
    /// place holds is the system's rule (`Places`); this says only how one is drawn.
    public func location(of family: WidgetFamily) -> WidgetLocationValue {
        if family.isAccessory { return .lockScreen }
        if carPlay { return .carPlay }
        return standBy == nil ? .homeScreen : .standBy
    }

    /// What the system tells a widget of `family` about where it will be drawn. The Lock Screen, StandBy
    /// and a clear or tinted (accented) Home Screen are dark whatever the scheme (ours: Apple draws them
    /// over the wallpaper, a black screen or glass).
    public func render(_ family: WidgetFamily) -> RenderContext {
        let size = device.size(of: family)
        let location = location(of: family)
        let mode =
            renderingMode ?? (standBy == .night ? .vibrant : (location == .homeScreen ? appearance.renderingMode : nil) ?? location.renderingMode)
        return RenderContext(
            family: family, colorScheme: location == .homeScreen && mode == .fullColor ? scheme : .dark, width: size.width,
            height: size.height, location: location, renderingMode: mode)
    }

    /// Whether a drawing checks, as iOS does, that a Home Screen widget sets its container background
    /// (`ViewNode.withContainerBackgroundChecked`): the system's drawings do; a drawing of a bare view does not.
    public var checksContainerBackground = false

    /// Equal when they ask widgets for the same entries: the check is the drawing's, not the widget's, and
    /// so are the appearance's tint and glass.
    public static func == (a: DrawingContext, b: DrawingContext) -> Bool {
        a.device == b.device && a.scheme == b.scheme && a.standBy == b.standBy && a.carPlay == b.carPlay && a.renderingMode == b.renderingMode
            && a.appearance.renderingMode == b.appearance.renderingMode
    }

    /// The context with the container-background check on, as the system's drawings are made.
    public var checked: DrawingContext {
        var context = self
        context.checksContainerBackground = true
        return context
    }

    /// What is drawn of a widget's `node` in `family`: of an inline widget, its one line; on the Home
    /// Screen, when checked, the warning for a widget without a container background.
    public func shown(_ node: ViewNode, family: WidgetFamily) -> ViewNode {
        if family == .accessoryInline { return node.inlineLine(fitting: device.size(of: family).width) }
        if checksContainerBackground && location(of: family) == .homeScreen { return node.withContainerBackgroundChecked }
        return node
    }
}

extension ViewNode {
    /// The view as the Home Screen draws it: iOS 17 draws a widget whose view sets no
    /// `containerBackground(for: .widget)` as a warning in its place (Apple's rule; the sentence is the one
    /// iOS and Xcode's previews show). The system's drawings ask for it; a drawing of a bare view does not.
    public var withContainerBackgroundChecked: ViewNode {
        guard containerBackground == nil else { return self }
        return .modified(
            .modified(
                .modified(.text("Please adopt containerBackground API"), .font(FontValue(style: .caption))),
                .multilineTextAlignment(.center)),
            .containerBackground(.color(ColorValue(name: .clear))))
    }
}

extension DrawingContext {
    /// What the device's settings choose of a drawing (`home device`, `--orientation`, `home appearance`):
    /// two drawings of one look differ only in where and what they draw (StandBy, CarPlay, a family).
    public struct Look: Equatable, Sendable {
        public var device: DeviceMetrics
        public var landscape: Bool
        public var appearance: HomeAppearance

        public init(device: DeviceMetrics, landscape: Bool, appearance: HomeAppearance) {
            self.device = device
            self.landscape = landscape
            self.appearance = appearance
        }
    }

    public var look: Look { Look(device: device, landscape: landscape, appearance: appearance) }
}
