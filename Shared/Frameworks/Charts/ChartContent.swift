import Foundation
import SwiftUI

/// A type that represents the content that you draw on a chart: marks, and the content that groups
/// and modifies them, as in Swift Charts.
@MainActor @preconcurrency
public protocol ChartContent {
    /// The content this content is made of.
    associatedtype Body: ChartContent
    /// The content this content is made of; marks are built in and have none.
    @ChartContentBuilder var body: Self.Body { get }
}

/// Content the chart reads as it is rather than through its `body`: the marks, groups and modifiers.
@MainActor
package protocol PrimitiveChartContent {
    /// Adds the marks this content makes to `marks`, in order.
    func collect(into marks: inout [MarkRecord])
}

extension PrimitiveChartContent {
    /// Built-in content has no body: the chart reads it directly.
    public var body: Never { fatalError("\(Self.self) is built-in chart content and has no body") }
}

extension ChartContent {
    /// The marks of this content, in the order they are written.
    func collectMarks(into marks: inout [MarkRecord]) {
        if let primitive = self as? any PrimitiveChartContent {
            primitive.collect(into: &marks)
        } else {
            body.collectMarks(into: &marks)
        }
    }

    /// The marks of this content.
    var marks: [MarkRecord] {
        var marks: [MarkRecord] = []
        collectMarks(into: &marks)
        return marks
    }
}

extension Never: ChartContent {}

/// Several pieces of content, as a chart content builder's block makes them.
nonisolated public struct TupleChartContent<each Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: (repeat each Content)

    init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    @MainActor package func collect(into marks: inout [MarkRecord]) {
        for piece in repeat each content { piece.collectMarks(into: &marks) }
    }
}

/// No content: an empty block.
public struct EmptyChartContent: ChartContent, PrimitiveChartContent {
    package func collect(into marks: inout [MarkRecord]) {}
}

/// One of two contents, as `if`/`else` and `switch` in a chart content builder make them.
public struct BuilderConditional<TrueContent, FalseContent> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
}

extension BuilderConditional: ChartContent, PrimitiveChartContent where TrueContent: ChartContent, FalseContent: ChartContent {
    package func collect(into marks: inout [MarkRecord]) {
        switch storage {
        case .trueContent(let content): content.collectMarks(into: &marks)
        case .falseContent(let content): content.collectMarks(into: &marks)
        }
    }
}

extension Optional: ChartContent where Wrapped: ChartContent {}

extension Optional: PrimitiveChartContent where Wrapped: ChartContent {
    package func collect(into marks: inout [MarkRecord]) {
        self?.collectMarks(into: &marks)
    }
}

/// Builds chart content from the statements of a closure, including conditionals, as Swift Charts does.
@resultBuilder public enum ChartContentBuilder {
    /// Produces empty chart content.
    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }

    /// Passes one piece of content through unchanged.
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }

    /// Combines several pieces of content.
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> TupleChartContent<repeat each C> {
        TupleChartContent(repeat each content)
    }

    /// Content shown only when an `if` without `else` holds.
    public static func buildIf<C: ChartContent>(_ content: C?) -> C? { content }

    /// The first branch of an `if`/`else` or a `switch`.
    public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> BuilderConditional<T, F> {
        BuilderConditional(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or a `switch`.
    public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> BuilderConditional<T, F> {
        BuilderConditional(storage: .falseContent(second))
    }

    /// Content under `if #available`.
    public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> AnyChartContent { AnyChartContent(content) }
}

/// Chart content of any type.
/// Not isolated, as Apple's initializers are not: a builder makes it wherever it runs.
nonisolated public struct AnyChartContent: ChartContent, PrimitiveChartContent {
    let content: any ChartContent

    /// Wraps `content`.
    public init(_ content: any ChartContent) {
        self.content = content
    }

    /// Wraps `content`.
    public init(erasing content: some ChartContent) {
        self.content = content
    }

    @MainActor package func collect(into marks: inout [MarkRecord]) {
        content.collectMarks(into: &marks)
    }
}

extension ForEach: ChartContent where Content: ChartContent {
    /// The content of each element of `data`, which `id` identifies.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }
}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
    package func collect(into marks: inout [MarkRecord]) {
        for element in data { content(element).collectMarks(into: &marks) }
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// The content of each element of `data`, identified by its `id`.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: \.id, content: content)
    }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    /// The content of each number of `data`.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, id: \.self, content: content)
    }
}
