import Foundation
import OSLog
import Synchronization
import Testing

/// Messages are written one line each, with their level, subsystem and category, and their values
/// redacted or shown as iOS decides when no debugger is attached.
@Suite struct OSLogTests {
    /// The lines `body` writes, captured instead of going to standard error.
    func lines(_ body: () -> Void) -> [String] {
        let captured = Mutex<[String]>([])
        LogOutput.$capture.withValue({ line in captured.withLock { $0.append(line) } }) { body() }
        return captured.withLock { $0 }
    }

    @Test func stringsArePrivateByDefaultAndNumbersAndBooleansPublic() {
        let name = "Ada"
        let count = 3
        let ready = true
        let message: OSLogMessage = "user \(name) has \(count) items, ready: \(ready), ratio \(0.5)"
        #expect(message.rendered == "user <private> has 3 items, ready: true, ratio 0.500000")
    }

    @Test func privacyOptionsShowOrRedactAsAsked() {
        let token = "secret"
        let identifier = 42
        #expect(OSLogMessage("\(token, privacy: .public)").rendered == "secret")
        #expect(OSLogMessage("\(token, privacy: .private)").rendered == "<private>")
        #expect(OSLogMessage("\(token, privacy: .sensitive)").rendered == "<private>")
        #expect(OSLogMessage("\(token, privacy: .auto)").rendered == "<private>")
        #expect(OSLogMessage("\(identifier, privacy: .private)").rendered == "<private>")
        #expect(OSLogMessage("\(identifier, privacy: .auto)").rendered == "42")
    }

    @Test func aHashMaskGivesTheSameDigestForTheSameValueAndAnotherForAnother() {
        let first = OSLogMessage("\("alice", privacy: .private(mask: .hash))").rendered
        let again = OSLogMessage("\("alice", privacy: .private(mask: .hash))").rendered
        let other = OSLogMessage("\("bob", privacy: .private(mask: .hash))").rendered
        #expect(first.hasPrefix("<mask.hash: '") && first.hasSuffix("'>"))
        #expect(first == again)
        #expect(first != other)
        #expect(!first.contains("alice"))
    }

    @Test func objectsErrorsAndTypesArePrivateUnlessMadePublic() {
        struct Failure: Error, CustomStringConvertible { var description: String { "disk full" } }
        let url = URL(string: "https://example.com")!
        #expect(OSLogMessage("\(Failure())").rendered == "<private>")
        #expect(OSLogMessage("\(Failure(), privacy: .public)").rendered == "disk full")
        #expect(OSLogMessage("\(url)").rendered == "<private>")
        #expect(OSLogMessage("\(url, privacy: .public)").rendered == "https://example.com")
        #expect(OSLogMessage("\(Int.self, privacy: .public)").rendered == "Int")
    }

    @Test func formatsAndAlignmentsWriteAsPrintfDoes() {
        #expect(OSLogMessage("\(255, format: .hex)").rendered == "ff")
        #expect(OSLogMessage("\(255, format: .hex(includePrefix: true, uppercase: true))").rendered == "0xFF")
        #expect(OSLogMessage("\(7, format: .decimal(minDigits: 3))").rendered == "007")
        #expect(OSLogMessage("\(8, format: .octal(includePrefix: true))").rendered == "0o10")
        #expect(OSLogMessage("\(5, format: .decimal(explicitPositiveSign: true))").rendered == "+5")
        #expect(OSLogMessage("\(3.14159, format: .fixed(precision: 2))").rendered == "3.14")
        #expect(OSLogMessage("\(1500.0, format: .exponential(precision: 1))").rendered == "1.5e+03")
        #expect(OSLogMessage("\(true, format: .answer)").rendered == "YES")
        #expect(OSLogMessage("[\("ab", align: .right(columns: 4), privacy: .public)]").rendered == "[  ab]")
        #expect(OSLogMessage("[\("ab", align: .left(columns: 4), privacy: .public)]").rendered == "[ab  ]")
        #expect(OSLogMessage("[\(UInt8(200), format: .hex)]").rendered == "[c8]")
        #expect(OSLogMessage("[\(Int8(-1), format: .hex)]").rendered == "[ff]")
    }

    @Test func eachLevelIsWrittenAsOneLineWithSubsystemAndCategory() {
        let logger = Logger(subsystem: "com.example.widgets", category: "timeline")
        let written = lines {
            logger.trace("t")
            logger.debug("d")
            logger.info("i")
            logger.notice("n")
            logger.log("l")
            logger.warning("w")
            logger.error("e")
            logger.critical("c")
            logger.fault("f")
            logger.log(level: .info, "level \(2)")
        }
        let levels = written.map { line in line.components(separatedBy: ": <").last?.components(separatedBy: ">").first ?? "" }
        #expect(levels == ["Debug", "Debug", "Info", "Default", "Default", "Error", "Error", "Fault", "Fault", "Info"])
        #expect(written.allSatisfy { $0.contains("[com.example.widgets:timeline] ") })
        #expect(written.last?.hasSuffix("[com.example.widgets:timeline] level 2") == true)
        #expect(written.first?.contains("[\(getpid())]: ") == true)
    }

    @Test func theDefaultLogHasNoSubsystemAndTheDisabledOneWritesNothingAndEvaluatesNothing() {
        let evaluated = Mutex(false)
        func expensive() -> String {
            evaluated.withLock { $0 = true }
            return "x"
        }
        let written = lines {
            Logger().info("plain \("v", privacy: .public)")
            Logger(OSLog.disabled).error("never \(expensive())")
        }
        #expect(written.count == 1)
        #expect(written.first?.hasSuffix(": <Info> plain v") == true)
        #expect(evaluated.withLock { $0 } == false)
        #expect(OSLog.disabled.isEnabled(type: .error) == false)
        #expect(OSLog(subsystem: "s", category: "c").isEnabled(type: .debug))
    }

    @Test func aLineBreakInAMessageStaysOnOneLine() {
        let written = lines { Logger(subsystem: "s", category: "c").notice("one\ntwo") }
        #expect(written == written.map { $0.replacingOccurrences(of: "\n", with: "") })
        #expect(written.first?.hasSuffix("one\\ntwo") == true)
    }
}
