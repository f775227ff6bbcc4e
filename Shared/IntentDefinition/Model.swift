import Foundation

/// An Xcode `.intentdefinition` file, read into types: its intents, custom types and enums.
public struct IntentDefinitionFile: Equatable, Sendable {
    /// 1.0 (Xcode 10), 1.1 (Xcode 11) or 1.2 (Xcode 12 and later).
    public var modelVersion: String
    public var namespace: String?
    public var toolsVersion: String?
    public var toolsBuildVersion: String?
    public var systemVersion: String?
    public var intents: [Intent]
    public var types: [CustomType]
    public var enums: [EnumType]

    public func intent(named name: String) -> Intent? { intents.first { $0.name == name } }
    public func type(named name: String) -> CustomType? { types.first { $0.name == name } }
    public func enumType(named name: String) -> EnumType? { enums.first { $0.name == name } }
}

/// A text the user sees, with the localization key Xcode keeps beside it.
public struct LocalizedText: Equatable, Hashable, Sendable {
    public var text: String
    public var localizationID: String?

    public init(_ text: String, localizationID: String? = nil) {
        self.text = text
        self.localizationID = localizationID
    }
}

/// One intent: `<Name>Intent`, its handling protocol and its response.
public struct Intent: Equatable, Sendable {
    public var name: String
    public var title: LocalizedText
    public var description: LocalizedText?
    /// `information`, `generic`, `order` …
    public var category: String
    /// `View`, `Do`, `Open` …
    public var verb: String?
    /// `Custom`, or `System` for a customized system intent.
    public var kind: String
    public var systemClassName: String?
    public var eligibleForWidgets: Bool
    public var ineligibleForSuggestions: Bool
    public var configurable: Bool
    public var userConfirmationRequired: Bool
    public var inputParameterName: String?
    public var keyParameterName: String?
    public var lastParameterTag: Int?
    public var parameters: [Parameter]
    public var response: Response?
    /// Siri-suggestion combinations (`INIntentParameterCombinations`).
    public var parameterCombinations: [ParameterCombination]
    /// Shortcuts-app summaries (`INIntentManagedParameterCombinations`), present when the intent is configurable.
    public var managedParameterCombinations: [ParameterCombination]

    /// The Swift class Xcode generates for it.
    public var className: String { "\(name)Intent" }

    /// Widget-only intents (eligible for widgets, not for Siri or Shortcuts) get an optional `handle`.
    public var isWidgetOnly: Bool { eligibleForWidgets && ineligibleForSuggestions && !configurable }

    public func parameter(named name: String) -> Parameter? { parameters.first { $0.name == name } }
}

/// The value types a parameter, a response parameter or a type property can hold.
public enum ValueType: Equatable, Hashable, Sendable, CustomStringConvertible {
    case string, integer, boolean, decimal, dateComponents, placemark, url, file, timeInterval
    case person, currencyAmount, paymentMethod, speakableString
    /// A custom `INTypes` entry, or plain `INObject` when the name is nil.
    case object(String?)
    /// A type of Apple's (namespace `System`), as `MediaItem` for `INMediaItem`.
    case systemObject(String)
    /// An enum of Apple's (namespace `System`), as `PlaybackRepeatMode` for `INPlaybackRepeatMode`.
    case systemEnumeration(String)
    /// An `INEnums` entry; stored as `Integer` in the file.
    case enumeration(String)

    /// The type's name as the definition file and Xcode's editor say it.
    public var description: String {
        switch self {
        case .string: "String"
        case .integer: "Integer"
        case .boolean: "Boolean"
        case .decimal: "Decimal"
        case .dateComponents: "Date Components"
        case .placemark: "Location"
        case .url: "URL"
        case .file: "File"
        case .timeInterval: "Duration"
        case .person: "Person"
        case .currencyAmount: "Currency Amount"
        case .paymentMethod: "Payment Method"
        case .speakableString: "Speakable String"
        case .object(let name?): "custom type \(name)"
        case .object(nil): "Object"
        case .systemObject(let name): "system type IN\(name)"
        case .enumeration(let name): "enum \(name)"
        case .systemEnumeration(let name): "system enum IN\(name)"
        }
    }
}

/// A parameter of an intent.
public struct Parameter: Equatable, Sendable {
    public var name: String
    public var tag: Int?
    public var displayName: LocalizedText?
    public var displayPriority: Int?
    public var type: ValueType
    public var supportsMultipleValues: Bool
    public var fixedSizeArray: Bool
    /// Slots per widget family for a fixed-size array: `Small`, `Medium` … to a count.
    public var arraySizes: [ArraySize]
    public var supportsDynamicOptions: Bool
    public var supportsSearch: Bool
    public var supportsResolution: Bool
    public var configurable: Bool
    public var relationship: Relationship?
    public var metadata: ParameterMetadata
    /// Custom reasons a value is unsupported: `<Intent><Parameter>UnsupportedReason` cases.
    public var unsupportedReasons: [UnsupportedReason]
    /// Siri's prompts for the parameter, by dialog type (`Primary`, `Configuration` …).
    public var prompts: [Prompt]
}

public struct UnsupportedReason: Equatable, Sendable {
    public var code: String
    public var message: LocalizedText?
}

public struct Prompt: Equatable, Sendable {
    public var dialogType: String
    public var text: LocalizedText?
}

/// The number of values a fixed-size array parameter takes in one widget family.
public struct ArraySize: Equatable, Sendable {
    public var sizeClass: String
    public var size: Int
}

/// A parameter shown only when its parent parameter satisfies a predicate.
public struct Relationship: Equatable, Sendable {
    public var parentName: String
    /// `EnumHasExactValue`, `BooleanHasExactValue` or `HasAnyValue`.
    public var predicate: String
    public var predicateValue: PlistValue?
}

/// Editor settings and the default value of a parameter.
public struct ParameterMetadata: Equatable, Sendable {
    public var defaultValue: PlistValue?
    public var minimumValue: Double?
    public var maximumValue: Double?
    /// `Field`, `Stepper`, `Slider`, `DateTime`, `Date`, `Name`, `City`, `Custom`, `Image`.
    public var inputStyle: String?
    public var trueDisplayName: String?
    public var falseDisplayName: String?
    public var multiline: Bool

    public static let none = ParameterMetadata(multiline: false)
}

/// The response of an intent: its codes and output parameters.
public struct Response: Equatable, Sendable {
    public var codes: [ResponseCode]
    public var parameters: [ResponseParameter]
}

public struct ResponseCode: Equatable, Sendable {
    public var name: String
    public var isSuccess: Bool
    /// What Siri says, with `${parameter}` placeholders.
    public var formatString: LocalizedText?
    public var conciseFormatString: LocalizedText?

    /// The parameters the format strings name, in order of first appearance.
    public var referencedParameters: [String] {
        let text = (formatString?.text ?? "") + " " + (conciseFormatString?.text ?? "")
        var names: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "${") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "}") else { break }
            // `${orderDetails.total}` names the parameter orderDetails.
            let name = String(rest[..<end].prefix { $0 != "." })
            if !names.contains(name) { names.append(name) }
            rest = rest[rest.index(after: end)...]
        }
        return names
    }
}

/// A combination of parameters: the names joined by commas, and how Siri or Shortcuts sums it up.
public struct ParameterCombination: Equatable, Sendable {
    /// The parameter names (empty for the no-parameter combination).
    public var parameters: [String]
    public var title: LocalizedText?
    public var subtitle: LocalizedText?
    public var isPrimary: Bool
    public var supportsBackgroundExecution: Bool
}

public struct ResponseParameter: Equatable, Sendable {
    public var name: String
    public var type: ValueType
    public var supportsMultipleValues: Bool
}

/// A custom type: an `INObject` subclass.
public struct CustomType: Equatable, Sendable {
    public var name: String
    public var displayName: LocalizedText?
    /// The type's own properties, without INObject's built-in four.
    public var properties: [TypeProperty]
}

public struct TypeProperty: Equatable, Sendable {
    public var name: String
    public var tag: Int?
    public var type: ValueType
    public var supportsMultipleValues: Bool
    public var displayName: LocalizedText?
}

/// An enum: an `Int`-backed Swift enum whose first case is `unknown = 0`.
public struct EnumType: Equatable, Sendable {
    public var name: String
    public var displayName: LocalizedText?
    public var cases: [EnumCase]

    public func enumCase(named name: String) -> EnumCase? { cases.first { $0.name == name } }
}

public struct EnumCase: Equatable, Sendable {
    public var name: String
    public var index: Int
    public var displayName: LocalizedText?
}
