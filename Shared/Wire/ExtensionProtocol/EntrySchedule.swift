import Foundation

/// Which of a timeline's entries shows at a time: the system's rule, which the widget extension also
/// applies to check that a pressed control is one the widget shows.
public enum EntrySchedule {
    /// The entry showing at `date`, given the entries' dates in the timeline's order: the latest one whose
    /// date has come (the last listed, of several at that date), or the earliest when none has come yet.
    /// `dates` must not be empty.
    public static func current(_ dates: [Date], at date: Date) -> Int {
        var shown: Int?
        for (index, entryDate) in dates.enumerated() where entryDate <= date && entryDate >= (shown.map { dates[$0] } ?? .distantPast) {
            shown = index
        }
        return shown ?? dates.indices.min { dates[$0] < dates[$1] }!
    }
}
