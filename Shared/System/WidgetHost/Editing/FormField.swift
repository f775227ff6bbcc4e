import ExtensionProtocol
import Foundation
import WireValues
import IntentDefinition
import ViewArchive
import WidgetRendering

/// One row of the "Edit Widget" form, as the system draws it from the intent definition.
public struct FormField: Codable, Equatable, Sendable {
    public var name: String
    public var title: String
    /// The control: `text field`, `switch`, `stepper`, `slider`, `picker`, `options list`, `contact picker` …
    public var input: String
    public var type: String
    public var defaultValue: IntentValue?
    public var dynamicOptions: Bool
    public var searchable: Bool
    public var multiple: Bool
    /// For a fixed-size array: how many values each widget family takes.
    public var arraySizes: [String: Int]?
    /// When the field is shown: its parent and the predicate on the parent's value.
    public var shownWhen: Condition?
    public var minimum: Double?
    public var maximum: Double?
    /// What the control adds, in a few words each: a switch's labels, a duration's units, a date's style,
    /// the file types a picker accepts, how a text field's keyboard behaves.
    public var details: [String]?

    public struct Condition: Codable, Equatable, Sendable {
        public var parent: String
        public var predicate: String
        public var value: String?
        /// The condition in words: `when allCategories is off`.
        public var text: String

        public init(parent: String, predicate: String, value: String?, text: String) {
            self.parent = parent
            self.predicate = predicate
            self.value = value
            self.text = text
        }
    }
}

extension ConfigurationForm {
    /// The form's fields, in display order.
    public var fields: [FormField] {
        parameters.map { parameter in
            let metadata = parameter.metadata
            var sizes: [String: Int]?
            if parameter.fixedSizeArray || !parameter.arraySizes.isEmpty {
                sizes = Dictionary(
                    parameter.arraySizes.map { (WidgetFamily.named(sizeClass: $0.sizeClass)?.name ?? $0.sizeClass, $0.size) },
                    uniquingKeysWith: { first, _ in first })
            }
            return FormField(
                name: parameter.name,
                title: parameter.displayName?.nonEmpty ?? parameter.name,
                input: Self.input(for: parameter),
                type: parameter.type.description,
                defaultValue: staticDefault(of: parameter),
                dynamicOptions: parameter.supportsDynamicOptions,
                searchable: parameter.supportsSearch,
                multiple: parameter.supportsMultipleValues,
                arraySizes: sizes,
                shownWhen: parameter.relationship.map {
                    FormField.Condition(
                        parent: $0.parentName, predicate: $0.predicate, value: $0.predicateValue?.description, text: $0.condition)
                },
                minimum: metadata.minimumValue,
                maximum: metadata.maximumValue,
                details: Self.details(of: metadata, type: parameter.type))
        }
    }

    /// The editor settings of `metadata` that matter for a parameter of `type`, as short phrases.
    static func details(of metadata: ValueMetadata, type: ValueType) -> [String]? {
        var details: [String] = []
        switch type {
        case .boolean:
            if metadata.trueDisplayName != nil || metadata.falseDisplayName != nil {
                details.append("labels: \(metadata.trueDisplayName?.text ?? "On") / \(metadata.falseDisplayName?.text ?? "Off")")
            }
        case .string, .speakableString:
            if let capitalization = metadata.capitalization { details.append("capitalization: \(capitalization.lowercased())") }
            let off = [
                (metadata.disableAutocorrect, "autocorrect"), (metadata.disableSmartDashes, "smart dashes"),
                (metadata.disableSmartQuotes, "smart quotes"),
            ].filter(\.0).map(\.1)
            if !off.isEmpty { details.append("off: \(off.joined(separator: ", "))") }
        case .integer, .decimal:
            if metadata.supportsNegativeNumbers { details.append("negative numbers allowed") }
        case .timeInterval:
            if let smallest = metadata.minimumUnit, let largest = metadata.maximumUnit {
                details.append("units: \(smallest.lowercased()) to \(largest.lowercased())")
            } else if let unit = metadata.unit, unit != "Multiple" {
                details.append("unit: \(unit.lowercased())")
            }
            if let unit = metadata.defaultUnit { details.append("default unit: \(unit.lowercased())") }
        case .dateComponents:
            if metadata.dateFormat == "Style" {
                details.append(
                    "shown as: date \(metadata.dateStyle?.lowercased() ?? "none"), time \(metadata.timeStyle?.lowercased() ?? "none")")
            }
        case .file:
            if !metadata.customUTIs.isEmpty { details.append("accepts: \(metadata.customUTIs.joined(separator: ", "))") }
        default:
            break
        }
        return details.isEmpty ? nil : details
    }

    /// The control iOS draws for a parameter.
    static func input(for parameter: IntentDefinition.Parameter) -> String {
        if parameter.supportsDynamicOptions { return "options list" }
        switch parameter.type {
        case .string: return parameter.metadata.multiline ? "text area" : "text field"
        case .boolean: return "switch"
        case .integer, .decimal:
            switch parameter.metadata.inputStyle {
            case "Stepper": return "stepper"
            case "Slider": return "slider"
            default: return "number field"
            }
        case .enumeration, .systemEnumeration: return "picker"
        case .object, .systemObject: return "options list"
        case .person: return "contact picker"
        case .placemark: return "location picker"
        case .dateComponents: return parameter.metadata.inputStyle == "Date" ? "date" : "date and time"
        case .url: return "URL field"
        case .timeInterval: return "duration"
        case .file: return "file picker"
        case .currencyAmount: return "currency field"
        case .paymentMethod: return "payment method picker"
        case .speakableString: return "text field"
        }
    }
}

extension WidgetFamily {
    /// The family an intent definition's size class names (`Small`, `AccessoryInline` …).
    public static func named(sizeClass: String) -> WidgetFamily? {
        allCases.first { $0.sizeClassName == sizeClass }
    }
}
