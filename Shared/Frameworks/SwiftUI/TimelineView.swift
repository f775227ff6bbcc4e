import Foundation
import ViewArchive

/// A view that changes on a schedule: its content is made for each date the schedule names.
///
/// In a widget, as WidgetKit does, the system draws the content at each of those dates without waking
/// the extension: the archive holds the content made for each of the schedule's first dates from the
/// entry's date (at most `TimelineViewArchive.maximumDates`, within a day of it), and the system shows the
/// last whose date has come. An animation schedule names no dates a widget can show: it is drawn once,
/// at the entry's date (docs/swiftui-subset.md).
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    public typealias Context = TimelineViewDefaultContext
}

extension TimelineView: View, PrimitiveView where Content: View {
    public typealias Body = Never

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        let start = environment.timelineEntryDate ?? Date()
        let dates = TimelineViewArchive.dates(of: schedule, from: start)
        let children = dates.map { date in
            let context = TimelineViewDefaultContext(date: date, cadence: .live)
            return ViewNode.single(EnvironmentValues.withCurrent(environment) { content(context) }.nodes(in: environment))
        }
        nodes.append(.scheduled(dates: dates, children: children))
    }
}

/// How many of a schedule's dates a widget's archive holds.
package enum TimelineViewArchive {
    /// At most an hour of a schedule by the minute: each date is the whole content again.
    package static let maximumDates = 60
    /// How far past the entry's date the archive looks.
    package static let horizon: TimeInterval = 86_400

    /// The dates the archive holds, in order: the schedule's last at or before `start` (else `start`
    /// itself), then those after it within the horizon, up to the maximum. A schedule's dates need not
    /// come in order (an explicit one may not); one that names nothing near `start` is read no further
    /// than `maximumRead` dates.
    package static func dates(of schedule: some TimelineSchedule, from start: Date) -> [Date] {
        if schedule is AnimationTimelineSchedule { return [start] }
        var current: Date?
        var later: [Date] = []
        for (read, date) in schedule.entries(from: start, mode: .normal).enumerated() {
            guard read < maximumRead, later.count < maximumDates - 1 else { break }
            if date <= start {
                current = max(current ?? date, date)
            } else if date.timeIntervalSince(start) < horizon {
                later.append(date)
            }
        }
        return [current ?? start] + later.sorted()
    }

    /// How many of a schedule's dates are read at most.
    package static let maximumRead = 10_000
}

/// What a `TimelineView`'s content is told: the date it is made for, and how often it changes.
public struct TimelineViewDefaultContext {
    public let date: Date
    public let cadence: Cadence

    /// How often a timeline view's content changes, as the system shows it.
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }
}

/// How often the system asks for a timeline view's content: normally, or less often when the screen dims.
public enum TimelineScheduleMode: Sendable {
    case normal, lowFrequency
}

/// The dates at which a `TimelineView` changes.
public protocol TimelineSchedule {
    typealias Mode = TimelineScheduleMode
    associatedtype Entries: Sequence where Entries.Element == Date

    /// The dates from `startDate` on: the first may be before it, the date the content then showed.
    func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

/// Dates `interval` seconds apart, counted from a date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The dates from the last one at or before the start on; one date only when the interval is not a
    /// positive number of seconds.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval

        public mutating func next() -> Date? {
            guard let date = upcoming else { return nil }
            upcoming = interval > 0 && interval.isFinite ? date.addingTimeInterval(interval) : nil
            return date
        }
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval > 0, interval.isFinite, startDate > self.startDate else { return Entries(upcoming: self.startDate, interval: interval) }
        let periods = (startDate.timeIntervalSince(self.startDate) / interval).rounded(.down)
        return Entries(upcoming: self.startDate.addingTimeInterval(periods * interval), interval: interval)
    }
}

/// A date at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}

    /// The start of every minute from the start date's on.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date

        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(60) }
            return upcoming
        }
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let seconds = startDate.timeIntervalSinceReferenceDate
        return Entries(upcoming: Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60))
    }
}

/// The dates given, and no others.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    public init(_ dates: Entries) {
        self.dates = dates
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

/// As often as the screen redraws, for animations; a widget draws it once.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// Dates a frame apart (`minimumInterval`, or a sixtieth of a second), or the start alone when paused.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval

        public mutating func next() -> Date? {
            defer { upcoming = upcoming?.addingTimeInterval(interval) }
            return upcoming
        }
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let interval = minimumInterval.flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? 1.0 / 60
        return paused ? Entries(upcoming: startDate, interval: .infinity) : Entries(upcoming: startDate, interval: interval)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

private struct TimelineEntryDateKey: EnvironmentKey {
    static let defaultValue: Date? = nil
}

extension EnvironmentValues {
    /// The date of the timeline entry being archived, which WidgetKit sets: where a `TimelineView` starts.
    package var timelineEntryDate: Date? {
        get { self[TimelineEntryDateKey.self] }
        set { self[TimelineEntryDateKey.self] = newValue }
    }
}
