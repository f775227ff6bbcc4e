import Foundation
import ViewArchive

/// A piece of a widget's user interface, as in SwiftUI.
///
/// Write `body` as you would in Xcode. Views here do not draw themselves: the widget extension
/// archives them into a `ViewNode` tree (`archived(in:)`), and the system draws that.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }
}

/// A view the archive takes as it is rather than through its `body`: the built-in views.
@MainActor
package protocol PrimitiveView {
    /// Adds the nodes this view contributes to its parent: one for most views, any number for `Group` and `ForEach`.
    func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues)
}

extension PrimitiveView {
    /// A built-in view has no body: the archive reads the view itself.
    public var body: Never { fatalError("\(Self.self) is a built-in view and has no body") }
}

extension View {
    /// Adds the nodes of this view to `nodes`: a built-in view's own, or those of its `body`, which
    /// reads `environment` through `@Environment`.
    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        if let primitive = self as? any PrimitiveView {
            primitive.appendNodes(to: &nodes, in: environment)
        } else {
            EnvironmentValues.withCurrent(environment) { body }.appendNodes(to: &nodes, in: environment)
        }
    }

    /// The nodes of this view in `environment`.
    package func nodes(in environment: EnvironmentValues) -> [ViewNode] {
        var nodes: [ViewNode] = []
        appendNodes(to: &nodes, in: environment)
        return nodes
    }

    /// The archive of this view in `environment`: one node, in a vertical stack when the view makes several.
    /// With the system's layout in the environment, each `GeometryReader` is given the frame it gets.
    package func archived(in environment: EnvironmentValues = EnvironmentValues()) -> ViewNode {
        guard let layout = environment.geometryLayout else { return .single(nodes(in: environment)) }
        return layout.archive(self, in: environment)
    }
}

extension Never: View {
    public typealias Body = Never
    /// Not isolated: Never is the body of other protocols' built-in values too (chart content, controls).
    nonisolated public var body: Never { fatalError("Never has no body") }
}

/// A view that draws nothing.
nonisolated public struct EmptyView: View, PrimitiveView {
    public init() {}

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {}
}

/// Several views side by side in their parent, as a view builder's block makes them.
nonisolated public struct TupleView<T>: View, PrimitiveView {
    public var value: T
    /// Archives each view of `value`; it captures nothing, so making a `TupleView` allocates nothing.
    let appendEach: @MainActor (T, inout [ViewNode], EnvironmentValues) -> Void

    /// Not isolated, as Apple's is not: a view builder makes it wherever it runs.
    init(value: T, appendEach: @escaping @MainActor (T, inout [ViewNode], EnvironmentValues) -> Void) {
        self.value = value
        self.appendEach = appendEach
    }

    @MainActor package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        appendEach(value, &nodes, environment)
    }
}

/// One of two views, as `if`/`else` and `switch` in a view builder make them.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    init(storage: Storage) {
        self.storage = storage
    }

    @MainActor package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        switch storage {
        case .trueContent(let view): view.appendNodes(to: &nodes, in: environment)
        case .falseContent(let view): view.appendNodes(to: &nodes, in: environment)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        self?.appendNodes(to: &nodes, in: environment)
    }
}

/// Views shown together, with no layout of their own; modifiers apply to each.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        content.appendNodes(to: &nodes, in: environment)
    }
}

/// One view per element of a collection; as in SwiftUI, the content is any type, a view when it is one
/// (and chart content in Charts, which extends it).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    package let id: KeyPath<Data.Element, ID>

    /// The elements and the content of each, for the modules that extend `ForEach` (Charts).
    package init(data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }
}

extension ForEach: View, PrimitiveView where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        // Each element's view is made now, in the environment it is archived in: an `@Environment`
        // read in the closure gets that environment's values, as in SwiftUI.
        for element in data { EnvironmentValues.withCurrent(environment) { content(element) }.appendNodes(to: &nodes, in: environment) }
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
