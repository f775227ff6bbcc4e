#if canImport(Glibc)
    import Glibc
#endif
import Foundation
import WidgetHost

/// Runs the interactive Edit Widget form on the terminal: raw mode, a redraw after each key, the
/// terminal restored however the form ends.
enum TerminalForm {
    /// Whether both the keyboard and the screen are a terminal.
    static var isInteractive: Bool { isatty(0) == 1 && isatty(1) == 1 }

    static func run(_ session: FormSession, widgetID: Int64) throws {
        var saved = termios()
        tcgetattr(0, &saved)
        var raw = saved
        // No echo, no line editing, no signals from Ctrl-C (the form reads it as a key), bytes as they come.
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        tcsetattr(0, TCSAFLUSH, &raw)
        let paint = ProcessInfo.processInfo.environment["NO_COLOR"] == nil ? FormPaint.terminal(session.colors) : FormPaint.none
        defer {
            tcsetattr(0, TCSAFLUSH, &saved)
            write("\u{1B}[?25h")
        }
        write("\u{1B}[?25l")
        draw(session, paint)
        var buffer = [UInt8](repeating: 0, count: 64)
        while session.outcome == .editing {
            let count = read(0, &buffer, buffer.count)
            guard count > 0 else { break }
            for key in FormKey.keys(in: Array(buffer[0..<count])) where session.outcome == .editing {
                session.handle(key)
            }
            if session.outcome == .editing { draw(session, paint) }
        }
        write("\u{1B}[H\u{1B}[2J")
        switch session.outcome {
        case .saved(let configuration): say("Widget #\(widgetID): \(session.form.text(of: configuration)).")
        case .cancelled, .editing: say("Nothing changed: widget #\(widgetID) keeps its configuration.")
        }
    }

    /// Clears the screen and draws the form from the top.
    static func draw(_ session: FormSession, _ paint: FormPaint) {
        write("\u{1B}[H\u{1B}[2J" + session.screen(paint).joined(separator: "\r\n") + "\r\n")
    }

    static func write(_ text: String) {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { Glibc.write(1, $0.baseAddress! + written, $0.count - written) }
            guard result > 0 else { return }
            written += result
        }
    }
}
