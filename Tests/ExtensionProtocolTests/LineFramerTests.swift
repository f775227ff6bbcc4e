import ExtensionProtocol
import Testing

@Suite struct LineFramerTests {
    @Test func splitsLinesWhateverTheChunking() {
        let stream = Array("{\"a\":1}\n{\"b\":2}\r\n\n".utf8)
        var whole = LineFramer()
        let expected: [LineFramer.Event] = [.text("{\"a\":1}"), .text("{\"b\":2}"), .text("")]
        #expect(whole.feed(stream[...]) == expected)

        var byteByByte = LineFramer()
        var events: [LineFramer.Event] = []
        for byte in stream { events += byteByByte.feed([byte][...]) }
        #expect(events == expected)
        #expect(throws: Never.self) { try byteByByte.finish() }
    }

    @Test func keepsMultibyteCharactersSplitAcrossReads() {
        let bytes = Array("🐼 Power Panda\n".utf8)
        var framer = LineFramer()
        var events: [LineFramer.Event] = []
        for chunk in [bytes[0..<2], bytes[2..<5], bytes[5...]] { events += framer.feed(chunk) }
        #expect(events == [.text("🐼 Power Panda")])
    }

    @Test func reportsAnOversizeLineOnceAndCarriesOn() {
        var framer = LineFramer(maximumLineLength: 8)
        let events = framer.feed(Array("0123456789abc\nok\n".utf8)[...])
        #expect(events == [.oversize(length: 13), .text("ok")])
    }

    @Test func reportsInvalidUTF8AndCarriesOn() {
        var framer = LineFramer()
        let events = framer.feed(([0x7B, 0xFF, 0xFE, 0x7D, 0x0A] + Array("next\n".utf8))[...])
        #expect(events == [.invalidUTF8, .text("next")])
    }

    @Test func aPeerThatHangsUpMidLineIsAnError() {
        var framer = LineFramer()
        _ = framer.feed(Array("{\"jsonrpc\":".utf8)[...])
        #expect(throws: LineFramer.FramingError.truncated(bytes: 11)) { try framer.finish() }
    }
}

extension LineFramer.Event {
    /// A line of `text`, as the framer gives it.
    static func text(_ text: String) -> Self { .line(Array(text.utf8)) }
}
