import ExtensionProtocol
import Foundation
import IntentDefinition
import WireValues

/// Editing a placed widget's configuration, as the Edit Widget form does: every value the user gives is
/// read and checked here (a typed value against its parameter's type and bounds, a choice among the
/// options offered, how many a parameter takes, whether its parent's value shows it), then the whole
/// configuration is saved at once. Its options and the interactive form are in `WidgetEditor+Options`.
public struct WidgetEditor {
    let apps: InstalledApps
    let store: HomeStore
    let now: () -> Date
    /// Told of a configuration saved: a widget that takes pushes, configured anew, is news to its app's push handlers.
    let pushes: WidgetPushes

    /// What an edit did: the widget as saved, and what the user should know of how their words were read.
    public struct EditOutcome: Sendable {
        public var widget: PlacedWidget
        /// One sentence each: a town taken for its place, for example.
        public var notes: [String]
    }

    /// Sets parameters of a placed widget; checks every value first and saves all or nothing. Several
    /// values for one parameter (`--set NAME=A --set NAME=B`, or `NAME=A,B`) fill a parameter that takes
    /// several, up to the slots the widget's family has; a parameter its parent's value hides is refused.
    @discardableResult
    public func edit(widgetID: Int64, assignments: [(parameter: String, value: String)]) throws -> EditOutcome {
        let widget = try apps.placedWidget(widgetID)
        let (configuration, notes) = try read(
            assignments, into: widget.configuration, form: apps.form(of: widget), family: widget.family, app: apps.app(of: widget),
            optionsCommand: "sample-app home options \(widget.id)")
        try save(configuration, of: widgetID)
        return EditOutcome(widget: try apps.placedWidget(widgetID), notes: notes)
    }

    /// Saves a widget's configuration, and tells the push handlers if it is news to them.
    func save(_ configuration: IntentValues, of widgetID: Int64) throws {
        guard try store.widgets.updateConfiguration(widgetID, configuration, now()) else { throw HostError.unknownWidget(widgetID) }
        pushes.tellHandlers()
    }

    /// `configuration` with the values `assignments` give, each read and checked through `form` (a widget's
    /// of `family`, or a control's of none): the one reading of the form's values, for widgets and controls
    /// alike. `optionsCommand` is the command that lists a parameter's options, named in refusals.
    func read(
        _ assignments: [(parameter: String, value: String)], into configuration: IntentValues, form: ConfigurationForm,
        family: WidgetFamily?, app: HostedApp, optionsCommand: String
    ) throws -> (configuration: IntentValues, notes: [String]) {
        var configuration = configuration
        var given: [(name: String, texts: [String])] = []
        var notes: [String] = []
        for (name, text) in assignments {
            if let index = given.firstIndex(where: { $0.name == name }) {
                given[index].texts.append(text)
            } else {
                given.append((name, [text]))
            }
        }
        for (name, texts) in given {
            let parameter = try form.parameter(named: name)
            // A parameter that takes several values takes them separated by commas too.
            let pieces =
                parameter.supportsMultipleValues
                ? texts.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } } : texts
            try form.checkCount(pieces.count, of: parameter, in: family)
            for piece in pieces { try Self.checkLength(of: piece, typedFor: "a value for \(name)") }
            // The options are asked for once, whatever the number of values chosen from them; a searchable
            // parameter is asked for each value, as a user types it, since its list shows only some, and then for
            // its suggestions, where an identifier that no search for its own text finds is (as the form lists them).
            func options(searchingFor text: String?) throws -> [IntentOption] {
                try apps.dynamicOptions(of: name, in: form, app: app, configuration: configuration, searchTerm: text, limit: nil)
                    .allOptions
            }
            let all = parameter.supportsDynamicOptions && !parameter.supportsSearch ? try options(searchingFor: nil) : []
            let values = try pieces.map { piece in
                if case .placemark = parameter.type, !parameter.supportsDynamicOptions,
                    let note = SystemDirectory.townNote(piece, parameter: name, optionsCommand: optionsCommand)
                {
                    notes.append(note)
                }
                var offered = all
                if parameter.supportsSearch {
                    offered = try options(searchingFor: piece)
                    if !offered.contains(where: { $0.identifier == piece }) { offered += try options(searchingFor: nil) }
                }
                return try Self.value(piece, for: parameter, in: form, options: offered, optionsCommand: optionsCommand)
            }
            // A list's choices are each chosen once, as the form's checkmarks choose them.
            if parameter.supportsMultipleValues {
                for (index, value) in values.enumerated() where values[..<index].contains(where: { FormSession.same($0, value) }) {
                    throw HostError("\(name) takes each choice once; \"\(pieces[index])\" is given twice.")
                }
            }
            configuration[name] = parameter.supportsMultipleValues ? .array(values) : values[0]
        }
        for (name, _) in given {
            if let reason = form.hiddenReason(of: try form.parameter(named: name), in: configuration) { throw HostError(reason) }
        }
        return (configuration, notes)
    }

    /// The value `text` names for `parameter`: one of the extension's `options` for it, or a typed value
    /// checked against the definition.
    static func value(
        _ text: String, for parameter: IntentDefinition.Parameter, in form: ConfigurationForm, options: [IntentOption],
        optionsCommand: String
    ) throws -> IntentValue {
        guard parameter.supportsDynamicOptions else { return try typedValue(text, for: parameter, in: form) }
        let name = parameter.name
        return try choice(text, among: options, identifier: \.identifier, displayName: \.displayString) { suggestion in
            if let suggestion {
                return HostError(
                    "\"\(text)\" is not one of the options for \(name); did you mean \"\(suggestion)\"? Identifiers match exactly.")
            }
            // A searchable list shows only some of its options: listing those would mislead.
            guard !parameter.supportsSearch else {
                return HostError(
                    "\"\(text)\" is none of the options for \(name); '\(optionsCommand) \(name) --search TEXT' finds them."
                )
            }
            let choices = options.map(\.identifier).joined(separator: ", ")
            return HostError(
                "\"\(text)\" is not one of the options for \(name); choose one of: \(choices) ('\(optionsCommand) \(name)' lists them)."
            )
        }.value
    }

    /// The value the user typed for a parameter of `form` without dynamic options, checked against its type.
    public static func typedValue(_ text: String, for parameter: IntentDefinition.Parameter, in form: ConfigurationForm) throws
        -> IntentValue
    {
        try checkLength(of: text, typedFor: "a value for \(parameter.name)")
        func refuse(_ expected: String) -> HostError {
            HostError("\"\(text)\" is not a valid value for \(parameter.name); expected \(expected)\(expected.hasSuffix("?") ? "" : ".")")
        }
        switch parameter.type {
        case .string:
            return .string(text)
        case .boolean:
            switch text.lowercased() {
            case "true", "yes", "on", "1": return .bool(true)
            case "false", "no", "off", "0": return .bool(false)
            default: throw refuse("true or false")
            }
        case .integer, .decimal:
            guard let number = Double(text), number.isFinite, abs(number) < 1e15,
                parameter.type != .integer || number.rounded() == number
            else {
                throw refuse(parameter.type == .integer ? "a whole number" : "a number")
            }
            try checkBounds(number, of: parameter, shown: { IntentValue.number($0).displayText }, refuse: refuse)
            return .number(number)
        case .timeInterval:
            guard let seconds = ConfigurationForm.duration(text) else {
                throw refuse("a duration: 90 (seconds), 45m, 1h30m, 2d or PT1H30M")
            }
            try checkBounds(seconds, of: parameter, shown: ConfigurationForm.durationText, refuse: refuse)
            return .number(seconds)
        case .person:
            guard let person = SystemDirectory.person(text) else {
                throw refuse(
                    "a contact's name or email address ('sample-app home options WIDGET \(parameter.name)' lists the contacts)")
            }
            return person
        case .placemark:
            guard let place = SystemDirectory.place(text) else {
                throw refuse(
                    "a place or town by name ('sample-app home options WIDGET \(parameter.name)' lists them) or latitude,longitude")
            }
            return place
        case .enumeration(let name):
            let cases = form.cases(ofEnumeration: name)
            let match = try choice(text, among: cases, identifier: \.name, displayName: { $0.displayName?.text }) { suggestion in
                refuse("one of \(cases.map(\.name).joined(separator: ", "))" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? ""))
            }
            return .string(match.name)
        case .url:
            guard let url = URL(string: text), url.scheme != nil else { throw refuse("an absolute URL") }
            return .string(url.absoluteString)
        case .dateComponents:
            do {
                return try ConfigurationForm.dateComponents(text)
            } catch .unreadable {
                throw refuse("a date or time in ISO 8601: 2026-12-24, 2026-12-24T18:30 or 18:30")
            } catch .impossible(let why) {
                throw HostError("\"\(text)\" is not a valid value for \(parameter.name): \(why).")
            }
        default:
            throw HostError("Parameter \(parameter.name) is of type \(parameter.type), which cannot be set from the command line yet.")
        }
    }

    /// Refuses a text longer than anyone types into a form (a value or a search term), where it is typed:
    /// kept, it would go with every request for the widget, and its requests have a size limit.
    public static func checkLength(of text: String, typedFor what: String) throws {
        guard text.count > TypedText.maximumLength else { return }
        throw HostError(
            "The text given as \(what) is \(text.count.formatted()) characters long; a widget's form takes at most \(TypedText.maximumLength.formatted())."
        )
    }

    /// Refuses `number` outside the parameter's minimum and maximum, each written as `shown` writes it.
    static func checkBounds(
        _ number: Double, of parameter: IntentDefinition.Parameter, shown: (Double) -> String, refuse: (String) -> HostError
    ) throws {
        if let minimum = parameter.metadata.minimumValue, number < minimum { throw refuse("at least \(shown(minimum))") }
        if let maximum = parameter.metadata.maximumValue, number > maximum { throw refuse("at most \(shown(maximum))") }
    }

    /// The item whose identifier is `text`, exactly. Otherwise `refuse` is thrown, given the identifier
    /// of an item `text` names loosely (in another case, or by its display name) to suggest.
    static func choice<Item>(
        _ text: String, among items: [Item], identifier: (Item) -> String, displayName: (Item) -> String?, refuse: (String?) -> HostError
    ) throws -> Item {
        if let exact = items.first(where: { identifier($0) == text }) { return exact }
        let loose = items.first {
            identifier($0).caseInsensitiveCompare(text) == .orderedSame || displayName($0)?.caseInsensitiveCompare(text) == .orderedSame
        }
        throw refuse(loose.map(identifier))
    }
}
