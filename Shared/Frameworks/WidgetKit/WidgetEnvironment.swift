import ExtensionProtocol
import Foundation
import SwiftUI
import ViewArchive

/// How the system draws a widget where it is shown (see docs/system.md).
public struct WidgetRenderingMode: Equatable, Hashable, Sendable, CustomStringConvertible {
    package let value: WidgetRenderingModeValue

    package init(_ value: WidgetRenderingModeValue) {
        self.value = value
    }

    /// Every colour as the widget gives it: the Home Screen, StandBy by day.
    public static let fullColor = WidgetRenderingMode(.fullColor)
    /// The accent group (`widgetAccentable()`) in one tint, the rest in another: a tinted Home Screen.
    public static let accented = WidgetRenderingMode(.accented)
    /// Levels of white by luminance, over the wallpaper: the Lock Screen, StandBy at night.
    public static let vibrant = WidgetRenderingMode(.vibrant)

    public var description: String { value.rawValue }
}

private struct WidgetRenderingModeKey: EnvironmentKey {
    static let defaultValue = WidgetRenderingMode.fullColor
}

private struct ShowsWidgetLabelKey: EnvironmentKey {
    static let defaultValue = false
}

private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey {
    static let defaultValue = true
}

private struct WidgetContentMarginsKey: EnvironmentKey {
    /// The margins the system keeps inside a Home Screen widget, as iOS 17 does on an iPhone.
    static let defaultValue = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
}

extension EdgeInsets {
    package init(_ value: EdgeInsetsValue) {
        self.init(top: value.top, leading: value.leading, bottom: value.bottom, trailing: value.trailing)
    }
}

extension EnvironmentValues {
    /// How the system draws the widget where it is shown now.
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }

    /// Whether the system draws the widget's container background: on the Home Screen, not on the Lock Screen or in StandBy.
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }

    /// Whether an accessory widget's `widgetLabel` is shown: only on watchOS, so never here.
    public var showsWidgetLabel: Bool {
        get { self[ShowsWidgetLabelKey.self] }
        set { self[ShowsWidgetLabelKey.self] = newValue }
    }

    /// The margins the system keeps around the widget's content where it is shown (even when the
    /// widget disabled them, so that it may apply them itself).
    public var widgetContentMargins: EdgeInsets {
        get { self[WidgetContentMarginsKey.self] }
        set { self[WidgetContentMarginsKey.self] = newValue }
    }
}

/// The standard background of an accessory widget: a translucent disc or rounded rectangle, in the
/// circular and rectangular families only (nothing elsewhere, as on iOS).
public struct AccessoryWidgetBackground: View {
    @Environment(\.widgetFamily) private var family

    public init() {}

    public var body: some View {
        if family == .accessoryCircular || family == .accessoryRectangular {
            ContainerRelativeShape().fill(Color.primary.opacity(0.15))
        }
    }
}

extension View {
    /// Marks the view as part of the accent group, which the accented rendering mode tints apart from the rest.
    public func widgetAccentable(_ accentable: Bool = true) -> some View { modifier(.widgetAccentable(accentable)) }

    /// A label the system shows beside an accessory widget; the widget alone is drawn here.
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View { self }

    /// A label the system shows beside an accessory widget; the widget alone is drawn here.
    public func widgetLabel(_ label: LocalizedStringKey) -> some View { self }

    /// A label the system shows beside an accessory widget: on watchOS; iOS ignores it on the Lock Screen, as here.
    @_disfavoredOverload
    public func widgetLabel<S: StringProtocol>(_ label: S) -> some View { self }
}

/// How the accented rendering mode (a tinted Home Screen, iOS 18) draws an image, as in WidgetKit.
public struct WidgetAccentedRenderingMode: Hashable, Sendable {
    let value: WidgetAccentedRenderingModeValue

    /// In the accent group, as `widgetAccentable()` puts a view: the accent tint wherever the image is opaque.
    public static let accented = WidgetAccentedRenderingMode(value: .accented)
    /// The image's luminance as its opacity, in the accent group's tint.
    public static let accentedDesaturated = WidgetAccentedRenderingMode(value: .accentedDesaturated)
    /// The image's luminance as its opacity, in the default group's tint.
    public static let desaturated = WidgetAccentedRenderingMode(value: .desaturated)
    /// The image in its own colours, unchanged.
    public static let fullColor = WidgetAccentedRenderingMode(value: .fullColor)
}

extension Image {
    /// How the accented rendering mode draws this image; nil draws it as any image (its luminance in the
    /// default group's tint). Other modes draw it as they draw any image.
    @MainActor @preconcurrency
    public func widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?) -> some View {
        modifier(.widgetAccentedRenderingMode(renderingMode?.value))
    }
}

/// The family a preview draws a widget in, as WidgetKit's preview context.
public struct WidgetPreviewContext: PreviewContext {
    public let family: WidgetFamily

    public init(family: WidgetFamily) {
        self.family = family
    }

    public var previewFamilyName: String? { family.name }
}
