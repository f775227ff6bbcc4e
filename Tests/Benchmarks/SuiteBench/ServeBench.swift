#if canImport(Glibc)
    import Glibc
#endif
import Foundation
import SuiteHome
import SystemLive
import WidgetHost

/// The live page (`home serve`) with a home screen of a dozen widgets: from the app's write (`game hurt`,
/// as a user types it in another terminal) to the widget redrawn in Chromium, over 50 changes, beside the
/// command's own time; then as many by widget push (`game hurt --push`, iOS 26); then the server's footprint, idle. Needs Chromium and Playwright for Python
/// (Tests/Browser/serve_bench.py); without them it says so and measures nothing.
enum ServeBench {
    static let changes = 50
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Tests/Browser/serve_bench.py")

    struct Figures {
        /// The slowest of the first changes after the page opened, the browser's first redrawings among them.
        var firstChanges: Double
        var toPage: (p50: Double, p99: Double)
        /// Each change from the command's exit (its writes come in its last few milliseconds) to the page.
        var afterExit: (p50: Double, p99: Double)
        var command: Double
        /// The same, the game's server telling the widgets by a push.
        var pushToPage: (p50: Double, p99: Double)
        var pushCommand: Double
        var idleFootprint: Double
    }

    /// Why the page cannot be measured here; nil when it can.
    static var absence: String? {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        guard path.contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/chromium") }) else {
            return "Chromium is not on PATH (sudo apt-get install chromium)"
        }
        guard (try? Spawned.run("/usr/bin/env", ["python3", "-c", "import playwright"], environment: [:])) != nil else {
            return "python3 cannot import Playwright (pip install playwright)"
        }
        return nil
    }

    static func measure(sampleApp: String, scratch: URL) throws -> Figures {
        let home = SuiteHome(root: scratch.appendingPathComponent("serve-home"))
        try home.prepare(home.root)
        let environment = ["SAMPLES_HOME": home.root.path, "NO_COLOR": "1"]
        for index in 0..<12 {
            let (kind, family) =
                switch index % 4 {
                case 0: ("com.mygame.character-detail", "systemSmall")
                case 1: ("com.mygame.character-detail", "systemMedium")
                case 2: ("com.mygame.character-detail-ios17", "systemMedium")
                default: ("com.mygame.game-status", "systemMedium")
                }
            _ = try Spawned.run(sampleApp, ["home", "add", kind, "--family", family], environment: environment)
        }
        // A push spends its widgets' reload budget, as Apple's do: 50 of them would spend it and be deferred,
        // which the budget's own tests show. Here the page's path is measured, so the budget is set high.
        _ = try Spawned.run(sampleApp, ["home", "budget", "--set", "1000"], environment: environment)
        let (server, url) = try serve(sampleApp: sampleApp, ["home", "serve", "--port", "0"], environment: environment, log: scratch.appendingPathComponent("serve.out"))
        defer { stop(server) }

        let output = scratch.appendingPathComponent("serve-bench.json")
        _ = try Spawned.run(
            "/usr/bin/env",
            ["python3", script.path, url, "--app", sampleApp, "--home", home.root.path, "--changes", String(changes)],
            environment: environment, output: output.path)
        struct Reply: Decodable {
            var first_ms: [Double]
            var to_page_ms: [Double]
            var command_ms: [Double]
            var push_to_page_ms: [Double]
            var push_command_ms: [Double]
        }
        let reply = try JSONDecoder().decode(Reply.self, from: Data(contentsOf: output))
        let afterExit = zip(reply.to_page_ms, reply.command_ms).map { $0 - $1 }
        // Idle: the page closed, the server waiting.
        sleep(2)
        return Figures(
            firstChanges: reply.first_ms.max() ?? 0, toPage: (percentile(reply.to_page_ms, 0.5), percentile(reply.to_page_ms, 0.99)),
            afterExit: (percentile(afterExit, 0.5), percentile(afterExit, 0.99)), command: percentile(reply.command_ms, 0.5),
            pushToPage: (percentile(reply.push_to_page_ms, 0.5), percentile(reply.push_to_page_ms, 0.99)),
            pushCommand: percentile(reply.push_command_ms, 0.5), idleFootprint: server.footprintMegabytes())
    }

    /// The device page's own figures: its first paint, a drag saved and drawn, and the baseline.
    struct PageFigures {
        var firstPaint: (p50: Double, p99: Double)
        var dragToSaved: (p50: Double, p99: Double)
        var refusedAction: Double
    }

    static let pageScript = script.deletingLastPathComponent().appendingPathComponent("page_bench.py")

    /// The device page over a home of 12 widgets: 8 small and a medium one on two pages of the Home
    /// Screen, 3 on the Lock Screen, and a control in Control Center; 20 loads and 40 drags.
    static func measurePage(sampleApp: String, scratch: URL) throws -> PageFigures {
        let home = SuiteHome(root: scratch.appendingPathComponent("page-home"))
        try home.prepare(home.root)
        let environment = ["SAMPLES_HOME": home.root.path, "NO_COLOR": "1"]
        let widgets =
            Array(repeating: ("com.mygame.character-detail", "systemSmall"), count: 8) + [
                ("com.mygame.game-status", "systemMedium"), ("com.cards.due-date", "accessoryRectangular"),
                ("com.mygame.character-detail-ios17", "accessoryCircular"), ("com.cards.due-date", "accessoryInline"),
            ]
        for (kind, family) in widgets {
            _ = try Spawned.run(sampleApp, ["home", "add", kind, "--family", family], environment: environment)
        }
        _ = try Spawned.run(sampleApp, ["home", "controls", "add", "com.mygame.heal-all"], environment: environment)
        let (server, url) = try serve(
            sampleApp: sampleApp, ["home", "serve", "--port", "0"], environment: environment, log: scratch.appendingPathComponent("page.out"))
        defer { stop(server) }
        let output = scratch.appendingPathComponent("page-bench.json")
        _ = try Spawned.run(
            "/usr/bin/env", ["python3", pageScript.path, url, "--loads", "20", "--drags", "40"], environment: environment, output: output.path)
        struct Reply: Decodable {
            var first_paint_ms: [Double]
            var drag_to_saved_ms: [Double]
            var refused_action_ms: [Double]
        }
        let reply = try JSONDecoder().decode(Reply.self, from: Data(contentsOf: output))
        return PageFigures(
            firstPaint: (percentile(reply.first_paint_ms, 0.5), percentile(reply.first_paint_ms, 0.99)),
            dragToSaved: (percentile(reply.drag_to_saved_ms, 0.5), percentile(reply.drag_to_saved_ms, 0.99)),
            refusedAction: percentile(reply.refused_action_ms, 0.5))
    }

    /// Starts `home serve` with `arguments`, and waits for the page's address (30 s at most).
    static func serve(sampleApp: String, _ arguments: [String], environment: [String: String], log: URL) throws -> (Spawned, String) {
        let server = try Spawned(sampleApp, arguments, environment: environment, output: log.path)
        let prefix = "Serving the home screen at "
        var url: String?
        let deadline = Date().addingTimeInterval(30)
        while url == nil, Date() < deadline {
            usleep(20_000)
            url = ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").first { $0.hasPrefix(prefix) }
                .map { String($0.dropFirst(prefix.count)) }
        }
        guard let url else {
            stop(server)
            throw BenchFailure("home serve printed no address within 30 s")
        }
        return (server, url)
    }

    /// Stops a server as Ctrl-C does, and waits for it.
    static func stop(_ server: Spawned) {
        kill(server.pid, SIGINT)
        var status: Int32 = 0
        waitpid(server.pid, &status, 0)
    }

    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded(.up)))]
    }
}

struct BenchFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
