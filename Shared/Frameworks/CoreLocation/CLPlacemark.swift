import Foundation

/// A place's name and address, as a geocoder finds them for a point.
///
/// Immutable and shared between threads as Apple's is: unchecked because an `open` `NSObject` subclass cannot be
/// checked; every property is a constant.
open class CLPlacemark: NSObject, @unchecked Sendable {
    /// Where the place is.
    public let location: CLLocation?
    /// The place's name: a landmark's, or its address's first line.
    public let name: String?
    /// The street.
    public let thoroughfare: String?
    /// The number on the street.
    public let subThoroughfare: String?
    /// The city or town.
    public let locality: String?
    /// The neighbourhood.
    public let subLocality: String?
    /// The state or region, abbreviated as on an address ("CA").
    public let administrativeArea: String?
    /// The county.
    public let subAdministrativeArea: String?
    public let postalCode: String?
    /// The country's ISO 3166-1 code ("US").
    public let isoCountryCode: String?
    public let country: String?
    public let inlandWater: String?
    public let ocean: String?
    public let areasOfInterest: [String]?
    /// The place's time zone.
    public let timeZone: TimeZone?

    /// A copy of another placemark.
    public convenience init(placemark: CLPlacemark) {
        self.init(
            name: placemark.name, thoroughfare: placemark.thoroughfare, subThoroughfare: placemark.subThoroughfare,
            locality: placemark.locality, subLocality: placemark.subLocality, administrativeArea: placemark.administrativeArea,
            subAdministrativeArea: placemark.subAdministrativeArea, postalCode: placemark.postalCode,
            isoCountryCode: placemark.isoCountryCode, country: placemark.country, inlandWater: placemark.inlandWater,
            ocean: placemark.ocean, areasOfInterest: placemark.areasOfInterest, timeZone: placemark.timeZone, location: placemark.location)
    }

    /// A placemark by its parts: what the geocoder and Intents' parameters make (Apple's is made by the system).
    package init(
        name: String?, thoroughfare: String? = nil, subThoroughfare: String? = nil, locality: String? = nil,
        subLocality: String? = nil, administrativeArea: String? = nil, subAdministrativeArea: String? = nil,
        postalCode: String? = nil, isoCountryCode: String? = nil, country: String? = nil, inlandWater: String? = nil,
        ocean: String? = nil, areasOfInterest: [String]? = nil, timeZone: TimeZone? = nil, location: CLLocation? = nil
    ) {
        self.name = name
        self.thoroughfare = thoroughfare
        self.subThoroughfare = subThoroughfare
        self.locality = locality
        self.subLocality = subLocality
        self.administrativeArea = administrativeArea
        self.subAdministrativeArea = subAdministrativeArea
        self.postalCode = postalCode
        self.isoCountryCode = isoCountryCode
        self.country = country
        self.inlandWater = inlandWater
        self.ocean = ocean
        self.areasOfInterest = areasOfInterest
        self.timeZone = timeZone
        self.location = location
        super.init()
    }

    open override var description: String {
        let parts = [name, locality, administrativeArea, postalCode, country].compactMap { $0 }
        let point = location.map {
            " @ <\(String(format: "%+.8f", $0.coordinate.latitude)),\(String(format: "%+.8f", $0.coordinate.longitude))>"
        }
        return parts.joined(separator: ", ") + (point ?? "")
    }
}
