//
//  FocusSessionWidget.swift
//  FocusExtension
//
//  An iOS 17 widget: an @Observable session read through the environment, a clock that moves on by
//  the minute without a new timeline, and a ring drawn in a Canvas.
//

import WidgetKit
import SwiftUI

@Observable
final class FocusSession {
    var title: String
    var minutesDone: Double
    var goalMinutes: Double

    init(title: String, minutesDone: Double, goalMinutes: Double) {
        self.title = title
        self.minutesDone = minutesDone
        self.goalMinutes = goalMinutes
    }

    var progress: Double {
        goalMinutes > 0 ? min(minutesDone / goalMinutes, 1) : 0
    }
}

struct FocusEntry: TimelineEntry {
    let date: Date
    let session: FocusSession
}

struct FocusProvider: TimelineProvider {
    func placeholder(in context: Context) -> FocusEntry {
        FocusEntry(date: Date(), session: FocusSession(title: "Focus", minutesDone: 0, goalMinutes: 25))
    }

    func getSnapshot(in context: Context, completion: @escaping (FocusEntry) -> Void) {
        completion(FocusEntry(date: Date(), session: FocusSession(title: "Deep work", minutesDone: 35, goalMinutes: 50)))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<FocusEntry>) -> Void) {
        let now = Date()
        let entry = FocusEntry(date: now, session: FocusSession(title: "Deep work", minutesDone: 35, goalMinutes: 50))
        completion(Timeline(entries: [entry], policy: .after(now.addingTimeInterval(30 * 60))))
    }
}

struct FocusRing: View {
    var progress: Double

    var body: some View {
        Canvas { context, size in
            let side = min(size.width, size.height)
            let center = CGPoint(x: size.width / 2, y: size.height / 2)
            let radius = side / 2 - 6
            context.stroke(
                Path(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2)),
                with: .color(.gray.opacity(0.3)), lineWidth: 8)
            var arc = Path()
            arc.addArc(
                center: center, radius: radius, startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * progress), clockwise: false)
            context.stroke(
                arc, with: .linearGradient(Gradient(colors: [.orange, .red]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: size.height)),
                lineWidth: 8)
            context.draw(Text("\(progress * 100, specifier: "%.0f")%").font(.headline), at: center)
        }
    }
}

struct FocusSessionView: View {
    @Environment(FocusSession.self) private var session
    @Environment(\.widgetFamily) private var family

    var body: some View {
        HStack(spacing: 12) {
            FocusRing(progress: session.progress)
                .frame(width: 90, height: 90)
            if family != .systemSmall {
                VStack(alignment: .leading, spacing: 4) {
                    Label(session.title, systemImage: "timer")
                        .symbolVariant(.circle.fill)
                        .font(.headline)
                        .layoutPriority(1)
                    Text("\(session.minutesDone, specifier: "%.0f") of \(session.goalMinutes, specifier: "%.0f") min")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .contentTransition(.numericText())
                        .animation(.default, value: session.minutesDone)
                    TimelineView(.everyMinute) { context in
                        Text(context.date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, timeZone: TimeZone(identifier: "UTC")!)))
                            .font(.caption2)
                            .monospacedDigit()
                    }
                }
            }
        }
    }
}

struct FocusSessionWidget: Widget {
    let kind: String = "FocusSessionWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: FocusProvider()) { entry in
            FocusSessionView()
                .environment(entry.session)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Focus")
        .description("Today's focus session.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
