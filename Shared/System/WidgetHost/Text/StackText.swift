import ExtensionProtocol
import Foundation
import ViewArchive
import WidgetRendering
import WireValues

/// How the system's commands print Smart Stacks: each stack, and a stack's ranking with its reasons.
public enum StackText {
    /// `Stack 1: #3 on top of #2, #4 (score 1.55); 'sample-app home stack explain 1' says why.`
    public static func stackLine(_ ranking: StackRanking) -> String {
        let top = ranking.widgets[0]
        let others = ranking.widgets.dropFirst().map { "#\($0.state.widget.id)" }.joined(separator: ", ")
        return "Stack \(ranking.stack.id): #\(top.state.widget.id) on top of \(others) (score \(score(top.score))); "
            + "'sample-app home stack explain \(ranking.stack.id)' says why."
    }

    /// `home stack list`: each stack and its widgets.
    public static func stacks(_ stacks: [WidgetStack], widgets: [PlacedWidget]) -> String {
        guard !stacks.isEmpty else { return "No stacks; make one with 'sample-app home stack create ID ID'." }
        var rows = [["STACK", "WIDGETS"]]
        for stack in stacks {
            let names = stack.widgetIDs.map { id in "#\(id) " + (widgets.first { $0.id == id }?.kind ?? "?") }
            rows.append(["\(stack.id)", names.joined(separator: ", ")])
        }
        return TextFormat.table(rows)
    }

    /// `home stack explain`: the ranking, each widget with its reasons and numbers.
    /// `clues` are the relevance clues each widget's kind gave when asked (`relevance()`), by widget id.
    public static func ranking(_ ranking: StackRanking, clues: [Int64: Result<[RelevanceClue], any Error>] = [:]) -> String {
        let top = ranking.widgets[0]
        var lines = [
            "Stack \(ranking.stack.id) at \(TimeText.long(ranking.now)): #\(top.state.widget.id) \(top.state.displayName) is on top.", "",
        ]
        for (place, ranked) in ranking.widgets.enumerated() {
            let widget = ranked.state.widget
            let configuration = widget.configuration.isEmpty ? "" : " (\(WidgetText.configuration(widget.configuration)))"
            lines.append("\(place + 1). #\(widget.id) \(ranked.state.displayName)\(configuration): \(score(ranked.score))")
            lines.append("   prediction \(score(ranked.prediction?.score ?? 0)): \(predictionText(ranked))")
            lines.append("   relevance \(score(ranked.relevance.score)): \(relevanceText(ranked.relevance))")
            // A kind that gives no clue, as most do, adds no line.
            if let answer = clues[widget.id], (try? answer.get())?.isEmpty != true { lines.append("   relevance(): \(cluesText(answer))") }
        }
        lines.append("")
        lines.append("Score: prediction plus relevance, each from 0 to 1; equal scores keep the stack's order (docs/system.md).")
        return lines.map(TerminalText.escaped).joined(separator: "\n")
    }

    static func score(_ value: Double) -> String { String(format: "%.2f", value) }

    /// What a kind's `relevance()` gave: Apple's RelevanceKit acts on watchOS only, so on the phone its
    /// clues are received and do not rank the stack.
    package static func cluesText(_ answer: Result<[RelevanceClue], any Error>) -> String {
        switch answer {
        case .failure(let error): return "not answered: \(error)"
        case .success(let clues) where clues.isEmpty: return "no clue"
        case .success(let clues):
            let listed = clues.map { clue in
                let when = clue.end.map { "\(TimeText.long(clue.start)) to \(TimeText.long($0))" } ?? TimeText.long(clue.start)
                return "\(when) (\(clue.dateKind.rawValue)\(clue.isForConfiguration ? ", for one configuration" : ""))"
            }
            return "\(clues.count == 1 ? "1 clue" : "\(clues.count) clues"), received and unused on the phone "
                + "(RelevanceKit acts on watchOS only): \(listed.joined(separator: "; "))"
        }
    }

    static func predictionText(_ ranked: RankedWidget) -> String {
        guard let prediction = ranked.prediction else {
            return ranked.state.widget.configuration.isEmpty
                ? "nothing to match donations with (no configuration)"
                : "no donation in the last 4 weeks around this time matches its configuration"
        }
        let what = prediction.matched.map(\.value).joined(separator: ", ")
        let weekday = TimeText.formatted(prediction.window.start.addingTimeInterval(SmartStackModel.window), "EEEE")
        let window = "between \(TimeText.clock(prediction.window.start)) and \(TimeText.clock(prediction.window.end))"
        return "you viewed \(what) on \(prediction.weekdays.hits) of the last \(prediction.weekdays.of) \(weekday)s and "
            + "\(prediction.days.hits) of the last \(prediction.days.of) days \(window)"
    }

    static func relevanceText(_ relevance: Relevance) -> String {
        guard let current = relevance.current else { return "its entries give no relevance" }
        let value = String(format: "%.3g", current)
        guard current > 0 else { return "its current entry's relevance \(value) says nothing relevant now" }
        let held = relevance.heldSince.map { ", held since \(TimeText.clock($0)) by its duration" } ?? ""
        let comparison = current >= relevance.highest ? "the highest" : "below the highest, \(String(format: "%.3g", relevance.highest)),"
        guard relevance.compared > 1 else { return "its current entry's relevance \(value)\(held) is its only score so far" }
        return "its current entry's relevance \(value)\(held) is \(comparison) of its last \(relevance.compared) scores"
    }
}
