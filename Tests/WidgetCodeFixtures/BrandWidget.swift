//
//  BrandWidget.swift
//  BrandWidgets
//
//  A widget in the app's brand colour with its hero image, named through the symbols Xcode generates from
//  the asset catalogue (Generate Swift Asset Symbol Extensions: on).
//

import SwiftUI
import WidgetKit

struct BrandEntry: TimelineEntry {
    let date: Date
    let headline: String
}

struct BrandProvider: TimelineProvider {
    func placeholder(in context: Context) -> BrandEntry {
        BrandEntry(date: Date(), headline: "Brand")
    }

    func getSnapshot(in context: Context, completion: @escaping (BrandEntry) -> Void) {
        completion(BrandEntry(date: Date(), headline: "Hero of the week"))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BrandEntry>) -> Void) {
        let entry = BrandEntry(date: Date(), headline: "Hero of the week")
        completion(Timeline(entries: [entry], policy: .never))
    }
}

struct BrandWidgetEntryView: View {
    var entry: BrandProvider.Entry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Image(.hero)
                .resizable()
                .scaledToFit()
                .frame(width: 36, height: 36)
            Text(entry.headline)
                .font(.headline)
                .foregroundStyle(Color.brandRed)
            Capsule()
                .fill(.brandRed)
                .frame(height: 4)
        }
        .containerBackground(for: .widget) {
            Color(.brandRed).opacity(0.12)
        }
    }
}

struct BrandWidget: Widget {
    let kind: String = "BrandWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: BrandProvider()) { entry in
            BrandWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Brand")
        .description("This week's hero, in the app's colours.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
