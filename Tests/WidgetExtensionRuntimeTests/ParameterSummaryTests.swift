import AppIntents
import Testing

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
        var intent = Water()
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
}
