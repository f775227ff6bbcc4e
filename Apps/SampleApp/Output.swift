import Foundation
import WireValues

/// One line a command says on standard output: its words are the suite's, but what it quotes (a name,
/// a title, an intent's dialog, a push's alert) comes from a person, a store or an extension, so the
/// whole line is shown with its control characters escaped (`TerminalText`). Lines that hold line
/// breaks or colours of their own (tables, drawings) are made by the system's texts (`WidgetText`, `StackText` …), which escape what they quote.
func say(_ line: String) {
    print(TerminalText.escaped(line))
}

/// Lines a command says, each as `say(_:)` says one.
func say(lines: [String]) {
    for line in lines { say(line) }
}

/// One line on standard error (`error: …`, `warning: …`, `note: …`), escaped as `say(_:)` escapes.
func complain(_ line: String) {
    // What was said before comes first, where both go to one file.
    fflush(nil)
    FileHandle.standardError.write(Data((TerminalText.escaped(line) + "\n").utf8))
}
