import ExtensionProtocol
import Foundation
import WireValues
import IntentDefinition

extension ConfigurationForm {
    /// The form of a widget configured by an App Intent: its parameters read as an intent definition's,
    /// so that one form, one editor and one set of checks serve both kinds.
    init(kind: String, appIntent: AppIntentDescriptor, title: String, subtitle: String, colors: WidgetColors?) {
        var enums: [EnumType] = []
        let parameters = appIntent.parameters.enumerated().map { index, parameter in
            var metadata = ValueMetadata()
            metadata.minimumValue = parameter.minimum
            metadata.maximumValue = parameter.maximum
            let type: ValueType
            switch parameter.kind {
            case .string: type = .string
            case .integer: type = .integer
            case .decimal: type = .decimal
            case .boolean: type = .boolean
            case .date: type = .dateComponents
            case .url: type = .url
            case .entity: type = .object(parameter.typeName)
            case .enumeration:
                type = .enumeration(parameter.typeName)
                if !enums.contains(where: { $0.name == parameter.typeName }) {
                    let cases = (parameter.cases ?? []).enumerated().map {
                        EnumCase(name: $1.identifier, index: $0 + 1, displayName: $1.displayString)
                    }
                    enums.append(EnumType(name: parameter.typeName, displayName: parameter.typeDisplayName, cases: cases))
                }
            }
            return IntentDefinition.Parameter(
                name: parameter.name, displayName: parameter.title, displayPriority: index + 1, type: type,
                supportsMultipleValues: parameter.isArray, supportsDynamicOptions: parameter.dynamicOptions,
                supportsSearch: parameter.searchable, metadata: metadata,
                arraySizes: (parameter.arraySizes ?? []).map {
                    ArraySize(sizeClass: $0.family.sizeClassName, size: $0.maximum, minimum: $0.minimum)
                })
        }
        let intent = IntentDefinition.Intent(
            name: appIntent.type, title: appIntent.title, description: appIntent.description, parameters: parameters)
        self.init(
            kind: kind, source: .appIntent, intent: intent, definition: IntentDefinitionFile(intents: [intent], enums: enums), title: title,
            subtitle: subtitle, colors: colors,
            declaredDefaults: appIntent.parameters.reduce(into: [:]) { $0[$1.name] = $1.defaultValue })
    }
}
