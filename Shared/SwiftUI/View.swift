import Foundation

/// A piece of a widget's user interface, as in SwiftUI.
///
/// Write `body` as you would in Xcode. Views here do not draw themselves: the system
/// archives them into a `ViewNode` tree and draws that.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }

    /// Appends the nodes this view contributes to its parent. Your views use the default, which
    /// archives their `body`; the built-in views archive themselves.
    func _archive(into nodes: inout [ViewNode], in environment: EnvironmentValues)
}

extension View {
    public func _archive(into nodes: inout [ViewNode], in environment: EnvironmentValues) {
        EnvironmentValues.withCurrent(environment) { body }._archive(into: &nodes, in: environment)
    }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
    public func _archive(into nodes: inout [ViewNode], in environment: EnvironmentValues) {}
}

/// A view the archiver understands directly, rather than through its `body`.
///
/// The built-in views conform; your own views never need to.
public protocol _PrimitiveView: View where Body == Never {
    /// Appends the nodes this view contributes to its parent: one for most views, any number for `Group` and `ForEach`.
    func _archive(into nodes: inout [ViewNode], in environment: EnvironmentValues)
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
        var nodes: [ViewNode] = []
        view._archive(into: &nodes, in: environment)
        return nodes
    }
}

/// A view that draws nothing.
public struct EmptyView: View, _PrimitiveView {
    public init() {}
    public func _archive(into nodes: inout [ViewNode], in environment: EnvironmentValues) {}
}

/// Several views side by side in their parent, as a view builder's block makes them.
public struct TupleView<T>: View, _PrimitiveView {
    public var value: T
    let archive: (inout [ViewNode], EnvironmentValues) -> Void

    init(value: T, archive: @escaping (inout [ViewNode], EnvironmentValues) -> Void) {
        self.value = value
        self.archive = archive
    }

    public func _archive(into nodes: inout [ViewNode], in environment: EnvironmentValues) { archive(&nodes, environment) }
}

/// One of two views, as `if`/`else` and `switch` in a view builder make them.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, _PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    public func _archive(into nodes: inout [ViewNode], in environment: EnvironmentValues) {
        switch storage {
        case .trueContent(let view): view._archive(into: &nodes, in: environment)
        case .falseContent(let view): view._archive(into: &nodes, in: environment)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional is a primitive view and has no body") }
}

extension Optional: _PrimitiveView where Wrapped: View {
    public func _archive(into nodes: inout [ViewNode], in environment: EnvironmentValues) {
        self?._archive(into: &nodes, in: environment)
    }
}

/// Builds views from closures, as SwiftUI's `@ViewBuilder` does.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(value: (repeat each content)) { nodes, environment in
            for view in repeat each content {
                view._archive(into: &nodes, in: environment)
            }
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

    public func _archive(into nodes: inout [ViewNode], in environment: EnvironmentValues) {
        content._archive(into: &nodes, in: environment)
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

    public func _archive(into nodes: inout [ViewNode], in environment: EnvironmentValues) {
        for element in data { content(element)._archive(into: &nodes, in: environment) }
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
