import Contacts
import DeviceDirectory
import Foundation
import Testing

/// The device's one container, the contacts in it, their kind, and names sorted as the Contacts app sorts them.
@Suite struct ContainerTests {
    let store = CNContactStore()

    @Test func theDeviceHasOneLocalContainerHoldingEveryContact() throws {
        let all = try store.containers(matching: nil)
        #expect(all.map(\.identifier) == [store.defaultContainerIdentifier()])
        #expect(all.first?.type == .local)
        let byIdentifier = try store.containers(matching: CNContainer.predicateForContainers(withIdentifiers: ["elsewhere"]))
        #expect(byIdentifier.isEmpty)
        let someone = try #require(DeviceDirectory.contacts.first).identifier
        #expect(try store.containers(matching: CNContainer.predicateForContainerOfContact(withIdentifier: someone)).count == 1)
        #expect(try store.containers(matching: CNContainer.predicateForContainerOfContact(withIdentifier: "nobody")).isEmpty)

        let inside = try store.unifiedContacts(
            matching: CNContact.predicateForContactsInContainer(withIdentifier: store.defaultContainerIdentifier()),
            keysToFetch: [CNContactGivenNameKey as CNKeyDescriptor, CNContactTypeKey as CNKeyDescriptor])
        #expect(inside.count == DeviceDirectory.contacts.count)
        #expect(inside.allSatisfy { $0.contactType == .person }, "the directory's contacts are people")
        #expect(try store.unifiedContacts(matching: CNContact.predicateForContactsInContainer(withIdentifier: "x"), keysToFetch: []).isEmpty)
    }

    @Test func namesAreComparedAsTheContactsAppComparesThem() throws {
        let contacts = try store.unifiedContacts(matching: NSPredicate(value: true), keysToFetch: [])
        let byGiven = contacts.sorted { CNContact.comparator(forNameSortOrder: .givenName)($0, $1) == .orderedAscending }
        let expected = contacts.sorted {
            ($0.givenName.lowercased(), $0.familyName.lowercased()) < ($1.givenName.lowercased(), $1.familyName.lowercased())
        }
        #expect(byGiven.map(\.identifier) == expected.map(\.identifier))
        let byFamily = contacts.sorted { CNContact.comparator(forNameSortOrder: .familyName)($0, $1) == .orderedAscending }
        let expectedFamily = contacts.sorted {
            ($0.familyName.lowercased(), $0.givenName.lowercased()) < ($1.familyName.lowercased(), $1.givenName.lowercased())
        }
        #expect(byFamily.map(\.identifier) == expectedFamily.map(\.identifier))
        #expect(CNContactsUserDefaults.shared().sortOrder == .givenName)
        let first = try #require(contacts.first)
        #expect(CNContact.comparator(forNameSortOrder: .givenName)(first, first) == .orderedSame)
    }
}
