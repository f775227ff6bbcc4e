import Contacts
import DeviceDirectory
import Foundation
import Testing

/// The address book as an app reads it through `CNContactStore`: the device's directory, every contact
/// with every key, in the request's order, narrowed by its predicate.
///
/// The directory is fixed in code (`DeviceDirectory.contacts`), not read from a file, so these tests need
/// no home or temporary folder; what they expect is computed from it by the rules `Contacts` states.
@Suite struct ContactStoreTests {
    let store = CNContactStore()

    /// A person of the directory as `CNContact` names them.
    struct Person: Sendable {
        var identifier: String
        var given: String
        var family: String
    }

    /// The people of the directory, in its order: given name the first word, family name the rest.
    static let directory: [Person] = DeviceDirectory.contacts.map { contact in
        let parts = DeviceDirectory.nameParts(of: contact)
        return Person(identifier: contact.identifier, given: parts.given, family: parts.family)
    }

    /// Every contact `request` selects, in the order the store gives them.
    func fetch(_ request: CNContactFetchRequest) throws -> [CNContact] {
        var contacts: [CNContact] = []
        try store.enumerateContacts(with: request) { contact, _ in contacts.append(contact) }
        return contacts
    }

    @Test func accessIsAlwaysGranted() {
        #expect(CNContactStore.authorizationStatus(for: .contacts) == .authorized)
        var granted: Bool?
        var refusal: (any Error)?
        store.requestAccess(for: .contacts) { answer, error in
            granted = answer
            refusal = error
        }
        #expect(granted == true && refusal == nil, "the completion handler is called at once, granted")
        #expect(store.defaultContainerIdentifier() == "device")
    }

    @Test func accessAskedAsynchronouslyIsGrantedToo() async throws {
        #expect(try await store.requestAccess(for: .contacts))
    }

    @Test func aRequestWithoutPredicateOrOrderGivesTheWholeDirectoryInItsOrder() throws {
        let request = CNContactFetchRequest(keysToFetch: [CNContactGivenNameKey as CNKeyDescriptor])
        #expect(request.predicate == nil && request.sortOrder == .none && request.unifyResults, "a new request's settings")
        let contacts = try fetch(request)
        #expect(contacts.map(\.identifier) == Self.directory.map(\.identifier))
        #expect(contacts.map(\.givenName) == Self.directory.map(\.given))
        #expect(contacts.map(\.familyName) == Self.directory.map(\.family))
        #expect(!contacts.isEmpty && Set(contacts.map(\.identifier)).count == contacts.count, "each contact once")
    }

    @Test func theOrderIsByFamilyOrGivenNameEachThenByTheOther() throws {
        let request = CNContactFetchRequest(keysToFetch: [])
        request.sortOrder = .familyName
        let byFamily = Self.directory.sorted { ($0.family, $0.given) < ($1.family, $1.given) }.map(\.identifier)
        #expect(try fetch(request).map(\.identifier) == byFamily)
        #expect(byFamily != Self.directory.map(\.identifier), "the directory's own order is another: the test can tell them apart")

        request.sortOrder = .givenName
        let byGiven = Self.directory.sorted { ($0.given, $0.family) < ($1.given, $1.family) }.map(\.identifier)
        #expect(try fetch(request).map(\.identifier) == byGiven)

        request.sortOrder = .userDefault
        #expect(try fetch(request).map(\.identifier) == Self.directory.map(\.identifier), "the user's default is the directory's order")
    }

    @Test func aNamePredicateMatchesTheFullNameIgnoringCase() throws {
        for term in ["ma", "KIM", "a l", "zz"] {
            let request = CNContactFetchRequest(keysToFetch: [])
            request.predicate = CNContact.predicateForContacts(matchingName: term)
            let expected = Self.directory.filter { "\($0.given) \($0.family)".localizedCaseInsensitiveContains(term) }.map(\.identifier)
            #expect(try fetch(request).map(\.identifier) == expected, "\(term)")
        }
        let across = CNContact.predicateForContacts(matchingName: "ana lima")
        #expect(try store.unifiedContacts(matching: across, keysToFetch: []).map(\.givenName) == ["Ana"], "across given and family name")
        #expect(try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "zz"), keysToFetch: []).isEmpty)
    }

    @Test func anIdentifierPredicateGivesThoseContactsInTheDirectorysOrder() throws {
        let wanted = [Self.directory[4].identifier, Self.directory[1].identifier, "contact-none"]
        let predicate = CNContact.predicateForContacts(withIdentifiers: wanted)
        let found = try store.unifiedContacts(matching: predicate, keysToFetch: [CNContactIdentifierKey as CNKeyDescriptor])
        #expect(found.map(\.identifier) == [Self.directory[1].identifier, Self.directory[4].identifier], "unknown identifiers are skipped")
        #expect(try store.unifiedContacts(matching: CNContact.predicateForContacts(withIdentifiers: []), keysToFetch: []).isEmpty)
    }

    @Test func aPredicateSelectsContactsOnly() {
        #expect(!CNContact.predicateForContacts(matchingName: "Ana").evaluate(with: "Ana Lima"), "a string is not a contact")
        #expect(!CNContact.predicateForContacts(withIdentifiers: ["contact-1"]).evaluate(with: "contact-1"))
    }

    @Test func oneContactIsFoundByIdentifierOrRefusedWithRecordDoesNotExist() throws {
        let first = Self.directory[0]
        let contact = try store.unifiedContact(withIdentifier: first.identifier, keysToFetch: [CNContactGivenNameKey as CNKeyDescriptor])
        #expect(contact.identifier == first.identifier && contact.givenName == first.given && contact.familyName == first.family)
        let error = try #require(throws: CNError.self) {
            _ = try store.unifiedContact(withIdentifier: "contact-none", keysToFetch: [])
        }
        #expect(error.code == .recordDoesNotExist && error.code.rawValue == 200)
        #expect(error.description == "No contact has that identifier.")
    }

    @Test func everyKeyIsFetchedWhateverTheRequestAsks() throws {
        let request = CNContactFetchRequest(keysToFetch: [CNContactIdentifierKey as CNKeyDescriptor])
        let contacts = try fetch(request)
        for (contact, person) in zip(contacts, DeviceDirectory.contacts) {
            #expect(contact.phoneNumbers.map(\.value.stringValue) == [person.phone])
            #expect(contact.phoneNumbers.map(\.label) == [CNLabelPhoneNumberMobile])
            #expect(contact.emailAddresses.map { $0.value as String } == [person.email])
            #expect(contact.emailAddresses.map(\.label) == [CNLabelHome])
        }
        #expect(contacts.count == DeviceDirectory.contacts.count)
    }

    @Test func whatTheDirectoryDoesNotHoldIsEmpty() throws {
        let contact = try store.unifiedContact(withIdentifier: Self.directory[2].identifier, keysToFetch: [])
        #expect(contact.middleName.isEmpty && contact.nickname.isEmpty && contact.organizationName.isEmpty)
        #expect(contact.imageData == nil && contact.thumbnailImageData == nil && !contact.imageDataAvailable)
    }

    @Test func aContactIsTheSameContactWheneverFetched() throws {
        let identifier = Self.directory[3].identifier
        let once = try store.unifiedContact(withIdentifier: identifier, keysToFetch: [])
        let again = try #require(try fetch(CNContactFetchRequest(keysToFetch: [])).first { $0.identifier == identifier })
        #expect(once !== again, "two fetches make two objects")
        #expect(once.isEqual(again) && once.hash == again.hash, "equal by identifier")
        let other = try store.unifiedContact(withIdentifier: Self.directory[5].identifier, keysToFetch: [])
        #expect(!once.isEqual(other))
        #expect(!once.isEqual("not a contact"))
    }
}
