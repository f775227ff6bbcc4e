import ExtensionProtocol
import Foundation
import ViewArchive
import WidgetRendering
import WireValues

/// How the system's commands print Live Activities.
public enum ActivityText {
    /// Live Activities as `home activities` lists them: a block each, the one taking the Dynamic Island first.
    public static func activities(_ shown: [(record: LiveActivityRecord, state: LiveActivityStateValue)], now: Date) -> String {
        let states = Dictionary(shown.map { ($0.record.id, $0.state) }, uniquingKeysWith: { first, _ in first })
        let running = LiveActivityRules.islandOrder(shown.filter { $0.state.isGoing }.map(\.record))
        let ended = shown.filter { $0.state == .ended }.map(\.record)
        let pending = shown.filter { $0.state == .pending }.map(\.record).sorted { $0.startedAt < $1.startedAt }
        return (running + ended + pending).enumerated().map { index, record in
            let place =
                switch states[record.id] {
                case .ended?: "the Lock Screen, ended"
                case .pending?: "nowhere until it starts"
                default: index == 0 ? "the Dynamic Island and the Lock Screen" : "the Lock Screen"
                }
            let scheduled = record.startAlert.map { " (scheduled, with the alert \"\($0)\")" } ?? ""
            var lines = [
                record.id,
                "  attributes:  \(record.attributesType) \(record.attributes)",
                "  state:       \(states[record.id]?.rawValue ?? "?") \(record.content.state)",
                "  relevance:   \(record.content.relevanceScore.spoken)",
                "  shown on:    \(place)",
                states[record.id] == .pending
                    ? "  starts:      \(moment(record.startedAt, now: now))\(scheduled)" : "  started:     \(moment(record.startedAt, now: now))\(scheduled)",
            ]
            if let stale = record.content.staleDate { lines.append("  stale from:  \(moment(stale, now: now))") }
            let end = LiveActivityRules.end(of: record)
            switch (record.endedAt, end <= now) {
            case (nil, false):
                lines.append("  ends by:     \(moment(end, now: now)) (eight hours after it \(states[record.id] == .pending ? "starts" : "started"))")
            case (nil, true): lines.append("  ended:       \(moment(end, now: now)) (by the system, eight hours after it started)")
            case (.some, _): lines.append("  ended:       \(moment(end, now: now))")
            }
            return lines.map(TerminalText.escaped).joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    /// A moment as the activities' texts write it: its date and time, and how far from now.
    public static func moment(_ date: Date, now: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        let minutes = Int((date.timeIntervalSince(now) / 60).rounded())
        let relative =
            minutes == 0 ? "now" : minutes > 0 ? "in \(duration(minutes))" : "\(duration(-minutes)) ago"
        return "\(formatter.string(from: date)) (\(relative))"
    }

    private static func duration(_ minutes: Int) -> String {
        minutes < 60 ? "\(minutes) min" : minutes % 60 == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(minutes % 60) min"
    }
}
