import Foundation

/// Checks what a definition refers to: types, enums, parents, defaults and names.
enum IntentDefinitionValidator {
    static func validate(_ file: IntentDefinitionFile, fileName: String) throws {
        func fail(_ path: String, _ message: String) -> IntentDefinitionError {
            IntentDefinitionError(file: fileName, keyPath: path, message: message)
        }
        func checkName(_ name: String, _ path: String, what: String) throws {
            guard SwiftNames.isIdentifier(name) else {
                throw fail(path, "\(what) \"\(name)\" cannot be a Swift name; use letters, digits and underscores, starting with a letter.")
            }
        }
        /// Members the generated classes already have (from INIntent, INObject and NSObject).
        let reservedIntentMembers: Set<String> = [
            "identifier", "description", "debugDescription", "hash", "suggestedInvocationPhrase", "donationMetadata",
        ]
        let reservedObjectMembers: Set<String> = [
            "identifier", "displayString", "pronunciationHint", "subtitleString", "description", "debugDescription", "hash", "intentValue",
        ]
        for (typeIndex, type) in file.types.enumerated() {
            try checkName(type.name, "/INTypes[\(typeIndex)]/INTypeName", what: "type")
            for property in type.properties {
                let index = property.fileIndex
                let path = "/INTypes[\(typeIndex)]/INTypeProperties[\(index)]/INTypePropertyName"
                try checkName(property.name, path, what: "property")
                if reservedObjectMembers.contains(property.name) {
                    throw fail(
                        path, "property \"\(property.name)\" of \(type.name) clashes with INObject's own \(property.name); rename it.")
                }
            }
        }
        for (enumIndex, enumType) in file.enums.enumerated() {
            try checkName(enumType.name, "/INEnums[\(enumIndex)]/INEnumName", what: "enum")
            var names = Set<String>(), indexes = Set<Int>()
            for (index, enumCase) in enumType.cases.enumerated() {
                let path = "/INEnums[\(enumIndex)]/INEnumValues[\(index)]"
                try checkName(enumCase.name, "\(path)/INEnumValueName", what: "enum case")
                guard names.insert(enumCase.name).inserted else {
                    throw fail("\(path)/INEnumValueName", "enum \(enumType.name) has two cases named \"\(enumCase.name)\"; rename one.")
                }
                guard indexes.insert(enumCase.index).inserted else {
                    throw fail(
                        "\(path)/INEnumValueIndex",
                        "enum \(enumType.name) has two cases with index \(enumCase.index); give each case its own index.")
                }
                if enumCase.name == "unknown", enumCase.index != 0 {
                    throw fail(
                        "\(path)/INEnumValueIndex", "in enum \(enumType.name), the case \"unknown\" must have index 0; renumber the cases.")
                }
                if enumCase.index == 0, enumCase.name != "unknown", enumType.enumCase(named: "unknown") != nil {
                    throw fail(
                        "\(path)/INEnumValueIndex",
                        "in enum \(enumType.name), index 0 belongs to the case \"unknown\" and to no other; renumber the cases.")
                }
            }
        }
        var intentNames = Set<String>()
        for (intentIndex, intent) in file.intents.enumerated() {
            let intentPath = "/INIntents[\(intentIndex)]"
            try checkName(intent.name, "\(intentPath)/INIntentName", what: "intent")
            guard intentNames.insert(intent.name).inserted else {
                throw fail("\(intentPath)/INIntentName", "two intents are named \"\(intent.name)\"; rename one.")
            }
            var parameterNames = Set<String>()
            for (index, parameter) in intent.parameters.enumerated() {
                let path = "\(intentPath)/INIntentParameters[\(index)]"
                try checkName(parameter.name, "\(path)/INIntentParameterName", what: "parameter")
                if reservedIntentMembers.contains(parameter.name) {
                    throw fail(
                        "\(path)/INIntentParameterName",
                        "parameter \"\(parameter.name)\" clashes with INIntent's own \(parameter.name); rename it.")
                }
                guard parameterNames.insert(parameter.name).inserted else {
                    throw fail(
                        "\(path)/INIntentParameterName",
                        "intent \(intent.name) has two parameters named \"\(parameter.name)\"; rename one.")
                }
                try validateType(parameter.type, in: file, path: path, typeKeyPrefix: "INIntentParameter", fail: fail)
                if let relationship = parameter.relationship {
                    guard let parent = intent.parameter(named: relationship.parentName), parent.name != parameter.name else {
                        throw fail(
                            "\(path)/INIntentParameterRelationship/INIntentParameterRelationshipParentName",
                            "parameter \(parameter.name) depends on \"\(relationship.parentName)\", which intent \(intent.name) does not have; name one of its parameters."
                        )
                    }
                    guard let predicate = relationship.kind else {
                        throw fail(
                            "\(path)/INIntentParameterRelationship/INIntentParameterRelationshipPredicateName",
                            "unknown predicate \"\(relationship.predicate)\"; use \(Relationship.Predicate.allCases.map(\.rawValue).joined(separator: ", "))."
                        )
                    }
                    if predicate == .enumHasExactValue, case .enumeration(let enumName) = parent.type,
                        let enumType = file.enumType(named: enumName),
                        case .string(let caseName)? = relationship.predicateValue, enumType.enumCase(named: caseName) == nil
                    {
                        throw fail(
                            "\(path)/INIntentParameterRelationship/INIntentParameterRelationshipPredicateValue",
                            "\"\(caseName)\" is not a case of enum \(enumName); use one of \(enumType.cases.map(\.name).joined(separator: ", "))."
                        )
                    }
                }
                if case .enumeration(let enumName) = parameter.type, let enumType = file.enumType(named: enumName),
                    case .string(let caseName)? = parameter.metadata.defaultValue, enumType.enumCase(named: caseName) == nil
                {
                    throw fail(
                        "\(path)/INIntentParameterMetadata/INIntentParameterMetadataDefaultValue",
                        "default \"\(caseName)\" is not a case of enum \(enumName); use one of \(enumType.cases.map(\.name).joined(separator: ", "))."
                    )
                }
            }
            for (index, parameter) in (intent.response?.parameters ?? []).enumerated() {
                try validateType(
                    parameter.type, in: file,
                    path: "\(intentPath)/INIntentResponse/INIntentResponseParameters[\(index)]",
                    typeKeyPrefix: "INIntentResponseParameter", fail: fail)
            }
        }
        for (typeIndex, type) in file.types.enumerated() {
            for property in type.properties {
                let index = property.fileIndex
                try validateType(
                    property.type, in: file, path: "/INTypes[\(typeIndex)]/INTypeProperties[\(index)]",
                    typeKeyPrefix: "INTypeProperty", fail: fail)
            }
        }
    }

    static func validateType(
        _ type: ValueType, in file: IntentDefinitionFile, path: String, typeKeyPrefix: String,
        fail: (String, String) -> IntentDefinitionError
    ) throws {
        switch type {
        case .object(let name?) where file.type(named: name) == nil:
            throw fail(
                "\(path)/\(typeKeyPrefix)ObjectType",
                "custom type \"\(name)\" is referenced but not defined in INTypes; add the type or fix the name.")
        case .enumeration(let name) where file.enumType(named: name) == nil:
            throw fail(
                "\(path)/\(typeKeyPrefix)EnumType",
                "enum \"\(name)\" is referenced but not defined in INEnums; add the enum or fix the name.")
        default:
            break
        }
    }
}
