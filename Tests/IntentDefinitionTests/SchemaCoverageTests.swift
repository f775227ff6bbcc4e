import Foundation
@testable import IntentDefinition
import TestSupport
import Testing

/// The reader reads every key the corpus's `SCHEMA.md` lists, and every key of every corpus file:
/// nothing a real definition says is silently dropped.
@Suite struct SchemaCoverageTests {
    @Test(.needsCorpus) func everyKeyOfEveryCorpusFileIsRead() throws {
        for url in try Corpus.files() + Fixtures.extraFiles() {
            let definition = try IntentDefinitionReader.read(contentsOf: url)
            #expect(definition.unreadKeyPaths.isEmpty, "\(url.lastPathComponent) has keys the reader ignores: \(definition.unreadKeyPaths)")
        }
        let extras = try IntentDefinitionReader.read(data: Data(Self.keysNotInTheCorpus.utf8), fileName: "Extras.intentdefinition")
        #expect(extras.unreadKeyPaths.isEmpty, "\(extras.unreadKeyPaths)")
    }

    @Test(.needsCorpus) func everyKeyPathTheSchemaListsIsInAFileTheReaderReadsWhole() throws {
        let schema = try String(contentsOf: Corpus.file("SCHEMA.md"), encoding: .utf8)
        let listed = Set(
            schema.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("| `/"), let end = line.dropFirst(3).firstIndex(of: "`") else { return nil }
                return String(line[line.index(line.startIndex, offsetBy: 3)..<end])
            })
        #expect(listed.count > 150, "SCHEMA.md's key table was not found")
        var present: Set<String> = []
        for url in try Corpus.files() {
            Self.collectKeyPaths(try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil), into: &present)
        }
        Self.collectKeyPaths(
            try PropertyListSerialization.propertyList(from: Data(Self.keysNotInTheCorpus.utf8), format: nil), into: &present)
        let missing = listed.subtracting(present).sorted()
        #expect(missing.isEmpty, "SCHEMA.md lists key paths that no tested file has: \(missing)")
    }

    @Test func keepsTheKeysOnlyTheSchemaShows() throws {
        let file = try IntentDefinitionReader.read(data: Data(Self.keysNotInTheCorpus.utf8), fileName: "Extras.intentdefinition")
        let intent = try #require(file.intent(named: "Pick"))
        #expect(intent.parameters.first?.supportsSearch == true)
        let output = try #require(intent.response?.parameters.first)
        #expect(output.configurable && output.customDisambiguation && output.supportsResolution)
        let type = try #require(file.type(named: "Crate"))
        #expect(type.className == "CrateObject")
        let colour = try #require(file.enumType(named: "Colour")?.enumCase(named: "red"))
        #expect(colour.synonyms == [LocalizedText("crimson", localizationID: "syn1"), LocalizedText("scarlet", localizationID: "syn2")])
        let swift = SwiftGenerator(file: file, sourceFileName: "Extras.intentdefinition", sourceText: "").generate()
        #expect(swift.contains("public class CrateObject: INObject"))
        #expect(swift.contains("CrateObjectResolutionResult"))
        #expect(!swift.contains("public class Crate:"))
    }

    @Test(.needsCorpus) func readsEditorSettingsOfEveryKind() throws {
        let actions = try IntentDefinitionReader.read(contentsOf: Corpus.file("09_sindresorhus_Actions_Intents.intentdefinition"))
        let duration = try #require(actions.intent(named: "FormatDuration")?.parameter(named: "duration")).metadata
        #expect(duration.unit == "Multiple" && duration.defaultUnit == "Seconds")
        #expect(duration.minimumUnit == "Seconds" && duration.maximumUnit == "Hours" && duration.minimumValue == 1)
        let csv = try #require(actions.intent(named: "ParseCSV")?.parameter(named: "file")).metadata
        #expect(csv.customUTIs == ["public.comma-separated-values-text", "public.tab-separated-values-text"])
        let text = try #require(actions.intent(named: "TransformText")?.parameter(named: "text")).metadata
        #expect(text.capitalization == "None" && text.disableAutocorrect && text.disableSmartDashes && text.disableSmartQuotes)
        #expect(text.defaultValueID == "smEuZw")
        let date = try #require(actions.intent(named: "RandomDateTime")?.parameter(named: "start")).metadata
        #expect(date.dateFormat == "Style" && date.dateStyle == "Full" && date.timeStyle == "Full" && date.inputStyle == "DateTime")
        #expect(date.templateID == "0UGJpL")
    }

    @Test(.needsCorpus) func anOlderSpellingOfResponseKeysGivesWayToTheNewerOneAndIsKept() throws {
        let insulin = try IntentDefinitionReader.read(contentsOf: Corpus.file("32_kingstinct_active-insulin_Intents.intentdefinition"))
        let response = try #require(insulin.intents.first?.response)
        let output = try #require(response.parameters.first)
        #expect(output.name == "insulinOnBoard" && output.type == .decimal && output.tag == 4)
        #expect(output.displayName == LocalizedText("insulinOnBoard", localizationID: "hhi1rT"))
        #expect(output.superseded["INIntentResponsePropertyDisplayNameID"] == .string("ZM6LIA"))
        #expect(response.outputParameterName == "insulinOnBoard" && response.lastParameterTag == 4)
    }

    /// Every dictionary key path of a property list, normalized as SCHEMA.md writes them.
    static func collectKeyPaths(_ value: Any, path: String = "", parentKey: String? = nil, into paths: inout Set<String>) {
        if let dictionary = value as? [String: Any] {
            for (key, child) in dictionary {
                // Combinations are keyed by parameter names: SCHEMA.md writes <paramNames> for the key.
                let isCombination = parentKey == "INIntentParameterCombinations" || parentKey == "INIntentManagedParameterCombinations"
                let childPath = path + "/" + (isCombination ? "<paramNames>" : key)
                paths.insert(childPath)
                collectKeyPaths(child, path: childPath, parentKey: key, into: &paths)
            }
        } else if let array = value as? [Any] {
            for element in array { collectKeyPaths(element, path: path + "[]", into: &paths) }
        }
    }

    /// A definition with the keys SCHEMA.md lists that no corpus file has (the schema was taken from more files).
    static let keysNotInTheCorpus = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>INEnums</key>
            <array>
                <dict>
                    <key>INEnumName</key><string>Colour</string>
                    <key>INEnumValues</key>
                    <array>
                        <dict><key>INEnumValueName</key><string>unknown</string></dict>
                        <dict>
                            <key>INEnumValueName</key><string>red</string>
                            <key>INEnumValueIndex</key><integer>1</integer>
                            <key>INEnumValueSynonyms</key>
                            <array>
                                <dict><key>INEnumValueSynonymSynonym</key><string>crimson</string><key>INEnumValueSynonymSynonymID</key><string>syn1</string></dict>
                                <dict><key>INEnumValueSynonymSynonym</key><string>scarlet</string><key>INEnumValueSynonymSynonymID</key><string>syn2</string></dict>
                            </array>
                        </dict>
                    </array>
                </dict>
            </array>
            <key>INIntentDefinitionModelVersion</key><string>1.2</string>
            <key>INIntents</key>
            <array>
                <dict>
                    <key>INIntentName</key><string>Pick</string>
                    <key>INIntentCategory</key><string>information</string>
                    <key>INIntentParameters</key>
                    <array>
                        <dict>
                            <key>INIntentParameterName</key><string>crate</string>
                            <key>INIntentParameterType</key><string>Object</string>
                            <key>INIntentParameterObjectType</key><string>Crate</string>
                            <key>INIntentParameterSupportsDynamicEnumeration</key><true/>
                            <key>INIntentParameterSupportsSearch</key><true/>
                        </dict>
                    </array>
                    <key>INIntentParameterCombinations</key>
                    <dict>
                        <key>crate</key>
                        <dict><key>INIntentParameterCombinationSupportsBackgroundExecution</key><true/></dict>
                    </dict>
                    <key>INIntentManagedParameterCombinations</key>
                    <dict>
                        <key>crate</key>
                        <dict><key>INIntentParameterCombinationSupportsBackgroundExecution</key><true/></dict>
                    </dict>
                    <key>INIntentResponse</key>
                    <dict>
                        <key>INIntentResponseCodes</key>
                        <array>
                            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict>
                        </array>
                        <key>INIntentResponseParameters</key>
                        <array>
                            <dict>
                                <key>INIntentResponseParameterName</key><string>picked</string>
                                <key>INIntentResponseParameterType</key><string>String</string>
                                <key>INIntentResponseParameterConfigurable</key><true/>
                                <key>INIntentResponseParameterCustomDisambiguation</key><true/>
                                <key>INIntentResponseParameterSupportsResolution</key><true/>
                            </dict>
                        </array>
                    </dict>
                </dict>
            </array>
            <key>INTypes</key>
            <array>
                <dict>
                    <key>INTypeName</key><string>Crate</string>
                    <key>INTypeClassName</key><string>CrateObject</string>
                    <key>INTypeProperties</key>
                    <array>
                        <dict><key>INTypePropertyName</key><string>label</string><key>INTypePropertyType</key><string>String</string></dict>
                    </array>
                </dict>
            </array>
        </dict>
        </plist>
        """
}
