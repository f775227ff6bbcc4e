import ArgumentParser
import Foundation

/// Words argument-parser would misread, caught before or after it reads them, so that each gets one
/// sentence: a command that does not exist (argument-parser prints its parent's help for
/// `home knobs --help` and exits 0, and suggests nothing for `hme`), and a negative number where a
/// positive one goes (argument-parser takes `-1` for an option and says an argument is missing).
enum CommandWords {
    /// The options taken before a command's name that take a value (`--home DIR`, `--now TIME`).
    static let globalOptionsWithValues: Set<String> = ["--home", "--now"]

    /// The sentence for a word that names no command where a command is expected; nil when there is none.
    static func unknownCommand(in arguments: [String], root: any ParsableCommand.Type) -> String? {
        var command = root
        var path = [root._commandName]
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if word == "--" { return nil }
            if word.hasPrefix("-") {
                if globalOptionsWithValues.contains(word) { index += 1 }
                continue
            }
            let subcommands = command.configuration.subcommands
            // A command without subcommands takes arguments from here on.
            guard !subcommands.isEmpty else { return nil }
            if command == root && word == "help" { return nil }
            guard let next = subcommands.first(where: { $0._commandName == word }) else {
                let names = subcommands.map { $0._commandName }
                let suggestion = closest(to: word, among: names)
                // A command with a default one may take the word as that one's argument, unless it is a slip.
                if command.configuration.defaultSubcommand != nil && suggestion == nil { return nil }
                let parent = path.joined(separator: " ")
                return
                    "'\(word)' is not a command of '\(parent)'\(suggestion.map { "; did you mean '\($0)'?" } ?? ".") Its commands are \(names.joined(separator: ", ")) ('\(parent) --help' says what each does)."
            }
            command = next
            path.append(word)
        }
        return nil
    }

    /// The sentence for a negative number argument-parser took for an option; nil when no word is one.
    static func negativeNumber(in arguments: [String]) -> String? {
        guard let word = arguments.first(where: { $0.count > 1 && $0.first == "-" && $0.dropFirst().allSatisfy(\.isNumber) }) else {
            return nil
        }
        return
            "'\(word)' reads as an option here, and the numbers sample-app takes (a widget's id, a count, days) are never negative; give a positive one."
    }

    /// The name nearest `word`, within two edits, or one it begins; nil when none is near.
    static func closest(to word: String, among names: [String]) -> String? {
        let scored = names.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        if let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2 { return best.0 }
        return names.first { $0.hasPrefix(word.lowercased()) && word.count >= 2 }
    }

    /// Edits (insertions, deletions, substitutions) from `a` to `b`.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var diagonal = row[0]
            row[0] = i
            for j in 1...b.count {
                let above = row[j]
                row[j] = min(above + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1))
                diagonal = above
            }
        }
        return row[b.count]
    }
}
