import Foundation

// How each value type of an intent parameter crosses the wire. The generated code calls
// these by the parameter's concrete type; overloads stand in for Objective-C archiving.

/// An enum generated from an intent definition: `Int`-backed, with `unknown = 0`.
public protocol INIntentEnum: RawRepresentable, CaseIterable where RawValue == Int {
    /// The case's name in the definition file, which is how it travels and how the form shows it.
    var _caseName: String { get }
}

extension INIntentEnum {
    public var _intentValue: IntentValue { .string(_caseName) }
}

extension String {
    public var _intentValue: IntentValue { .string(self) }
}

extension NSString {
    public var _intentValue: IntentValue { .string(self as String) }
}

extension NSNumber {
    public var _intentValue: IntentValue { .number(doubleValue) }
}

extension URL {
    public var _intentValue: IntentValue { .string(absoluteString) }
}

extension DateComponents {
    public var _intentValue: IntentValue {
        var fields: [String: IntentValue] = [:]
        let parts: [(String, Int?)] = [
            ("year", year), ("month", month), ("day", day), ("hour", hour), ("minute", minute), ("second", second),
        ]
        for (name, value) in parts {
            if let value { fields[name] = .number(Double(value)) }
        }
        return .object(fields)
    }
}

extension IntentValue {
    public func _decoded(as type: String.Type) -> String? { stringValue }

    public func _decoded(as type: NSString.Type) -> NSString? { stringValue.map { $0 as NSString } }

    public func _decoded(as type: NSNumber.Type) -> NSNumber? {
        switch self {
        case .number(let value): NSNumber(value: value)
        case .bool(let value): NSNumber(value: value)
        case .string(let text): Double(text).map { NSNumber(value: $0) }
        default: nil
        }
    }

    public func _decoded(as type: URL.Type) -> URL? { stringValue.flatMap(URL.init(string:)) }

    public func _decoded(as type: DateComponents.Type) -> DateComponents? {
        guard let fields = objectValue else { return nil }
        func part(_ name: String) -> Int? { fields[name]?.numberValue.flatMap { Int(exactly: $0) } }
        return DateComponents(
            year: part("year"), month: part("month"), day: part("day"),
            hour: part("hour"), minute: part("minute"), second: part("second"))
    }

    public func _decoded<Object: INObject>(as type: Object.Type) -> Object? {
        guard objectValue != nil else { return nil }
        return Object(intentValue: self)
    }

    public func _decoded<Enum: INIntentEnum>(as type: Enum.Type) -> Enum? {
        switch self {
        case .string(let name): Enum.allCases.first { $0._caseName == name }
        case .number(let raw): Int(exactly: raw).flatMap(Enum.init(rawValue:))
        default: nil
        }
    }
}

/// The wire form of an option a handler offers, whatever its Swift type.
public func _intentValue(ofOption option: Any) -> IntentValue {
    switch option {
    case let object as INObject: object.intentValue
    case let string as String: .string(string)
    case let string as NSString: .string(string as String)
    case let number as NSNumber: .number(number.doubleValue)
    case let url as URL: .string(url.absoluteString)
    case let value as any INIntentEnum: value._intentValue
    default: .string(String(describing: option))
    }
}

extension _OptionSection {
    public static func sections<T>(of collection: INObjectCollection<T>?) -> [_OptionSection] {
        (collection?.sections ?? []).map { section in
            _OptionSection(title: section.title, items: section.items.map { _intentValue(ofOption: $0) })
        }
    }
}

/// What the intents extension can do with a generated intent class without knowing it:
/// find its handler's options and defaults by parameter name. The generator writes the conformance.
public protocol INIntentHandlerBridging: INIntent {
    /// Asks `handler` for the options of `parameter`.
    static func _provideOptions(parameter: String, searchTerm: String?, intent: INIntent, handler: Any) throws -> [_OptionSection]
    /// Asks `handler` for the default of `parameter`; nil when it has none.
    static func _defaultValue(parameter: String, intent: INIntent, handler: Any) throws -> IntentValue?
    /// The names of the parameters whose options the handler provides.
    static var _dynamicParameterNames: [String] { get }
    /// The text of the `.intentdefinition` file that declares this intent, as the system reads it from the bundle.
    static var _intentDefinitionSource: String { get }
    /// The name of that file.
    static var _intentDefinitionFileName: String { get }
}

/// Why the intents extension could not answer for an intent.
public enum INIntentHandlingError: Error, CustomStringConvertible {
    case handlerDoesNotConform(intent: String, handlerProtocol: String, handler: String)
    case noDynamicOptions(intent: String, parameter: String)
    case notImplemented(method: String)
    case noCompletion(seconds: Double)

    public var description: String {
        switch self {
        case .handlerDoesNotConform(let intent, let handlerProtocol, let handler):
            "The handler for \(intent) (\(handler)) does not conform to \(handlerProtocol); return a conforming object from handler(for:)."
        case .noDynamicOptions(let intent, let parameter):
            "Parameter \(parameter) of \(intent) does not provide dynamic options; check its name, or enable \"Options are provided dynamically\" in the definition."
        case .noCompletion(let seconds):
            "The handler did not call its completion handler within \(Int(seconds)) s; call it exactly once."
        case .notImplemented(let method):
            "The handler does not implement \(method); implement it (or its async form) in your intent handler."
        }
    }
}

/// How the generated defaults bridge a handler's completion-handler and async forms.
public enum INIntentHandlerBridge {
    /// Set while an async default calls the completion form, so that an unimplemented
    /// completion form answers with its fallback instead of calling back into the async one.
    @TaskLocal public static var isBridging = false

    /// How long a handler may take to call its completion handler.
    public static let completionTimeout: Double = 30

    /// Calls a completion-handler method and waits for it; handlers may complete on any thread.
    public static func wait<T>(_ start: (@escaping (T?, Error?) -> Void) -> Void) throws -> T? {
        let outcome = waitForCompletion(timeout: completionTimeout) { (done: @escaping ((T?, Error?)) -> Void) in
            start { value, error in done((value, error)) }
        }
        guard let outcome else { throw INIntentHandlingError.noCompletion(seconds: completionTimeout) }
        if let error = outcome.1 { throw error }
        return outcome.0
    }
}

extension INIntentHandlerBridge {
    /// Generated code's, not for calling by hand: runs a handler's async method on the thread kept for
    /// handlers, for the completion form that calls it.
    public static func _start(_ work: @escaping () async -> Void) {
        startOnProviderThread(work)
    }

    /// Generated code's: awaits the value a handler's completion form gives, for the async form that calls it.
    public static func _await<Value>(_ start: (@escaping (Value) -> Void) -> Void) async -> Value {
        await withCheckedContinuation { (continuation: CheckedContinuation<HandedOver<Value>, Never>) in
            start { continuation.resume(returning: HandedOver($0)) }
        }.value
    }

    /// Generated code's: awaits the value or error a handler's completion form gives.
    public static func _awaitResult<Value>(_ start: (@escaping (Result<Value, any Error>) -> Void) -> Void) async throws -> Value {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HandedOver<Value>, any Error>) in
            start { result in continuation.resume(with: result.map(HandedOver.init)) }
        }.value
    }
}
