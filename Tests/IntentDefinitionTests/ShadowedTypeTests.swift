import Foundation
import IntentDefinition
import Testing

/// A parameter (or a custom type's property) named exactly like its own type: Xcode declares
/// `public var IntentWidget: IntentWidget`, and in the class's own code the property hides the type.
/// The declarations must stay Xcode's and the generated Swift must compile, with a handler written for Xcode.
@Suite struct ShadowedTypeTests {
    /// An intent `Configuration` whose parameter `IntentWidget` is of the enum `IntentWidget`, and whose
    /// parameter `Account` is of the custom type `Account`, whose property `Region` is of the enum `Region`.
    static func definition() throws -> Data {
        func enumeration(_ name: String, _ cases: [String]) -> [String: Any] {
            [
                "INEnumName": name, "INEnumDisplayName": name, "INEnumType": "Regular",
                "INEnumValues": cases.enumerated().map { index, value in
                    ["INEnumValueName": value, "INEnumValueIndex": index, "INEnumValueDisplayName": value] as [String: Any]
                },
            ]
        }
        let widget: [String: Any] = [
            "INIntentParameterName": "IntentWidget", "INIntentParameterTag": 2, "INIntentParameterType": "Integer",
            "INIntentParameterEnumType": "IntentWidget", "INIntentParameterConfigurable": true,
            "INIntentParameterDisplayName": "Widget", "INIntentParameterSupportsResolution": true,
        ]
        let account: [String: Any] = [
            "INIntentParameterName": "Account", "INIntentParameterTag": 3, "INIntentParameterType": "Object",
            "INIntentParameterObjectType": "Account", "INIntentParameterConfigurable": true,
            "INIntentParameterDisplayName": "Account", "INIntentParameterSupportsDynamicEnumeration": true,
        ]
        let intent: [String: Any] = [
            "INIntentName": "Configuration", "INIntentTitle": "Configuration", "INIntentType": "Custom",
            "INIntentCategory": "information", "INIntentVerb": "View", "INIntentEligibleForWidgets": true,
            "INIntentIneligibleForSuggestions": true, "INIntentLastParameterTag": 3, "INIntentParameters": [widget, account],
            "INIntentResponse": [
                "INIntentResponseCodes": [
                    ["INIntentResponseCodeName": "success", "INIntentResponseCodeSuccess": true],
                    ["INIntentResponseCodeName": "failure"],
                ]
            ],
        ]
        let accountType: [String: Any] = [
            "INTypeName": "Account", "INTypeDisplayName": "Account", "INTypeLastPropertyTag": 100,
            "INTypeProperties": [
                [
                    "INTypePropertyName": "identifier", "INTypePropertyTag": 1, "INTypePropertyType": "String",
                    "INTypePropertyDefault": true,
                ],
                [
                    "INTypePropertyName": "displayString", "INTypePropertyTag": 2, "INTypePropertyType": "String",
                    "INTypePropertyDefault": true,
                ],
                [
                    "INTypePropertyName": "Region", "INTypePropertyTag": 100, "INTypePropertyType": "Integer",
                    "INTypePropertyEnumType": "Region",
                ],
            ],
        ]
        let plist: [String: Any] = [
            "INEnums": [enumeration("IntentWidget", ["unknown", "clock", "calendar"]), enumeration("Region", ["unknown", "europe"])],
            "INIntentDefinitionModelVersion": "1.2", "INIntentDefinitionNamespace": "shd4w1",
            "INIntentDefinitionSystemVersion": "23A344", "INIntentDefinitionToolsBuildVersion": "15A240d",
            "INIntentDefinitionToolsVersion": "15.0", "INIntents": [intent], "INTypes": [accountType],
        ]
        return try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
    }

    static func generated() throws -> String {
        let data = try definition()
        let file = try IntentDefinitionReader.read(data: data, fileName: "Shadowed.intentdefinition")
        return SwiftGenerator(file: file, sourceFileName: "Shadowed.intentdefinition", sourceText: String(decoding: data, as: UTF8.self))
            .generate()
    }

    @Test(arguments: [
        "public var IntentWidget: IntentWidget = .unknown",
        "public var Account: Account?",
        "public var Region: Region = .unknown",
        "func resolveIntentWidget(for intent: ConfigurationIntent, with completion: @escaping (IntentWidgetResolutionResult) -> Swift.Void)",
        "func provideAccountOptionsCollection(for intent: ConfigurationIntent, with completion: @escaping (INObjectCollection<Account>?, Swift.Error?) -> Swift.Void)",
        "func defaultAccount(for intent: ConfigurationIntent) -> Account?",
    ])
    func theDeclarationsAreXcodes(_ declaration: String) throws {
        #expect(try Self.generated().contains(declaration))
    }

    @Test func theClassesOwnCodeNeverNamesAShadowedTypeAsAValue() throws {
        let swift = try Self.generated()
        for type in ["IntentWidget", "Account", "Region"] {
            #expect(!swift.contains("_decoded(as: \(type).self)"), "the property \(type) hides the type \(type) there")
        }
        #expect(swift.contains("IntentWidget = values[\"IntentWidget\"]?._decoded(as: _IntentWidgetType.self) ?? .unknown"))
        #expect(swift.contains("private typealias _IntentWidgetType = IntentWidget"))
        #expect(swift.contains("Region = properties[\"Region\"]?._decoded(as: _RegionType.self) ?? .unknown"))
    }

    @Test func aDefinitionWithoutSuchANameGetsNoAlias() throws {
        let text = try String(contentsOf: Fixtures.gameDefinition, encoding: .utf8)
        let file = try IntentDefinitionReader.read(data: Data(text.utf8), fileName: "SelectCharacter.intentdefinition")
        let swift = SwiftGenerator(file: file, sourceFileName: "SelectCharacter.intentdefinition", sourceText: text).generate()
        #expect(!swift.contains("private typealias"))
        #expect(swift.contains("_decoded(as: GameCharacter.self)"))
    }

    /// A handler as it is written for Xcode's output, compiled in one module with the generated Swift.
    static let handler = """
        import Foundation
        import Intents

        final class ConfigurationHandler: NSObject, ConfigurationIntentHandling {
            func resolveIntentWidget(for intent: ConfigurationIntent, with completion: @escaping (IntentWidgetResolutionResult) -> Void) {
                completion(intent.IntentWidget == .unknown ? .needsValue() : .success(with: intent.IntentWidget))
            }

            func provideAccountOptionsCollection(for intent: ConfigurationIntent, with completion: @escaping (INObjectCollection<Account>?, Error?) -> Void) {
                let account = Account(identifier: "main", display: "Main")
                account.Region = .europe
                completion(INObjectCollection(items: [account]), nil)
            }

            func handle(intent: ConfigurationIntent, completion: @escaping (ConfigurationIntentResponse) -> Void) {
                completion(ConfigurationIntentResponse(code: intent.Account?.Region == .europe ? .success : .failure, userActivity: nil))
            }
        }
        """

    @Test func theGeneratedSwiftCompilesWithAnXcodeHandler() throws {
        let modules = CorpusCompilationTests.modulesDirectory
        try #require(
            FileManager.default.fileExists(atPath: modules.appendingPathComponent("Intents.swiftmodule").path),
            "Intents.swiftmodule is not in \(modules.path); build the package first")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("shadowed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let generated = output.appendingPathComponent("Shadowed.intentdefinition.swift")
        try Self.generated().write(to: generated, atomically: true, encoding: .utf8)
        let handler = output.appendingPathComponent("ConfigurationHandler.swift")
        try Self.handler.write(to: handler, atomically: true, encoding: .utf8)
        let result = try CorpusCompilationTests.compile(
            [generated, handler], moduleName: "ShadowedTypes", modules: modules, output: output)
        let errors = result.errors.split(separator: "\n").filter { $0.contains("error:") }.prefix(5).joined(separator: "\n")
        #expect(result.status == 0, "the generated Swift does not compile:\n\(errors)")
    }
}
