import Foundation
import IntentDefinition
import TestSupport
import Testing

@Suite struct IntentDefinitionReaderTests {
    @Test func readsTheGameDefinition() throws {
        let file = try IntentDefinitionReader.read(contentsOf: Fixtures.gameDefinition)
        let intent = try #require(file.intent(named: "SelectCharacter"))
        #expect(intent.className == "SelectCharacterIntent")
        #expect(intent.category == "information")
        #expect(intent.verb == "View")
        #expect(intent.eligibleForWidgets)
        let parameter = try #require(intent.parameter(named: "character"))
        #expect(parameter.type == .object("GameCharacter"))
        #expect(parameter.supportsDynamicOptions)
        #expect(!parameter.supportsSearch)
        #expect(parameter.displayName == LocalizedText("Character", localizationID: "Hc3pLw"))
        let type = try #require(file.type(named: "GameCharacter"))
        #expect(type.properties.map(\.name) == ["name"])
        #expect(type.properties.first?.type == .string)
        #expect(intent.response?.codes.map(\.name) == ["success", "failure"])
    }

    @Test(.needsCorpus) func readsEveryFileOfTheCorpus() throws {
        let files = try Corpus.files()
        #expect(files.count >= 27, "expected the corpus at \(Corpus.folder.path)")
        for file in files {
            do {
                let definition = try IntentDefinitionReader.read(contentsOf: file)
                #expect(!definition.intents.isEmpty, "\(file.lastPathComponent) has no intents")
            } catch {
                Issue.record("\(file.lastPathComponent): \(error)")
            }
        }
    }

    static let brokenFiles: [(name: String, edit: @Sendable (String) -> String, keyPath: String, words: String)] = [
        ("not a property list", { _ in "this is not XML" }, "", "is not a property list"),
        (
            "a key of the wrong type",
            {
                $0.replacingOccurrences(
                    of: "<key>INIntentParameterDisplayPriority</key>\n\t\t\t\t\t<integer>1</integer>",
                    with: "<key>INIntentParameterDisplayPriority</key>\n\t\t\t\t\t<string>first</string>")
            },
            "/INIntents[0]/INIntentParameters[0]/INIntentParameterDisplayPriority", "expected an integer"
        ),
        (
            "an unknown parameter type",
            { $0.replacingOccurrences(of: "<string>Object</string>", with: "<string>Hologram</string>") },
            "/INIntents[0]/INIntentParameters[0]/INIntentParameterType", "unknown type \"Hologram\""
        ),
        (
            "a custom type that is not defined",
            {
                $0.replacingOccurrences(
                    of: "<key>INIntentParameterObjectType</key>\n\t\t\t\t\t<string>GameCharacter</string>",
                    with: "<key>INIntentParameterObjectType</key>\n\t\t\t\t\t<string>Villain</string>")
            },
            "/INIntents[0]/INIntentParameters[0]/INIntentParameterObjectType", "custom type \"Villain\" is referenced but not defined"
        ),
        (
            "a relationship to a parent that does not exist",
            {
                $0.replacingOccurrences(
                    of: "<key>INIntentParameterSupportsDynamicEnumeration</key>",
                    with:
                        "<key>INIntentParameterRelationship</key><dict><key>INIntentParameterRelationshipParentName</key><string>team</string><key>INIntentParameterRelationshipPredicateName</key><string>HasAnyValue</string></dict><key>INIntentParameterSupportsDynamicEnumeration</key>"
                )
            },
            "/INIntents[0]/INIntentParameters[0]/INIntentParameterRelationship/INIntentParameterRelationshipParentName",
            "depends on \"team\""
        ),
    ]

    @Test(arguments: 0..<brokenFiles.count)
    func aBrokenFileGetsOneErrorNamingTheKeyPath(index: Int) throws {
        let broken = Self.brokenFiles[index]
        do {
            _ = try IntentDefinitionReader.read(
                data: try Fixtures.gameDefinition(editing: broken.edit), fileName: "Broken.intentdefinition")
            Issue.record("\(broken.name) was accepted")
        } catch let error as IntentDefinitionError {
            #expect(error.file == "Broken.intentdefinition")
            #expect(error.keyPath == broken.keyPath, "\(broken.name)")
            #expect(error.message.contains(broken.words), "\(broken.name): \(error.message)")
        }
    }

    @Test func twoParametersWithOneNameAreRefused() throws {
        let data = try Fixtures.gameDefinition { text in
            // Duplicate the whole parameter dictionary.
            guard let start = text.range(of: "<key>INIntentParameters</key>\n\t\t\t<array>\n")?.upperBound,
                let end = text.range(of: "\t\t\t</array>\n\t\t\t<key>INIntentResponse</key>")?.lowerBound
            else { return text }
            let parameter = String(text[start..<end])
            return text.replacingCharacters(in: start..<end, with: parameter + parameter)
        }
        #expect(
            throws: IntentDefinitionError(
                file: "Twice.intentdefinition", keyPath: "/INIntents[0]/INIntentParameters[1]/INIntentParameterName",
                message: "intent SelectCharacter has two parameters named \"character\"; rename one.")
        ) {
            try IntentDefinitionReader.read(data: data, fileName: "Twice.intentdefinition")
        }
    }
}

@Suite struct ValueTypeTests {
    @Test func everyTypeHasAName() {
        let types: [ValueType] = [
            .string, .integer, .boolean, .decimal, .dateComponents, .placemark, .url, .file, .timeInterval,
            .person, .currencyAmount, .paymentMethod, .speakableString, .object("Hero"), .object(nil),
            .systemObject("MediaItem"), .enumeration("Contents"), .systemEnumeration("PlaybackRepeatMode"),
        ]
        let names = types.map(\.description)
        #expect(Set(names).count == types.count)
        #expect(names.contains("custom type Hero"))
        #expect(names.contains("Location"))
    }
}

@Suite(.needsCorpus) struct CorpusDetailTests {
    func read(_ prefix: String) throws -> IntentDefinitionFile {
        let file = try #require(try Corpus.files().first { $0.lastPathComponent.hasPrefix(prefix) })
        return try IntentDefinitionReader.read(contentsOf: file)
    }

    @Test func anEnumDefaultThatIsNotACaseIsRefused() throws {
        let file = try #require(try Corpus.files().first { $0.lastPathComponent.hasPrefix("02_") })
        let text = try String(contentsOf: file, encoding: .utf8)
            .replacingOccurrences(
                of: "<key>INIntentParameterMetadataDefaultValue</key>\n\t\t\t\t\t\t<string>panda</string>",
                with: "<key>INIntentParameterMetadataDefaultValue</key>\n\t\t\t\t\t\t<string>dragon</string>")
        #expect(text.contains("<string>dragon</string>"))
        do {
            _ = try IntentDefinitionReader.read(data: Data(text.utf8), fileName: "Enum.intentdefinition")
            Issue.record("an enum default that is not a case was accepted")
        } catch let error as IntentDefinitionError {
            #expect(error.keyPath == "/INIntents[0]/INIntentParameters[0]/INIntentParameterMetadata/INIntentParameterMetadataDefaultValue")
            #expect(error.message.hasPrefix("default \"dragon\" is not a case of enum Enum"))
        }
    }

    @Test func combinationsResponsesAndReasonsAreRead() throws {
        let soupChef = try read("04_")
        let order = try #require(soupChef.intent(named: "OrderSoup"))
        #expect(!order.parameterCombinations.isEmpty)
        #expect(order.parameterCombinations.contains { $0.parameters.contains("soup") })
        let success = try #require(order.response?.codes.first { $0.name == "success" })
        #expect(success.referencedParameters == ["orderDetails", "soup", "waitTime"])
        let quantity = try #require(order.parameter(named: "quantity"))
        #expect(!quantity.unsupportedReasons.isEmpty)
        #expect(quantity.prompts.contains { $0.dialogType == "Primary" })

        let emojiRangers = try read("01_")
        let selection = try #require(emojiRangers.intents.first)
        #expect(selection.managedParameterCombinations.map(\.parameters) == [["hero"]])
        #expect(selection.title.localizationID == "5XckMT")
    }
}

@Suite struct NameValidationTests {
    @Test(arguments: [
        ("1st", "cannot be a Swift name"), ("my-value", "cannot be a Swift name"), ("identifier", "clashes with INIntent's own identifier"),
    ])
    func parameterNamesMustBeSwiftNames(name: String, words: String) throws {
        let data = try Fixtures.gameDefinition {
            $0.replacingOccurrences(
                of: "<key>INIntentParameterName</key>\n\t\t\t\t\t<string>character</string>",
                with: "<key>INIntentParameterName</key>\n\t\t\t\t\t<string>\(name)</string>")
        }
        do {
            _ = try IntentDefinitionReader.read(data: data, fileName: "Names.intentdefinition")
            Issue.record("parameter name \(name) was accepted")
        } catch let error as IntentDefinitionError {
            #expect(error.keyPath == "/INIntents[0]/INIntentParameters[0]/INIntentParameterName")
            #expect(error.message.contains(words), "\(error.message)")
        }
    }

    @Test func aDescriptionOnSeveralLinesStaysAComment() throws {
        let text = try String(contentsOf: Fixtures.gameDefinition, encoding: .utf8)
            .replacingOccurrences(of: "Pick the character whose health and details the widget shows.", with: "First line.\nlet x = 1")
        let file = try IntentDefinitionReader.read(data: Data(text.utf8), fileName: "Lines.intentdefinition")
        let swift = SwiftGenerator(file: file, sourceFileName: "Lines.intentdefinition", sourceText: text).generate()
        #expect(swift.contains("/// let x = 1\n"))
    }
}
