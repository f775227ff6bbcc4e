import CoreLocation
import Foundation
import Testing

/// Coordinates, locations and the distances between them, as Core Location computes them.
@Suite struct GeometryTests {
    @Test func aCoordinateIsValidOnlyWithinTheEarthsDegrees() {
        #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 90, longitude: -180)))
        #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: -33.8915, longitude: 151.2767)))
        #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 90.0001, longitude: 0)))
        #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 0, longitude: 180.5)))
        #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: .nan, longitude: 0)))
        #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        #expect(kCLLocationCoordinate2DInvalid.latitude == -180 && kCLLocationCoordinate2DInvalid.longitude == -180)
    }

    @Test func aLocationByItsPointIsExactAndHasNoAltitudeAccuracy() {
        let before = Date()
        let location = CLLocation(latitude: 48.859, longitude: 2.362)
        #expect(location.coordinate.latitude == 48.859 && location.coordinate.longitude == 2.362)
        #expect(location.horizontalAccuracy == 0 && location.verticalAccuracy == -1 && location.altitude == 0)
        #expect(location.speed == -1 && location.course == -1)
        #expect(location.timestamp >= before && location.timestamp <= Date())
    }

    /// GeographicLib's geodesic lengths on WGS 84 (its Python package, `Geodesic.WGS84.Inverse`) between the device's
    /// places, and the classic test line of Vincenty's paper (Flinders Peak to Buninyong, 54,972.271 m).
    static let knownDistances: [(String, (Double, Double), (Double, Double), Double)] = [
        ("London to Paris", (51.5117, -0.1240), (48.8590, 2.3620), 344_318.553),
        ("New York to London", (40.7580, -73.9855), (51.5117, -0.1240), 5_580_841.056),
        ("Cupertino to San Francisco", (37.3349, -122.0090), (37.7880, -122.4075), 61_388.820),
        ("Sydney to Tokyo", (-33.8915, 151.2767), (35.6595, 139.7005), 7_793_107.542),
        ("Rio de Janeiro to Copenhagen", (-22.9868, -43.2050), (55.6798, 12.5912), 10_181_129.110),
        (
            "Flinders Peak to Buninyong", (-(37 + 57 / 60 + 3.72030 / 3600), 144 + 25 / 60 + 29.52440 / 3600),
            (-(37 + 39 / 60 + 10.15610 / 3600), 143 + 55 / 60 + 35.38390 / 3600), 54_972.271
        ),
    ]

    @Test(arguments: knownDistances.indices)
    func distancesAreTheEllipsoidsToTheCentimeter(index: Int) {
        let (name, from, to, meters) = Self.knownDistances[index]
        let start = CLLocation(latitude: from.0, longitude: from.1)
        let end = CLLocation(latitude: to.0, longitude: to.1)
        #expect(abs(start.distance(from: end) - meters) < 0.01, "\(name)")
        #expect(abs(end.distance(from: start) - meters) < 0.01, "\(name), the other way")
    }

    @Test func aDistanceIgnoresAltitudeAndIsZeroToItself() {
        let low = CLLocation(
            coordinate: CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.009), altitude: 0, horizontalAccuracy: 5,
            verticalAccuracy: 5, timestamp: Date())
        let high = CLLocation(
            coordinate: CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.009), altitude: 8_848, horizontalAccuracy: 5,
            verticalAccuracy: 5, timestamp: Date())
        #expect(low.distance(from: high) == 0)
        #expect(low.distance(from: low) == 0)
    }

    @Test func nearlyOppositePointsStillHaveADistance() {
        // Vincenty's formula may not settle this close to the antipode; the answer is within half a percent of
        // GeographicLib's 19,944,127.4 m either way.
        let distance = CLLocation(latitude: 0, longitude: 0).distance(from: CLLocation(latitude: 0.5, longitude: 179.7))
        #expect(distance.isFinite)
        #expect(abs(distance - 19_944_127.4) < 0.005 * 19_944_127.4)
    }

    @Test func anInvalidCoordinateHasNoDistance() {
        let nowhere = CLLocation(latitude: -180, longitude: -180)
        #expect(nowhere.distance(from: CLLocation(latitude: 0, longitude: 0)).isNaN)
    }

    @Test func errorsMatchTheirCodesInACatch() {
        func fail() throws { throw CLError(.denied) }
        var caught = false
        do {
            try fail()
        } catch CLError.denied {
            caught = true
        } catch {
            Issue.record("caught \(error) past its code")
        }
        #expect(caught)
        #expect((CLError(.locationUnknown) as NSError).domain == kCLErrorDomain)
        #expect((CLError(.locationUnknown) as NSError).code == 0)
        #expect(CLError.Code.geocodeFoundNoResult.rawValue == 8)
    }
}
