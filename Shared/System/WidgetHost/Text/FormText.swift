import ExtensionProtocol
import Foundation
import IntentDefinition
import ViewArchive
import WidgetRendering
import WireValues

/// How the system's commands print a kind's Edit Widget form, parameter by parameter.
public enum FormText {
    /// The form of a widget kind, one parameter a block.
    public static func form(_ form: ConfigurationForm) -> String {
        let declared =
            switch form.source {
            case .intentDefinition: (intent: "intent", answeredBy: "the intents extension")
            case .appIntent: (intent: "App Intent", answeredBy: "the widget extension's query")
            }
        var lines = ["\(form.title) (\(form.kind)) — \(declared.intent) \(form.intent.name): \(form.intent.title.text)"]
        if !form.subtitle.isEmpty { lines.append(form.subtitle) }
        if let description = form.intent.description?.nonEmpty, description != form.subtitle { lines.append(description) }
        if let colors = form.colors { lines.append("Colours: \(FormText.colors(colors))") }
        let fields = form.fields
        if fields.isEmpty { lines.append("No parameters: the widget has nothing to configure.") }
        for field in fields {
            lines.append("")
            lines.append("\(field.title) (\(field.name))")
            lines.append("  input:    \(field.input)")
            lines.append("  type:     \(field.type)")
            var traits: [String] = []
            if field.dynamicOptions { traits.append("options provided dynamically by \(declared.answeredBy)") }
            if field.searchable { traits.append("searchable") }
            if field.multiple { traits.append("multiple values") }
            if !traits.isEmpty { lines.append("  options:  \(traits.joined(separator: ", "))") }
            // Values as the field's control shows them (`ConfigurationForm.text(of:as:)`).
            let parameter = form.intent.parameter(named: field.name)
            func text(_ value: IntentValue) -> String { parameter.map { ConfigurationForm.text(of: value, as: $0) } ?? value.displayText }
            if let value = field.defaultValue { lines.append("  default:  \(text(value))") }
            if field.minimum != nil || field.maximum != nil {
                let bounds = [field.minimum, field.maximum].map { $0.map { text(.number($0)) } ?? "…" }
                lines.append("  range:    \(bounds[0]) to \(bounds[1])")
            }
            for detail in field.details ?? [] { lines.append("  \(detail)") }
            if let sizes = field.arraySizes {
                let ordered = WidgetFamily.allCases.compactMap { family in sizes[family.name].map { "\(family.name) \($0)" } }
                lines.append("  sizes:    \(ordered.joined(separator: ", "))")
            }
            if let condition = field.shownWhen { lines.append("  shown only \(condition.text)") }
        }
        return lines.joined(separator: "\n")
    }

    /// An extension's colours in words: `accent #0d8b7e (dark #269aaa), background #f5faf2 (dark #1e2f27)`.
    static func colors(_ colors: WidgetColors) -> String {
        func text(_ value: ColorValue) -> String {
            let light = RGBA(value, scheme: .light).hex
            let dark = RGBA(value, scheme: .dark).hex
            return light == dark ? light : "\(light) (dark \(dark))"
        }
        let parts = [("accent", colors.accent), ("background", colors.background)].compactMap { name, value in
            value.map { "\(name) \(text($0))" }
        }
        return parts.joined(separator: ", ")
    }
}
