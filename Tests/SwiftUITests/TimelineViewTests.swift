import Foundation
import SwiftUI
import Testing
import ViewArchive

/// A `TimelineView` in a widget is archived as its content at each date its schedule names from the
/// entry's date, which the system shows in turn without asking the extension again.
@MainActor
@Suite struct TimelineViewTests {
    /// 2027-01-15T09:41:30Z: half a minute past a minute.
    static let entryDate = Date(timeIntervalSince1970: 1_800_006_090)

    func archive<V: View>(_ view: V, at date: Date = entryDate) -> ViewNode {
        var environment = EnvironmentValues()
        environment.timelineEntryDate = date
        return view.archived(in: environment)
    }

    static func minuteText(_ date: Date) -> String {
        String(Int(date.timeIntervalSince1970) / 60 % 60)
    }

    @Test func everyMinuteIsTheStartOfEachMinuteFromTheEntrysOwn() throws {
        let node = archive(TimelineView(.everyMinute) { context in Text(Self.minuteText(context.date)) })
        guard case .scheduled(let dates, let children) = node else { Issue.record("not a schedule: \(node)"); return }
        let minute = Date(timeIntervalSince1970: 1_800_006_060)
        #expect(dates.count == TimelineViewArchive.maximumDates)
        #expect(dates.first == minute, "the entry's own minute, begun before it")
        #expect(dates[1] == minute.addingTimeInterval(60))
        #expect(children.first == .text(Self.minuteText(minute)))
        #expect(children[1] == .text(Self.minuteText(minute.addingTimeInterval(60))), "each made for its own date")
    }

    @Test func aPeriodicScheduleCountsFromItsOwnStart() throws {
        let origin = Self.entryDate.addingTimeInterval(-1_000)
        let node = archive(TimelineView(.periodic(from: origin, by: 300)) { context in Text("\(context.date.timeIntervalSince(origin))") })
        guard case .scheduled(let dates, _) = node else { Issue.record("not a schedule"); return }
        #expect(dates.prefix(3) == [origin.addingTimeInterval(900), origin.addingTimeInterval(1_200), origin.addingTimeInterval(1_500)])
        #expect(dates.count == 60 && dates.last == origin.addingTimeInterval(900 + 59 * 300))

        let never = archive(TimelineView(.periodic(from: origin, by: 0)) { _ in Text("x") })
        guard case .scheduled(let once, _) = never else { Issue.record("not a schedule"); return }
        #expect(once == [origin], "an interval that is not positive names its start alone")
    }

    @Test func anExplicitScheduleKeepsTheLastDatePastAndTheDatesToComeWithinADay() throws {
        let dates = [-7_200.0, -60, 30, 600, 90_000].map { Self.entryDate.addingTimeInterval($0) }
        let node = archive(TimelineView(.explicit(dates.reversed())) { context in Text(context.date == dates[1] ? "now" : "later") })
        guard case .scheduled(let kept, let children) = node else { Issue.record("not a schedule"); return }
        #expect(kept == [dates[1], dates[2], dates[3]], "in order; the day after is left out")
        #expect(children == [.text("now"), .text("later"), .text("later")])
    }

    @Test func anAnimationIsDrawnOnceAtTheEntrysDate() throws {
        let node = archive(TimelineView(.animation) { context in Text(context.cadence == .live ? "live" : "slow") })
        #expect(node == .scheduled(dates: [Self.entryDate], children: [.text("live")]))
        let paused = archive(TimelineView(.animation(minimumInterval: 1, paused: true)) { _ in EmptyView() })
        #expect(paused == .scheduled(dates: [Self.entryDate], children: [.empty]))
    }

    @Test func theSchedulesNameTheDatesApplesDo() {
        let start = Self.entryDate
        #expect(Array(EveryMinuteTimelineSchedule().entries(from: start, mode: .normal).prefix(2)) == [
            Date(timeIntervalSince1970: 1_800_006_060), Date(timeIntervalSince1970: 1_800_006_120),
        ])
        #expect(Array(PeriodicTimelineSchedule(from: start, by: 10).entries(from: start.addingTimeInterval(-5), mode: .lowFrequency).prefix(2)) == [
            start, start.addingTimeInterval(10),
        ], "before its start, a periodic schedule begins at its start")
        #expect(Array(AnimationTimelineSchedule(minimumInterval: 0.5).entries(from: start, mode: .normal).prefix(3)) == [
            start, start.addingTimeInterval(0.5), start.addingTimeInterval(1),
        ])
    }
}
