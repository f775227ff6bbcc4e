import Foundation

// Initializers for a definition that no file holds: the system describes an App Intent (iOS 17) in
// these same types, so that one form and one editor serve both kinds of configurable widget.

extension IntentDefinitionFile {
    package init(intents: [Intent], enums: [EnumType]) {
        self.init(
            modelVersion: "1.2", namespace: nil, toolsVersion: nil, toolsBuildVersion: nil, systemVersion: nil, intents: intents, types: [],
            enums: enums)
    }
}

extension Intent {
    /// A configurable intent, eligible for widgets only, as an App Intent's widget configuration is.
    package init(name: String, title: String, description: String?, parameters: [Parameter]) {
        self.init(
            name: name, title: LocalizedText(title), description: description.map { LocalizedText($0) }, category: "information",
            verb: nil, kind: "Custom", systemClassName: nil, classPrefix: nil, domain: nil, defaultImageName: nil, restrictions: nil,
            eligibleForWidgets: true, ineligibleForSuggestions: true, configurable: true, userConfirmationRequired: false,
            inputParameterName: nil, keyParameterName: nil, lastParameterTag: nil, parameters: parameters, response: nil,
            parameterCombinations: [], managedParameterCombinations: [])
    }
}

extension Parameter {
    package init(
        name: String, displayName: String, displayPriority: Int, type: ValueType, supportsMultipleValues: Bool,
        supportsDynamicOptions: Bool,
        supportsSearch: Bool, metadata: ValueMetadata, arraySizes: [ArraySize] = []
    ) {
        self.init(
            name: name, tag: nil, displayName: LocalizedText(displayName), displayPriority: displayPriority, type: type,
            supportsMultipleValues: supportsMultipleValues, fixedSizeArray: !arraySizes.isEmpty, arraySizes: arraySizes,
            supportsDynamicOptions: supportsDynamicOptions,
            supportsSearch: supportsSearch, supportsResolution: false, configurable: true, relationship: nil, metadata: metadata,
            unsupportedReasons: [], prompts: [])
    }
}

extension EnumType {
    package init(name: String, displayName: String, cases: [EnumCase]) {
        self.init(name: name, displayName: LocalizedText(displayName), cases: cases)
    }
}

extension EnumCase {
    package init(name: String, index: Int, displayName: String) {
        self.init(name: name, index: index, displayName: LocalizedText(displayName))
    }
}
