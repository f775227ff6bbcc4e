//
//  PhotoOfTheDayWidget.swift
//  GalleryWidgets
//

import WidgetKit
import SwiftUI
import Foundation

struct GalleryPhoto: Codable, Identifiable, Hashable {
    let id: Int
    let assetName: String
    let title: String
    let photographer: String
    let avatarAssetName: String

    static let fallback = GalleryPhoto(id: 0, assetName: "photo_placeholder", title: "Morning Fog",
                                       photographer: "Sam Rivera", avatarAssetName: "avatar_placeholder")
}

enum GalleryCatalog {
    static func photos() -> [GalleryPhoto] {
        guard let url = Bundle.main.url(forResource: "gallery", withExtension: "json"),
              let data = try? Data(contentsOf: url),
              let photos = try? JSONDecoder().decode([GalleryPhoto].self, from: data),
              !photos.isEmpty else {
            return [.fallback]
        }
        return photos
    }
}

struct GalleryEntry: TimelineEntry {
    let date: Date
    let photo: GalleryPhoto
    let upcoming: [GalleryPhoto]
}

struct GalleryProvider: TimelineProvider {
    func placeholder(in context: Context) -> GalleryEntry {
        GalleryEntry(date: Date(), photo: .fallback, upcoming: [])
    }

    func getSnapshot(in context: Context, completion: @escaping (GalleryEntry) -> Void) {
        let photos = GalleryCatalog.photos()
        completion(GalleryEntry(date: Date(), photo: photos[0], upcoming: Array(photos.dropFirst().prefix(3))))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<GalleryEntry>) -> Void) {
        let photos = GalleryCatalog.photos()
        let calendar = Calendar.current
        let start = calendar.startOfDay(for: Date())
        let dayIndex = (calendar.dateComponents([.day], from: Date(timeIntervalSince1970: 0), to: start).day ?? 0)

        // Rotate every 8 hours for the next day.
        let entries: [GalleryEntry] = (0..<3).compactMap { slot in
            guard let date = calendar.date(byAdding: .hour, value: slot * 8, to: start) else { return nil }
            let index = (dayIndex * 3 + slot) % photos.count
            let rest = (1...3).map { photos[(index + $0) % photos.count] }
            return GalleryEntry(date: date, photo: photos[index], upcoming: rest)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct GalleryCaptionView: View {
    let photo: GalleryPhoto

    var body: some View {
        HStack(spacing: 6) {
            Image(photo.avatarAssetName)
                .resizable()
                .scaledToFill()
                .frame(width: 22, height: 22)
                .clipShape(Circle())
                .overlay(Circle().stroke(Color.white, lineWidth: 1))
            VStack(alignment: .leading, spacing: 0) {
                Text(photo.title)
                    .font(.system(size: 13, weight: .semibold))
                Text(photo.photographer)
                    .font(.system(size: 11))
                    .opacity(0.8)
            }
            .lineLimit(1)
        }
        .foregroundColor(.white)
        .shadow(color: .black.opacity(0.4), radius: 2)
    }
}

struct GalleryWidgetEntryView: View {
    @Environment(\.widgetFamily) private var family
    let entry: GalleryEntry

    var body: some View {
        if family == .systemLarge {
            VStack(spacing: 0) {
                heroImage
                HStack(spacing: 4) {
                    ForEach(entry.upcoming) { photo in
                        Image(photo.assetName)
                            .resizable()
                            .aspectRatio(contentMode: .fit)
                            .clipShape(RoundedRectangle(cornerRadius: 6, style: .continuous))
                    }
                }
                .padding(6)
                .frame(height: 80)
            }
        } else {
            heroImage
        }
    }

    private var heroImage: some View {
        GeometryReader { proxy in
            Image(entry.photo.assetName)
                .resizable()
                .scaledToFill()
                .frame(width: proxy.size.width, height: proxy.size.height)
                .clipped()
        }
        .overlay(alignment: .bottom) {
            LinearGradient(gradient: Gradient(colors: [.clear, .black.opacity(0.6)]),
                           startPoint: .center,
                           endPoint: .bottom)
        }
        .overlay(alignment: .bottomLeading) {
            GalleryCaptionView(photo: entry.photo)
                .padding(10)
        }
        .clipShape(ContainerRelativeShape())
    }
}

struct GalleryWidget: Widget {
    let kind: String = "GalleryWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: GalleryProvider()) { entry in
            GalleryWidgetEntryView(entry: entry)
                .widgetURL(URL(string: "exampleapp://photo/\(entry.photo.id)"))
                .containerBackground(for: .widget) {
                    Color.black
                        .ignoresSafeArea()
                }
        }
        .configurationDisplayName("Photo of the Day")
        .description(Text("A hand-picked photo, refreshed three times a day."))
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
        .contentMarginsDisabled()
    }
}
