//
//  AvatarWidget.swift
//  HeroWidgets
//

import SwiftUI
import WidgetKit

struct AvatarEntry: TimelineEntry {
    let date: Date
    let caption: String
}

struct AvatarProvider: TimelineProvider {
    func placeholder(in context: Context) -> AvatarEntry {
        AvatarEntry(date: Date(), caption: "A hero")
    }

    func getSnapshot(in context: Context, completion: @escaping (AvatarEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<AvatarEntry>) -> Void) {
        AvatarLoader.shared.avatar(for: "Spouty") { caption in
            let entry = AvatarEntry(date: Date(), caption: caption ?? "No avatar")
            completion(Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(3600))))
        }
    }
}

struct AvatarWidgetView: View {
    var entry: AvatarEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text("Today's hero")
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(entry.caption)
                .font(.headline)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct AvatarWidget: Widget {
    let kind: String = "AvatarWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: AvatarProvider()) { entry in
            AvatarWidgetView(entry: entry)
        }
        .configurationDisplayName("Today's Hero")
        .description("The hero of the day, with the avatar the server sends.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
