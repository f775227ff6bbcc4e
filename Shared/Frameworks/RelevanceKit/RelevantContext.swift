import ExtensionProtocol
import Foundation

/// A clue to when a widget is relevant, as in RelevanceKit: a provider's `relevance()` gives them.
///
/// Apple's act only on watchOS ("calling its API on other platforms doesn't have any effect"): the phone
/// receives them and the Smart Stack does not use them. So here: `sample-app home stack explain` asks for
/// them when it ranks a stack and shows them, unused; ranking a stack to draw it does not ask.
public struct RelevantContext: Sendable, Hashable {
    /// How the system receives it.
    package let clue: RelevanceClue

    /// The widget is most relevant at `exact`.
    public static func date(_ exact: Date) -> RelevantContext {
        RelevantContext(clue: RelevanceClue(start: exact))
    }

    /// The widget is most relevant at `exact`, with a hint of how it matters.
    public static func date(_ exact: Date, kind: RelevantContext.DateKind) -> RelevantContext {
        RelevantContext(clue: RelevanceClue(start: exact, dateKind: kind.value))
    }

    /// The widget is relevant through `range`, with a hint of how it matters.
    public static func date(range: ClosedRange<Date>, kind: RelevantContext.DateKind) -> RelevantContext {
        RelevantContext(clue: RelevanceClue(start: range.lowerBound, end: range.upperBound, dateKind: kind.value))
    }

    /// The widget is relevant through `interval`, with a hint of how it matters.
    public static func date(interval: DateInterval, kind: RelevantContext.DateKind) -> RelevantContext {
        RelevantContext(clue: RelevanceClue(start: interval.start, end: interval.end, dateKind: kind.value))
    }

    /// The widget is relevant from `from` to `to` (iOS 17; Apple deprecates it in iOS 26 for `date(range:kind:)`).
    @available(*, deprecated, message: "Use date(range:kind:)")
    public static func date(from: Date, to: Date) -> RelevantContext {
        RelevantContext(clue: RelevanceClue(start: min(from, to), end: max(from, to)))
    }

    /// A hint of how a date clue matters, as in RelevanceKit.
    public struct DateKind: Sendable, Hashable {
        let value: RelevanceClue.DateKind

        /// Default priority.
        public static var `default`: RelevantContext.DateKind { DateKind(value: .default) }
        /// Slightly lower priority: the widget shows content and asks for no action.
        public static var informational: RelevantContext.DateKind { DateKind(value: .informational) }
        /// Higher priority: the widget shows something important or asks for an action.
        public static var scheduled: RelevantContext.DateKind { DateKind(value: .scheduled) }
    }
}
