import Foundation

extension DeviceDirectory {
    /// Where the device is: a point, and the name it was given when it was set.
    public struct Location: Sendable, Equatable {
        public var latitude: Double
        public var longitude: Double
        /// What `home location set --name` called it, or the place of the directory it was set to.
        public var name: String?

        public init(latitude: Double, longitude: Double, name: String? = nil) {
            self.latitude = latitude
            self.longitude = longitude
            self.name = name
        }

        /// Where a new device is: Apple Park, as the Simulator's default location is Apple's campus.
        public static let initial = Location(latitude: places[0].latitude, longitude: places[0].longitude, name: places[0].name)

        /// A point checked as CoreLocation takes one: a latitude of -90 to 90 degrees and a longitude of -180 to 180,
        /// both numbers; the error says which is wrong, in one sentence.
        public static func checked(latitude: Double, longitude: Double, name: String? = nil) throws(LocationError) -> Location {
            guard latitude.isFinite, (-90...90).contains(latitude) else { throw .latitudeOutOfRange(latitude) }
            guard longitude.isFinite, (-180...180).contains(longitude) else { throw .longitudeOutOfRange(longitude) }
            return Location(latitude: latitude, longitude: longitude, name: name)
        }

        /// The point `text` names: "latitude,longitude" in degrees ("48.8584,2.2945"), or a place of the directory by
        /// its name or town ("Nyhavn", "Paris"), in any case.
        public static func parse(_ text: String, name: String? = nil) throws(LocationError) -> Location {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if let place = places.first(where: {
                $0.name.caseInsensitiveCompare(trimmed) == .orderedSame || $0.locality.caseInsensitiveCompare(trimmed) == .orderedSame
            }) {
                return Location(latitude: place.latitude, longitude: place.longitude, name: name ?? place.name)
            }
            let parts = trimmed.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { throw .notAPoint(text) }
            // Double("nan") reads as a number, and is none; Double("inf") is refused by the range check.
            guard let latitude = Double(parts[0]), !latitude.isNaN else { throw .notANumber(parts[0], "latitude") }
            guard let longitude = Double(parts[1]), !longitude.isNaN else { throw .notANumber(parts[1], "longitude") }
            return try checked(latitude: latitude, longitude: longitude, name: name)
        }
    }

    /// Whether the app may read the device's location, as Settings › Privacy › Location Services sets it for the
    /// suite's app (whose widgets and extensions share its answer, as on iOS).
    public enum LocationAccess: String, Sendable, CaseIterable {
        /// Not asked yet: the app's request is answered by granting what it asks for, as a user who taps Allow does.
        case ask
        /// Denied: no location is given.
        case never
        /// Allowed while the app is in use, its widgets included.
        case whileUsing = "while-using"
        /// Allowed always.
        case always
    }

    /// What the device's location services hold: where it is, if it knows, and what the app may read.
    public struct LocationState: Sendable, Equatable {
        /// Where the device is; nil when it does not know (`home location clear`, as the Simulator's Location › None).
        public var location: Location?
        public var access: LocationAccess

        public init(location: Location?, access: LocationAccess) {
            self.location = location
            self.access = access
        }

        /// A new device's: at Apple Park, the app not yet asked.
        public static let initial = LocationState(location: .initial, access: .ask)
    }

    /// A point that cannot be the device's location: what is wrong with it, in one sentence.
    public enum LocationError: Error, Equatable, CustomStringConvertible {
        case notAPoint(String)
        case notANumber(String, String)
        case latitudeOutOfRange(Double)
        case longitudeOutOfRange(Double)

        public var description: String {
            switch self {
            case .notAPoint(let text):
                "\"\(text)\" is not a location; give LATITUDE,LONGITUDE in degrees (37.3349,-122.0090) or a place such as \(places[4].name) or \(places[4].locality)."
            case .notANumber(let text, let which):
                "The \(which) \"\(text)\" is not a number; give degrees such as 37.3349."
            case .latitudeOutOfRange(let value):
                "The latitude \(value) is not between -90 and 90 degrees; give one that is."
            case .longitudeOutOfRange(let value):
                "The longitude \(value) is not between -180 and 180 degrees; give one that is."
            }
        }
    }
}
