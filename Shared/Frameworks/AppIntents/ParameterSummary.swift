import Foundation

/// How an intent's parameters read as a sentence ("Show \(\.$character)"), in Shortcuts. Kept here;
/// nothing shows it yet (docs/appintents-subset.md).
public protocol ParameterSummary {}

/// A summary: a sentence naming parameters by key path, and the other parameters after it.
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
    /// The parameters the sentence names, in order.
    package var named: [PartialKeyPath<Intent>]
    /// The sentence, each parameter written `${…}` where it goes.
    package var text = ""

    public init() {
        named = []
    }

    /// A summary with no sentence: the parameters, in order.
    public init(@ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<Intent>]) {
        named = additionalParameterKeyPaths()
    }

    public init(_ string: ParameterSummaryString<Intent>, table: String? = nil) {
        named = string.keyPaths
        text = string.text
    }

    public init(
        _ string: ParameterSummaryString<Intent>, table: String? = nil,
        @ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<Intent>]
    ) {
        named = string.keyPaths + additionalParameterKeyPaths()
        text = string.text
    }

    @resultBuilder
    public enum ParameterKeyPathsBuilder {
        public static func buildBlock(_ blocks: PartialKeyPath<Intent>...) -> [PartialKeyPath<Intent>] { blocks }

        /// A parameter's key path, written `\.$name`: its root is the intent's, which the builder gives it.
        public static func buildExpression<ValueType>(_ expression: KeyPath<Intent, IntentParameter<ValueType>>) -> PartialKeyPath<Intent> {
            expression
        }
    }
}

/// The sentence of a summary: text with parameters interpolated by key path, `"Show \(\.$character)"`.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
    package var text = ""
    package var keyPaths: [PartialKeyPath<Intent>] = []

    public init(stringLiteral value: String) {
        text = value
    }

    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
        keyPaths = stringInterpolation.keyPaths
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        var keyPaths: [PartialKeyPath<Intent>] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {
            text += "${\(keyPath)}"
            keyPaths.append(keyPath)
        }
    }
}

// MARK: Summaries that depend on values

/// A parameter of an intent, as a summary's conditions name it (`\.$sortOrder`).
public protocol AnyIntentValue {
    associatedtype Value: _IntentValue
    /// The value set, or nil.
    var _summaryValue: Value? { get }
}

extension IntentParameter: AnyIntentValue {
    public var _summaryValue: Value? { value }
}

/// Builds a summary's branches: one summary each.
@resultBuilder
public struct ParameterSummaryBuilder<Intent: AppIntent> {
    public static func buildBlock<Content: ParameterSummary>(_ content: Content) -> Content { content }
}

/// A summary that shows parameters only when they apply (`.hasAnyValue`, `.hasNoValue`).
public enum HasValueComparisonOperator: Sendable {
    case hasAnyValue, hasNoValue
}

public enum EquatableComparisonOperator: Sendable {
    case equalTo, notEqualTo
}

public enum ComparableComparisonOperator: Sendable {
    case equalTo, notEqualTo, lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo
}

public enum OneOfComparisonOperator: Sendable {
    case oneOf, notOneOf
}

/// `When(\.$x, .equalTo, value) { Summary(…) } otherwise: { Summary(…) }`: one summary while a
/// parameter's value meets a condition, another otherwise.
public struct ParameterSummaryWhenCondition<Intent: AppIntent, WhenCondition: ParameterSummary, Otherwise: ParameterSummary>:
    ParameterSummary
{
    /// Whether an intent's values meet the condition.
    package let holds: (Intent) -> Bool
    public let whenCondition: WhenCondition
    public let otherwise: Otherwise

    public init<Parameter: AnyIntentValue>(
        _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: HasValueComparisonOperator,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        holds = { intent in
            let present = intent[keyPath: keyPath]._summaryValue.map(summaryHasValue) ?? false
            return comparisonOperator == .hasAnyValue ? present : !present
        }
        whenCondition = when()
        self.otherwise = otherwise()
    }

    public init<ValueType: Equatable, Parameter: AnyIntentValue>(
        _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: EquatableComparisonOperator, _ value: ValueType,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where ValueType == Parameter.Value {
        holds = { intent in
            let equal = intent[keyPath: keyPath]._summaryValue == value
            return comparisonOperator == .equalTo ? equal : !equal
        }
        whenCondition = when()
        self.otherwise = otherwise()
    }

    public init<Value: Comparable, Parameter: AnyIntentValue>(
        _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: ComparableComparisonOperator, _ value: Value,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where Value == Parameter.Value {
        holds = { intent in
            guard let current = intent[keyPath: keyPath]._summaryValue else { return comparisonOperator == .notEqualTo }
            switch comparisonOperator {
            case .equalTo: return current == value
            case .notEqualTo: return current != value
            case .lessThan: return current < value
            case .lessThanOrEqualTo: return current <= value
            case .greaterThan: return current > value
            case .greaterThanOrEqualTo: return current >= value
            }
        }
        whenCondition = when()
        self.otherwise = otherwise()
    }

    public init<ValueType: Equatable, Parameter: AnyIntentValue>(
        _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: OneOfComparisonOperator, _ values: [ValueType],
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where ValueType == Parameter.Value {
        holds = { intent in
            let among = intent[keyPath: keyPath]._summaryValue.map(values.contains) ?? false
            return comparisonOperator == .oneOf ? among : !among
        }
        whenCondition = when()
        self.otherwise = otherwise()
    }

}

/// Whether a summary's value is there: an optional's wrapped value, anything else itself. Not a static
/// of the generic condition, whose closures would then carry its types' metatypes.
private func summaryHasValue(_ value: Any) -> Bool {
    if case Optional<Any>.none = value { return false }
    return true
}

/// `Switch(\.$x) { Case(value) { Summary(…) } … DefaultCase { Summary(…) } }`: the summary of the
/// first case whose value the parameter has, else the default case's.
public struct ParameterSummarySwitchCondition<Intent: AppIntent, Value: _IntentValue & Equatable>: ParameterSummary {
    package let keyPath: PartialKeyPath<Intent>
    package let value: (Intent) -> Value?
    package let cases: [ParameterSummaryCase<Intent, Value>]

    public init<Parameter: AnyIntentValue>(
        _ keyPath: KeyPath<Intent, Parameter>,
        @ParameterSummaryCaseBuilder<Intent, Value> _ cases: () -> [ParameterSummaryCase<Intent, Value>]
    ) where Parameter.Value == Value {
        self.keyPath = keyPath
        value = { $0[keyPath: keyPath]._summaryValue }
        self.cases = cases()
    }
}

/// One case of a `Switch`, or its default (`value` nil).
public struct ParameterSummaryCase<Intent: AppIntent, Value: _IntentValue & Equatable> {
    package let value: Value?
    package let summary: any ParameterSummary
}

/// `Case(value) { Summary(…) }`.
public struct ParameterSummaryCaseCondition<Intent: AppIntent, Value: _IntentValue & Equatable, Content: ParameterSummary> {
    public let value: Value
    public let content: Content

    public init(_ value: Value, @ParameterSummaryBuilder<Intent> _ content: () -> Content) {
        self.value = value
        self.content = content()
    }
}

/// `DefaultCase { Summary(…) }`.
public struct ParameterSummaryDefaultCaseCondition<Intent: AppIntent, Content: ParameterSummary> {
    public let content: Content

    public init(@ParameterSummaryBuilder<Intent> _ content: () -> Content) {
        self.content = content()
    }
}

/// Gathers a `Switch`'s cases, in order.
@resultBuilder
public struct ParameterSummaryCaseBuilder<Intent: AppIntent, Value: _IntentValue & Equatable> {
    public static func buildExpression<Content>(
        _ condition: ParameterSummaryCaseCondition<Intent, Value, Content>
    ) -> [ParameterSummaryCase<Intent, Value>] {
        [ParameterSummaryCase(value: condition.value, summary: condition.content)]
    }

    public static func buildExpression<Content>(
        _ condition: ParameterSummaryDefaultCaseCondition<Intent, Content>
    ) -> [ParameterSummaryCase<Intent, Value>] {
        [ParameterSummaryCase(value: nil, summary: condition.content)]
    }

    public static func buildBlock(_ cases: [ParameterSummaryCase<Intent, Value>]...) -> [ParameterSummaryCase<Intent, Value>] {
        cases.flatMap { $0 }
    }
}

extension AppIntent {
    public typealias When<WhenCondition: ParameterSummary, Otherwise: ParameterSummary> =
        ParameterSummaryWhenCondition<Self, WhenCondition, Otherwise>
    public typealias Switch<Value: _IntentValue & Equatable> = ParameterSummarySwitchCondition<Self, Value>
    public typealias Case<Value: _IntentValue & Equatable, Content: ParameterSummary> =
        ParameterSummaryCaseCondition<Self, Value, Content>
    public typealias DefaultCase<Content: ParameterSummary> = ParameterSummaryDefaultCaseCondition<Self, Content>
}

// MARK: Which sentence an intent's values give

extension ParameterSummary {
    /// The sentence this summary shows for `intent`'s values, with the parameters it names.
    package func sentence<Intent: AppIntent>(for intent: Intent) -> (text: String, named: [PartialKeyPath<Intent>])? {
        switch self {
        case let summary as IntentParameterSummary<Intent>: (summary.text, summary.named)
        case let chooser as any ChoosingSummary: chooser.chosen(for: intent)?.sentence(for: intent)
        default: nil
        }
    }
}

/// A summary that picks another by the intent's values.
protocol ChoosingSummary {
    func chosen(for intent: Any) -> (any ParameterSummary)?
}

extension ParameterSummaryWhenCondition: ChoosingSummary {
    func chosen(for intent: Any) -> (any ParameterSummary)? {
        guard let intent = intent as? Intent else { return nil }
        return holds(intent) ? whenCondition : otherwise
    }
}

extension ParameterSummarySwitchCondition: ChoosingSummary {
    func chosen(for intent: Any) -> (any ParameterSummary)? {
        guard let intent = intent as? Intent else { return nil }
        let current = value(intent)
        return (cases.first { $0.value != nil && $0.value == current } ?? cases.first { $0.value == nil })?.summary
    }
}
