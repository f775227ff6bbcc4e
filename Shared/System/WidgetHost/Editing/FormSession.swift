import ExtensionProtocol
import Foundation
import IntentDefinition
import WireValues

/// The Edit Widget form, interactive: the rows of the parameters shown for the values so far, each
/// opening its control. Keys go in (`handle`), screens come out (`screen`); the caller owns the
/// terminal, and gives the session the options to list and the way to save, so that tests drive it
/// without one.
///
/// Rows come and go as a parent's value changes. A switch toggles with Space or Enter, a number steps
/// with ← and →, lists open with Enter (section headers, a check for each chosen value, typing to
/// filter: a searchable parameter asks the intents extension again on each key), and the rest open a
/// text field. Escape goes back; Done saves; Cancel, or Escape on the rows, changes nothing.
public final class FormSession {
    public enum Outcome: Equatable, Sendable {
        case editing
        case saved(IntentValues)
        case cancelled
    }

    /// Where the user is: on the rows, typing a value, or choosing from a list.
    enum Mode {
        case rows
        case text(IntentDefinition.Parameter, String)
        case list(ListState)
    }

    struct ListState {
        let parameter: IntentDefinition.Parameter
        var search = ""
        var reply = IntentOptionsReply(sections: [])
        var cursor = 0
        var chosen: [IntentValue]
    }

    enum Row: Equatable {
        case parameter(String)
        case done
        case cancel
    }

    public typealias OptionsSource = (_ parameter: IntentDefinition.Parameter, _ draft: IntentValues, _ search: String?) throws ->
        IntentOptionsReply

    public let form: ConfigurationForm
    public let family: WidgetFamily
    let options: OptionsSource
    let save: (IntentValues) throws -> Void
    public private(set) var draft: IntentValues
    public private(set) var outcome = Outcome.editing
    var mode = Mode.rows
    var cursor = 0
    /// A sentence under the form: why a value was refused, or what a key did.
    var message: String?
    /// How many options a list shows at once; the system asks the extension for that many.
    static let listRows = 10

    public init(
        form: ConfigurationForm, family: WidgetFamily, configuration: IntentValues, options: @escaping OptionsSource,
        save: @escaping (IntentValues) throws -> Void
    ) {
        self.form = form
        self.family = family
        self.draft = configuration
        self.options = options
        self.save = save
    }

    /// The options `parameter` offers for the values so far, narrowed by `search` where it is searchable: a
    /// screenful, and how many there are in all.
    public func choices(for parameter: IntentDefinition.Parameter, search: String?) throws -> IntentOptionsReply {
        try options(parameter, draft, search)
    }

    /// The extension's colours, which the form is drawn in.
    public var colors: WidgetColors? { form.colors }

    /// The parameters the form shows for the values so far: a parent's value hides or shows its children.
    public var shownParameters: [IntentDefinition.Parameter] {
        form.parameters.filter { form.hiddenReason(of: $0, in: draft) == nil }
    }

    /// The rows on the form now: the parameters its values show, then Done and Cancel.
    var rows: [Row] { shownParameters.map { Row.parameter($0.name) } + [.done, .cancel] }

    // MARK: Keys

    public func handle(_ key: FormKey) {
        message = nil
        if key == .interrupt {
            outcome = .cancelled
            return
        }
        switch mode {
        case .rows: handleOnRows(key)
        case .text(let parameter, let text): handleText(key, parameter: parameter, text: text)
        case .list(var state):
            handleList(key, state: &state)
            if case .list = mode { mode = .list(state) }
        }
    }

    func handleOnRows(_ key: FormKey) {
        let rows = rows
        cursor = min(cursor, rows.count - 1)
        switch (key, rows[cursor]) {
        case (.up, _): cursor = max(cursor - 1, 0)
        case (.down, _): cursor = min(cursor + 1, rows.count - 1)
        case (.escape, _), (.enter, .cancel), (.space, .cancel): outcome = .cancelled
        case (.enter, .done), (.space, .done):
            do {
                try save(draft)
                outcome = .saved(draft)
            } catch {
                message = (error as? HostError)?.message ?? "\(error)"
            }
        case (.enter, .parameter(let name)), (.space, .parameter(let name)):
            guard let parameter = try? form.parameter(named: name) else { return }
            open(parameter, toggling: key == .space)
        case (.left, .parameter(let name)), (.right, .parameter(let name)):
            guard let parameter = try? form.parameter(named: name) else { return }
            step(parameter, by: key == .left ? -1 : 1)
        default: break
        }
        // A row that vanished under the cursor leaves it on the row that took its place.
        cursor = min(cursor, self.rows.count - 1)
    }

    /// Opens a parameter's control: a switch toggles at once, a list or a text field opens.
    func open(_ parameter: IntentDefinition.Parameter, toggling: Bool) {
        if parameter.type == .boolean, !parameter.supportsDynamicOptions {
            draft[parameter.name] = .bool(draft[parameter.name] != .bool(true))
            return
        }
        guard !toggling else { return }
        if takesChoice(parameter) {
            var state = ListState(parameter: parameter, chosen: draft[parameter.name].map { $0.arrayValue ?? [$0] } ?? [])
            refresh(&state)
            mode = .list(state)
        } else {
            let current = draft[parameter.name].map { value in
                parameter.type == .timeInterval ? value.numberValue.map(ConfigurationForm.durationText) ?? "" : value.displayText
            }
            mode = .text(parameter, current ?? "")
        }
    }

    /// Whether a parameter is chosen from a list rather than typed.
    func takesChoice(_ parameter: IntentDefinition.Parameter) -> Bool {
        if parameter.supportsDynamicOptions { return true }
        switch parameter.type {
        case .enumeration, .person, .placemark: return true
        default: return false
        }
    }

    /// Steps a number by one, or a slider by a twentieth of its range, within its bounds.
    func step(_ parameter: IntentDefinition.Parameter, by direction: Double) {
        guard parameter.type == .integer || parameter.type == .decimal, !parameter.supportsMultipleValues else { return }
        let metadata = parameter.metadata
        var size = 1.0
        if parameter.type == .decimal, let minimum = metadata.minimumValue, let maximum = metadata.maximumValue {
            size = max((maximum - minimum) / 20, 0.01)
        }
        let current = draft[parameter.name]?.numberValue ?? form.staticDefault(of: parameter)?.numberValue ?? metadata.minimumValue ?? 0
        var value = current + direction * size
        if let minimum = metadata.minimumValue { value = max(value, minimum) }
        if let maximum = metadata.maximumValue { value = min(value, maximum) }
        draft[parameter.name] = .number(value)
    }

    func handleText(_ key: FormKey, parameter: IntentDefinition.Parameter, text: String) {
        switch key {
        case .escape: mode = .rows
        case .backspace: mode = .text(parameter, String(text.dropLast()))
        case .space: mode = .text(parameter, text + " ")
        case .character(let character): mode = .text(parameter, text + String(character))
        case .enter:
            if text.isEmpty {
                draft[parameter.name] = nil
                mode = .rows
                return
            }
            do {
                draft[parameter.name] = try WidgetEditor.typedValue(text, for: parameter, in: form)
                mode = .rows
            } catch {
                message = (error as? HostError)?.message ?? "\(error)"
            }
        default: break
        }
    }

    func handleList(_ key: FormKey, state: inout ListState) {
        let items = state.reply.sections.flatMap(\.items)
        switch key {
        case .escape: mode = .rows
        case .up: state.cursor = max(state.cursor - 1, 0)
        case .down: state.cursor = min(state.cursor + 1, max(items.count - 1, 0))
        case .character(let character):
            state.search.append(character)
            refresh(&state)
        case .backspace:
            guard !state.search.isEmpty else { return }
            state.search.removeLast()
            refresh(&state)
        case .space where state.parameter.supportsMultipleValues:
            guard state.cursor < items.count else { return }
            toggle(items[state.cursor].value, in: &state)
        case .space, .enter:
            let parameter = state.parameter
            if parameter.supportsMultipleValues {
                if state.chosen.isEmpty, state.cursor < items.count { state.chosen = [items[state.cursor].value] }
                draft[parameter.name] = state.chosen.isEmpty ? nil : .array(state.chosen)
            } else if state.cursor < items.count {
                draft[parameter.name] = items[state.cursor].value
            }
            mode = .rows
        default: break
        }
    }

    /// Adds a value to a list's choices, or takes it out; no more than the family's slots.
    func toggle(_ value: IntentValue, in state: inout ListState) {
        if let index = state.chosen.firstIndex(where: { Self.same($0, value) }) {
            state.chosen.remove(at: index)
            return
        }
        do {
            try form.checkCount(state.chosen.count + 1, of: state.parameter, in: family, complete: false)
            state.chosen.append(value)
        } catch {
            message = (error as? HostError)?.message ?? "\(error)"
        }
    }

    /// Asks for a list's options again, for what is typed: the intents extension searches a searchable
    /// parameter; other lists are narrowed here, by display text.
    func refresh(_ state: inout ListState) {
        let parameter = state.parameter
        let term = state.search.isEmpty ? nil : state.search
        do {
            if parameter.supportsSearch || parameter.type == .person || parameter.type == .placemark {
                state.reply = try options(parameter, draft, term)
            } else {
                let all = try options(parameter, draft, nil)
                let sections = all.sections.map { section in
                    IntentOptionSection(
                        title: section.title,
                        items: section.items.filter { term == nil || $0.displayString.localizedCaseInsensitiveContains(term!) })
                }.filter { !$0.items.isEmpty }
                state.reply = IntentOptionsReply(sections: sections, total: sections.reduce(0) { $0 + $1.items.count })
            }
        } catch {
            state.reply = IntentOptionsReply(sections: [])
            message = (error as? HostError)?.message ?? "The options could not be listed: \(error)"
        }
        state.cursor = 0
    }

    /// Two options are the same when their identifiers are, or, for values without one, when they are equal.
    static func same(_ first: IntentValue, _ second: IntentValue) -> Bool {
        IntentOption(value: first).identifier == IntentOption(value: second).identifier
    }
}
