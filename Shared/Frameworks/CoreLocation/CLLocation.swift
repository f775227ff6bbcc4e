import Foundation

/// A latitude or longitude in degrees: north and east positive.
public typealias CLLocationDegrees = Double
/// A distance in meters.
public typealias CLLocationDistance = Double
/// The uncertainty of a measure in meters; negative when the measure is invalid.
public typealias CLLocationAccuracy = Double
/// A speed in meters per second; negative when unknown.
public typealias CLLocationSpeed = Double
/// The uncertainty of a speed in meters per second.
public typealias CLLocationSpeedAccuracy = Double
/// A direction in degrees from true north, clockwise; negative when unknown.
public typealias CLLocationDirection = Double
/// The uncertainty of a direction in degrees.
public typealias CLLocationDirectionAccuracy = Double

/// The most accurate location the device can find, for navigation.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// The best accuracy the device can give.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// The accuracy of an app given approximate locations only.
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
/// Every movement is reported.
public let kCLDistanceFilterNone: CLLocationDistance = -1
/// The largest distance Core Location reports.
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude

/// A point on the earth's surface: a latitude and a longitude in degrees (WGS 84).
///
/// Not `Equatable`, as Apple's is not: compare the latitudes and longitudes.
public struct CLLocationCoordinate2D: Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees

    /// The point at latitude 0 and longitude 0.
    public init() {
        latitude = 0
        longitude = 0
    }

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// A coordinate no point has: -180 degrees of latitude and of longitude, as Apple's is.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// Whether a coordinate is a point: a latitude of -90 to 90 degrees and a longitude of -180 to 180.
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coord.latitude) && (-180...180).contains(coord.longitude)
}

/// Makes a coordinate, as the C function does.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// Where the device was, how sure it was, and when: what a location manager reports.
///
/// Immutable and shared between threads as Apple's is (`Sendable`): unchecked because an `open` `NSObject`
/// subclass cannot be checked; every property is a constant.
open class CLLocation: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    /// Meters above mean sea level.
    public let altitude: CLLocationDistance
    /// Meters above the WGS 84 ellipsoid: the altitude here, which has no geoid to tell them apart.
    public let ellipsoidalAltitude: CLLocationDistance
    /// The radius of uncertainty of the coordinate in meters; negative when the coordinate is invalid.
    public let horizontalAccuracy: CLLocationAccuracy
    /// The uncertainty of the altitude in meters; negative when the altitude is invalid.
    public let verticalAccuracy: CLLocationAccuracy
    /// The direction of travel in degrees from true north; negative when unknown.
    public let course: CLLocationDirection
    public let courseAccuracy: CLLocationDirectionAccuracy
    /// The speed in meters per second; negative when unknown.
    public let speed: CLLocationSpeed
    public let speedAccuracy: CLLocationSpeedAccuracy
    /// When the location was found.
    public let timestamp: Date

    /// A location at a point, found now, exact (horizontal accuracy 0), at altitude 0 with no vertical accuracy (-1).
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(
            coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0, horizontalAccuracy: 0,
            verticalAccuracy: -1, timestamp: Date())
    }

    /// A location with its altitude and accuracies; its course and speed unknown.
    public convenience init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
        self.init(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy, course: -1,
            courseAccuracy: -1, speed: -1, speedAccuracy: -1, timestamp: timestamp)
    }

    /// A location with its altitude, accuracies, course and speed.
    public convenience init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date
    ) {
        self.init(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy, course: course,
            courseAccuracy: -1, speed: speed, speedAccuracy: -1, timestamp: timestamp)
    }

    /// A location with every measure and its accuracy.
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, courseAccuracy: CLLocationDirectionAccuracy,
        speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.ellipsoidalAltitude = altitude
        self.horizontalAccuracy = hAccuracy
        self.verticalAccuracy = vAccuracy
        self.course = course
        self.courseAccuracy = courseAccuracy
        self.speed = speed
        self.speedAccuracy = speedAccuracy
        self.timestamp = timestamp
        super.init()
    }

    /// The distance in meters to `location` along the earth's surface, altitude aside: the shortest path on the
    /// WGS 84 ellipsoid (Vincenty's inverse formula, to well under a millimeter), which Core Location's
    /// distances agree with to within centimeters over thousands of kilometers.
    open func distance(from location: CLLocation) -> CLLocationDistance {
        Geodesic.distance(from: coordinate, to: location.coordinate)
    }

    open override var description: String {
        func signed(_ value: Double) -> String { String(format: "%+.8f", value) }
        let time = DateFormatter.localizedString(from: timestamp, dateStyle: .short, timeStyle: .long)
        return "<\(signed(coordinate.latitude)),\(signed(coordinate.longitude))> +/- \(String(format: "%.2f", horizontalAccuracy))m "
            + "(speed \(String(format: "%.2f", speed)) mps / course \(String(format: "%.2f", course))) @ \(time)"
    }
}
