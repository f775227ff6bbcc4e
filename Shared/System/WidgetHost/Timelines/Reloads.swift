import ExtensionProtocol
import Foundation

/// Why the system asks a widget extension for a new timeline.
public enum ReloadReason: Equatable, Sendable {
    /// The system keeps no timeline of the widget: it was just placed, or its configuration changed,
    /// which drops the timeline kept.
    case noTimeline
    /// The app asked, through `WidgetCenter`, at this time, in the foreground or not.
    case appAsked(Date, inForeground: Bool)
    /// A push for the app's widgets arrived at this time (iOS 26).
    case pushed(Date)
    /// The timeline's reload policy: its date came, or its last entry's.
    case policy(ReloadPolicy)
    /// Drawn for another device or appearance than the home screen's: asked for, and kept nowhere.
    case otherContext

    /// Whether a reload for this reason spends the widget's daily budget. Apple's rule: reloads the app
    /// asks for in the foreground are free; ours: so are a widget's first timeline and one after its
    /// configuration changed (the user is looking at it), and other contexts' (nothing is kept); a push
    /// spends it, as Apple says a push reloads as `reloadAllTimelines()` does, from the background.
    public var spendsBudget: Bool {
        switch self {
        case .noTimeline, .otherContext: false
        case .appAsked(_, let inForeground): !inForeground
        case .policy, .pushed: true
        }
    }

    /// `the app asked at 2026-11-27 12:00:00`, as a sentence's end.
    public var text: String {
        switch self {
        case .noTimeline: "no timeline was kept"
        case .appAsked(let date, true): "the app asked at \(TimeText.short(date))"
        case .appAsked(let date, false): "the app asked from the background at \(TimeText.short(date))"
        case .pushed(let date): "a push for its app's widgets arrived at \(TimeText.short(date))"
        case .policy(.atEnd): "the timeline before reached its last entry (policy .atEnd)"
        case .policy(.after(let date)): "the timeline before asked for one at \(TimeText.short(date)) (policy .after)"
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
    /// Due for this reason, but the daily budget is spent: the widget keeps its timeline until the
    /// budget renews at this date.
    case budgetSpent(ReloadReason, renews: Date)

    /// `at 2026-11-27 18:00:00, when the last entry's date comes (policy .atEnd)`.
    public var text: String {
        switch self {
        case .now(let reason): "when it is next shown, because \(reason.text)"
        case .at(let date, .atEnd): "at \(TimeText.short(date)), the last entry's date (policy .atEnd)"
        case .at(let date, let policy): "at \(TimeText.short(date)) (policy .\(policy.kind.rawValue))"
        case .onlyWhenAsked: "only when the app asks or the configuration changes (policy .never)"
        case .budgetSpent(let reason, let renews):
            "at \(TimeText.short(renews)), when the budget renews: it is due because \(reason.text), but today's budget is spent"
        }
    }
}

/// A reload an app asked for through `WidgetCenter`, as the system recorded it.
public struct ReloadRequest: Equatable, Sendable {
    /// Its place in the order of every request: a timeline answers the requests up to the last one made
    /// before it was fetched, whatever their times (a set clock gives many the same).
    public var serial: Int64
    /// The kind asked for; nil for every kind.
    public var kind: String?
    /// The app that asked (a push names it): only its widgets are reloaded, as a kind is its app's. Nil
    /// in a request kept before the system told apps apart, which any app's widgets of the kind answer.
    public var app: String?
    public var date: Date
    public var inForeground: Bool
    /// Whether a push asked, rather than the app (iOS 26).
    public var byPush: Bool

    public init(serial: Int64 = 0, kind: String?, app: String?, date: Date, inForeground: Bool, byPush: Bool = false) {
        self.serial = serial
        self.kind = kind
        self.app = app
        self.date = date
        self.inForeground = inForeground
        self.byPush = byPush
    }
}

/// How much of a widget's daily budget of reloads is spent at a time.
public struct BudgetUse: Equatable, Sendable {
    /// The reloads the budget allows in any 24 hours.
    public var budget: Int
    /// When the spent reloads of the last 24 hours were, oldest first.
    public var spent: [Date]

    /// The window the budget counts: 24 hours, rolling (ours; Apple fits it to the user's day).
    public static let window: TimeInterval = 24 * 3600

    public var isSpent: Bool { spent.count >= budget }
    /// When one reload is free again: 24 hours after the reload that brought the count to the budget.
    public var renews: Date? { isSpent ? spent[spent.count - budget].addingTimeInterval(Self.window) : nil }

    /// The budget a home starts with: the low end of the 40 to 70 reloads a day Apple documents for a
    /// widget viewed often.
    public static let defaultBudget = 40

    /// The budgets a person may set (ours: a reload a day at the least, one every 86 seconds at the most).
    public static let allowed: ClosedRange<Int> = 1...1_000
}

/// What decides when a kept timeline is replaced.
struct ReloadFacts {
    var fetchedAt: Date
    var policy: ReloadPolicy
    var lastDate: Date
    var requestSerial: Int64
}

extension KeptTimeline {
    var reloadFacts: ReloadFacts { ReloadFacts(fetchedAt: fetchedAt, policy: policy, lastDate: lastDate, requestSerial: requestSerial) }
}

extension StoredTimeline {
    /// Its facts; its entries must not be empty, as no kept timeline's are.
    var reloadFacts: ReloadFacts {
        ReloadFacts(fetchedAt: fetchedAt, policy: policy, lastDate: entries.map(\.date).max()!, requestSerial: requestSerial)
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
    public var budget: BudgetUse
    /// Why the system fetched the timeline just now, to report it; nil when it was kept.
    public var reload: ReloadReason?
    /// The limits iOS would hold the widget to that it breaks, each in one sentence.
    public var limits: [LimitBreach]
}
