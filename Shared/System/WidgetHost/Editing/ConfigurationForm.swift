import ExtensionProtocol
import Foundation
import Intents
import WireValues
import IntentDefinition
import Synchronization

/// The "Edit Widget" form of a configurable widget, built from its intent definition or its App Intent,
/// as iOS builds it.
public struct ConfigurationForm: Sendable {
    /// Where a widget's parameters are declared, which says who gives their dynamic options and defaults.
    public enum Source: Sendable, Equatable {
        /// An `.intentdefinition` file: the app's intents extension answers.
        case intentDefinition
        /// An App Intent (iOS 17): the widget extension answers, through the intent's queries.
        case appIntent
    }

    public let kind: String
    public let source: Source
    public let intent: IntentDefinition.Intent
    public let definition: IntentDefinitionFile
    /// The widget's title and description, which head the form.
    public let title: String
    public let subtitle: String
    /// The extension's accent and background colours, which the form is drawn in; nil when it has none.
    public let colors: WidgetColors?
    /// The defaults an App Intent's parameters declare, as kept (an intent definition's are in its metadata).
    let declaredDefaults: IntentValues

    /// Reads the form of `descriptor` from the definition the widget extension carries.
    public init(descriptor: WidgetDescriptor) throws {
        if let appIntent = descriptor.appIntent {
            guard !appIntent.parameters.isEmpty else {
                throw HostError(
                    "\(descriptor.displayName) (\(descriptor.kind)) is configured by \(appIntent.type), which has no parameters: it has nothing to configure, and no Edit Widget."
                )
            }
            self.init(
                kind: descriptor.kind, appIntent: appIntent, title: descriptor.displayName, subtitle: descriptor.description,
                colors: descriptor.colors)
            return
        }
        guard let intentName = descriptor.intent else {
            throw HostError("\(descriptor.displayName) (\(descriptor.kind)) is a static widget; it has nothing to configure.")
        }
        guard let source = descriptor.intentDefinition else {
            throw HostError(
                "The widget extension did not send the definition of intent \(intentName); rebuild it so that its intent definition is compiled in."
            )
        }
        let fileName = descriptor.intentDefinitionFileName ?? "\(intentName).intentdefinition"
        let definition = try Self.definition(source, fileName: fileName)
        try self.init(
            kind: descriptor.kind, definition: definition, intentName: intentName, fileName: fileName, title: descriptor.displayName,
            subtitle: descriptor.description, colors: descriptor.colors)
    }

    /// The definitions read so far in this process, by file name and text: reading one is milliseconds,
    /// and a stack or a watch asks for the same few again and again.
    private static let read = Mutex<[String: IntentDefinitionFile]>([:])

    static func definition(_ source: String, fileName: String) throws -> IntentDefinitionFile {
        let key = fileName + "\u{0}" + source
        if let known = read.withLock({ $0[key] }) { return known }
        do {
            let definition = try IntentDefinitionReader.read(data: Data(source.utf8), fileName: fileName)
            read.withLock { $0[key] = definition }
            return definition
        } catch let error as IntentDefinitionError {
            throw HostError("The widget's intent definition is broken: \(error)")
        }
    }

    /// The form of an intent class generated from an intent definition, as the app that links it reads it.
    public init(of intentClass: any INIntentHandlerBridging.Type) throws {
        let fileName = intentClass._intentDefinitionFileName
        try self.init(
            kind: intentClass._intentName, definition: try Self.definition(intentClass._intentDefinitionSource, fileName: fileName),
            intentName: intentClass._intentName, fileName: fileName)
    }

    /// The form of `intentName` in `definition`, for a widget of `kind`.
    public init(
        kind: String, definition: IntentDefinitionFile, intentName: String, fileName: String, title: String? = nil, subtitle: String = "",
        colors: WidgetColors? = nil
    ) throws {
        guard let intent = definition.intent(named: intentName) else {
            throw HostError("\(fileName) does not define intent \(intentName); add it, or fix the widget's IntentConfiguration.")
        }
        self.init(
            kind: kind, source: .intentDefinition, intent: intent, definition: definition, title: title ?? intent.title.text,
            subtitle: subtitle, colors: colors)
    }

    init(
        kind: String, source: Source, intent: IntentDefinition.Intent, definition: IntentDefinitionFile, title: String, subtitle: String,
        colors: WidgetColors?, declaredDefaults: IntentValues = [:]
    ) {
        self.declaredDefaults = declaredDefaults
        self.kind = kind
        self.source = source
        self.intent = intent
        self.definition = definition
        self.title = title
        self.subtitle = subtitle
        self.colors = colors
    }

    /// A configuration as the user reads it, `name=value` by name: durations as durations (`1h 30m`),
    /// switches as on and off (whether kept as Booleans or, as Xcode generates them, numbers).
    public func text(of values: IntentValues) -> String {
        guard !values.isEmpty else { return WidgetText.configuration(values) }
        return values.sorted { $0.key < $1.key }.map { name, value in
            "\(name)=\(intent.parameter(named: name).map { Self.text(of: value, as: $0) } ?? value.displayText)"
        }.joined(separator: ", ")
    }

    static func text(of value: IntentValue, as parameter: IntentDefinition.Parameter) -> String {
        switch (parameter.type, value) {
        case (.timeInterval, .number(let seconds)): durationText(seconds)
        case (.boolean, .number(let flag)): IntentValue.bool(flag != 0).displayText
        case (_, .array(let values)): values.map { text(of: $0, as: parameter) }.joined(separator: ", ")
        default: value.displayText
        }
    }

    /// The parameters the user sees, in display order.
    public var parameters: [IntentDefinition.Parameter] {
        intent.parameters.filter(\.configurable).sorted { ($0.displayPriority ?? Int.max) < ($1.displayPriority ?? Int.max) }
    }

    /// The parameter named `name`, or an error that lists the parameters there are.
    public func parameter(named name: String) throws -> IntentDefinition.Parameter {
        guard let parameter = intent.parameter(named: name) else {
            let names = parameters.map(\.name)
            throw HostError(
                "Intent \(intent.name) has no parameter \"\(name)\"; its parameters are \(names.isEmpty ? "none" : names.joined(separator: ", "))."
            )
        }
        return parameter
    }

    /// The value a new widget gets from the definition itself (dynamic defaults come from the intents extension).
    public func staticDefault(of parameter: IntentDefinition.Parameter) -> IntentValue? {
        if let declared = declaredDefaults[parameter.name] { return declared }
        guard let value = parameter.metadata.defaultValue else { return nil }
        switch (parameter.type, value) {
        case (.boolean, .bool(let flag)): return .bool(flag)
        case (.integer, .integer(let number)), (.decimal, .integer(let number)), (.timeInterval, .integer(let number)):
            return .number(Double(number))
        case (.decimal, .real(let number)), (.timeInterval, .real(let number)): return .number(number)
        case (.enumeration, .string(let name)): return .string(name)
        case (.string, .string(let text)): return .string(text)
        default: return nil
        }
    }

    /// The cases of an enumeration the user may pick: all but the `unknown` one Xcode adds.
    func cases(ofEnumeration name: String) -> [EnumCase] {
        definition.enumType(named: name)?.cases.filter { $0.name != "unknown" } ?? []
    }

    /// The choices of a parameter that takes one from a fixed list (an enumeration or a Boolean), from the
    /// definition; nil for a parameter that takes a typed value.
    public func staticChoices(of parameter: IntentDefinition.Parameter) -> [IntentOption]? {
        switch parameter.type {
        case .enumeration(let name):
            return cases(ofEnumeration: name).map {
                IntentOption(identifier: $0.name, displayString: $0.displayName?.nonEmpty ?? $0.name, value: .string($0.name))
            }
        case .boolean:
            return [
                IntentOption(identifier: "true", displayString: parameter.metadata.trueDisplayName?.text ?? "On", value: .bool(true)),
                IntentOption(identifier: "false", displayString: parameter.metadata.falseDisplayName?.text ?? "Off", value: .bool(false)),
            ]
        default:
            return nil
        }
    }

    /// Seconds from `90`, `45m`, `1h30m`, `2d 4h` or ISO 8601's `PT1H30M`; nil for anything else.
    package static func duration(_ text: String) -> Double? {
        var rest = Substring(text.uppercased().filter { !$0.isWhitespace })
        if let seconds = Double(rest), seconds.isFinite, seconds >= 0 { return seconds }
        if rest.hasPrefix("P") { rest = rest.dropFirst().replacing("T", with: "") }
        let units: [Character: Double] = ["D": 86_400, "H": 3_600, "M": 60, "S": 1]
        var total = 0.0
        var number = ""
        var used = Set<Character>()
        for character in rest {
            if character.isNumber || character == "." {
                number.append(character)
            } else if let unit = units[character], let value = Double(number), !used.contains(character) {
                total += value * unit
                used.insert(character)
                number = ""
            } else {
                return nil
            }
        }
        return number.isEmpty && !used.isEmpty ? total : nil
    }

    /// A duration as the form shows it: `1d 2h`, `1h 30m`, `45s`.
    public static func durationText(_ seconds: Double) -> String {
        // Any number may come here (a relevance's duration, a bound in a definition): a century at most is written.
        guard seconds.isFinite else { return "0s" }
        var left = Int(min(max(seconds, 0), 100 * 365 * 86_400).rounded())
        var parts: [String] = []
        for (unit, size) in [("d", 86_400), ("h", 3_600), ("m", 60), ("s", 1)] where left >= size {
            parts.append("\(left / size)\(unit)")
            left %= size
        }
        return parts.isEmpty ? "0s" : parts.joined(separator: " ")
    }

}
