//
//  HeroBadgeWidget.swift
//  HeroWidgets
//
//  A widget that shows an image its app cached as bytes, as many do with UIKit's images and colours.
//

import SwiftUI
import UIKit
import WidgetKit

enum BadgeCache {
    /// The badge the app saved last, as PNG bytes (a 6×4 red swatch).
    static let savedBadge = "iVBORw0KGgoAAAANSUhEUgAAAAYAAAAECAIAAAAiZtkUAAAAEUlEQVR4nGM4YaOBhhjIFQIAPEgcIQxCpEUAAAAASUVORK5CYII="

    static func badge() -> UIImage {
        if let data = Data(base64Encoded: savedBadge), let image = UIImage(data: data) {
            return image
        }
        return UIImage(systemName: "shield.fill")!
    }
}

struct BadgeEntry: TimelineEntry {
    let date: Date
    let badge: UIImage
    let title: String
}

struct BadgeProvider: TimelineProvider {
    func placeholder(in context: Context) -> BadgeEntry {
        BadgeEntry(date: Date(), badge: UIImage(systemName: "shield")!, title: "Badge")
    }

    func getSnapshot(in context: Context, completion: @escaping (BadgeEntry) -> Void) {
        completion(BadgeEntry(date: Date(), badge: BadgeCache.badge(), title: "Dragon Slayer"))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BadgeEntry>) -> Void) {
        let entry = BadgeEntry(date: Date(), badge: BadgeCache.badge(), title: "Dragon Slayer")
        completion(Timeline(entries: [entry], policy: .never))
    }
}

struct HeroBadgeView: View {
    var entry: BadgeEntry

    var body: some View {
        VStack(spacing: 6) {
            Image(uiImage: entry.badge)
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(width: 48, height: 32)
            Text(entry.title)
                .font(.caption)
                .foregroundColor(Color(uiColor: .secondaryLabel))
        }
        .containerBackground(for: .widget) {
            Color(uiColor: .secondarySystemBackground)
        }
    }
}

struct HeroBadgeWidget: Widget {
    let kind: String = "HeroBadgeWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: BadgeProvider()) { entry in
            HeroBadgeView(entry: entry)
        }
        .configurationDisplayName("Hero Badge")
        .description("The badge your hero earned last.")
        .supportedFamilies([.systemSmall])
    }
}
