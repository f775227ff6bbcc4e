//
//  FriendOptions.swift
//  FriendsIntents
//
//  An intents handler's people: the user's contacts as INPerson options, as apps offer them for a
//  Person parameter with dynamic options.
//

import Contacts
import Intents

final class FriendDirectory {
    private let store = CNContactStore()

    /// The contacts whose name holds `term`, by given name, as options.
    func people(matching term: String?) throws -> [INPerson] {
        guard CNContactStore.authorizationStatus(for: .contacts) == .authorized else { return [] }
        let keys: [CNKeyDescriptor] = [
            CNContactGivenNameKey as CNKeyDescriptor,
            CNContactFamilyNameKey as CNKeyDescriptor,
            CNContactEmailAddressesKey as CNKeyDescriptor,
            CNContactPhoneNumbersKey as CNKeyDescriptor,
            CNContactFormatter.descriptorForRequiredKeys(for: .fullName),
        ]
        let request = CNContactFetchRequest(keysToFetch: keys)
        request.sortOrder = .givenName
        if let term, !term.isEmpty {
            request.predicate = CNContact.predicateForContacts(matchingName: term)
        }
        var people: [INPerson] = []
        try store.enumerateContacts(with: request) { contact, stop in
            let email = contact.emailAddresses.first?.value as String?
            var components = PersonNameComponents()
            components.givenName = contact.givenName
            components.familyName = contact.familyName
            people.append(
                INPerson(
                    personHandle: INPersonHandle(value: email, type: .emailAddress), nameComponents: components,
                    displayName: CNContactFormatter.string(from: contact, style: .fullName), image: nil,
                    contactIdentifier: contact.identifier, customIdentifier: nil))
            if people.count == 50 {
                stop.pointee = true
            }
        }
        return people
    }

    /// A contact's mobile number, for the widget's call button.
    func mobileNumber(of identifier: String) -> String? {
        let keys = [CNContactPhoneNumbersKey as CNKeyDescriptor]
        guard let contact = try? store.unifiedContact(withIdentifier: identifier, keysToFetch: keys) else { return nil }
        return contact.phoneNumbers.first { $0.label == CNLabelPhoneNumberMobile }?.value.stringValue
    }
}
