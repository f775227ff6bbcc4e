import ExtensionProtocol
import Foundation
import IntentDefinition

/// Why a widget of a stack ranks where it does: a prediction from the app's donations, and its entry's relevance.
public struct RankedWidget: Sendable {
    /// What the widget shows now, its timeline fetched first if it was due.
    public var state: WidgetState
    public var prediction: Prediction?
    public var relevance: Relevance
    /// What ranks it: the prediction's score and the relevance's, each from 0 to 1.
    public var score: Double { (prediction?.score ?? 0) + relevance.score }
}

/// How often the user did, around this time of day, what the widget is configured to show.
public struct Prediction: Sendable {
    /// The parameters matched, by name and value, under the supported combination donations are read with.
    public var matched: [(name: String, value: String)]
    /// Of the last `weekdays.of` same days of the week, on how many a matching donation fell in the window.
    public var weekdays: (hits: Int, of: Int)
    /// Of the last `days.of` days, on how many.
    public var days: (hits: Int, of: Int)
    /// The window, around the time of day.
    public var window: (start: Date, end: Date)
    /// The better of the two habits: the share of same weekdays, or of days.
    public var score: Double { max(Double(weekdays.hits) / Double(weekdays.of), Double(days.hits) / Double(days.of)) }
}

/// The relevance of the entry showing, measured against the widget's own.
public struct Relevance: Sendable, Equatable {
    /// The score in force: the current entry's, or an earlier entry's whose duration still holds.
    public var current: Double?
    /// When the entry whose duration holds the score came, if not the current one.
    public var heldSince: Date?
    /// The highest of the widget's recent scores.
    public var highest: Double
    /// How many recent scores it is measured against.
    public var compared: Int
    /// The score in force over the highest: scores are compared only with the widget's own; 0 or less is nothing relevant.
    public var score: Double {
        guard let current, current > 0, highest > 0 else { return 0 }
        return current / highest
    }
}

/// A stack ranked at a time, the widget on top first.
public struct StackRanking: Sendable {
    public var stack: WidgetStack
    public var now: Date
    public var widgets: [RankedWidget]
}

/// The Smart Stack's model: ours, simple and explainable (see docs/system.md), not Apple's, which is not published.
public enum SmartStackModel {
    /// How far either side of the time of day a donation counts.
    public static let window: TimeInterval = 30 * 60
    public static let weekdaysLookedAt = 4
    /// How many of a widget's recent relevance scores its current one is measured against.
    public static let scoresCompared = 20
    public static let daysLookedAt = 7

    /// The minutes of the day within the window around `date`, as one or two ranges (around midnight).
    static func minutes(around date: Date) -> [ClosedRange<Int>] {
        let minute = Donation.minuteOfDay(date), half = Int(window / 60)
        let low = minute - half, high = minute + half
        if low < 0 { return [0...high, (1_440 + low)...1_439] }
        if high > 1_439 { return [low...1_439, 0...(high - 1_440)] }
        return [low...high]
    }

    /// The parameters of a donation that count: those of the largest supported combination it has values for.
    static func counted(_ donation: [String: String], combinations: [[String]]) -> [String]? {
        combinations.filter { $0.allSatisfy { donation[$0] != nil } }.max { $0.count < $1.count }
    }

    /// The prediction for a widget configured with `values` (each parameter's identifier or text), from donations
    /// made in windows around `date`'s time of day.
    static func prediction(values: [String: String], combinations: [[String]], donations: [Donation], at date: Date) -> Prediction? {
        let calendar = Calendar.current
        let today = calendar.startOfDay(for: date)
        // The start of each day looked at, today's first: a donation's day is found among them, rather
        // than asked of the calendar for each donation (a year of them, for each widget of a stack).
        let starts = (0...max(weekdaysLookedAt * 7, daysLookedAt)).map { calendar.date(byAdding: .day, value: -$0, to: today)! }
        var daysWith = Set<Int>()
        var matched: [(name: String, value: String)]?
        for donation in donations {
            guard let names = counted(donation.parameters, combinations: combinations),
                names.allSatisfy({ values[$0] == donation.parameters[$0] })
            else { continue }
            guard let day = starts.firstIndex(where: { $0 <= donation.date }), day >= 1 else { continue }
            daysWith.insert(day)
            matched = matched ?? names.sorted().map { ($0, donation.parameters[$0]!) }
        }
        guard let matched else { return nil }
        return Prediction(
            matched: matched,
            weekdays: ((1...weekdaysLookedAt).filter { daysWith.contains($0 * 7) }.count, weekdaysLookedAt),
            days: ((1...daysLookedAt).filter { daysWith.contains($0) }.count, daysLookedAt),
            window: (date.addingTimeInterval(-window), date.addingTimeInterval(window)))
    }

    /// The relevance at `date` of a timeline: the current entry's score, unless an earlier entry's duration
    /// holds a higher one (an entry scored 0 within it does not cancel it), measured against the widget's
    /// recent scores (the timeline's own when none are given).
    static func relevance(of entries: [(date: Date, relevance: ArchivedRelevance?)], current: Int, at date: Date, recent: [Double]? = nil)
        -> Relevance
    {
        let scores = recent ?? entries.compactMap { $0.relevance?.score }
        var score = entries[current].relevance?.score
        var heldSince: Date?
        for entry in entries where entry.date <= date {
            guard let relevance = entry.relevance, relevance.duration > 0, date < entry.date.addingTimeInterval(relevance.duration),
                relevance.score > (score ?? 0)
            else { continue }
            score = relevance.score
            heldSince = entry.date
        }
        return Relevance(current: score, heldSince: heldSince, highest: scores.max() ?? 0, compared: scores.count)
    }
}
