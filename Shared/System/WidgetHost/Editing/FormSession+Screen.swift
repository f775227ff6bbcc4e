import ExtensionProtocol
import Foundation
import IntentDefinition
import WireValues
import ViewArchive
import WidgetRendering

/// How the form's screen is coloured: ANSI escapes from the extension's accent and background
/// colours, or none (`NO_COLOR`, or text for a file).
public struct FormPaint: Sendable {
    let accent: String
    let background: String
    let reset: String

    public static let none = FormPaint(accent: "", background: "", reset: "")

    /// 24-bit colour escapes for `colors` in `scheme`; the system's blue when the extension names no accent.
    public static func terminal(_ colors: WidgetColors?, scheme: ColorSchemeValue = .dark) -> FormPaint {
        func code(_ value: ColorValue?, _ fallback: RGBA, layer: Int) -> String {
            let rgba = value.map { RGBA($0, scheme: scheme) } ?? fallback
            let parts = [rgba.red, rgba.green, rgba.blue].map { String(Int(($0 * 255).rounded())) }
            return "\u{1B}[\(layer);2;\(parts.joined(separator: ";"))m"
        }
        return FormPaint(
            accent: "\u{1B}[1m" + code(colors?.accent, RGBA(red: 0.04, green: 0.52, blue: 1), layer: 38),
            background: colors?.background == nil ? "" : code(colors?.background, RGBA(red: 0, green: 0, blue: 0), layer: 48),
            reset: "\u{1B}[0m")
    }
}

extension FormSession {
    /// The screen's width, in columns.
    static let width = 64

    /// The form as a screen of lines: the title in the accent colour, then the rows or the open control.
    /// What the extension, the definition or the person typed is shown with its control characters
    /// escaped (`TerminalText`); the colours are the form's own.
    public func screen(_ paint: FormPaint = .none) -> [String] {
        let escaped = TerminalText.escaped
        var lines = [paint.accent + escaped(form.title) + paint.reset]
        if !form.subtitle.isEmpty { lines.append(escaped(form.subtitle)) }
        lines.append(String(repeating: "─", count: Self.width))
        switch mode {
        case .rows:
            lines += rowLines(cursor: cursor, paint: paint)
            lines.append("")
            lines.append("↑↓ move · Enter open · Space toggle · ←→ step · Esc cancel")
        case .text(let parameter, let text):
            lines.append(paint.accent + escaped(title(of: parameter)) + paint.reset)
            lines.append("> \(escaped(text))▏")
            lines.append("")
            lines.append(hint(for: parameter))
            lines.append("Enter sets · an empty value clears · Esc back")
        case .list(let state):
            lines += listLines(state, paint: paint)
        }
        if let message { lines += ["", "! \(escaped(message))"] }
        return lines.map { paint.background.isEmpty ? $0 : paint.background + $0 + paint.reset }
    }

    /// The form's rows as text, with `›` at the cursor (none without one): what the form shows and, away
    /// from a terminal, what `home edit` prints.
    public func rowLines(cursor: Int?, paint: FormPaint = .none) -> [String] {
        rows.enumerated().map { index, row in
            let marker = index == cursor ? paint.accent + "›" + paint.reset + " " : "  "
            switch row {
            case .done: return marker + "[ Done ]"
            case .cancel: return marker + "[ Cancel ]"
            case .parameter(let name):
                guard let parameter = try? form.parameter(named: name) else { return marker + name }
                return marker + Self.columns(title(of: parameter), valueText(of: parameter), width: Self.width - 2)
            }
        }
    }

    /// The parameters shown now, each with its value as its row shows it: the back of the widget on the home screen.
    public var values: [(title: String, value: String)] {
        rows.compactMap { row in
            guard case .parameter(let name) = row, let parameter = try? form.parameter(named: name) else { return nil }
            return (title(of: parameter), valueText(of: parameter))
        }
    }

    /// The form's title and description, which head it.
    public var heading: (title: String, subtitle: String) { (form.title, form.subtitle) }

    public func title(of parameter: IntentDefinition.Parameter) -> String {
        parameter.displayName?.nonEmpty ?? parameter.name
    }

    /// A parameter's value as its row shows it: a switch's label, a duration in units, the values of a list.
    public func valueText(of parameter: IntentDefinition.Parameter) -> String {
        guard let value = draft[parameter.name], value != .null else { return "—" }
        switch parameter.type {
        case .boolean:
            let on = value == .bool(true)
            let label = on ? parameter.metadata.trueDisplayName?.text : parameter.metadata.falseDisplayName?.text
            return label.map { "\(on ? "●" : "○") \($0)" } ?? (on ? "● on" : "○ off")
        case .timeInterval: return value.numberValue.map(ConfigurationForm.durationText) ?? value.displayText
        case .enumeration:
            let names = (value.arrayValue ?? [value]).compactMap(\.stringValue)
            return names.map { name in form.staticChoices(of: parameter)?.first { $0.identifier == name }?.displayString ?? name }
                .joined(separator: ", ")
        default: return value.displayText
        }
    }

    /// What a text field takes, in a few words.
    public func hint(for parameter: IntentDefinition.Parameter) -> String {
        let metadata = parameter.metadata
        let bounds = [metadata.minimumValue, metadata.maximumValue].map { $0.map { IntentValue.number($0).displayText } }
        switch parameter.type {
        case .integer, .decimal:
            return "A number" + (bounds[0].map { " from \($0)" } ?? "") + (bounds[1].map { " to \($0)" } ?? "") + "."
        case .timeInterval: return "A duration: 90 (seconds), 45m, 1h30m or 2d."
        case .dateComponents: return "A date or time in ISO 8601: 2026-12-24, 2026-12-24T18:30 or 18:30."
        case .url: return "An absolute URL: https://…"
        default: return "Text."
        }
    }

    func listLines(_ state: ListState, paint: FormPaint) -> [String] {
        let parameter = state.parameter
        var heading = TerminalText.escaped(title(of: parameter))
        if parameter.supportsMultipleValues {
            let least = form.leastValues(of: parameter, in: family)
            heading += form.slots(of: parameter, in: family).map { least > 0 ? " — choose \(least) to \($0)" : " — choose up to \($0)" } ?? " — choose any"
        }
        var lines = [paint.accent + heading + paint.reset, "Search: \(TerminalText.escaped(state.search))▏"]
        // The rows: section headers and options, scrolled so that the cursor shows.
        var entries: [(text: String, item: Int?)] = []
        var index = 0
        for section in state.reply.sections {
            if let title = section.title { entries.append((TerminalText.escaped(title.uppercased()), nil)) }
            for item in section.items {
                let chosen = state.chosen.contains { Self.same($0, item.value) }
                let marker = index == state.cursor ? paint.accent + "›" + paint.reset : " "
                entries.append(("\(marker) \(chosen ? "✓" : " ") \(TerminalText.escaped(item.displayString))", index))
                index += 1
            }
        }
        let cursorEntry = entries.firstIndex { $0.item == state.cursor } ?? 0
        let first = max(0, min(cursorEntry - Self.listRows / 2, entries.count - Self.listRows))
        lines += entries.dropFirst(first).prefix(Self.listRows).map(\.text)
        if entries.isEmpty { lines.append(state.search.isEmpty ? "(no options)" : "(nothing matches \"\(TerminalText.escaped(state.search))\")") }
        lines.append("")
        if let total = state.reply.total, total > index {
            lines.append("the first \(index) of \(total) · type to narrow them")
        } else {
            lines.append("\(index) option\(index == 1 ? "" : "s")")
        }
        lines.append(
            parameter.supportsMultipleValues
                ? "↑↓ move · Space check · Enter done · type to search · Esc back" : "↑↓ move · Enter choose · type to search · Esc back")
        return lines
    }

    /// `title` and `value` in one line of `width` columns, the value on the right, cut with … when long;
    /// both shown with their control characters escaped.
    static func columns(_ title: String, _ value: String, width: Int) -> String {
        let title = TerminalText.escaped(title)
        let value = TerminalText.escaped(value)
        let room = max(width - title.count - 2, 8)
        let shown = value.count > room ? String(value.prefix(room - 1)) + "…" : value
        return title + String(repeating: " ", count: max(width - title.count - shown.count, 2)) + shown
    }
}
