import AppIntents
import ExtensionProtocol
import Foundation
import Testing
import TestSupport
import WidgetKit

/// `@Parameter(size:)`: an array of entities sized per widget family, or the same in every family, as
/// the widget extension describes it to the system (`widget/describe`).
@Suite struct CollectionSizeTests {
    struct Team: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Team"

        @Parameter(title: "Heroes", size: [.systemSmall: 1, .systemMedium: IntentCollectionSize(min: 2, max: 3), .accessoryCorner: 1])
        var heroes: [Hero]
        @Parameter(title: "Rivals", size: 2, query: HeroQuery()) var rivals: [Hero]?
        @Parameter(title: "Friends") var friends: [Hero]?
    }

    @Test func aSizePerFamilyIsDescribedForTheFamiliesNamedAndNoOthers() throws {
        let parameters = AppIntentDefinition(Team.self).descriptor.parameters
        let heroes = try #require(parameters.first { $0.name == "heroes" })
        #expect(
            heroes.arraySizes == [
                .init(family: .systemSmall, minimum: 1, maximum: 1), .init(family: .systemMedium, minimum: 2, maximum: 3),
            ])
        // The watch's corner is not a family the phone places.
        #expect(heroes.isArray)
    }

    @Test func oneSizeForEveryFamilyIsDescribedForEachAndKeepsItsQuery() throws {
        let parameters = AppIntentDefinition(Team.self).descriptor.parameters
        let rivals = try #require(parameters.first { $0.name == "rivals" })
        #expect(rivals.arraySizes?.map(\.family) == WidgetFamily.allCases)
        #expect(rivals.arraySizes?.allSatisfy { $0.minimum == 2 && $0.maximum == 2 } == true)
        #expect(rivals.searchable)
        let friends = try #require(parameters.first { $0.name == "friends" })
        #expect(friends.arraySizes == nil)
    }

    @Test func aLiteralIsAnExactSize() {
        let size: IntentCollectionSize = 4
        #expect(size == IntentCollectionSize(exactly: 4))
        #expect(size != IntentCollectionSize(min: 1, max: 4))
    }
}
