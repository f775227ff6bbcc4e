import ExtensionProtocol
import Foundation
import IntentDefinition
import WireValues
import Testing
import WidgetHost

/// The interactive form's logic, without a terminal: keys in, draft and screens out, over the Compare
/// Cards intent of the suite's own definition and options given here.
@Suite struct FormSessionTests {
    static let definitionURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Shared/Samples/CardsIntents/Cards.intentdefinition")

    static func card(_ name: String) -> IntentOption {
        IntentOption(value: .object(["identifier": .string(name), "displayString": .string(name)]))
    }

    /// A session of a Compare Cards widget in `family`, recording the searches asked and the configuration saved.
    func session(_ family: WidgetFamily, searches: Searches = Searches()) throws -> (FormSession, Searches) {
        let definition = try IntentDefinitionReader.read(contentsOf: Self.definitionURL)
        let form = try ConfigurationForm(
            kind: "com.cards.compare", definition: definition, intentName: "CompareCards", fileName: "Cards.intentdefinition",
            title: "Compare Cards")
        let cards = ["AcmeCard", "Orbit Rewards", "TrailMiles"].map(Self.card)
        let session = FormSession(
            form: form, family: family, configuration: ["allCategories": .bool(true), "cards": .array([cards[0].value])],
            options: { parameter, _, search in
                if parameter.name == "cards" {
                    searches.terms.append(search)
                    let items = cards.filter { search == nil || $0.displayString.localizedCaseInsensitiveContains(search!) }
                    return IntentOptionsReply(sections: [IntentOptionSection(title: "Credit", items: items)], total: items.count)
                }
                return IntentOptionsReply(
                    sections: [IntentOptionSection(title: nil, items: form.staticChoices(of: parameter) ?? [])])
            },
            save: { searches.saved = $0 })
        return (session, searches)
    }

    final class Searches {
        var terms: [String?] = []
        var saved: IntentValues?
    }

    @Test func aSearchableListAsksAgainForEachKeyAndAFixedArrayHoldsItsSlots() throws {
        let (form, searches) = try session(.systemMedium)
        form.handle(.enter)
        for key in "trail" { form.handle(.character(key)) }
        #expect(searches.terms == [nil, "t", "tr", "tra", "trai", "trail"])
        #expect(form.screen().contains("CREDIT"))
        form.handle(.space)
        form.handle(.backspace)
        for _ in 0..<4 { form.handle(.backspace) }
        form.handle(.down)
        form.handle(.space)
        #expect(form.screen().last == "! A medium Compare Cards widget takes at most 2 cards (cards); you gave 3.")
        form.handle(.enter)
        #expect(IntentValue.array(form.draft["cards"]?.arrayValue ?? []).displayText == "AcmeCard, TrailMiles")
    }

    @Test func aParentsValueShowsItsChildAndDoneSavesWhileEscapeChangesNothing() throws {
        let (form, searches) = try session(.systemSmall)
        func titles() -> [String] { form.values.map(\.title) }
        #expect(!titles().contains("Categories"))
        for _ in 0..<3 { form.handle(.down) }
        form.handle(.space)
        #expect(titles().contains("Categories"), "shown once All Categories is off")
        form.handle(.down)
        form.handle(.enter)
        form.handle(.character("d"))
        form.handle(.space)
        form.handle(.enter)
        #expect(form.draft["categories"] == .array([.string("dining")]))
        form.handle(.down)
        form.handle(.right)
        form.handle(.right)
        #expect(form.draft["days"] == .number(32), "a stepper with no value steps from its default")
        form.handle(.enter)
        for key in "abc" { form.handle(.character(key)) }
        form.handle(.enter)
        #expect(form.screen().last == "! \"32abc\" is not a valid value for days; expected a whole number.")
        form.handle(.escape)
        form.handle(.escape)
        #expect(form.outcome == .cancelled && searches.saved == nil)

        let (again, record) = try session(.systemSmall)
        for _ in 0..<30 { again.handle(.down) }
        again.handle(.up)
        again.handle(.enter)
        #expect(again.outcome == .saved(again.draft) && record.saved == again.draft)
    }

    @Test func aTerminalsBytesAreKeys() {
        #expect(
            FormKey.keys(in: Array("\u{1B}[A\u{1B}[B\u{1B}OC\u{1B}[D\r\n \u{7F}\u{3}\u{1B}é".utf8)) == [
                .up, .down, .right, .left, .enter, .enter, .space, .backspace, .interrupt, .escape, .character("é"),
            ])
        #expect(FormKey.keys(in: [0x1B, 0x5B]) == [], "a sequence cut short is dropped")
    }
}
