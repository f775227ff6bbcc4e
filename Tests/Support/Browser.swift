import Foundation
import Testing

/// Chromium, driven by Playwright for Python through `Tests/Browser/measure.py`: how wide a browser
/// sets text in the drawings' font, and whether any text of a page's widgets reaches past its widget's
/// edge. `make test` installs Chromium, Playwright and the fonts; without one of them the tests that
/// need a browser are skipped, and say which is missing.
public enum Browser {
    /// A string to set, as the drawings set text: size in points, weight as CSS numbers it (400, 600…).
    public struct Sample: Encodable {
        public var text: String
        public var size: Double
        public var weight: Int

        public init(_ text: String, size: Double, weight: Int) {
            self.text = text
            self.size = size
            self.weight = weight
        }
    }

    /// A text of a widget, and how far (in points) its box reaches past the widget's edges.
    public struct DrawnText: Decodable {
        public var page: String
        public var widget: String
        public var text: String
        public var overflow: Double
    }

    public struct Measures: Decodable {
        /// The width, in points, of each sample, in order.
        public var widths: [Double]
        public var texts: [DrawnText]
    }

    static let script = Corpus.repositoryRoot.appendingPathComponent("Tests/Browser/measure.py")

    /// Why the browser tests cannot run here; nil when they can.
    public static let absence: String? = {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        guard path.contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/chromium") }) else {
            return "needs Chromium, which is not on PATH; 'make test' installs it, or: sudo apt-get install chromium"
        }
        guard (try? run(["python3", "-c", "import playwright, PIL"]))?.status == 0 else {
            return "needs Playwright and Pillow for Python, which python3 cannot import; 'make test' installs them, or: pip install playwright pillow"
        }
        let font = try? run(["fc-match", "--format=%{family}", "Inter"])
        guard let family = font?.output, family.firstRange(of: "Inter") != nil else {
            return "needs the Inter font the drawings name; 'make test' installs it, or: sudo apt-get install fonts-inter"
        }
        return nil
    }()

    /// Sets `samples` and opens `pages` (HTML or SVG files) in Chromium.
    public static func measure(_ samples: [Sample], pages: [URL] = []) throws -> Measures {
        struct Request: Encodable {
            var strings: [Sample]
            var pages: [String]
        }
        let request = try JSONEncoder().encode(Request(strings: samples, pages: pages.map(\.path)))
        let result = try run(["python3", script.path], input: request)
        guard result.status == 0 else {
            throw BrowserFailure(description: "measure.py exited with \(result.status): \(result.errors)")
        }
        return try JSONDecoder().decode(Measures.self, from: Data(result.output.utf8))
    }

    struct BrowserFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs a program found on PATH, with `input` on its standard input.
    static func run(_ arguments: [String], input: Data = Data()) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let (stdin, stdout) = (Pipe(), Pipe())
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("browser-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errorText = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), errorText)
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs a test only where Chromium, Playwright and the drawings' font are, and says which is missing elsewhere.
    public static var needsBrowser: Self {
        .enabled(if: Browser.absence == nil, Comment(rawValue: Browser.absence ?? ""))
    }
}
