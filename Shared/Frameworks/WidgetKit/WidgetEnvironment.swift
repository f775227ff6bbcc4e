import ExtensionProtocol
import Foundation
import SwiftUI

/// How the system draws a widget: in full colour here, as on the home screen.
public struct WidgetRenderingMode: Equatable, Hashable, Sendable, CustomStringConvertible {
    private let name: String

    /// Every colour as the widget gives it: the home screen.
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    /// Tinted, accented views apart from the rest: StandBy and tinted home screens.
    public static let accented = WidgetRenderingMode(name: "accented")
    /// Luminance only, over a blurred background: the lock screen.
    public static let vibrant = WidgetRenderingMode(name: "vibrant")

    public var description: String { name }
}

private struct WidgetRenderingModeKey: EnvironmentKey {
    static let defaultValue = WidgetRenderingMode.fullColor
}

private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey {
    static let defaultValue = true
}

private struct WidgetContentMarginsKey: EnvironmentKey {
    /// The margins the system keeps inside a home-screen widget, as iOS 17 does on an iPhone.
    static let defaultValue = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
}

extension EnvironmentValues {
    /// How the system draws the widget; always ``WidgetRenderingMode/fullColor`` here.
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }

    /// Whether the system draws the widget's container background; true on the home screen.
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }

    /// The margins the system keeps around the widget's content.
    public var widgetContentMargins: EdgeInsets {
        get { self[WidgetContentMarginsKey.self] }
        set { self[WidgetContentMarginsKey.self] = newValue }
    }
}

/// The standard background of an accessory widget: a translucent disc or rounded rectangle.
public struct AccessoryWidgetBackground: View {
    public init() {}

    public var body: some View {
        ContainerRelativeShape().fill(Color.primary.opacity(0.15))
    }
}

extension View {
    /// Marks the view as part of the accent group when the system tints the widget; drawn as is here.
    public func widgetAccentable(_ accentable: Bool = true) -> some View { self }

    /// A label the system shows beside an accessory widget; the widget alone is drawn here.
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View { self }

    /// A label the system shows beside an accessory widget; the widget alone is drawn here.
    public func widgetLabel(_ label: LocalizedStringKey) -> some View { self }
}

/// The family a preview draws a widget in, as WidgetKit's preview context.
public struct WidgetPreviewContext: PreviewContext {
    public let family: WidgetFamily

    public init(family: WidgetFamily) {
        self.family = family
    }

    public var previewFamilyName: String? { family.name }
}
