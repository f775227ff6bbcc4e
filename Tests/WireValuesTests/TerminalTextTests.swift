import Testing
import WireValues

/// Text from outside the suite, written on a terminal: controls shown, never obeyed.
@Suite struct TerminalTextTests {
    @Test func controlCharactersAreShownEscaped() {
        #expect(TerminalText.escaped("A\nB\u{1B}[31mRED") == #"A\nB\u{1B}[31mRED"#)
        #expect(TerminalText.escaped("\u{1B}]0;pwned\u{07}") == #"\u{1B}]0;pwned\u{7}"#, "a window title is not set")
        #expect(TerminalText.escaped("a\r\nb\tc") == #"a\r\nb\tc"#, "a CRLF is two escapes, not one character kept")
        #expect(TerminalText.escaped("x\u{7F}\u{9B}2J") == #"x\u{7F}\u{9B}2J"#, "DEL and the 8-bit CSI")
        #expect(TerminalText.escaped("abc\u{202E}fed") == #"abc\u{202E}fed"#, "a bidirectional override")
    }

    @Test func otherTextIsLeftAsItIs() {
        for text in ["Café Zoë", "🐳 Spouty 33%", "👩‍👩‍👧 family", "日本語", #"C:\path\n"#, ""] {
            #expect(TerminalText.escaped(text) == text)
        }
    }
}
