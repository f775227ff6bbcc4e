import AppIntents
import Foundation
import Testing

/// How types, values and intents are named to the user: written as text, each is a title and nothing else.
@Suite struct DisplayTests {
    @Test func aRepresentationWrittenAsTextIsATitleAlone() {
        let number = 7
        let value: DisplayRepresentation = "Card \(number)"
        #expect(String(localized: value.title) == "Card 7")
        #expect(value.subtitle == nil && value.image == nil && value.synonyms.isEmpty)

        let type: TypeDisplayRepresentation = "Tarot Card"
        #expect(String(localized: type.name) == "Tarot Card" && type.numericFormat == nil && type.synonyms.isEmpty)

        let description: IntentDescription = "Shows a card."
        #expect(String(localized: description.descriptionText) == "Shows a card.")
        #expect(description.categoryName == nil && description.searchKeywords.isEmpty && description.resultValueName == nil)
    }

    @Test func aRepresentationKeepsItsSubtitleImageAndSynonyms() throws {
        let image = DisplayRepresentation.Image(systemName: "star.fill", isTemplate: true)
        let value = DisplayRepresentation(title: "Star", subtitle: "Bright", image: image, synonyms: ["Sun"])
        #expect(value.subtitle.map { String(localized: $0) } == "Bright")
        #expect(value.image?.isTemplate == true)
        #expect(value.synonyms.map { String(localized: $0) } == ["Sun"])
        let address = try #require(URL(string: "https://example.com/star.png"))
        #expect(DisplayRepresentation.Image(url: address, width: 20, height: 20).isTemplate == nil, "unsaid unless given")
    }
}
