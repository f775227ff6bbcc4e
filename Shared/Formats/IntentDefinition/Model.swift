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
    /// Keys present in the file that this suite does not read, as concrete key paths
    /// (`/INIntents[0]/INIntentSomethingNew`): newer Xcode versions may add some. `intentgen lint` warns of them.
    public var unreadKeyPaths: [String] = []
    /// What the file does that Xcode allows but that may surprise: each a key path, a colon and a sentence.
    public var warnings: [String] = []

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

    /// The text, or nil when it is empty (Xcode keeps a localization key even for a text left blank).
    public var nonEmpty: String? { text.isEmpty ? nil : text }
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
    /// For a customized system intent: the class prefix (`IN`), its domain (`Media`), and whether its parameters are customized.
    public var classPrefix: String?
    public var domain: String?
    public var customizable: Bool = false
    /// The asset name of the image Shortcuts shows for the intent.
    public var defaultImageName: String?
    /// A bit mask of restrictions: 1 means the device must be unlocked.
    public var restrictions: Int?
    /// Marked deprecated in the editor.
    public var deprecated: Bool = false
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
    /// Custom disambiguation prompts are on.
    public var customDisambiguation: Bool = false
    public var relationship: Relationship?
    public var metadata: ValueMetadata
    /// Custom reasons a value is unsupported: `<Intent><Parameter>UnsupportedReason` cases.
    public var unsupportedReasons: [UnsupportedReason]
    /// Siri's prompts for the parameter, by dialog type (`Primary`, `Configuration` …).
    public var prompts: [Prompt]
}

public struct UnsupportedReason: Equatable, Sendable {
    public var code: String
    public var message: LocalizedText?
    /// The message was customized, or is the system's default one.
    public var isCustom: Bool = false
    public var isDefault: Bool = false
}

public struct Prompt: Equatable, Sendable {
    public var dialogType: String
    public var text: LocalizedText?
    public var isCustom: Bool = false
}

/// The number of values a fixed-size array parameter takes in one widget family.
public struct ArraySize: Equatable, Sendable {
    public var sizeClass: String
    /// The most values a widget of that size takes.
    public var size: Int
    /// The fewest it takes: an App Intent's `IntentCollectionSize(min:max:)`; an intent definition gives none.
    public var minimum: Int? = nil

    package init(sizeClass: String, size: Int, minimum: Int? = nil) {
        self.sizeClass = sizeClass
        self.size = size
        self.minimum = minimum
    }
}

/// A parameter shown only when its parent parameter satisfies a predicate.
public struct Relationship: Equatable, Sendable {
    public var parentName: String
    /// `EnumHasExactValue`, `BooleanHasExactValue` or `HasAnyValue`, as the file says it.
    public var predicate: String
    public var predicateValue: PlistValue?

    /// The predicates Xcode's editor offers.
    public enum Predicate: String, CaseIterable, Sendable {
        /// The parent, an enum, has the case `predicateValue`.
        case enumHasExactValue = "EnumHasExactValue"
        /// The parent, a Boolean, is `predicateValue`.
        case booleanHasExactValue = "BooleanHasExactValue"
        /// The parent has a value, whatever it is.
        case hasAnyValue = "HasAnyValue"
    }

    /// The predicate, or nil for one Xcode does not know (which the validator refuses).
    public var kind: Predicate? { Predicate(rawValue: predicate) }
}

/// Editor settings and the default value of a parameter, a response parameter or a type property.
public struct ValueMetadata: Equatable, Sendable {
    public var defaultValue: PlistValue?
    /// The localization key of a text default.
    public var defaultValueID: String?
    public var minimumValue: Double?
    public var maximumValue: Double?
    public var supportsNegativeNumbers: Bool = false
    /// `Field`, `Stepper`, `Slider`, `DateTime`, `Date`, `Name`, `City`, `Custom`, `Image`.
    public var inputStyle: String?
    /// A Boolean's labels for true and false.
    public var trueDisplayName: LocalizedText?
    public var falseDisplayName: LocalizedText?
    /// Text input: multi-line, keyboard capitalization (`None`, `Sentences`, `Words`), and what the keyboard leaves alone.
    public var multiline: Bool = false
    public var capitalization: String?
    public var disableAutocorrect: Bool = false
    public var disableSmartDashes: Bool = false
    public var disableSmartQuotes: Bool = false
    /// Date components: how they are written (`Style` with date and time styles, or a template).
    public var dateFormat: String?
    public var dateStyle: String?
    public var timeStyle: String?
    public var templateID: String?
    /// A duration's units: `Seconds` or `Multiple`, the default one, the smallest and the largest.
    public var unit: String?
    public var defaultUnit: String?
    public var minimumUnit: String?
    public var maximumUnit: String?
    /// A file's accepted uniform type identifiers.
    public var customUTIs: [String] = []

    public init() {}

    public static let none = ValueMetadata()
}

/// The response of an intent: its codes and output parameters.
public struct Response: Equatable, Sendable {
    public var codes: [ResponseCode]
    public var parameters: [ResponseParameter]
    public var lastParameterTag: Int?
    /// The response parameter Shortcuts passes on as the action's output.
    public var outputParameterName: String?
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
    /// A suggestion combination kept in step with the Shortcuts summary (`IsLinked`), or the reverse (`UpdatesLinked`).
    public var isLinked: Bool = false
    public var updatesLinked: Bool = false
}

public struct ResponseParameter: Equatable, Sendable {
    public var name: String
    public var type: ValueType
    public var supportsMultipleValues: Bool
    public var tag: Int?
    public var displayName: LocalizedText?
    public var displayPriority: Int?
    public var configurable: Bool = false
    public var customDisambiguation: Bool = false
    public var supportsResolution: Bool = false
    public var metadata: ValueMetadata = .none
    /// Keys of an older spelling (`INIntentResponseProperty…`) that the current keys replace, kept verbatim.
    public var superseded: [String: PlistValue] = [:]
}

/// A custom type: an `INObject` subclass.
public struct CustomType: Equatable, Sendable {
    public var name: String
    /// The generated class's name when it differs from `name` (`INTypeClassName`).
    public var className: String?
    public var displayName: LocalizedText?
    public var lastPropertyTag: Int?
    /// Every property the file lists, INObject's inherited four included.
    public var allProperties: [TypeProperty]

    /// The type's own properties, the ones Xcode generates: without INObject's inherited four.
    public var properties: [TypeProperty] { allProperties.filter { !$0.isInherited } }
}

public struct TypeProperty: Equatable, Sendable {
    public var name: String
    public var tag: Int?
    public var type: ValueType
    public var supportsMultipleValues: Bool
    public var displayName: LocalizedText?
    public var displayPriority: Int?
    /// One of INObject's own properties (`identifier`, `displayString` …), which Xcode does not generate again.
    public var isInherited: Bool = false
    public var metadata: ValueMetadata = .none
    /// Where the property sits in the file's `INTypeProperties`, for error messages.
    public var fileIndex: Int = 0
}

/// An enum: an `Int`-backed Swift enum whose first case is `unknown = 0`.
public struct EnumType: Equatable, Sendable {
    public var name: String
    public var displayName: LocalizedText?
    public var cases: [EnumCase]
    /// `Regular`, or `State` for an on/off enum.
    public var kind: String = "Regular"
    public var generatesHeader: Bool = true

    public func enumCase(named name: String) -> EnumCase? { cases.first { $0.name == name } }
}

public struct EnumCase: Equatable, Sendable {
    public var name: String
    public var index: Int
    public var displayName: LocalizedText?
    /// Other words Siri accepts for the case.
    public var synonyms: [LocalizedText] = []
}
