import Foundation
import Intents

/// `@Parameter`: a value of an intent that the user sets, in the Edit Widget form for a widget's
/// configuration. Its title, description and default are what the form shows.
///
/// Sendable, as Apple's is. Unchecked because the system sets its value while it makes the intent, before
/// `perform()` or a query reads it, and an intent is made anew for each run (`AppIntentReflection.make`);
/// the compiler cannot see that no two threads touch one intent at once.
@propertyWrapper
public final class IntentParameter<Value: _IntentValue>: @unchecked Sendable {
    public let title: LocalizedStringResource
    public let description: LocalizedStringResource?
    package let defaultValue: Value?
    package var value: Value?
    /// The options when an options provider or a query gives them, else those of the value's type.
    package var valueType: _ParameterValueType
    package let requestValueDialog: IntentDialog?
    /// How many values an array takes, per widget family (`size:`).
    package var collectionSizes = ParameterCollectionSizes.any

    public typealias InclusiveRange<T> = (lowerBound: T, upperBound: T)
    package let range: (lowerBound: Double, upperBound: Double)?

    package init(
        _ title: LocalizedStringResource, description: LocalizedStringResource?, default defaultValue: Value.UnwrappedType?,
        requestValueDialog: IntentDialog?, range: (lowerBound: Double, upperBound: Double)? = nil
    ) {
        self.title = title
        self.description = description
        // A default of `String` for a `String?` parameter is the same value, wrapped.
        self.defaultValue = defaultValue.flatMap { $0 as? Value }
        self.requestValueDialog = requestValueDialog
        self.range = range
        valueType = Value._valueType
        value = self.defaultValue
    }

    /// The value: the one set, the default, or nil for an optional parameter. A required parameter
    /// without either is a mistake the system does not make: it gives one before the intent is used.
    public var wrappedValue: Value {
        get {
            if let value { return value }
            if let absent = Value._absent { return absent }
            fatalError("@Parameter \"\(title.text)\" has no value and no default; give it one before the intent uses it.")
        }
        set { value = newValue }
    }

    /// The parameter itself, as `\.$name` names it in a parameter summary.
    public var projectedValue: IntentParameter<Value> { self }

    /// Asks the user for a value: an error `perform()` throws to have the system ask.
    public func requestValue(_ dialog: IntentDialog? = nil) -> any Error {
        ParameterValueRequest(parameter: title.text, dialog: dialog ?? requestValueDialog)
    }

    /// Asks the user for a value and returns it. There is no one to ask where the suite runs an intent
    /// (a widget's button, a control, the app's command line): it throws the request, whose one sentence
    /// says which value was needed, as the system says it when it cannot ask.
    public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value {
        throw ParameterValueRequest(parameter: title.text, dialog: dialog ?? requestValueDialog)
    }

    /// Asks the user to confirm `itemToConfirm`; with no one to ask, it throws as `requestValue(_:)` does.
    public func requestConfirmation(for itemToConfirm: Value, dialog: IntentDialog? = nil) async throws -> Bool {
        throw ParameterValueRequest(parameter: title.text, dialog: dialog ?? requestValueDialog)
    }

    /// Options from a provider, in place of those of the value's type.
    package func provide<Provider: DynamicOptionsProvider>(_ provider: Provider) {
        valueType.suggestions = { try await provider.results()._sections }
        valueType.search = nil
        valueType.defaultResult = { await provider.defaultResult()?._intentValue }
    }

    /// An entity's choices from `query` in place of its type's default query, searchable when it is an
    /// `EntityStringQuery`.
    package func provide<Query: EntityQuery>(entitiesFrom query: Query) {
        provide(query)
        if let query = query as? any EntityStringQuery { valueType.search = { term in try await searchSections(query, term) } }
    }
}

/// The error `requestValue(_:)` makes.
struct ParameterValueRequest: Error, CustomStringConvertible {
    var parameter: String
    var dialog: IntentDialog?
    var description: String { dialog.map { $0.full.text } ?? "A value for \(parameter) is needed." }
}

/// Whether a parameter takes the result of the intent before it (in Shortcuts); kept, not used here.
public enum InputConnectionBehavior: Sendable {
    case `default`, connectToPreviousIntentResult, never
}

extension Bool {
    /// The words a Boolean parameter shows for true and false.
    public struct IntentDisplayName: Sendable {
        public var trueName: LocalizedStringResource
        public var falseName: LocalizedStringResource

        public init(true trueName: LocalizedStringResource, false falseName: LocalizedStringResource) {
            self.trueName = trueName
            self.falseName = falseName
        }
    }
}

extension IntentParameter {
    public enum IntControlStyle: Equatable, Hashable, Sendable { case field, stepper, slider }
    public enum DoubleControlStyle: Equatable, Hashable, Sendable { case field, slider }
}

extension IntentParameter where Value.ValueType == String {
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title, description: description, default: defaultValue, requestValueDialog: requestValueDialog)
    }
}

extension IntentParameter where Value.ValueType == Int {
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        controlStyle: IntControlStyle = .stepper, inclusiveRange: InclusiveRange<Int>? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title, description: description, default: defaultValue, requestValueDialog: requestValueDialog,
            range: inclusiveRange.map { (Double($0.lowerBound), Double($0.upperBound)) })
    }
}

extension IntentParameter where Value.ValueType == Double {
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        controlStyle: DoubleControlStyle = .field, inclusiveRange: InclusiveRange<Double>? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title, description: description, default: defaultValue, requestValueDialog: requestValueDialog, range: inclusiveRange)
    }
}

extension IntentParameter where Value.ValueType == Bool {
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        displayName: Bool.IntentDisplayName? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title, description: description, default: defaultValue, requestValueDialog: requestValueDialog)
    }
}

extension IntentParameter where Value.ValueType == Date {
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title, description: description, default: defaultValue, requestValueDialog: requestValueDialog)
    }
}

extension IntentParameter where Value.ValueType == URL {
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title, description: description, default: defaultValue, requestValueDialog: requestValueDialog)
    }
}

extension IntentParameter where Value.ValueType: AppEntity {
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title, description: description, default: defaultValue, requestValueDialog: requestValueDialog)
    }

    /// The entity's choices from `query` in place of its type's default query.
    public convenience init<Query: EntityQuery>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default, query: Query
    ) where Query.Entity == Value.ValueType {
        self.init(title, description: description, default: defaultValue, requestValueDialog: requestValueDialog)
        provide(entitiesFrom: query)
    }
}

extension IntentParameter where Value.ValueType: AppEnum {
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title, description: description, default: defaultValue, requestValueDialog: requestValueDialog)
    }
}

extension IntentParameter {
    /// A parameter whose options `optionsProvider` gives (and its first choice, when it has one).
    public convenience init<OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: OptionsProvider
    ) where OptionsProvider.Result.Result.ValueType == Value.ValueType {
        self.init(title, description: description, default: nil, requestValueDialog: requestValueDialog)
        provide(optionsProvider)
    }
}
