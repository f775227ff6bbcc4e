import ExtensionProtocol
import Foundation
import ViewArchive
import WidgetRendering
import WireValues

/// How the system's commands print a widget's timeline and the reload budget.
public enum TimelineText {
    /// A widget's kept timeline: its entries with their relevance, the one showing, and when and why the
    /// next reload comes.
    public static func timeline(_ report: TimelineReport) -> String {
        let widget = report.widget
        var lines = ["Widget #\(widget.id), \(TerminalText.escaped(report.displayName)) (\(widget.family.name)), at \(TimeText.long(report.now))."]
        let why = report.reload.map { ", just now because \($0.text)" } ?? ""
        lines.append(
            "Timeline fetched \(TimeText.short(report.timeline.fetchedAt))\(why); this timeline's policy: .\(report.timeline.policy.kind.rawValue)."
        )
        lines.append("")
        var rows = [["", "DATE", "RELEVANCE"]]
        for (position, entry) in report.timeline.entries.enumerated() {
            rows.append([position == report.current ? "▶" : "", TimeText.short(entry.date), relevanceText(entry.relevance)])
        }
        lines.append(TextFormat.table(rows))
        lines.append("")
        lines.append("Next reload: \(report.next.text).")
        lines.append(budgetLine(report.budget))
        lines += report.limits.map(WidgetText.limitLine)
        return lines.joined(separator: "\n")
    }

    /// `Budget: 3 of 40 reloads spent in the last 24 hours.`, and when it renews if spent.
    static func budgetLine(_ use: BudgetUse) -> String {
        let spent = "Budget: \(use.spent.count) of \(use.budget) reloads spent in the last 24 hours"
        guard let renews = use.renews else { return spent + "." }
        return spent + "; spent, it renews at \(TimeText.short(renews))."
    }

    /// `home budget`: the budget, and each widget's use of it.
    public static func budget(_ report: (budget: Int, now: Date, widgets: [(widget: PlacedWidget, use: BudgetUse)]), changed: Bool)
        -> String
    {
        var lines = [
            "\(changed ? "The budget is now" : "Each widget may spend") \(report.budget) reloads in any 24 hours (at \(TimeText.long(report.now)))."
        ]
        guard !report.widgets.isEmpty else { return lines.joined(separator: "\n") }
        var rows = [["ID", "KIND", "SPENT", "RENEWS"]]
        for (widget, use) in report.widgets {
            rows.append(["#\(widget.id)", widget.kind, "\(use.spent.count) of \(use.budget)", use.renews.map(TimeText.short) ?? "—"])
        }
        lines.append(TextFormat.table(rows))
        return lines.joined(separator: "\n")
    }

    /// `0.5 for 1h`, `1`, or `—` for none.
    static func relevanceText(_ relevance: ArchivedRelevance?) -> String {
        guard let relevance else { return "—" }
        let score = String(format: "%.3g", relevance.score)
        return relevance.duration > 0 ? "\(score) for \(ConfigurationForm.durationText(relevance.duration))" : score
    }
}
