import AppIntents
import Testing
import TestSupport

/// A summary that depends on values: `When` picks by a condition, `Switch` by a value, each down to one sentence.
@Suite struct ParameterSummaryTests {
    struct Water: AppIntent {
        static let title: LocalizedStringResource = "Water"

        @Parameter(title: "Plant")
        var plant: String?

        @Parameter(title: "Litres", default: 1)
        var litres: Int

        @Parameter(title: "Mode", default: "mist")
        var mode: String

        static var parameterSummary: some ParameterSummary {
            When(\.$plant, .hasAnyValue) {
                When(\.$litres, .greaterThanOrEqualTo, 2) {
                    Summary("Soak \(\.$plant) with \(\.$litres) litres")
                } otherwise: {
                    Switch(\.$mode) {
                        Case("mist") { Summary("Mist \(\.$plant)") }
                        Case("pour") { Summary("Pour on \(\.$plant)") }
                        DefaultCase { Summary("Water \(\.$plant)") }
                    }
                }
            } otherwise: {
                Summary("Water a plant")
            }
        }

        func perform() async throws -> some IntentResult { .result() }
    }

    func sentence(plant: String?, litres: Int, mode: String) -> String? {
        let intent = Water()
        intent.plant = plant
        intent.litres = litres
        intent.mode = mode
        return Water.parameterSummary.sentence(for: intent)?.text
    }

    @Test func theSentenceFollowsTheValues() {
        #expect(sentence(plant: nil, litres: 3, mode: "mist") == "Water a plant")
        #expect(sentence(plant: "Fern", litres: 3, mode: "mist")?.hasPrefix("Soak ") == true)
        #expect(sentence(plant: "Fern", litres: 1, mode: "mist")?.hasPrefix("Mist ") == true)
        #expect(sentence(plant: "Fern", litres: 1, mode: "pour")?.hasPrefix("Pour on ") == true)
        #expect(sentence(plant: "Fern", litres: 1, mode: "drip")?.hasPrefix("Water ") == true)
    }

    /// The builder forms inside `When`: a sentence with the other parameters after it, and the
    /// parameters alone.
    struct Mix: AppIntent {
        static let title: LocalizedStringResource = "Mix"

        @Parameter(title: "Plant") var plant: String?
        @Parameter(title: "Litres", default: 1) var litres: Int
        @Parameter(title: "Mode", default: "mist") var mode: String

        static var parameterSummary: some ParameterSummary {
            When(\.$plant, .hasAnyValue) {
                Summary("Water \(\.$plant)") {
                    \.$litres
                    \.$mode
                }
            } otherwise: {
                Summary {
                    \.$litres
                    \.$mode
                }
            }
        }

        func perform() async throws -> some IntentResult { .result() }
    }

    @Test func theKeyPathBuilderFormsWorkInsideWhen() {
        let intent = Mix()
        #expect(Mix.parameterSummary.sentence(for: intent)?.text == "", "no sentence: the parameters alone")
        intent.plant = "Fern"
        #expect(Mix.parameterSummary.sentence(for: intent)?.text.hasPrefix("Water ") == true)
    }

    // MARK: One sentence, its parameters named in order

    struct Send: AppIntent {
        static let title: LocalizedStringResource = "Send"

        @Parameter(title: "Message") var message: String?
        @Parameter(title: "Recipient") var recipient: String?
        @Parameter(title: "Urgent", default: false) var urgent: Bool

        static var parameterSummary: some ParameterSummary {
            Summary("Send \(\.$message) to \(\.$recipient)") {
                \.$urgent
            }
        }

        func perform() async throws -> some IntentResult { .result() }
    }

    struct Shrug: AppIntent {
        static let title: LocalizedStringResource = "Shrug"
        @Parameter(title: "Why") var why: String?
        func perform() async throws -> some IntentResult { .result() }
    }

    @Test func aSentenceMarksEachParameterWhereItGoesAndNamesTheRestAfter() throws {
        let sentence = try #require(Send.parameterSummary.sentence(for: Send()))
        #expect(sentence.text.hasPrefix("Send ${"))
        #expect(sentence.text.contains("} to ${") && sentence.text.hasSuffix("}"), "\(sentence.text)")
        #expect(sentence.text.components(separatedBy: "${").count - 1 == 2, "one mark per interpolated parameter: \(sentence.text)")
        let expected: [PartialKeyPath<Send>] = [\Send.$message, \Send.$recipient, \Send.$urgent]
        #expect(sentence.named == expected, "the sentence's parameters, then the additional ones")
    }

    @Test func anIntentWithoutASummaryHasAnEmptySentenceNamingNone() throws {
        let sentence = try #require(Shrug.parameterSummary.sentence(for: Shrug()))
        #expect(sentence.text.isEmpty)
        #expect(sentence.named.isEmpty)
    }

    // MARK: Each operator of `When`

    typealias Says = IntentParameterSummary<Feed>

    struct Feed: AppIntent {
        static let title: LocalizedStringResource = "Feed"

        @Parameter(title: "Pet") var pet: String?
        @Parameter(title: "Mood", default: .calm) var mood: Mood
        /// Required and without a default: unset until the test sets it.
        @Parameter(title: "Scoops") var scoops: Int

        func perform() async throws -> some IntentResult { .result() }
    }

    /// Which of "yes" (the condition holds) and "no" `summary` picks for `intent`.
    func answer(_ summary: some ParameterSummary, _ intent: Feed) -> String? {
        summary.sentence(for: intent)?.text
    }

    func feed(pet: String? = nil, mood: Mood = .calm, scoops: Int? = nil) -> Feed {
        let intent = Feed()
        intent.pet = pet
        intent.mood = mood
        if let scoops { intent.scoops = scoops }
        return intent
    }

    @Test func hasNoValueHoldsExactlyWhenHasAnyValueDoesNot() {
        let absent = Feed.When(\.$pet, .hasNoValue) { Says("yes") } otherwise: { Says("no") }
        let present = Feed.When(\.$pet, .hasAnyValue) { Says("yes") } otherwise: { Says("no") }
        #expect(answer(absent, feed(pet: nil)) == "yes" && answer(present, feed(pet: nil)) == "no")
        #expect(answer(absent, feed(pet: "Rex")) == "no" && answer(present, feed(pet: "Rex")) == "yes")
        #expect(answer(absent, Feed()) == "yes", "a parameter never set has no value")
    }

    @Test func equalToAndOneOfCompareAnEnumerationsValue() {
        let equal = Feed.When(\.$mood, .equalTo, Mood.calm) { Says("yes") } otherwise: { Says("no") }
        let unequal = Feed.When(\.$mood, .notEqualTo, Mood.calm) { Says("yes") } otherwise: { Says("no") }
        let among = Feed.When(\.$mood, .oneOf, [Mood.brave]) { Says("yes") } otherwise: { Says("no") }
        let notAmong = Feed.When(\.$mood, .notOneOf, [Mood.brave]) { Says("yes") } otherwise: { Says("no") }
        #expect([equal, unequal].map { answer($0, feed(mood: .calm)) } == ["yes", "no"])
        #expect([equal, unequal].map { answer($0, feed(mood: .brave)) } == ["no", "yes"])
        #expect([among, notAmong].map { answer($0, feed(mood: .brave)) } == ["yes", "no"])
        #expect([among, notAmong].map { answer($0, feed(mood: .calm)) } == ["no", "yes"])
    }

    @Test func orderingComparesTheValueAndAnUnsetValueIsOnlyUnequal() {
        func holds(_ comparison: ComparableComparisonOperator, _ value: Int, scoops: Int?) -> Bool {
            let summary = Feed.When(\.$scoops, comparison, value) { Says("yes") } otherwise: { Says("no") }
            return answer(summary, feed(scoops: scoops)) == "yes"
        }
        #expect(holds(.lessThan, 2, scoops: 1) && !holds(.lessThan, 1, scoops: 1))
        #expect(holds(.lessThanOrEqualTo, 1, scoops: 1) && !holds(.lessThanOrEqualTo, 0, scoops: 1))
        #expect(holds(.greaterThan, 0, scoops: 1) && !holds(.greaterThan, 1, scoops: 1))
        #expect(holds(.greaterThanOrEqualTo, 1, scoops: 1) && !holds(.greaterThanOrEqualTo, 2, scoops: 1))
        #expect(holds(.equalTo, 1, scoops: 1) && !holds(.notEqualTo, 1, scoops: 1))
        let unset: [ComparableComparisonOperator] = [.equalTo, .lessThan, .lessThanOrEqualTo, .greaterThan, .greaterThanOrEqualTo]
        #expect(unset.filter { holds($0, 1, scoops: nil) }.isEmpty, "an unset value is neither equal, less nor greater")
        #expect(holds(.notEqualTo, 1, scoops: nil))
    }

    // MARK: `Switch`

    @Test func aSwitchTakesTheMatchingCaseWhereverTheDefaultStands() {
        let summary = Feed.Switch(\.$mood) {
            Feed.DefaultCase { Says("whatever") }
            Feed.Case(Mood.brave) { Says("brave") }
        }
        #expect(answer(summary, feed(mood: .brave)) == "brave", "a matching case wins over a default written before it")
        #expect(answer(summary, feed(mood: .calm)) == "whatever")
    }

    @Test func aSwitchWithNoMatchingCaseAndNoDefaultGivesNoSentence() {
        let summary = Feed.Switch(\.$mood) {
            Feed.Case(Mood.brave) { Says("brave") }
        }
        #expect(answer(summary, feed(mood: .brave)) == "brave")
        #expect(answer(summary, feed(mood: .calm)) == nil)
    }
}
