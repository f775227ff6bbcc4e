import Foundation

/// A request the user configures, as in Apple's Intents framework.
///
/// Xcode generates a subclass per intent of a definition file, with a property per parameter.
/// The generated subclass also describes itself for the processes that carry it
/// (`_intentName`, `_parameterValues`): what Apple does with Objective-C archiving.
open class INIntent: NSObject {
    /// The intent's identifier, unique per configured instance.
    public var identifier: String?
    /// The text Siri and Shortcuts suggest for this intent.
    public var suggestedInvocationPhrase: String?

    public required override init() {
        super.init()
    }

    /// The name of the intent in its definition file (`SelectCharacter` for `SelectCharacterIntent`).
    open class var _intentName: String { String(describing: self) }

    /// The names of the intent's parameters, as its definition file has them.
    open class var _parameterNames: [String] { [] }

    /// The parameter values, in wire form.
    open var _parameterValues: IntentValues { [:] }

    /// Sets the parameters from their wire form; unknown names are ignored.
    open func _setParameterValues(_ values: IntentValues) {}

    /// Reads an intent of this class from its wire form.
    public static func _make(with values: IntentValues) -> Self {
        let intent = self.init()
        intent._setParameterValues(values)
        return intent
    }

    /// Reads an intent of this class from its wire form, refusing a value for a parameter it does not
    /// have, or one that does not read back as its parameter's type.
    public static func _make(checking values: IntentValues) throws(IntentValuesError) -> Self {
        let intent = _make(with: values)
        let read = intent._parameterValues
        for (name, value) in values.sorted(by: { $0.key < $1.key }) where value != .null {
            guard _parameterNames.contains(name) else {
                throw .unknownParameter(name, intent: _intentName, known: _parameterNames)
            }
            // A list reads back whole, or one of its values did not fit and was left out.
            switch (value, read[name]) {
            case (_, nil): throw .doesNotFit(name, intent: _intentName, value: value)
            case (.array(let given), .array(let kept)?) where given.count != kept.count:
                throw .doesNotFit(name, intent: _intentName, value: value)
            default: break
            }
        }
        return intent
    }

    open override var description: String {
        let parameters = _parameterValues.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return "<\(type(of: self)) \(parameters.joined(separator: " "))>"
    }
}

/// The answer to an intent, as in Apple's Intents framework.
open class INIntentResponse: NSObject {
    public var userActivity: NSUserActivity?

    public override init() {
        super.init()
    }
}

/// An activity the app continues when the system opens it (a stand-in for Foundation's class, which Linux lacks).
open class NSUserActivity: NSObject {
    public let activityType: String
    public var userInfo: [AnyHashable: Any]?

    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }
}

/// The principal object of an intents extension, as in Apple's Intents framework.
///
/// The system asks it for a handler for each intent it receives.
open class INExtension: NSObject, INIntentHandlerProviding {
    public required override init() {
        super.init()
    }

    /// The object that handles `intent`: by default the extension itself.
    open func handler(for intent: INIntent) -> Any? {
        self
    }
}

/// What can give the system a handler for an intent.
public protocol INIntentHandlerProviding: NSObjectProtocol {
    func handler(for intent: INIntent) -> Any?
}

/// A configuration that does not fit an intent's parameters.
public enum IntentValuesError: Error, Equatable, CustomStringConvertible {
    case unknownParameter(String, intent: String, known: [String])
    case doesNotFit(String, intent: String, value: IntentValue)

    public var description: String {
        switch self {
        case .unknownParameter(let name, let intent, let known):
            "\(intent) has no parameter \"\(name)\"; its parameters are \(known.isEmpty ? "none" : known.joined(separator: ", "))."
        case .doesNotFit(let name, let intent, let value):
            "The value given for \(name) (\(value)) does not fit that parameter of \(intent); give a value of the type its definition declares."
        }
    }
}
