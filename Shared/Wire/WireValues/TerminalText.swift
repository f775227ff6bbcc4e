/// Text from a person, a file or another process, made safe to write on a terminal.
///
/// A terminal obeys the control characters in what it is sent: `ESC ] 0 ;` retitles its window,
/// `ESC [2J` clears it, a carriage return overwrites a line and a newline splits a table's row. Text
/// that the suite did not write itself (a merchant's name, a push's alert, a widget's text, an error
/// that quotes a value) is passed through `escaped(_:)` before it is put among the suite's own output,
/// which keeps its own colours and line breaks.
public enum TerminalText {
    /// `text` with each control character written as Swift writes it in a literal (`\n`, `\r`, `\t`,
    /// `\u{1B}`): the C0 and C1 controls and DEL, the line and paragraph separators, and the bidirectional
    /// overrides and isolates, which reorder what follows them. Other text is returned as it is.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            guard isControl(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    /// Whether `scalar` would steer a terminal rather than be shown.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
