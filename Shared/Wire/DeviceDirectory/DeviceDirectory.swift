/// The device's people and places: the address book and gazetteer that iOS's Contacts and Maps keep.
/// The system's Person and Location pickers offer them, the Contacts framework an extension uses
/// reads them, and CoreLocation's geocoder names a point by them: a small fixed directory, the same on
/// every machine. Where the device is now is kept in the home (`DeviceLocationStore`).
public enum DeviceDirectory {
    public struct Contact: Sendable, Equatable {
        public let identifier: String
        public let name: String
        public let email: String
        public let phone: String
    }

    public struct Place: Sendable, Equatable {
        public let name: String
        public let locality: String
        public let country: String
        public let isoCountryCode: String
        public let latitude: Double
        public let longitude: Double
        /// The state, region or prefecture, as its country abbreviates it on an address ("CA", "NSW").
        public var administrativeArea: String? = nil
        public var postalCode: String? = nil
        /// The place's time zone, by its IANA name.
        public var timeZoneIdentifier: String? = nil
    }

    public static let contacts: [Contact] = [
        ("Ana Lima", "ana.lima"), ("Ben Okafor", "ben.okafor"), ("Chen Wei", "chen.wei"), ("Dana Cohen", "dana.cohen"),
        ("Emil Novak", "emil.novak"), ("Farah Haddad", "farah.haddad"), ("Grace Kim", "grace.kim"), ("Hugo Martin", "hugo.martin"),
    ].enumerated().map { index, person in
        // Phone numbers of the range kept for fiction (555-0100 to 555-0199).
        Contact(
            identifier: "contact-\(index + 1)", name: person.0, email: "\(person.1)@example.com",
            phone: "+1 (555) 010\(index + 1)")
    }

    public static let places: [Place] = [
        Place(
            name: "Apple Park", locality: "Cupertino", country: "United States", isoCountryCode: "US", latitude: 37.3349,
            longitude: -122.0090, administrativeArea: "CA", postalCode: "95014", timeZoneIdentifier: "America/Los_Angeles"),
        Place(
            name: "Union Square", locality: "San Francisco", country: "United States", isoCountryCode: "US", latitude: 37.7880,
            longitude: -122.4075, administrativeArea: "CA", postalCode: "94108", timeZoneIdentifier: "America/Los_Angeles"),
        Place(
            name: "Times Square", locality: "New York", country: "United States", isoCountryCode: "US", latitude: 40.7580,
            longitude: -73.9855, administrativeArea: "NY", postalCode: "10036", timeZoneIdentifier: "America/New_York"),
        Place(
            name: "Covent Garden", locality: "London", country: "United Kingdom", isoCountryCode: "GB", latitude: 51.5117,
            longitude: -0.1240, administrativeArea: "England", postalCode: "WC2E", timeZoneIdentifier: "Europe/London"),
        Place(
            name: "Le Marais", locality: "Paris", country: "France", isoCountryCode: "FR", latitude: 48.8590, longitude: 2.3620,
            administrativeArea: "Île-de-France", postalCode: "75004", timeZoneIdentifier: "Europe/Paris"),
        Place(
            name: "Alexanderplatz", locality: "Berlin", country: "Germany", isoCountryCode: "DE", latitude: 52.5219, longitude: 13.4132,
            administrativeArea: "Berlin", postalCode: "10178", timeZoneIdentifier: "Europe/Berlin"),
        Place(
            name: "Shibuya Crossing", locality: "Tokyo", country: "Japan", isoCountryCode: "JP", latitude: 35.6595, longitude: 139.7005,
            administrativeArea: "Tokyo", postalCode: "150-0043", timeZoneIdentifier: "Asia/Tokyo"),
        Place(
            name: "Bondi Beach", locality: "Sydney", country: "Australia", isoCountryCode: "AU", latitude: -33.8915, longitude: 151.2767,
            administrativeArea: "NSW", postalCode: "2026", timeZoneIdentifier: "Australia/Sydney"),
        Place(
            name: "Ipanema", locality: "Rio de Janeiro", country: "Brazil", isoCountryCode: "BR", latitude: -22.9868, longitude: -43.2050,
            administrativeArea: "RJ", postalCode: "22410", timeZoneIdentifier: "America/Sao_Paulo"),
        Place(
            name: "Nyhavn", locality: "Copenhagen", country: "Denmark", isoCountryCode: "DK", latitude: 55.6798, longitude: 12.5912,
            administrativeArea: "Capital Region", postalCode: "1051", timeZoneIdentifier: "Europe/Copenhagen"),
    ]

    /// A contact's given and family names: the first word, and the rest.
    public static func nameParts(of contact: Contact) -> (given: String, family: String) {
        let words = contact.name.split(separator: " ", maxSplits: 1).map(String.init)
        return (words.first ?? "", words.count > 1 ? words[1] : "")
    }
}
