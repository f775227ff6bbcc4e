import AppIntents
import ExtensionProtocol
import Foundation
import Intents

/// A widget's App Intent type, as the runtime describes it to the system and makes it from a configuration.
package struct AppIntentDefinition {
    /// A `WidgetConfigurationIntent` for a widget, a `ControlConfigurationIntent` for a control.
    package let type: any AppIntent.Type

    package init(_ type: any AppIntent.Type) {
        self.type = type
    }

    /// The names of its parameters, in the order they are declared.
    package var parameterNames: [String] { AppIntentReflection.parameters(of: type.init()).map(\.name) }

    /// Its parameters, found on a new instance (their titles, types and defaults are in their wrappers).
    package var descriptor: AppIntentDescriptor {
        AppIntentDescriptor(
            type: String(reflecting: type), title: String(localized: type.title),
            description: type.description.map { String(localized: $0.descriptionText) },
            parameters: AppIntentReflection.parameters(of: type.init()).map { name, parameter in
                let valueType = parameter.parameterType
                return AppIntentParameterDescriptor(
                    name: name, title: parameter.titleText, description: parameter.descriptionText, kind: Self.kind(valueType.kind),
                    typeName: valueType.typeName, typeDisplayName: valueType.displayName, isOptional: valueType.isOptional,
                    isArray: valueType.isArray, defaultValue: parameter.defaultIntentValue,
                    dynamicOptions: valueType.suggestions != nil, searchable: valueType.search != nil,
                    cases: valueType.kind == .enumeration
                        ? valueType.cases.map {
                            IntentOption(identifier: $0.identifier, displayString: $0.title, value: .string($0.identifier))
                        }
                        : nil,
                    minimum: parameter.range?.lowerBound, maximum: parameter.range?.upperBound,
                    arraySizes: valueType.isArray ? Self.arraySizes(parameter.collectionSizes) : nil)
            },
            migratedFrom: (type as? any CustomIntentMigratedAppIntent.Type)?.intentClassName)
    }

    /// The sizes of an array parameter per family the system places; nil when it takes any number.
    static func arraySizes(_ sizes: ParameterCollectionSizes) -> [AppIntentParameterDescriptor.ArraySize]? {
        let given = WidgetFamily.allCases.compactMap { family in
            sizes.size(for: intentFamily(family)).map {
                AppIntentParameterDescriptor.ArraySize(family: family, minimum: $0.minimum, maximum: $0.maximum)
            }
        }
        return given.isEmpty ? nil : given
    }

    /// App Intents' name of each family the system places: one switch, so a new family is found by the compiler.
    static func intentFamily(_ family: WidgetFamily) -> IntentWidgetFamily {
        switch family {
        case .systemSmall: .systemSmall
        case .systemMedium: .systemMedium
        case .systemLarge: .systemLarge
        case .systemExtraLarge: .systemExtraLarge
        case .systemExtraLargePortrait: .systemExtraLargePortrait
        case .accessoryCircular: .accessoryCircular
        case .accessoryRectangular: .accessoryRectangular
        case .accessoryInline: .accessoryInline
        }
    }

    /// The wire's name of each kind of value: one switch, so a new kind is found by the compiler.
    static func kind(_ kind: _ParameterValueType.Kind) -> AppIntentParameterDescriptor.ValueKind {
        switch kind {
        case .string: .string
        case .integer: .integer
        case .decimal: .decimal
        case .boolean: .boolean
        case .date: .date
        case .url: .url
        case .entity: .entity
        case .enumeration: .enumeration
        }
    }
}
