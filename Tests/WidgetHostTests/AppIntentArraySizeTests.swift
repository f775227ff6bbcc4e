import ExtensionProtocol
import Foundation
import IntentDefinition
import Testing
import WidgetHost

/// An App Intent's array parameter sized per family (`@Parameter(size:)`): the Edit Widget form holds
/// no more values than the family's most, and saves no fewer than its least.
@Suite struct AppIntentArraySizeTests {
    static func form() throws -> ConfigurationForm {
        var descriptor = WidgetDescriptor(
            kind: "team", displayName: "Team", description: "", supportedFamilies: [.systemSmall, .systemMedium, .systemLarge])
        descriptor.appIntent = AppIntentDescriptor(
            type: "Widgets.Team", title: "Team", description: nil,
            parameters: [
                AppIntentParameterDescriptor(
                    name: "heroes", title: "Heroes", description: nil, kind: .entity, typeName: "Hero", typeDisplayName: "Hero",
                    isOptional: false, isArray: true, defaultValue: nil, dynamicOptions: true, searchable: false,
                    arraySizes: [
                        .init(family: .systemSmall, minimum: 1, maximum: 1), .init(family: .systemMedium, minimum: 2, maximum: 3),
                    ])
            ],
            migratedFrom: nil)
        return try ConfigurationForm(descriptor: descriptor)
    }

    @Test func theFormShowsEachFamilysMost() throws {
        let field = try #require(try Self.form().fields.first)
        #expect(field.arraySizes == ["systemSmall": 1, "systemMedium": 3])
    }

    @Test func moreThanTheMostOrFewerThanTheLeastIsRefusedInASentence() throws {
        let form = try Self.form()
        let heroes = try #require(form.parameters.first)
        #expect(form.slots(of: heroes, in: .systemMedium) == 3)
        #expect(form.leastValues(of: heroes, in: .systemMedium) == 2)
        let tooMany = #expect(throws: HostError.self) { try form.checkCount(4, of: heroes, in: .systemMedium) }
        #expect(tooMany?.message == "A medium Team widget takes at most 3 heroes (heroes); you gave 4.")
        let tooFew = #expect(throws: HostError.self) { try form.checkCount(1, of: heroes, in: .systemMedium) }
        #expect(tooFew?.message == "A medium Team widget takes at least 2 heroes (heroes); you gave 1.")
        let small = #expect(throws: HostError.self) { try form.checkCount(2, of: heroes, in: .systemSmall) }
        #expect(small?.message == "A small Team widget takes 1 hero (heroes); you gave 2.")
        // While the user is still choosing, fewer is fine; a family without a size takes any number.
        try form.checkCount(1, of: heroes, in: .systemMedium, complete: false)
        try form.checkCount(3, of: heroes, in: .systemMedium)
        try form.checkCount(40, of: heroes, in: .systemLarge)
        try form.checkCount(0, of: heroes, in: .systemLarge)
    }
}

extension AppIntentArraySizeTests {
    @Test func oneOfTheValuesIsNamedInTheSingular() {
        let words = ["heroes", "cities", "matches", "dishes", "boxes", "classes", "friends", "news reader", "glass"]
        #expect(words.map(ConfigurationForm.singular) == ["hero", "city", "match", "dish", "box", "class", "friend", "news reader", "glass"])
    }
}
