import DeviceDirectory
import ExtensionProtocol
import Foundation
import WireValues

/// The system's own people and places: what the Person and Location pickers of the Edit Widget form
/// offer, as iOS's take theirs from Contacts and Maps, not from the app: the device's directory.
public enum SystemDirectory {
    public typealias Contact = DeviceDirectory.Contact
    public typealias Place = DeviceDirectory.Place

    public static var contacts: [Contact] { DeviceDirectory.contacts }
    public static var places: [Place] { DeviceDirectory.places }

    /// A contact as a Person parameter holds it: what `INPerson` archives to.
    static func value(of contact: Contact) -> IntentValue {
        .object([
            "displayName": .string(contact.name), "handle": .string(contact.email), "contactIdentifier": .string(contact.identifier),
        ])
    }

    /// A place as a Location parameter holds it: what `CLPlacemark` archives to.
    static func value(of place: Place) -> IntentValue {
        .object([
            "name": .string(place.name), "locality": .string(place.locality), "country": .string(place.country),
            "isoCountryCode": .string(place.isoCountryCode), "latitude": .number(place.latitude), "longitude": .number(place.longitude),
        ])
    }

    /// The contact picker's rows, narrowed to names that hold `term`.
    public static func contactOptions(matching term: String?) -> [IntentOption] {
        contacts.filter { matches($0.name, term) }.map {
            IntentOption(identifier: $0.name, displayString: $0.name, value: value(of: $0))
        }
    }

    /// The location picker's rows, narrowed to places whose name or town holds `term`.
    public static func placeOptions(matching term: String?) -> [IntentOption] {
        places.filter { matches($0.name, term) || matches($0.locality, term) }.map {
            IntentOption(identifier: $0.name, displayString: "\($0.name), \($0.locality)", value: value(of: $0))
        }
    }

    static func matches(_ text: String, _ term: String?) -> Bool {
        guard let term = term?.trimmingCharacters(in: .whitespaces), !term.isEmpty else { return true }
        return text.range(of: term, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }

    /// The person `text` names: a contact by name or email address, in any case.
    static func person(_ text: String) -> IntentValue? {
        contacts.first { $0.name.caseInsensitiveCompare(text) == .orderedSame || $0.email.caseInsensitiveCompare(text) == .orderedSame }
            .map(value(of:))
    }

    /// What the user should know when `text` named a town rather than a place: which place of the gazetteer
    /// was chosen, and why; nil when `text` named a place or a point.
    static func townNote(_ text: String, parameter: String, optionsCommand: String) -> String? {
        guard !places.contains(where: { $0.name.caseInsensitiveCompare(text) == .orderedSame }),
            let place = places.first(where: { $0.locality.caseInsensitiveCompare(text) == .orderedSame })
        else { return nil }
        return
            "\(parameter): \"\(text)\" is a town; its place in the system's gazetteer is \(place.name), \(place.locality), which was chosen ('\(optionsCommand) \(parameter)' lists the places)."
    }

    /// The place `text` names: a place or town of the gazetteer by name, or a point as `latitude,longitude`.
    static func place(_ text: String) -> IntentValue? {
        if let place = places.first(where: {
            $0.name.caseInsensitiveCompare(text) == .orderedSame || $0.locality.caseInsensitiveCompare(text) == .orderedSame
        }) {
            return value(of: place)
        }
        let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let latitude = parts[0], let longitude = parts[1], abs(latitude) <= 90, abs(longitude) <= 180 else {
            return nil
        }
        let name = "\(latitude), \(longitude)"
        return .object(["name": .string(name), "latitude": .number(latitude), "longitude": .number(longitude)])
    }
}
