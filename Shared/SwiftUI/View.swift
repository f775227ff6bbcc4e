import Foundation

/// A piece of a widget's user interface, as in SwiftUI.
///
/// Write `body` as you would in Xcode. Views here do not draw themselves: the system
/// archives them into a `ViewNode` tree and draws that.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }

    /// The nodes this view contributes to its parent. Your views use the default, which
    /// archives their `body`; the built-in views archive themselves.
    func _nodes(in environment: EnvironmentValues) -> [ViewNode]
}

extension View {
    public func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
        EnvironmentValues.withCurrent(environment) { body }._nodes(in: environment)
    }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
    public func _nodes(in environment: EnvironmentValues) -> [ViewNode] { [] }
}

/// A view the archiver understands directly, rather than through its `body`.
///
/// The built-in views conform; your own views never need to.
public protocol _PrimitiveView: View where Body == Never {
    /// The nodes this view contributes to its parent: one for most views, any number for `Group` and `ForEach`.
    func _nodes(in environment: EnvironmentValues) -> [ViewNode]
}

extension _PrimitiveView {
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// Turns views into their archive.
public enum ViewArchiver {
    /// The archive of `view` in `environment`: one node, a vertical stack if the view has several.
    public static func archive<V: View>(_ view: V, in environment: EnvironmentValues = EnvironmentValues()) -> ViewNode {
        let nodes = self.nodes(of: view, in: environment)
        if nodes.count == 1 { return nodes[0] }
        if nodes.isEmpty { return ViewNode(kind: .empty) }
        return ViewNode(kind: .vstack, children: nodes)
    }

    /// The nodes `view` contributes to its parent.
    public static func nodes<V: View>(of view: V, in environment: EnvironmentValues) -> [ViewNode] {
        view._nodes(in: environment)
    }
}

/// A view that draws nothing.
public struct EmptyView: View, _PrimitiveView {
    public init() {}
    public func _nodes(in environment: EnvironmentValues) -> [ViewNode] { [] }
}

/// Several views side by side in their parent, as a view builder's block makes them.
public struct TupleView<T>: View, _PrimitiveView {
    public var value: T
    let makeNodes: (EnvironmentValues) -> [ViewNode]

    init(value: T, makeNodes: @escaping (EnvironmentValues) -> [ViewNode]) {
        self.value = value
        self.makeNodes = makeNodes
    }

    public func _nodes(in environment: EnvironmentValues) -> [ViewNode] { makeNodes(environment) }
}

/// One of two views, as `if`/`else` and `switch` in a view builder make them.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, _PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    public func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
        switch storage {
        case .trueContent(let view): ViewArchiver.nodes(of: view, in: environment)
        case .falseContent(let view): ViewArchiver.nodes(of: view, in: environment)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional is a primitive view and has no body") }
}

extension Optional: _PrimitiveView where Wrapped: View {
    public func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
        map { ViewArchiver.nodes(of: $0, in: environment) } ?? []
    }
}

/// Builds views from closures, as SwiftUI's `@ViewBuilder` does.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(value: (repeat each content)) { environment in
            var nodes: [ViewNode] = []
            for view in repeat each content {
                nodes += ViewArchiver.nodes(of: view, in: environment)
            }
            return nodes
        }
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content { content }
}

/// Views shown together, with no layout of their own; modifiers apply to each.
public struct Group<Content: View>: View, _PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
        ViewArchiver.nodes(of: content, in: environment)
    }
}

/// One view per element of a collection.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, _PrimitiveView {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    public func _nodes(in environment: EnvironmentValues) -> [ViewNode] {
        data.flatMap { ViewArchiver.nodes(of: content($0), in: environment) }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
