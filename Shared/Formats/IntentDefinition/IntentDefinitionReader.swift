import Foundation

/// Reads `.intentdefinition` files (XML property lists) into `IntentDefinitionFile`.
public enum IntentDefinitionReader {
    /// Reads and validates the file at `url`; `displayName` is how errors name it.
    public static func read(contentsOf url: URL, displayName: String? = nil) throws -> IntentDefinitionFile {
        let name = displayName ?? url.lastPathComponent
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw IntentDefinitionError(file: name, keyPath: "", message: "cannot be read (\(error.localizedDescription)); check the path.")
        }
        return try read(data: data, fileName: name)
    }

    /// Reads and validates a definition from its bytes.
    public static func read(data: Data, fileName: String) throws -> IntentDefinitionFile {
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw IntentDefinitionError(
                file: fileName, keyPath: "",
                message: "is not a property list; an intent definition is the XML property list Xcode saves as .intentdefinition.")
        }
        guard let dictionary = root as? [String: Any] else {
            throw IntentDefinitionError(file: fileName, keyPath: "/", message: "the root must be a dictionary, as Xcode writes it.")
        }
        let ledger = KeyLedger()
        var file = try parseFile(PlistDictionary(values: dictionary, path: "", file: fileName, ledger: ledger))
        file.unreadKeyPaths = ledger.unread(in: dictionary)
        for (index, enumType) in file.enums.enumerated() {
            if let position = enumType.cases.firstIndex(where: { $0.index == 0 && $0.name != "unknown" }) {
                file.warnings.append(
                    "/INEnums[\(index)]/INEnumValues[\(position)]/INEnumValueIndex: enum \(enumType.name) gives index 0, "
                        + "which Xcode keeps for \"unknown\", to the case \"\(enumType.cases[position].name)\"; the generated enum has no unknown case."
                )
            }
        }
        try IntentDefinitionValidator.validate(file, fileName: fileName)
        return file
    }

    static func parseFile(_ root: PlistDictionary) throws -> IntentDefinitionFile {
        guard root.has("INIntents") || root.has("INIntentDefinitionModelVersion") else {
            throw root.error(nil, "has neither INIntents nor INIntentDefinitionModelVersion; is this an intent definition file?")
        }
        return IntentDefinitionFile(
            modelVersion: try root.string("INIntentDefinitionModelVersion") ?? "1.0",
            namespace: try root.string("INIntentDefinitionNamespace"),
            toolsVersion: try root.string("INIntentDefinitionToolsVersion"),
            toolsBuildVersion: try root.string("INIntentDefinitionToolsBuildVersion"),
            systemVersion: try root.string("INIntentDefinitionSystemVersion"),
            intents: try root.dictionaries("INIntents").map(parseIntent),
            types: try root.dictionaries("INTypes").map(parseType),
            enums: try root.dictionaries("INEnums").map(parseEnum)
        )
    }

    /// A text and its localization key (`<key>ID`). Xcode writes the key even for an empty text, so a key alone is kept too.
    static func text(_ dictionary: PlistDictionary, _ key: String) throws -> LocalizedText? {
        let text = try dictionary.string(key)
        let id = try dictionary.string(key + "ID")
        guard text != nil || id != nil else { return nil }
        return LocalizedText(text ?? "", localizationID: id)
    }

    static func parseIntent(_ dictionary: PlistDictionary) throws -> Intent {
        let name = try dictionary.requiredString("INIntentName")
        return Intent(
            name: name,
            title: try text(dictionary, "INIntentTitle") ?? LocalizedText(name),
            description: try text(dictionary, "INIntentDescription"),
            category: try dictionary.string("INIntentCategory") ?? "generic",
            verb: try dictionary.string("INIntentVerb"),
            kind: try dictionary.string("INIntentType") ?? "Custom",
            systemClassName: try dictionary.string("INIntentClassName"),
            classPrefix: try dictionary.string("INIntentClassPrefix"),
            domain: try dictionary.string("INIntentDomain"),
            customizable: try dictionary.flag("INIntentCustomizable"),
            defaultImageName: try dictionary.string("INIntentDefaultImageName"),
            restrictions: try dictionary.int("INIntentRestrictions"),
            deprecated: try dictionary.flag("INIntentDeprecated"),
            eligibleForWidgets: try dictionary.flag("INIntentEligibleForWidgets"),
            ineligibleForSuggestions: try dictionary.flag("INIntentIneligibleForSuggestions"),
            configurable: try dictionary.flag("INIntentConfigurable"),
            userConfirmationRequired: try dictionary.flag("INIntentUserConfirmationRequired"),
            inputParameterName: try dictionary.string("INIntentInput"),
            keyParameterName: try dictionary.string("INIntentKeyParameter"),
            lastParameterTag: try dictionary.int("INIntentLastParameterTag"),
            parameters: try dictionary.dictionaries("INIntentParameters").map(parseParameter),
            response: try dictionary.dictionary("INIntentResponse").map(parseResponse),
            parameterCombinations: try parseCombinations(dictionary, "INIntentParameterCombinations"),
            managedParameterCombinations: try parseCombinations(dictionary, "INIntentManagedParameterCombinations")
        )
    }

    static func parseCombinations(_ dictionary: PlistDictionary, _ key: String) throws -> [ParameterCombination] {
        try dictionary.keyedDictionaries(key).map { names, combination in
            ParameterCombination(
                parameters: names.split(separator: ",").map { String($0) },
                title: try text(combination, "INIntentParameterCombinationTitle"),
                subtitle: try text(combination, "INIntentParameterCombinationSubtitle"),
                isPrimary: try combination.flag("INIntentParameterCombinationIsPrimary"),
                supportsBackgroundExecution: try combination.flag("INIntentParameterCombinationSupportsBackgroundExecution"),
                isLinked: try combination.flag("INIntentParameterCombinationIsLinked"),
                updatesLinked: try combination.flag("INIntentParameterCombinationUpdatesLinked"))
        }
    }

    static func parseValueType(_ dictionary: PlistDictionary, typeKey: String, objectKey: String, enumKey: String?) throws -> ValueType {
        let typeName = try dictionary.requiredString(typeKey)
        if let enumKey, let enumName = try dictionary.string(enumKey) {
            guard typeName == "Integer" else {
                throw dictionary.error(typeKey, "a parameter with \(enumKey) must have type Integer, not \(typeName).")
            }
            if try dictionary.string(enumKey + "Namespace") == "System" { return .systemEnumeration(enumName) }
            return .enumeration(enumName)
        }
        switch typeName {
        case "String": return .string
        case "Integer": return .integer
        case "Boolean": return .boolean
        case "Decimal", "Double", "Float", "Number": return .decimal
        case "DateComponents": return .dateComponents
        case "Placemark", "Location": return .placemark
        case "URL": return .url
        case "File": return .file
        case "TimeInterval", "Duration": return .timeInterval
        case "Person": return .person
        case "CurrencyAmount": return .currencyAmount
        case "PaymentMethod": return .paymentMethod
        case "SpeakableString": return .speakableString
        case "Object":
            let name = try dictionary.string(objectKey)
            if let name, try dictionary.string(objectKey + "Namespace") == "System" { return .systemObject(name) }
            return .object(name)
        default:
            throw dictionary.error(
                typeKey,
                "unknown type \"\(typeName)\"; use one of String, Integer, Boolean, Decimal, "
                    + "DateComponents, Placemark, URL, File, TimeInterval, Person, CurrencyAmount or Object.")
        }
    }

    static func parseParameter(_ dictionary: PlistDictionary) throws -> Parameter {
        let relationship = try dictionary.dictionary("INIntentParameterRelationship").map { relation in
            Relationship(
                parentName: try relation.requiredString("INIntentParameterRelationshipParentName"),
                predicate: try relation.requiredString("INIntentParameterRelationshipPredicateName"),
                predicateValue: relation.value("INIntentParameterRelationshipPredicateValue"))
        }
        return Parameter(
            name: try dictionary.requiredString("INIntentParameterName"),
            tag: try dictionary.int("INIntentParameterTag"),
            displayName: try text(dictionary, "INIntentParameterDisplayName"),
            displayPriority: try dictionary.int("INIntentParameterDisplayPriority"),
            type: try parseValueType(
                dictionary, typeKey: "INIntentParameterType",
                objectKey: "INIntentParameterObjectType", enumKey: "INIntentParameterEnumType"),
            supportsMultipleValues: try dictionary.flag("INIntentParameterSupportsMultipleValues"),
            fixedSizeArray: (try dictionary.int("INIntentParameterFixedSizeArray") ?? 0) != 0,
            arraySizes: try dictionary.dictionaries("INIntentParameterArraySizes").map { size in
                ArraySize(
                    sizeClass: try size.requiredString("INIntentParameterArraySizeSizeClass"),
                    size: try size.int("INIntentParameterArraySizeSize") ?? 1)
            },
            supportsDynamicOptions: try dictionary.flag("INIntentParameterSupportsDynamicEnumeration"),
            supportsSearch: try dictionary.flag("INIntentParameterSupportsSearch"),
            supportsResolution: try dictionary.flag("INIntentParameterSupportsResolution"),
            configurable: try dictionary.bool("INIntentParameterConfigurable") ?? true,
            customDisambiguation: try dictionary.flag("INIntentParameterCustomDisambiguation"),
            relationship: relationship,
            metadata: try parseMetadata(dictionary, prefix: "INIntentParameter"),
            unsupportedReasons: try dictionary.dictionaries("INIntentParameterUnsupportedReasons").map { reason in
                UnsupportedReason(
                    code: try reason.requiredString("INIntentParameterUnsupportedReasonCode"),
                    message: try text(reason, "INIntentParameterUnsupportedReasonFormatString"),
                    isCustom: try reason.flag("INIntentParameterUnsupportedReasonCustom"),
                    isDefault: try reason.flag("INIntentParameterUnsupportedReasonDefault"))
            },
            prompts: try dictionary.dictionaries("INIntentParameterPromptDialogs").map { prompt in
                Prompt(
                    dialogType: try prompt.requiredString("INIntentParameterPromptDialogType"),
                    text: try text(prompt, "INIntentParameterPromptDialogFormatString"),
                    isCustom: try prompt.flag("INIntentParameterPromptDialogCustom"))
            })
    }

    /// `<prefix>Metadata`: the same keys under the prefix of a parameter, a response parameter or a type property.
    static func parseMetadata(_ owner: PlistDictionary, prefix: String) throws -> ValueMetadata {
        let key = prefix + "Metadata"
        guard let dictionary = try owner.dictionary(key) else { return .none }
        func name(_ suffix: String) -> String { key + suffix }
        var metadata = ValueMetadata()
        metadata.defaultValue = dictionary.value(name("DefaultValue"))
        metadata.defaultValueID = try dictionary.string(name("DefaultValueID"))
        metadata.minimumValue = try dictionary.double(name("MinimumValue"))
        metadata.maximumValue = try dictionary.double(name("MaximumValue"))
        metadata.supportsNegativeNumbers = try dictionary.flag(name("SupportsNegativeNumbers"))
        metadata.inputStyle = try dictionary.string(name("Type"))
        metadata.trueDisplayName = try text(dictionary, name("TrueDisplayName"))
        metadata.falseDisplayName = try text(dictionary, name("FalseDisplayName"))
        metadata.multiline = try dictionary.flag(name("Multiline"))
        metadata.capitalization = try dictionary.string(name("Capitalization"))
        metadata.disableAutocorrect = try dictionary.flag(name("DisableAutocorrect"))
        metadata.disableSmartDashes = try dictionary.flag(name("DisableSmartDashes"))
        metadata.disableSmartQuotes = try dictionary.flag(name("DisableSmartQuotes"))
        metadata.dateFormat = try dictionary.string(name("Format"))
        metadata.dateStyle = try dictionary.string(name("DateStyle"))
        metadata.timeStyle = try dictionary.string(name("TimeStyle"))
        metadata.templateID = try dictionary.string(name("TemplateID"))
        metadata.unit = try dictionary.string(name("Unit"))
        metadata.defaultUnit = try dictionary.string(name("DefaultUnit"))
        metadata.minimumUnit = try dictionary.string(name("MinimumUnit"))
        metadata.maximumUnit = try dictionary.string(name("MaximumUnit"))
        metadata.customUTIs = try dictionary.dictionaries(name("CustomUTIs")).map { try $0.requiredString("UTI") }
        return metadata
    }

    static func parseResponse(_ dictionary: PlistDictionary) throws -> Response {
        Response(
            codes: try dictionary.dictionaries("INIntentResponseCodes").map { code in
                ResponseCode(
                    name: try code.requiredString("INIntentResponseCodeName"),
                    isSuccess: try code.flag("INIntentResponseCodeSuccess"),
                    formatString: try text(code, "INIntentResponseCodeFormatString"),
                    conciseFormatString: try text(code, "INIntentResponseCodeConciseFormatString"))
            },
            parameters: try dictionary.dictionaries("INIntentResponseParameters").map(parseResponseParameter),
            lastParameterTag: try dictionary.int("INIntentResponseLastParameterTag"),
            outputParameterName: try dictionary.string("INIntentResponseOutput"))
    }

    /// A response parameter. Files saved by some Xcode 11 builds spell its keys `INIntentResponseProperty…`;
    /// when a later Xcode has written the `INIntentResponseParameter…` keys beside them, those win, as in Xcode,
    /// and the old ones are kept as they are in `superseded`.
    static func parseResponseParameter(_ parameter: PlistDictionary) throws -> ResponseParameter {
        let legacy = "INIntentResponseProperty"
        let hasCurrent = parameter.has("INIntentResponseParameterName")
        let prefix = parameter.has(legacy + "Name") && !hasCurrent ? legacy : "INIntentResponseParameter"
        var superseded: [String: PlistValue] = [:]
        if hasCurrent {
            for key in parameter.values.keys where key.hasPrefix(legacy) {
                superseded[key] = parameter.value(key)
            }
        }
        return ResponseParameter(
            name: try parameter.requiredString(prefix + "Name"),
            type: try parseValueType(parameter, typeKey: prefix + "Type", objectKey: prefix + "ObjectType", enumKey: prefix + "EnumType"),
            supportsMultipleValues: try parameter.flag(prefix + "SupportsMultipleValues"),
            tag: try parameter.int(prefix + "Tag"),
            displayName: try text(parameter, prefix + "DisplayName"),
            displayPriority: try parameter.int(prefix + "DisplayPriority"),
            configurable: try parameter.flag(prefix + "Configurable"),
            customDisambiguation: try parameter.flag(prefix + "CustomDisambiguation"),
            supportsResolution: try parameter.flag(prefix + "SupportsResolution"),
            metadata: try parseMetadata(parameter, prefix: prefix),
            superseded: superseded)
    }

    /// INObject's own properties, which every type lists first and Xcode does not generate again.
    static let builtInPropertyNames: Set<String> = ["identifier", "displayString", "pronunciationHint", "alternativeSpeakableMatches"]

    static func parseType(_ dictionary: PlistDictionary) throws -> CustomType {
        let properties = try dictionary.dictionaries("INTypeProperties").enumerated().map { index, property in
            let name = try property.requiredString("INTypePropertyName")
            return TypeProperty(
                name: name,
                tag: try property.int("INTypePropertyTag"),
                type: try parseValueType(
                    property, typeKey: "INTypePropertyType",
                    objectKey: "INTypePropertyObjectType", enumKey: "INTypePropertyEnumType"),
                supportsMultipleValues: try property.flag("INTypePropertySupportsMultipleValues"),
                displayName: try text(property, "INTypePropertyDisplayName"),
                displayPriority: try property.int("INTypePropertyDisplayPriority"),
                isInherited: try property.flag("INTypePropertyDefault") || builtInPropertyNames.contains(name),
                metadata: try parseMetadata(property, prefix: "INTypeProperty"),
                fileIndex: index)
        }
        return CustomType(
            name: try dictionary.requiredString("INTypeName"),
            className: try dictionary.string("INTypeClassName"),
            displayName: try text(dictionary, "INTypeDisplayName"),
            lastPropertyTag: try dictionary.int("INTypeLastPropertyTag"),
            allProperties: properties)
    }

    static func parseEnum(_ dictionary: PlistDictionary) throws -> EnumType {
        var nextIndex = 0
        let cases = try dictionary.dictionaries("INEnumValues").map { value in
            let index = try value.int("INEnumValueIndex") ?? nextIndex
            nextIndex = index + 1
            return EnumCase(
                name: try value.requiredString("INEnumValueName"), index: index,
                displayName: try text(value, "INEnumValueDisplayName"),
                synonyms: try value.dictionaries("INEnumValueSynonyms").compactMap { try text($0, "INEnumValueSynonymSynonym") })
        }
        return EnumType(
            name: try dictionary.requiredString("INEnumName"),
            displayName: try text(dictionary, "INEnumDisplayName"), cases: cases,
            kind: try dictionary.string("INEnumType") ?? "Regular",
            generatesHeader: try dictionary.bool("INEnumGeneratesHeader") ?? true)
    }
}
