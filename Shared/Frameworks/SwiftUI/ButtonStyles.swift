import ViewArchive

/// How a button is drawn, given its label: SwiftUI's styles (`.bordered`, `.borderedProminent`,
/// `.borderless`, `.plain`, `.automatic`), or one of your own, whose `makeBody` is drawn around the label.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// A style of your own that draws a button's label, pressed or not; a widget's button is never drawn pressed.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

public struct ButtonStyleConfiguration {
    /// The button's label, as the style places it.
    public struct Label: View, PrimitiveView {
        let node: ViewNode

        package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
            nodes.append(node)
        }
    }

    public let role: ButtonRole?
    public let label: Label
    public let isPressed: Bool
}

public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = ButtonStyleConfiguration.Label

    public let role: ButtonRole?
    public let label: Label

    /// Runs the button's action: in a widget the system runs its intent when it is tapped, not the style.
    public func trigger() {}
}

/// What the archive knows of SwiftUI's own styles.
package protocol KnownButtonStyle: PrimitiveButtonStyle {
    var value: ButtonStyleValue { get }
}

extension KnownButtonStyle {
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

public struct DefaultButtonStyle: PrimitiveButtonStyle, KnownButtonStyle {
    public init() {}
    package var value: ButtonStyleValue { .automatic }
}

public struct BorderedButtonStyle: PrimitiveButtonStyle, KnownButtonStyle {
    public init() {}
    package var value: ButtonStyleValue { .bordered }
}

public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, KnownButtonStyle {
    public init() {}
    package var value: ButtonStyleValue { .borderedProminent }
}

public struct BorderlessButtonStyle: PrimitiveButtonStyle, KnownButtonStyle {
    public init() {}
    package var value: ButtonStyleValue { .borderless }
}

public struct PlainButtonStyle: PrimitiveButtonStyle, KnownButtonStyle {
    public init() {}
    package var value: ButtonStyleValue { .plain }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// A style of your own, drawn around each button's label as the archive reaches it.
struct ButtonBody {
    let make: (ButtonRole?, ViewNode, EnvironmentValues) -> ViewNode
}

private struct ButtonBodyKey: EnvironmentKey {
    static var defaultValue: ButtonBody? { nil }
}

extension EnvironmentValues {
    var buttonBody: ButtonBody? {
        get { self[ButtonBodyKey.self] }
        set { self[ButtonBodyKey.self] = newValue }
    }
}

extension View {
    /// How the buttons in this view are drawn: one of SwiftUI's styles, or one of your own.
    @ViewBuilder
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        // The innermost style wins: SwiftUI's own replaces a style of your own around it, and the reverse.
        if let known = style as? any KnownButtonStyle {
            EnvironmentModifiedView(content: modifier(.buttonStyle(known.value))) { $0.buttonBody = nil }
        } else {
            EnvironmentModifiedView(content: modifier(.buttonStyle(.automatic))) {
                $0.buttonBody = ButtonBody { role, label, environment in
                    .single(style.makeBody(configuration: .init(role: role, label: .init(node: label))).nodes(in: environment))
                }
            }
        }
    }

    /// How the buttons in this view are drawn: a style of your own, around each label.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(content: modifier(.buttonStyle(.automatic))) {
            $0.buttonBody = ButtonBody { role, label, environment in
                .single(
                    style.makeBody(configuration: .init(role: role, label: .init(node: label), isPressed: false)).nodes(in: environment))
            }
        }
    }

    /// Makes the view lighter (up to 1) or darker (down to -1).
    public func brightness(_ amount: Double) -> some View {
        modifier(.brightness(amount))
    }
}
