import ExtensionProtocol
import Foundation
import WireValues

/// What becomes of a placed widget's configuration when its kind now declares another intent than the one
/// the configuration was made for, as after an app update that moved the widget from an intent definition
/// to an App Intent.
///
/// Apple's rule: an App Intent that conforms to `CustomIntentMigratedAppIntent`, naming the SiriKit class it
/// replaces in `intentClassName`, takes over that intent's widgets with their configurations; Xcode's
/// Convert to App Intent gives its parameters the old ones' names. Any other change of intent leaves the
/// widget as if newly placed. How values move is ours: each to the parameter of the same name when it is a
/// value of that parameter's kind (an entity's identifier, one of an enumeration's cases, a whole number for
/// an integer), the others dropped and the new intent's defaults used for them.
public enum ConfigurationMigration: Equatable, Sendable {
    /// The configuration stays as it is: made for the intent the kind declares, or for one the system did
    /// not keep (a widget placed before it did), which it takes to be the declared one.
    case keep
    /// The declared intent migrates the old one: the values that fit, by name; `dropped` names the others.
    case moved(IntentValues, dropped: [String])
    /// Another intent that migrates nothing: the widget starts over with a new widget's configuration.
    case startOver

    /// What `widget`'s configuration becomes under `descriptor`, the declaration of its kind now.
    public static func of(_ widget: PlacedWidget, under descriptor: WidgetDescriptor) -> ConfigurationMigration {
        let declared = descriptor.configurationIntent
        guard let old = widget.intent, old != declared else { return .keep }
        guard let appIntent = descriptor.appIntent, let replaced = appIntent.migratedFrom, className(old) == className(replaced) else {
            return .startOver
        }
        var moved = IntentValues()
        var dropped: [String] = []
        for (name, value) in widget.configuration.sorted(by: { $0.key < $1.key }) {
            if let parameter = appIntent.parameters.first(where: { $0.name == name }), let fitted = fitted(value, to: parameter) {
                moved[name] = fitted
            } else {
                dropped.append(name)
            }
        }
        return .moved(moved, dropped: dropped)
    }

    /// A class named with or without its module (`GameIntents.SelectCharacterIntent`, `SelectCharacterIntent`).
    static func className(_ name: String) -> Substring {
        name.split(separator: ".").last ?? Substring(name)
    }

    /// `value` as the parameter keeps it, or nil when it is not a value of the parameter's kind. One value
    /// moved to a parameter that takes several becomes a list of one; a list moved to one that takes one
    /// gives its first.
    static func fitted(_ value: IntentValue, to parameter: AppIntentParameterDescriptor) -> IntentValue? {
        if parameter.isArray {
            let items = value.arrayValue ?? [value]
            let fitted = items.compactMap { one($0, to: parameter) }
            return fitted.count == items.count ? .array(fitted) : nil
        }
        return one(value.arrayValue?.first ?? value, to: parameter)
    }

    private static func one(_ value: IntentValue, to parameter: AppIntentParameterDescriptor) -> IntentValue? {
        switch (parameter.kind, value) {
        case (.string, .string), (.decimal, .number), (.boolean, .bool), (.date, .object), (.date, .string):
            value
        case (.integer, .number(let number)):
            number.rounded() == number ? value : nil
        case (.boolean, .number(let flag)):
            .bool(flag != 0)
        case (.url, .string(let text)):
            URL(string: text)?.scheme != nil ? value : nil
        case (.entity, .object):
            value.identifier != nil ? value : nil
        case (.enumeration, .string(let name)):
            parameter.cases?.contains { $0.identifier == name } != false ? value : nil
        case (.string, _), (.integer, _), (.decimal, _), (.boolean, _), (.date, _), (.url, _), (.entity, _), (.enumeration, _):
            nil
        }
    }
}
