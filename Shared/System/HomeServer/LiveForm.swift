import ExtensionProtocol
import Foundation
import IntentDefinition
import ViewArchive
import WidgetHost
import WidgetRendering
import WireValues

/// The Edit Widget form of a widget, as the live page shows it: one field for each parameter the values so
/// far show (a parent's value hides or shows its children), each labelled with its display name, in the
/// extension's colours. The form is the system's (`FormSession`); the page sends each change back and
/// draws the form again, so that every check is the system's and is made as the user types.
///
/// Each field's control follows its parameter: a switch for a Boolean, a menu for an enumeration, a list
/// to choose from (searched as the user types, where the parameter is searchable) for dynamic options,
/// people and places, one slot per value for a parameter that takes several, and a text field otherwise.
struct LiveForm {
    let session: FormSession
    let widgetID: Int64
    let scheme: ColorSchemeValue

    var form: ConfigurationForm { session.form }

    var html: String {
        let accent = session.colors?.accent.map { RGBA($0, scheme: scheme).hex } ?? "#007aff"
        let background = session.colors?.background.map { RGBA($0, scheme: scheme).hex } ?? (scheme == .dark ? "#1c1c1e" : "#ffffff")
        var html =
            "<form class=\"edit-widget\" data-form-widget=\"\(widgetID)\" style=\"--accent: \(accent); --background: \(background)\">\n"
        html += "<h2>\(escape(session.heading.title))</h2>\n"
        if !session.heading.subtitle.isEmpty { html += "<p class=\"subtitle\">\(escape(session.heading.subtitle))</p>\n" }
        let shown = session.shownParameters
        if shown.isEmpty { html += "<p class=\"subtitle\">This widget has nothing to configure.</p>\n" }
        for parameter in shown { html += field(parameter) }
        html += "<p class=\"form-message\" role=\"alert\"></p>\n"
        html += "<p class=\"form-buttons\"><button type=\"submit\" class=\"save\">Done</button>"
        html += "<button type=\"button\" class=\"cancel\">Cancel</button>"
        html += "<button type=\"button\" class=\"remove\">Remove Widget</button></p>\n"
        return html + "</form>\n"
    }

    /// One parameter's row: its label, its control, and what it takes.
    func field(_ parameter: IntentDefinition.Parameter) -> String {
        let name = escape(parameter.name)
        let title = escape(session.title(of: parameter))
        let id = "field-\(name)"
        var html = "<div class=\"field\" data-parameter=\"\(name)\">\n<label for=\"\(id)\">\(title)</label>\n"
        let value = session.draft[parameter.name]
        switch Control(parameter, in: form) {
        case .toggle:
            html +=
                "<input type=\"checkbox\" role=\"switch\" id=\"\(id)\" data-parameter=\"\(name)\"\(value == .bool(true) ? " checked" : "")>\n"
        case .menu(let choices):
            html += "<select id=\"\(id)\" data-parameter=\"\(name)\">\n"
            if value == nil || value == .null { html += "<option value=\"\" selected>—</option>\n" }
            for choice in choices {
                let selected = value?.stringValue == choice.identifier ? " selected" : ""
                html += "<option value=\"\(escape(choice.identifier))\"\(selected)>\(escape(choice.displayString))</option>\n"
            }
            html += "</select>\n"
        case .list:
            html += slots(parameter, id: id, values: value)
        case .text:
            html +=
                "<input type=\"text\" id=\"\(id)\" data-parameter=\"\(name)\" value=\"\(escape(typed(value, as: parameter)))\" "
                + "placeholder=\"\(escape(value == nil || value == .null ? session.hint(for: parameter) : session.valueText(of: parameter)))\">\n"
            html += "<p class=\"hint\">\(escape(session.hint(for: parameter)))</p>\n"
        }
        return html + "</div>\n"
    }

    /// The control a parameter takes on the page.
    enum Control {
        case toggle
        case menu([IntentOption])
        case list
        case text

        init(_ parameter: IntentDefinition.Parameter, in form: ConfigurationForm) {
            switch parameter.type {
            case .boolean where !parameter.supportsMultipleValues: self = .toggle
            case .enumeration, .systemEnumeration:
                if !parameter.supportsMultipleValues, !parameter.supportsDynamicOptions, let choices = form.staticChoices(of: parameter) {
                    self = .menu(choices)
                } else {
                    self = .list
                }
            case .object, .systemObject, .person, .placemark: self = .list
            default: self = parameter.supportsDynamicOptions || parameter.supportsMultipleValues ? .list : .text
            }
        }
    }

    /// A list parameter's values, a slot each (a parameter that takes one has one slot), and the chooser
    /// that opens under a slot: its search field and its options, which the page asks for.
    func slots(_ parameter: IntentDefinition.Parameter, id: String, values value: IntentValue?) -> String {
        let name = escape(parameter.name)
        let title = escape(session.title(of: parameter))
        let values = (value.flatMap { $0 == .null ? nil : ($0.arrayValue ?? [$0]) }) ?? []
        let fixed = form.slots(of: parameter, in: session.family)
        // One slot per value, and an empty one to add another while there is room.
        let count = parameter.supportsMultipleValues ? min(values.count + 1, fixed ?? Int.max) : 1
        var html = "<div class=\"slots\" data-parameter=\"\(name)\" data-multiple=\"\(parameter.supportsMultipleValues)\""
        html += " data-searchable=\"\(parameter.supportsSearch)\"\(fixed.map { " data-slots=\"\($0)\"" } ?? "")>\n"
        for index in 0..<max(count, values.count) {
            let chosen = index < values.count ? values[index] : nil
            let label = chosen.map { text(of: $0, as: parameter) } ?? (index == 0 && values.isEmpty ? "Choose" : "Add…")
            html += "<span class=\"slot-value\"><button type=\"button\" class=\"choose\" data-slot=\"\(index)\""
            html += index == 0 ? " id=\"\(id)\"" : " aria-label=\"\(title) \(index + 1)\""
            html += chosen.map { " data-value=\"\(escape(identifier(of: $0)))\"" } ?? ""
            html += ">\(escape(label))</button>"
            if chosen != nil, parameter.supportsMultipleValues {
                html +=
                    "<button type=\"button\" class=\"unchoose\" data-slot=\"\(index)\" aria-label=\"Remove \(escape(label))\">×</button>"
            }
            html += "</span>\n"
        }
        html += "</div>\n<div class=\"chooser\" data-parameter=\"\(name)\" hidden>\n"
        html += "<input type=\"search\" id=\"search-\(name)\" aria-label=\"Search \(title)\" placeholder=\"Search\" autocomplete=\"off\">\n"
        html += "<ul class=\"options\" aria-label=\"\(title) options\"></ul>\n<p class=\"options-total\"></p>\n</div>\n"
        if let fixed, parameter.supportsMultipleValues {
            html += "<p class=\"hint\">Up to \(fixed) in a widget of this size.</p>\n"
        }
        return html
    }

    /// What `--set` takes for a chosen value: an option by its identifier.
    func identifier(of value: IntentValue) -> String {
        value.identifier ?? value.stringValue ?? value.displayText
    }

    /// A value as its slot shows it: an enumeration's case by its display name.
    func text(of value: IntentValue, as parameter: IntentDefinition.Parameter) -> String {
        if let name = value.stringValue, let choice = form.staticChoices(of: parameter)?.first(where: { $0.identifier == name }) {
            return choice.displayString
        }
        return value.displayText
    }

    /// A typed value as its text field holds it, in the form `--set` reads; empty where it has none, or
    /// where the form's words for it cannot be read back (a date, shown as the field's placeholder).
    func typed(_ value: IntentValue?, as parameter: IntentDefinition.Parameter) -> String {
        guard let value, value != .null else { return "" }
        switch (parameter.type, value) {
        case (.dateComponents, _): return ""
        case (_, .number), (_, .string): return value.displayText
        default: return ""
        }
    }

    func escape(_ text: String) -> String { SVGWriter.escape(text) }
}
