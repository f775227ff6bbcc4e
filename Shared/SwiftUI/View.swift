import Foundation

/// A piece of a widget's user interface, as in SwiftUI.
///
/// Write `body` as you would in Xcode. Views here do not draw themselves: the widget extension
/// archives them as the JSON of a `ViewNode` tree (`ViewArchive`), and the system draws that.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }

    /// Writes the nodes this view contributes to its parent. Your views use the default, which
    /// archives their `body`; the built-in views archive themselves.
    func _archive(into archive: inout ViewArchive, in environment: EnvironmentValues)
}

extension View {
    public func _archive(into archive: inout ViewArchive, in environment: EnvironmentValues) {
        EnvironmentValues.withCurrent(environment) { body }._archive(into: &archive, in: environment)
    }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
    public func _archive(into archive: inout ViewArchive, in environment: EnvironmentValues) {}
}

/// A view the archiver understands directly, rather than through its `body`.
///
/// The built-in views conform; your own views never need to.
public protocol _PrimitiveView: View where Body == Never {
    /// Writes the nodes this view contributes to its parent: one for most views, any number for `Group` and `ForEach`.
    func _archive(into archive: inout ViewArchive, in environment: EnvironmentValues)
}

extension _PrimitiveView {
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// A view that draws nothing.
public struct EmptyView: View, _PrimitiveView {
    public init() {}
    public func _archive(into archive: inout ViewArchive, in environment: EnvironmentValues) {}
}

/// Several views side by side in their parent, as a view builder's block makes them.
public struct TupleView<T>: View, _PrimitiveView {
    public var value: T
    /// Archives each view of `value`; it captures nothing, so making a `TupleView` allocates nothing.
    let archiveValue: (T, inout ViewArchive, EnvironmentValues) -> Void

    init(value: T, archive: @escaping (T, inout ViewArchive, EnvironmentValues) -> Void) {
        self.value = value
        self.archiveValue = archive
    }

    public func _archive(into archive: inout ViewArchive, in environment: EnvironmentValues) {
        archiveValue(value, &archive, environment)
    }
}

/// One of two views, as `if`/`else` and `switch` in a view builder make them.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, _PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    public func _archive(into archive: inout ViewArchive, in environment: EnvironmentValues) {
        switch storage {
        case .trueContent(let view): view._archive(into: &archive, in: environment)
        case .falseContent(let view): view._archive(into: &archive, in: environment)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional is a primitive view and has no body") }
}

extension Optional: _PrimitiveView where Wrapped: View {
    public func _archive(into archive: inout ViewArchive, in environment: EnvironmentValues) {
        self?._archive(into: &archive, in: environment)
    }
}

/// Builds views from closures, as SwiftUI's `@ViewBuilder` does.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    // Blocks of two to ten views, as SwiftUI had them before parameter packs: each is specialized
    // for its views, where a loop over a pack calls every view through its witness table.
    public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> {
        TupleView(value: (c0, c1)) { value, archive, environment in
            value.0._archive(into: &archive, in: environment)
            value.1._archive(into: &archive, in: environment)
        }
    }

    public static func buildBlock<C0: View, C1: View, C2: View>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleView<(C0, C1, C2)> {
        TupleView(value: (c0, c1, c2)) { value, archive, environment in
            value.0._archive(into: &archive, in: environment)
            value.1._archive(into: &archive, in: environment)
            value.2._archive(into: &archive, in: environment)
        }
    }

    public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleView<(C0, C1, C2, C3)> {
        TupleView(value: (c0, c1, c2, c3)) { value, archive, environment in
            value.0._archive(into: &archive, in: environment)
            value.1._archive(into: &archive, in: environment)
            value.2._archive(into: &archive, in: environment)
            value.3._archive(into: &archive, in: environment)
        }
    }

    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleView<(C0, C1, C2, C3, C4)> {
        TupleView(value: (c0, c1, c2, c3, c4)) { value, archive, environment in
            value.0._archive(into: &archive, in: environment)
            value.1._archive(into: &archive, in: environment)
            value.2._archive(into: &archive, in: environment)
            value.3._archive(into: &archive, in: environment)
            value.4._archive(into: &archive, in: environment)
        }
    }

    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleView<(C0, C1, C2, C3, C4, C5)> {
        TupleView(value: (c0, c1, c2, c3, c4, c5)) { value, archive, environment in
            value.0._archive(into: &archive, in: environment)
            value.1._archive(into: &archive, in: environment)
            value.2._archive(into: &archive, in: environment)
            value.3._archive(into: &archive, in: environment)
            value.4._archive(into: &archive, in: environment)
            value.5._archive(into: &archive, in: environment)
        }
    }

    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleView<(C0, C1, C2, C3, C4, C5, C6)> {
        TupleView(value: (c0, c1, c2, c3, c4, c5, c6)) { value, archive, environment in
            value.0._archive(into: &archive, in: environment)
            value.1._archive(into: &archive, in: environment)
            value.2._archive(into: &archive, in: environment)
            value.3._archive(into: &archive, in: environment)
            value.4._archive(into: &archive, in: environment)
            value.5._archive(into: &archive, in: environment)
            value.6._archive(into: &archive, in: environment)
        }
    }

    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)> {
        TupleView(value: (c0, c1, c2, c3, c4, c5, c6, c7)) { value, archive, environment in
            value.0._archive(into: &archive, in: environment)
            value.1._archive(into: &archive, in: environment)
            value.2._archive(into: &archive, in: environment)
            value.3._archive(into: &archive, in: environment)
            value.4._archive(into: &archive, in: environment)
            value.5._archive(into: &archive, in: environment)
            value.6._archive(into: &archive, in: environment)
            value.7._archive(into: &archive, in: environment)
        }
    }

    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> {
        TupleView(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8)) { value, archive, environment in
            value.0._archive(into: &archive, in: environment)
            value.1._archive(into: &archive, in: environment)
            value.2._archive(into: &archive, in: environment)
            value.3._archive(into: &archive, in: environment)
            value.4._archive(into: &archive, in: environment)
            value.5._archive(into: &archive, in: environment)
            value.6._archive(into: &archive, in: environment)
            value.7._archive(into: &archive, in: environment)
            value.8._archive(into: &archive, in: environment)
        }
    }

    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> {
        TupleView(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)) { value, archive, environment in
            value.0._archive(into: &archive, in: environment)
            value.1._archive(into: &archive, in: environment)
            value.2._archive(into: &archive, in: environment)
            value.3._archive(into: &archive, in: environment)
            value.4._archive(into: &archive, in: environment)
            value.5._archive(into: &archive, in: environment)
            value.6._archive(into: &archive, in: environment)
            value.7._archive(into: &archive, in: environment)
            value.8._archive(into: &archive, in: environment)
            value.9._archive(into: &archive, in: environment)
        }
    }

    /// Blocks of more than ten views.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(value: (repeat each content)) { value, archive, environment in
            for view in repeat each value {
                view._archive(into: &archive, in: environment)
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

    public func _archive(into archive: inout ViewArchive, in environment: EnvironmentValues) {
        content._archive(into: &archive, in: environment)
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

    public func _archive(into archive: inout ViewArchive, in environment: EnvironmentValues) {
        for element in data { content(element)._archive(into: &archive, in: environment) }
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
