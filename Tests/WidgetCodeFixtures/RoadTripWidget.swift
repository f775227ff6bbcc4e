//
//  RoadTripWidget.swift
//  RoadTripWidgets
//
//  Written for iOS 26 and 27: the next stop of a trip, on the Home Screen and in CarPlay, a portrait
//  extra-large itinerary where iOS 27 offers it, and simpler at a distance on visionOS.
//

import WidgetKit
import SwiftUI

struct RoadTripEntry: TimelineEntry {
    let date: Date
    let stops: [String]
}

struct RoadTripProvider: TimelineProvider {
    static let stops = ["Lyon", "Valence", "Orange", "Avignon", "Arles"]

    func placeholder(in context: Context) -> RoadTripEntry {
        RoadTripEntry(date: .now, stops: Array(Self.stops.prefix(2)))
    }

    func getSnapshot(in context: Context, completion: @escaping (RoadTripEntry) -> Void) {
        completion(RoadTripEntry(date: .now, stops: Self.stops))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<RoadTripEntry>) -> Void) {
        completion(Timeline(entries: [RoadTripEntry(date: .now, stops: Self.stops)], policy: .atEnd))
    }
}

struct RoadTripView: View {
    var entry: RoadTripEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.levelOfDetail) private var levelOfDetail
    @Environment(\.widgetRenderingMode) private var renderingMode

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label("Next stop", systemImage: "car.fill")
                .font(.caption)
                .widgetAccentable()
            Text(entry.stops.first ?? "Home")
                .font(.title2.bold())
            if family == .systemExtraLargePortrait && levelOfDetail == .default {
                ForEach(entry.stops.dropFirst(), id: \.self) { stop in
                    Text(stop)
                }
            }
            Spacer()
            Text(renderingMode == .accented ? "Tinted" : "In colour")
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(.blue.gradient, for: .widget)
    }
}

struct RoadTripWidget: Widget {
    let kind = "RoadTripWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: RoadTripProvider()) { entry in
            RoadTripView(entry: entry)
        }
        .configurationDisplayName("Road Trip")
        .description("Your next stop.")
        .supportedFamilies([.systemSmall, .systemExtraLargePortrait])
        .disfavoredLocations([.standBy, .iPhoneWidgetsOnMac], for: [.systemSmall])
        .supportedMountingStyles([.elevated, .recessed])
    }
}
