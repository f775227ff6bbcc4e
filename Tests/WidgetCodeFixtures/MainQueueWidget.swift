//
//  InboxWidget.swift
//  InboxExtension
//
//  The shape much widget code has: load off the main thread, then hand the result back on the main
//  queue, where the completion handler is called.
//

import WidgetKit
import SwiftUI

struct InboxEntry: TimelineEntry {
    let date: Date
    let unread: Int
}

struct InboxProvider: TimelineProvider {
    func placeholder(in context: Context) -> InboxEntry {
        InboxEntry(date: Date(), unread: 0)
    }

    func getSnapshot(in context: Context, completion: @escaping (InboxEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<InboxEntry>) -> Void) {
        DispatchQueue.global(qos: .utility).async {
            let unread = 7
            DispatchQueue.main.async {
                let entry = InboxEntry(date: Date(), unread: unread)
                completion(Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(15 * 60))))
            }
        }
    }
}

struct InboxWidget: Widget {
    let kind: String = "InboxWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: InboxProvider()) { entry in
            VStack {
                Image(systemName: "tray")
                Text("\(entry.unread) unread")
            }
            .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Inbox")
        .supportedFamilies([.systemSmall])
    }
}
