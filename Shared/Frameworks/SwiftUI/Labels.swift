import Foundation
import ViewArchive

/// A symbol from Apple's SF Symbols and a title, side by side: `Label("Due", systemImage: "calendar")`.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        let parts = environment.labelParts
        let icons = parts.icon ? icon.nodes(in: environment) : []
        let titles = parts.title ? title.nodes(in: environment) : []
        nodes.append(.single(icons + titles, stackedAlong: .horizontal))
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

/// How a label is drawn: its icon, its title, or both (`.labelStyle(.iconOnly)`). A style of your own
/// is drawn as the default.
public protocol LabelStyle {}

/// What the archive knows of a label style: whether the icon and the title show.
package protocol KnownLabelStyle: LabelStyle {
    var parts: (icon: Bool, title: Bool) { get }
}

public struct DefaultLabelStyle: LabelStyle, KnownLabelStyle {
    public init() {}
    package var parts: (icon: Bool, title: Bool) { (true, true) }
}

public struct TitleAndIconLabelStyle: LabelStyle, KnownLabelStyle {
    public init() {}
    package var parts: (icon: Bool, title: Bool) { (true, true) }
}

public struct IconOnlyLabelStyle: LabelStyle, KnownLabelStyle {
    public init() {}
    package var parts: (icon: Bool, title: Bool) { (true, false) }
}

public struct TitleOnlyLabelStyle: LabelStyle, KnownLabelStyle {
    public init() {}
    package var parts: (icon: Bool, title: Bool) { (false, true) }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
