import DeviceDirectory
import Foundation
import SuiteHome
import Synchronization

/// Names points, and finds points by name, from the device's directory of places (`DeviceDirectory.places`)
/// rather than Apple's servers: a point within 100 km of one of its places is that place (the nearest), and the
/// device's own location, when it was set with a name, is a place too. Anything farther finds nothing, as a
/// point in the ocean does on iOS.
///
/// Apple deprecates the class in iOS 26 for MapKit's requests; it still works there, and here.
/// Unchecked `Sendable` because an `open` `NSObject` subclass cannot be checked; its one mutable property is
/// behind a mutex.
open class CLGeocoder: NSObject, @unchecked Sendable {
    private let requests = Mutex(0)
    /// The home whose device's location names a point of its own.
    private let home: SuiteHome

    public override convenience init() {
        self.init(home: .current)
    }

    /// A geocoder for the device of `home`: for tests, which must not change the process's home.
    package init(home: SuiteHome) {
        self.home = home
        super.init()
    }

    /// Whether a request is being answered.
    open var isGeocoding: Bool { requests.withLock { $0 > 0 } }

    /// The places at `location`: the nearest of the directory within 100 km; `CLError.geocodeFoundNoResult` when none is.
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
        try tracked { try Self.placemarks(near: location, in: home) }
    }

    /// The places at `location`, given to `completionHandler`, which runs on the main queue when the request was made
    /// on the main thread, as Apple's does, and on a queue of Dispatch's otherwise (docs/corelocation-subset.md).
    open func reverseGeocodeLocation(
        _ location: CLLocation, completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void
    ) {
        reverseGeocodeLocation(location, preferredLocale: nil, completionHandler: completionHandler)
    }

    /// The places at `location` in a locale's words: the directory's names are English, whatever the locale.
    open func reverseGeocodeLocation(
        _ location: CLLocation, preferredLocale locale: Locale?,
        completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void
    ) {
        answer(completionHandler) { [home] in try Self.placemarks(near: location, in: home) }
    }

    /// The places of the directory whose name or town holds `addressString`.
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
        try tracked { try Self.placemarks(named: addressString) }
    }

    /// The places of the directory whose name or town holds `addressString`, given to `completionHandler`.
    open func geocodeAddressString(
        _ addressString: String, completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void
    ) {
        answer(completionHandler) { try Self.placemarks(named: addressString) }
    }

    /// Answers at once here: there is nothing to cancel.
    open func cancelGeocode() {}

    private func tracked<Value>(_ work: () throws -> Value) throws -> Value {
        requests.withLock { $0 += 1 }
        defer { requests.withLock { $0 -= 1 } }
        return try work()
    }

    private func answer(
        _ completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void,
        _ work: @escaping @Sendable () throws -> [CLPlacemark]
    ) {
        let queue: DispatchQueue = MainQueue.isCurrent ? .main : .global()
        requests.withLock { $0 += 1 }
        queue.async { [self] in
            defer { requests.withLock { $0 -= 1 } }
            do {
                completionHandler(try work(), nil)
            } catch {
                completionHandler(nil, error)
            }
        }
    }

    /// How far a point may be from a place and still be named by it, in meters.
    static let reach: CLLocationDistance = 100_000

    static func placemarks(near location: CLLocation, in home: SuiteHome) throws -> [CLPlacemark] {
        guard CLLocationCoordinate2DIsValid(location.coordinate) else { throw CLError(.geocodeFoundNoResult) }
        var candidates = DeviceDirectory.places.map { (placemark: placemark(of: $0), coordinate: coordinate(of: $0)) }
        // The device's own location, set with a name of its own, is a place of its own.
        if let current = try? DeviceLocationStore(home: home).state().location, let name = current.name,
            !DeviceDirectory.places.contains(where: { $0.name == name })
        {
            let point = CLLocationCoordinate2D(latitude: current.latitude, longitude: current.longitude)
            candidates.append((CLPlacemark(name: name, location: CLLocation(latitude: point.latitude, longitude: point.longitude)), point))
        }
        let nearest = candidates.map { ($0.placemark, Geodesic.distance(from: location.coordinate, to: $0.coordinate)) }
            .filter { $0.1 <= reach }.min { $0.1 < $1.1 }
        guard let nearest else { throw CLError(.geocodeFoundNoResult) }
        return [nearest.0]
    }

    static func placemarks(named text: String) throws -> [CLPlacemark] {
        let term = text.trimmingCharacters(in: .whitespaces)
        let found = DeviceDirectory.places.filter {
            !term.isEmpty
                && ($0.name.range(of: term, options: [.caseInsensitive, .diacriticInsensitive]) != nil
                    || $0.locality.range(of: term, options: [.caseInsensitive, .diacriticInsensitive]) != nil)
        }
        guard !found.isEmpty else { throw CLError(.geocodeFoundNoResult) }
        return found.map(placemark(of:))
    }

    static func coordinate(of place: DeviceDirectory.Place) -> CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: place.latitude, longitude: place.longitude)
    }

    /// A place of the directory as a placemark.
    package static func placemark(of place: DeviceDirectory.Place) -> CLPlacemark {
        CLPlacemark(
            name: place.name, locality: place.locality, administrativeArea: place.administrativeArea, postalCode: place.postalCode,
            isoCountryCode: place.isoCountryCode, country: place.country,
            timeZone: place.timeZoneIdentifier.flatMap(TimeZone.init(identifier:)),
            location: CLLocation(latitude: place.latitude, longitude: place.longitude))
    }
}
