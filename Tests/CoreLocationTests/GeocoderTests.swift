import CoreLocation
import DeviceDirectory
import Foundation
import Intents
import SuiteHome
import Testing

/// `CLGeocoder` naming points by the device's directory of places.
@Suite struct GeocoderTests {
    @Test func aPointNearAPlaceIsThatPlaceWithItsAddressAndTimeZone() async throws {
        let temporary = TemporaryHome()
        // The Centre Pompidou, 700 m from Le Marais's point.
        let placemarks = try await CLGeocoder(home: temporary.home).reverseGeocodeLocation(CLLocation(latitude: 48.8606, longitude: 2.3522))
        let placemark = try #require(placemarks.first)
        #expect(placemarks.count == 1)
        #expect(placemark.name == "Le Marais")
        #expect(placemark.locality == "Paris")
        #expect(placemark.administrativeArea == "Île-de-France")
        #expect(placemark.country == "France" && placemark.isoCountryCode == "FR")
        #expect(placemark.postalCode == "75004")
        #expect(placemark.timeZone?.identifier == "Europe/Paris")
        #expect(placemark.location?.coordinate.latitude == 48.8590)
    }

    @Test func aPointFarFromEveryPlaceFindsNothing() async {
        let temporary = TemporaryHome()
        // The middle of the Atlantic.
        await #expect(throws: CLError(.geocodeFoundNoResult)) {
            try await CLGeocoder(home: temporary.home).reverseGeocodeLocation(CLLocation(latitude: 30, longitude: -40))
        }
    }

    @Test func theDevicesOwnNamedLocationIsAPlaceToo() async throws {
        let temporary = TemporaryHome()
        try temporary.store.update { $0.location = try DeviceDirectory.Location.parse("64.1466,-21.9426", name: "Reykjavík harbour") }
        let placemarks = try await CLGeocoder(home: temporary.home).reverseGeocodeLocation(CLLocation(latitude: 64.15, longitude: -21.94))
        #expect(placemarks.map(\.name) == ["Reykjavík harbour"])
    }

    @Test func theCompletionFormAnswersToo() async throws {
        let temporary = TemporaryHome()
        let geocoder = CLGeocoder(home: temporary.home)
        let names: [String?] = await withCheckedContinuation { continuation in
            geocoder.reverseGeocodeLocation(CLLocation(latitude: 35.66, longitude: 139.70)) { placemarks, error in
                continuation.resume(returning: (placemarks ?? []).map(\.name) + [error.map { "\($0)" }])
            }
        }
        #expect(names == ["Shibuya Crossing", nil])
        #expect(!geocoder.isGeocoding)
    }

    @Test func anAddressFindsThePlacesWhoseNameOrTownHoldsIt() async throws {
        let found = try await CLGeocoder(home: TemporaryHome().home).geocodeAddressString("london")
        #expect(found.map(\.name) == ["Covent Garden"])
    }

    @Test func anIntentsLocationParameterIsCoreLocationsPlacemark() throws {
        let placemark = CLGeocoder.placemark(of: DeviceDirectory.places[9])
        let value = placemark._intentValue
        let decoded = try #require(value._decoded(as: CLPlacemark.self))
        #expect(decoded.name == "Nyhavn" && decoded.locality == "Copenhagen" && decoded.isoCountryCode == "DK")
        #expect(decoded.location?.coordinate.latitude == 55.6798 && decoded.location?.coordinate.longitude == 12.5912)
    }
}

/// The device's location as the home keeps it: checked, and changed in one transaction.
@Suite struct DeviceLocationStoreTests {
    @Test func aNewDeviceIsAtApplePark() throws {
        let state = try TemporaryHome().store.state()
        #expect(state == .initial)
        #expect(state.location?.name == "Apple Park" && state.access == .ask)
    }

    @Test(arguments: [
        ("91,0", "The latitude 91.0 is not between -90 and 90 degrees; give one that is."),
        ("0,-180.5", "The longitude -180.5 is not between -180 and 180 degrees; give one that is."),
        ("nan,0", "The latitude \"nan\" is not a number; give degrees such as 37.3349."),
        ("0,inf", "The longitude inf is not between -180 and 180 degrees; give one that is."),
        ("north,0", "The latitude \"north\" is not a number; give degrees such as 37.3349."),
        ("12", "\"12\" is not a location; give LATITUDE,LONGITUDE in degrees (37.3349,-122.0090) or a place such as Le Marais or Paris."),
    ])
    func aPointThatIsNoneIsRefusedInOneSentence(text: String, sentence: String) {
        #expect(throws: (any Error).self) { try DeviceDirectory.Location.parse(text) }
        do {
            _ = try DeviceDirectory.Location.parse(text)
        } catch {
            #expect(error.description == sentence)
        }
    }

    @Test func aPlaceIsFoundByItsNameOrTown() throws {
        let paris = try DeviceDirectory.Location.parse("paris")
        #expect(paris == DeviceDirectory.Location(latitude: 48.8590, longitude: 2.3620, name: "Le Marais"))
        #expect(
            try DeviceDirectory.Location.parse(" 10.5 , -20.25 ", name: "Buoy") == .init(latitude: 10.5, longitude: -20.25, name: "Buoy"))
    }

    @Test func changesFromTwoProcessesAtOnceLoseNothing() async throws {
        let temporary = TemporaryHome()
        let stores = [try DeviceLocationStore.openedApart(home: temporary.home), try DeviceLocationStore.openedApart(home: temporary.home)]
        try stores[0].update { $0.location?.name = "" }
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<40 {
                let store = stores[index % 2]
                group.addTask { _ = try? store.update { $0.location?.name? += "x" } }
            }
        }
        #expect(try stores[1].state().location?.name == String(repeating: "x", count: 40))
    }
}
