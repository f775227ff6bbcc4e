import ExtensionProtocol
import Foundation

/// Why the system asks a widget extension for a new timeline.
public enum ReloadReason: Equatable, Sendable {
    /// The system keeps no timeline of the widget: it was just placed, or its timeline was dropped.
    case noTimeline
    /// The user changed the widget's configuration at this time.
    case configurationChanged(Date)
    /// The app asked, through `WidgetCenter`, at this time.
    case appAsked(Date)
    /// The timeline's reload policy: its date came, or its last entry's.
    case policy(ReloadPolicy)
    /// Drawn for another device or appearance than the home screen's: asked for, and kept nowhere.
    case otherContext

    /// `the configuration changed at 12:00`, as a sentence's end.
    public var text: String {
        switch self {
        case .noTimeline: "no timeline was kept"
        case .configurationChanged(let date): "the configuration changed at \(TimeText.short(date))"
        case .appAsked(let date): "the app asked at \(TimeText.short(date))"
        case .policy(.atEnd): "the last entry's date came (policy .atEnd)"
        case .policy(.after(let date)): "the policy's date \(TimeText.short(date)) came (policy .after)"
        case .policy(.never): "its policy (.never)"
        case .otherContext: "it was drawn for another device or appearance"
        }
    }
}

/// When the system will next ask for a widget's timeline.
public enum NextReload: Equatable, Sendable {
    /// At the widget's next showing: it is due.
    case now(ReloadReason)
    /// At this date, by the timeline's policy.
    case at(Date, ReloadPolicy)
    /// Policy `.never`: only when the app asks, or the configuration changes.
    case onlyWhenAsked

    /// `at 2026-11-27 18:00:00, when the last entry's date comes (policy .atEnd)`.
    public var text: String {
        switch self {
        case .now(let reason): "when it is next shown, because \(reason.text)"
        case .at(let date, .atEnd): "at \(TimeText.short(date)), the last entry's date (policy .atEnd)"
        case .at(let date, let policy): "at \(TimeText.short(date)) (policy .\(policy.kind.rawValue))"
        case .onlyWhenAsked: "only when the app asks or the configuration changes (policy .never)"
        }
    }
}

/// A widget's kept timeline as `home timeline` prints it: every entry, the one showing, and the next reload.
public struct TimelineReport: Sendable {
    public var widget: PlacedWidget
    public var displayName: String
    public var now: Date
    public var timeline: StoredTimeline
    /// The position of the entry showing at `now`.
    public var current: Int
    public var next: NextReload
    /// Why the system fetched the timeline just now, to report it; nil when it was kept.
    public var reload: ReloadReason?
}

extension HomeScreen {
    /// A widget's timeline now: fetched first if it is due, as showing the widget would.
    public func timelineReport(of id: Int64) throws -> TimelineReport {
        let state = try currentState(of: id)
        let date = now()
        guard let timeline = try store.timeline(id) else {
            throw HostError("Widget #\(id) keeps no timeline; it may have been removed meanwhile.")
        }
        let dates = timeline.entries.map(\.date)
        let next = try nextReload(
            of: state.widget, fetchedAt: timeline.fetchedAt, policy: timeline.policy, lastDate: dates.max()!, at: date)
        return TimelineReport(
            widget: state.widget, displayName: state.displayName, now: date, timeline: timeline, current: Self.current(dates, at: date),
            next: next, reload: state.reload)
    }
}
