import Foundation
import WireValues
import ViewArchive

/// A widget's App Intent (iOS 17) as the widget extension describes it on `widget/describe`: the
/// system builds the Edit Widget form from it, as it does from an `.intentdefinition` file.
public struct AppIntentDescriptor: Codable, Sendable, Equatable {
    /// The intent's Swift type, with its module (`GameWidgets.SelectCharacterAppIntent`).
    public var type: String
    public var title: String
    public var description: String?
    /// Its `@Parameter`s, in the order they are declared.
    public var parameters: [AppIntentParameterDescriptor]
    /// The SiriKit intent class it replaces (`CustomIntentMigratedAppIntent.intentClassName`), whose
    /// widgets keep their configurations; nil for an intent that replaces none.
    public var migratedFrom: String?

    public init(
        type: String, title: String, description: String?, parameters: [AppIntentParameterDescriptor], migratedFrom: String? = nil
    ) {
        self.type = type
        self.title = title
        self.description = description
        self.parameters = parameters
        self.migratedFrom = migratedFrom
    }
}

/// One `@Parameter`: its property's name, title, type, default, and where its options come from.
public struct AppIntentParameterDescriptor: Codable, Sendable, Equatable {
    public enum ValueKind: String, Codable, Sendable, CaseIterable {
        case string, integer, decimal, boolean, date, url, entity, enumeration
    }

    public var name: String
    public var title: String
    public var description: String?
    public var kind: ValueKind
    /// The value's Swift type (`CharacterEntity`) and its name to the user ("Character").
    public var typeName: String
    public var typeDisplayName: String
    public var isOptional: Bool
    public var isArray: Bool
    public var defaultValue: IntentValue?
    /// Whether the widget extension gives its options (an entity's query, an options provider).
    public var dynamicOptions: Bool
    /// Whether those options can be searched as the user types (an `EntityStringQuery`).
    public var searchable: Bool
    /// An enumeration's cases.
    public var cases: [IntentOption]?
    public var minimum: Double?
    public var maximum: Double?
    /// How many values an array takes in a widget of a family (`@Parameter(size:)`); a family left out
    /// takes any number. Nil for one that takes any number everywhere.
    public var arraySizes: [ArraySize]?

    /// How many values an array parameter takes in a widget of `family`: from `minimum` to `maximum`.
    public struct ArraySize: Codable, Sendable, Equatable {
        public var family: WidgetFamily
        public var minimum: Int
        public var maximum: Int

        public init(family: WidgetFamily, minimum: Int, maximum: Int) {
            self.family = family
            self.minimum = minimum
            self.maximum = maximum
        }
    }

    public init(
        name: String, title: String, description: String?, kind: ValueKind, typeName: String, typeDisplayName: String,
        isOptional: Bool, isArray: Bool, defaultValue: IntentValue?, dynamicOptions: Bool, searchable: Bool,
        cases: [IntentOption]? = nil, minimum: Double? = nil, maximum: Double? = nil, arraySizes: [ArraySize]? = nil
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.kind = kind
        self.typeName = typeName
        self.typeDisplayName = typeDisplayName
        self.isOptional = isOptional
        self.isArray = isArray
        self.defaultValue = defaultValue
        self.dynamicOptions = dynamicOptions
        self.searchable = searchable
        self.cases = cases
        self.minimum = minimum
        self.maximum = maximum
        self.arraySizes = arraySizes
    }
}

/// `widget/options`: the values an App Intent parameter may take, from its entity's query or its
/// options provider, as the widget extension itself answers them on iOS 17.
public struct WidgetOptionsRequest: ExtensionRequest, Equatable {
    public static let method = ExtensionMethod.widgetOptions
    public typealias Response = IntentOptionsReply

    public var kind: String
    public var parameter: String
    /// The values chosen so far.
    public var configuration: IntentValues
    /// The text typed so far, for a parameter whose entity's query is an `EntityStringQuery`.
    public var searchTerm: String?
    /// How many rows the system's screen shows (see `intents/options`); nil asks for every option.
    public var limit: Int?

    public init(kind: String, parameter: String, configuration: IntentValues = [:], searchTerm: String? = nil, limit: Int? = nil) {
        self.kind = kind
        self.parameter = parameter
        self.configuration = configuration
        self.searchTerm = searchTerm
        self.limit = limit
    }

    public func validate() throws(JSONRPCError) {
        try TypedText.check(searchTerm: searchTerm, limit: limit, of: Self.method)
    }
}

/// `widget/default`: the value a new widget's App Intent parameter starts with, from its query's `defaultResult()`.
public struct WidgetDefaultRequest: ExtensionRequest, Equatable {
    public static let method = ExtensionMethod.widgetDefault
    public typealias Response = IntentDefaultReply

    public var kind: String
    public var parameter: String
    public var configuration: IntentValues

    public init(kind: String, parameter: String, configuration: IntentValues = [:]) {
        self.kind = kind
        self.parameter = parameter
        self.configuration = configuration
    }
}

/// `widget/perform`: runs the App Intent of a button or toggle the user pressed on a widget, in the widget
/// extension's process. The widget is named as for its timeline, so that the extension runs only an intent
/// that a control of the widget's current entry carries, with that control's values.
public struct WidgetPerformRequest: ExtensionRequest, Equatable {
    public static let method = ExtensionMethod.widgetPerform
    public typealias Response = WidgetPerformReply

    /// The widget pressed: its kind, where it is drawn, and its configuration.
    public var kind: String
    public var context: RenderContext
    public var configuration: IntentValues
    /// The control whose intent runs: its type, by both names, and its parameters' values.
    public var control: ControlValue

    public init(kind: String, context: RenderContext, configuration: IntentValues, control: ControlValue) {
        self.kind = kind
        self.context = context
        self.configuration = configuration
        self.control = control
    }
}

public struct WidgetPerformReply: Codable, Sendable, Equatable {
    /// What the intent's result says, when it gives a dialog.
    public var dialog: String?
    /// What the intent asked `WidgetCenter` and `ControlCenter` to reload while it ran; absent when nothing.
    public var reloads: AskedReloads?

    public init(dialog: String?, reloads: AskedReloads? = nil) {
        self.dialog = dialog
        self.reloads = reloads
    }
}

/// What an extension's code asked `WidgetCenter` and `ControlCenter` to reload. The widget extension
/// reaches the system only through its replies, so the reply of the action it ran in carries these, and
/// the system records them when the reply comes, as iOS's daemon hears the extension's calls.
public struct AskedReloads: Codable, Sendable, Equatable {
    /// Widget kinds, in the order asked (`reloadTimelines(ofKind:)`).
    public var widgetKinds: [String]
    /// `reloadAllTimelines()`: every kind of the extension's app.
    public var everyWidget: Bool
    /// Control kinds (`reloadControls(ofKind:)`).
    public var controlKinds: [String]
    /// `reloadAllControls()`.
    public var everyControl: Bool

    public init(widgetKinds: [String] = [], everyWidget: Bool = false, controlKinds: [String] = [], everyControl: Bool = false) {
        self.widgetKinds = widgetKinds
        self.everyWidget = everyWidget
        self.controlKinds = controlKinds
        self.everyControl = everyControl
    }

    public var isEmpty: Bool { widgetKinds.isEmpty && !everyWidget && controlKinds.isEmpty && !everyControl }
}
