//
//  NearestStoreWidget.swift
//  StoresWidgetExtension
//

import CoreLocation
import SwiftUI
import UIKit
import WidgetKit

struct Store {
    let name: String
    let coordinate: CLLocationCoordinate2D
}

let nearbyStores: [Store] = [
    Store(name: "Union Square", coordinate: CLLocationCoordinate2D(latitude: 37.7880, longitude: -122.4075)),
    Store(name: "Fifth Avenue", coordinate: CLLocationCoordinate2D(latitude: 40.7636, longitude: -73.9731)),
    Store(name: "Regent Street", coordinate: CLLocationCoordinate2D(latitude: 51.5114, longitude: -0.1418)),
]

struct NearestStoreEntry: TimelineEntry {
    let date: Date
    let storeName: String?
    let distance: CLLocationDistance?
    let town: String?
}

/// Finds the device once per timeline, as Apple's "Accessing location information in widgets" describes.
final class LocationFetcher: NSObject, CLLocationManagerDelegate {
    private let manager = CLLocationManager()
    private var completion: ((CLLocation?) -> Void)?

    override init() {
        super.init()
        manager.delegate = self
        manager.desiredAccuracy = kCLLocationAccuracyHundredMeters
    }

    var isAuthorized: Bool { manager.isAuthorizedForWidgetUpdates }

    func fetch(_ completion: @escaping (CLLocation?) -> Void) {
        guard manager.isAuthorizedForWidgetUpdates else {
            completion(nil)
            return
        }
        if let location = manager.location, Date().timeIntervalSince(location.timestamp) < 15 * 60 {
            completion(location)
            return
        }
        self.completion = completion
        manager.requestLocation()
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        completion?(locations.last)
        completion = nil
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
        if let error = error as? CLError, error.code == .denied {
            manager.stopUpdatingLocation()
        }
        completion?(nil)
        completion = nil
    }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        switch manager.authorizationStatus {
        case .authorizedAlways, .authorizedWhenInUse: break
        case .notDetermined, .restricted, .denied: completion?(nil)
        @unknown default: break
        }
    }
}

struct NearestStoreProvider: TimelineProvider {
    let fetcher = LocationFetcher()

    func placeholder(in context: Context) -> NearestStoreEntry {
        NearestStoreEntry(date: Date(), storeName: "Union Square", distance: 1200, town: "San Francisco")
    }

    func getSnapshot(in context: Context, completion: @escaping (NearestStoreEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<NearestStoreEntry>) -> Void) {
        fetcher.fetch { location in
            guard let location = location else {
                let entry = NearestStoreEntry(date: Date(), storeName: nil, distance: nil, town: nil)
                completion(Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(30 * 60))))
                return
            }
            let nearest = nearbyStores
                .map { ($0, location.distance(from: CLLocation(latitude: $0.coordinate.latitude, longitude: $0.coordinate.longitude))) }
                .min { $0.1 < $1.1 }
            CLGeocoder().reverseGeocodeLocation(location) { placemarks, _ in
                let entry = NearestStoreEntry(date: Date(), storeName: nearest?.0.name, distance: nearest?.1,
                                              town: placemarks?.first?.locality)
                completion(Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(15 * 60))))
            }
        }
    }
}

struct NearestStoreView: View {
    var entry: NearestStoreEntry

    private static let distanceFont = UIFont.monospacedDigitSystemFont(ofSize: 28, weight: .bold)
    private static let titleFont: UIFont = {
        let base = UIFont.preferredFont(forTextStyle: .headline)
        guard let rounded = base.fontDescriptor.withDesign(.rounded) else { return base }
        return UIFont(descriptor: rounded, size: 0)
    }()

    var body: some View {
        VStack(alignment: .leading, spacing: UIFontMetrics(forTextStyle: .body).scaledValue(for: 4)) {
            Text(entry.storeName ?? "Location off")
                .font(Font(Self.titleFont))
            if let distance = entry.distance {
                Text(String(format: "%.1f km", distance / 1000))
                    .font(Font(Self.distanceFont))
                    .frame(height: Self.distanceFont.lineHeight)
            }
            if let town = entry.town {
                Text(town)
                    .font(Font(UIFont.systemFont(ofSize: 13, weight: .medium)))
                    .foregroundColor(.secondary)
            }
        }
    }
}

struct NearestStoreWidget: Widget {
    let kind = "NearestStoreWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: NearestStoreProvider()) { entry in
            NearestStoreView(entry: entry)
        }
        .configurationDisplayName("Nearest Store")
        .description("The store closest to you.")
        .supportedFamilies([.systemSmall])
    }
}
