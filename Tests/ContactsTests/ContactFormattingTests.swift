import Contacts
import DeviceDirectory
import Foundation
import Testing

/// A contact's name as a person reads it, and the labels of its values in words.
@Suite struct ContactFormattingTests {
    let store = CNContactStore()

    @Test func aContactsNameIsItsGivenAndFamilyNamesInThatOrder() throws {
        for person in DeviceDirectory.contacts {
            let contact = try store.unifiedContact(withIdentifier: person.identifier, keysToFetch: [])
            let expected = [contact.givenName, contact.middleName, contact.familyName].filter { !$0.isEmpty }.joined(separator: " ")
            #expect(CNContactFormatter.string(from: contact, style: .fullName) == expected)
            #expect(expected == person.name, "the directory's name, read back whole")
        }
    }

    @Test func aFormatterWritesInItsStyleAndOnlyAContact() throws {
        let contact = try store.unifiedContact(withIdentifier: DeviceDirectory.contacts[1].identifier, keysToFetch: [])
        let formatter = CNContactFormatter()
        #expect(formatter.style == .fullName)
        #expect(formatter.string(from: contact) == DeviceDirectory.contacts[1].name)
        formatter.style = .phoneticFullName
        #expect(formatter.string(from: contact) == DeviceDirectory.contacts[1].name, "no phonetic names are kept: the name itself")
        #expect(formatter.string(for: contact) == DeviceDirectory.contacts[1].name)
        #expect(formatter.string(for: "Ben Okafor") == nil && formatter.string(for: nil) == nil)
    }

    @Test func theFormattersKeysCanBeAskedForBesideTheKeyConstants() throws {
        let descriptor = CNContactFormatter.descriptorForRequiredKeys(for: .fullName)
        #expect(descriptor as? String == "CNContactFormatterRequiredKeys.fullName")
        #expect(
            CNContactFormatter.descriptorForRequiredKeys(for: .phoneticFullName) as? String
                == "CNContactFormatterRequiredKeys.phoneticFullName")
        let request = CNContactFetchRequest(keysToFetch: [descriptor, CNContactEmailAddressesKey as CNKeyDescriptor])
        #expect(request.keysToFetch.count == 2)
        var names: [String?] = []
        try store.enumerateContacts(with: request) { contact, _ in
            names.append(CNContactFormatter.string(from: contact, style: .fullName))
        }
        #expect(names == DeviceDirectory.contacts.map { $0.name as String? })
    }

    @Test func theSystemsLabelsReadAsWordsAndAUsersOwnAsWritten() {
        typealias Labeled = CNLabeledValue<CNPhoneNumber>
        #expect(
            [CNLabelHome, CNLabelWork, CNLabelOther, CNLabelPhoneNumberMain].map(Labeled.localizedString(forLabel:))
                == ["home", "work", "other", "main"])
        #expect(Labeled.localizedString(forLabel: CNLabelPhoneNumberiPhone) == "iPhone", "a label without the system's marks")
        #expect(Labeled.localizedString(forLabel: "_$!<Gym") == "_$!<Gym", "half marked is the user's own")
        #expect(Labeled.localizedString(forLabel: "_$!<Cottage>!$_") == "cottage", "any marked label, in lower case")
    }

    @Test func aLabeledValueKeepsItsLabelAndValueUnderAnIdentifierOfItsOwn() {
        let number = CNPhoneNumber(stringValue: "+1 (555) 0100")
        let first = CNLabeledValue(label: CNLabelWork, value: number)
        let second = CNLabeledValue(label: CNLabelWork, value: number)
        #expect(first.label == CNLabelWork && first.value.stringValue == "+1 (555) 0100")
        #expect(first.identifier != second.identifier && !first.identifier.isEmpty)
        #expect(CNLabeledValue<CNPhoneNumber>(label: nil, value: number).label == nil)
    }

    @Test func phoneNumbersAreEqualByTheirText() {
        let one = CNPhoneNumber(stringValue: "+1 (555) 0101")
        #expect(one.isEqual(CNPhoneNumber(stringValue: "+1 (555) 0101")) && one.hash == CNPhoneNumber(stringValue: "+1 (555) 0101").hash)
        #expect(!one.isEqual(CNPhoneNumber(stringValue: "+1 (555) 0102")))
        #expect(!one.isEqual("+1 (555) 0101"), "text is not a phone number")
    }
}
