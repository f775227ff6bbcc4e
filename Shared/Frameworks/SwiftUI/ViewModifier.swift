import Foundation
import ViewArchive

/// A modifier of your own, as in SwiftUI: `body(content:)` says what the modified view becomes.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

/// The view a `ViewModifier` is applied to, as its `body(content:)` receives it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let appendContent: (inout [ViewNode], EnvironmentValues) -> Void

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        appendContent(&nodes, environment)
    }
}

/// A view with a modifier applied: what `modifier(_:)` makes.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        let content = self.content
        let inner = _ViewModifier_Content<Modifier> { nodes, environment in content.appendNodes(to: &nodes, in: environment) }
        EnvironmentValues.withCurrent(environment) { modifier.body(content: inner) }.appendNodes(to: &nodes, in: environment)
    }
}

extension View {
    /// Applies a modifier of your own.
    public func modifier<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
