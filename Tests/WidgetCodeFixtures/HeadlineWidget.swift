//
//  HeadlineWidget.swift
//  HeroWidgets
//
//  Written as a widget that fetches in the background writes it: a download on a background session
//  with a delegate, and the widget handing the session's events back when the system brings them.
//

import SwiftUI
import WidgetKit

/// Downloads the day's headline on a background session and hands it to whoever asked.
final class HeadlineDownloader: NSObject, URLSessionDownloadDelegate, @unchecked Sendable {
    static let shared = HeadlineDownloader()
    static let sessionIdentifier = "com.example.heroes.headline"

    private var waiting: [(String?) -> Void] = []
    private let lock = NSLock()
    var backgroundCompletion: (() -> Void)?

    private(set) lazy var session: URLSession = {
        let configuration = URLSessionConfiguration.background(withIdentifier: Self.sessionIdentifier)
        configuration.sessionSendsLaunchEvents = true
        return URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }()

    func fetch(completion: @escaping (String?) -> Void) {
        lock.lock()
        waiting.append(completion)
        lock.unlock()
        session.downloadTask(with: URL(string: "https://news.example.com/headline")!).resume()
    }

    private func finish(with headline: String?) {
        lock.lock()
        let callbacks = waiting
        waiting = []
        lock.unlock()
        callbacks.forEach { $0(headline) }
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        finish(with: (try? String(contentsOf: location, encoding: .utf8)))
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        if error != nil { finish(with: nil) }
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        backgroundCompletion?()
        backgroundCompletion = nil
    }
}

struct HeadlineEntry: TimelineEntry {
    let date: Date
    let headline: String
}

struct HeadlineProvider: TimelineProvider {
    func placeholder(in context: Context) -> HeadlineEntry {
        HeadlineEntry(date: Date(), headline: "Today's news")
    }

    func getSnapshot(in context: Context, completion: @escaping (HeadlineEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<HeadlineEntry>) -> Void) {
        HeadlineDownloader.shared.fetch { headline in
            let entry = HeadlineEntry(date: Date(), headline: headline ?? "No news")
            completion(Timeline(entries: [entry], policy: .atEnd))
        }
    }
}

struct HeadlineWidget: Widget {
    let kind: String = "HeadlineWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: HeadlineProvider()) { entry in
            VStack(alignment: .leading) {
                Text("Headline").font(.caption)
                Text(entry.headline).font(.headline)
            }
            .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Headline")
        .description("The day's headline, downloaded in the background.")
        .supportedFamilies([.systemMedium])
        .onBackgroundURLSessionEvents { identifier in
            identifier == HeadlineDownloader.sessionIdentifier
        } _: { _, completion in
            HeadlineDownloader.shared.backgroundCompletion = completion
            _ = HeadlineDownloader.shared.session
        }
    }
}
