import Foundation
import Testing
@testable import AppleFoundation

/// String tables as iOS reads them: a String Catalog's units and plural variations, keys as Xcode
/// writes interpolations, and values' specifiers filled in order or by position.
@Suite struct StringTablesTests {
    @Test func specifiersTakeTheValuesInOrderOrByPosition() {
        #expect(StringTables.format("%@ ate %lld", ["Spouty", "3"]) == "Spouty ate 3")
        #expect(StringTables.format("%2$@, then %1$@", ["first", "second"]) == "second, then first")
        #expect(StringTables.format("100%% of %.1f", ["2.5"]) == "100% of 2.5")
        #expect(StringTables.format("%@ and %@", ["one"]) == "one and ", "a specifier past the values is empty")
        #expect(StringTables.format("50% off", []) == "50% off", "a lone percent sign that is no specifier stays")
        #expect(StringTables.format("no values", ["x"]) == "no values")
    }

    @Test func interpolationsMakeTheKeyXcodeWrites() {
        let count = 3
        let name = "Pear"
        let value: String.LocalizationValue = "\(count) apples and a \(name) at 50%"
        #expect(value.key == "%lld apples and a %@ at 50%%")
        #expect(value.description == "3 apples and a Pear at 50%")
        #expect(String(localized: value) == "3 apples and a Pear at 50%", "no table has the key: the value as written")
        let resource: LocalizedStringResource = "\(count) left"
        #expect(resource.key == "%lld left" && String(localized: resource) == "3 left")
    }

    @Test func aCatalogsUnitsAndPluralFormsAreRead() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tables-\(UUID().uuidString).xcstrings")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(
            """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "title": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "My Bowl"}},
                                          "fr": {"stringUnit": {"state": "translated", "value": "Ma coupe"}}}},
              "%lld left": {"localizations": {"en": {"variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "%lld fruit left"}},
                  "other": {"stringUnit": {"state": "translated", "value": "%lld fruits left"}}}}}}},
              "untranslated": {}
            }}
            """.utf8
        ).write(to: file)
        let catalog = try #require(StringTables.readCatalog(file))
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.values["en"]?["title"] == "My Bowl" && catalog.values["fr"]?["title"] == "Ma coupe")
        let forms = try #require(catalog.plurals["en"]?["%lld left"])
        #expect(forms == ["one": "%lld fruit left", "other": "%lld fruits left"])
        #expect(StringTables.pluralForm(of: ["1"], among: forms) == "one")
        #expect(StringTables.pluralForm(of: ["0"], among: forms) == "other", "no zero form: other")
        #expect(StringTables.pluralForm(of: ["Pear", "7"], among: forms) == "other", "the first whole number decides")
    }
}
