//
//  OverLimitWidgets.swift
//  PosterWidgets
//
//  Two widgets that work in the simulator and fail on a device: one shows the poster the app saved at
//  full size, the other keeps every poster it decoded. iOS says nothing of either.
//

import WidgetKit
import SwiftUI
import UIKit

enum PosterStore {
    static let groupIdentifier = "group.com.example.posters"

    /// The poster the app saved in the shared container, as it downloaded it.
    static var posterURL: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: groupIdentifier)?
            .appendingPathComponent("poster.png")
    }
}

struct PosterEntry: TimelineEntry {
    let date: Date
    let poster: UIImage?
}

struct PosterProvider: TimelineProvider {
    func placeholder(in context: Context) -> PosterEntry {
        PosterEntry(date: Date(), poster: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (PosterEntry) -> Void) {
        completion(PosterEntry(date: Date(), poster: PosterStore.posterURL.flatMap { UIImage(contentsOfFile: $0.path) }))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PosterEntry>) -> Void) {
        getSnapshot(in: context) { entry in
            completion(Timeline(entries: [entry], policy: .never))
        }
    }
}

struct PosterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "PosterWidget", provider: PosterProvider()) { entry in
            Group {
                if let poster = entry.poster {
                    Image(uiImage: poster)
                        .resizable()
                        .scaledToFill()
                } else {
                    Text("No poster yet")
                }
            }
            .containerBackground(.black, for: .widget)
        }
        .configurationDisplayName("Poster")
        .description("Tonight's film poster.")
        .supportedFamilies([.systemSmall])
    }
}

/// Decoded posters, kept for the next timeline: the cache that outgrows the extension.
final class PosterCache {
    static let shared = PosterCache()
    private(set) var decoded: [Data] = []

    func keep(_ bitmap: Data) {
        decoded.append(bitmap)
    }
}

struct PosterWallProvider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry {
        SimpleEntry(date: Date(), count: 0)
    }

    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) {
        completion(SimpleEntry(date: Date(), count: PosterCache.shared.decoded.count))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
        // Ten posters of 1000 × 1000 pixels, decoded at four bytes a pixel: 40 MB.
        if PosterCache.shared.decoded.isEmpty {
            for shade in 0..<10 {
                PosterCache.shared.keep(Data(repeating: UInt8(shade + 1), count: 1000 * 1000 * 4))
            }
        }
        completion(Timeline(entries: [SimpleEntry(date: Date(), count: PosterCache.shared.decoded.count)], policy: .never))
    }

    struct SimpleEntry: TimelineEntry {
        let date: Date
        let count: Int
    }
}

struct PosterWallWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "PosterWallWidget", provider: PosterWallProvider()) { entry in
            Text("\(entry.count) posters")
                .containerBackground(.black, for: .widget)
        }
        .configurationDisplayName("Poster Wall")
        .description("Every poster of the week.")
        .supportedFamilies([.systemSmall])
    }
}
