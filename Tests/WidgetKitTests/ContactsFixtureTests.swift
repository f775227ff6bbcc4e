import Contacts
import Foundation
import Testing

@testable import WidgetCodeFixtures

/// An intents handler's people, from Contacts: the device's address book, the one the system's Person picker offers.
@Suite struct ContactsFixtureTests {
    @Test func theHandlersPeopleAreTheAddressBooks() throws {
        let directory = FriendDirectory()
        let everyone = try directory.people(matching: nil)
        #expect(everyone.count == 8)
        #expect(everyone.map(\.displayName) == everyone.map(\.displayName).sorted(), "by given name")
        let found = try directory.people(matching: "okafor")
        #expect(found.map(\.displayName) == ["Ben Okafor"])
        #expect(found.first?.personHandle?.value == "ben.okafor@example.com")
        #expect(found.first?.nameComponents?.familyName == "Okafor")
        let identifier = try #require(found.first?.contactIdentifier)
        #expect(directory.mobileNumber(of: identifier) == "+1 (555) 0102")
        #expect(directory.mobileNumber(of: "nobody") == nil)
        #expect(CNLabeledValue<CNPhoneNumber>.localizedString(forLabel: CNLabelPhoneNumberMobile) == "mobile")
        #expect(CNLabeledValue<CNPhoneNumber>.localizedString(forLabel: "Gym") == "Gym", "a label of the user's own")
    }

    @Test func enumeratingStopsWhenAsked() throws {
        var seen = 0
        try CNContactStore().enumerateContacts(with: CNContactFetchRequest(keysToFetch: [])) { _, stop in
            seen += 1
            if seen == 3 { stop.pointee = true }
        }
        #expect(seen == 3)
    }
}
