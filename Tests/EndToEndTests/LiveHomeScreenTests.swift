import Foundation
import Synchronization
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `sample-app home serve`, as a user starts it: a real server over a home of real extensions.
struct ServedHome {
    let home: TestHome
    let server: ChildProcess
    let url: String
    let log: URL

    /// Starts the server on a free port over a home holding a character widget of each configuration's
    /// kind and a Lock Screen widget, and waits for the line with its address.
    static func start() throws -> ServedHome {
        let home = TestHome()
        for (kind, family) in [
            ("com.mygame.character-detail", "systemSmall"), ("com.mygame.character-detail-ios17", "systemMedium"),
            ("com.cards.due-date", "accessoryRectangular"),
        ] {
            let added = try home.run(["home", "add", kind, "--family", family])
            #expect(added.status == 0, "\(added.errors)")
        }
        let log = home.root.appendingPathComponent("serve.out")
        let server = try ChildProcess.spawn(
            TestHome.buildDirectory.appendingPathComponent("sample-app").path, ["home", "serve", "--port", "0"],
            environment: home.environment, output: log.path, errors: home.root.appendingPathComponent("serve.err").path)
        let prefix = "Serving the home screen at "
        var url: String?
        _ = waitUntil(seconds: 20) {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            url = text.split(separator: "\n").first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
            return url != nil
        }
        guard let url else {
            kill(server.pid, SIGKILL)
            let errors = (try? String(contentsOf: home.root.appendingPathComponent("serve.err"), encoding: .utf8)) ?? ""
            home.tearDown()
            throw ServeFailure(description: "home serve printed no address within 20 s: \(errors)")
        }
        return ServedHome(home: home, server: server, url: url, log: log)
    }

    /// Stops the server as Ctrl-C does; its exit status.
    func interrupt() -> Int32? {
        kill(server.pid, SIGINT)
        return server.wait(timeout: 20)
    }

    func stop() {
        if interrupt() == nil { kill(server.pid, SIGKILL) }
        home.tearDown()
    }

    /// The status and body of a GET, with `headers`.
    func get(_ address: String, headers: [String: String] = [:]) throws -> (status: Int, body: String) {
        var request = URLRequest(url: URL(string: address)!)
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let result = Mutex<(Int, String)?>(nil)
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: request) { data, response, _ in
            result.withLock { $0 = ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data ?? Data(), as: UTF8.self)) }
            done.signal()
        }.resume()
        guard done.wait(timeout: .now() + 20) == .success, let (status, body) = result.withLock({ $0 }) else {
            throw ServeFailure(description: "GET \(address) had no answer within 20 s")
        }
        return (status, body)
    }

    /// The processes whose command line names this home: the server and the extensions it started.
    func processesOfHome() -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> String? in
            guard Int32(entry) != nil, Int32(entry) != getpid(),
                let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"), !data.isEmpty
            else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
            let environment = FileManager.default.contents(atPath: "/proc/\(entry)/environ") ?? Data()
            let ofHome =
                line.firstRange(of: home.root.path) != nil
                || String(decoding: environment, as: UTF8.self).firstRange(of: "SAMPLES_HOME=\(home.root.path)") != nil
            return ofHome ? "\(entry): \(line)" : nil
        }
    }
}

struct ServeFailure: Error, CustomStringConvertible {
    var description: String
}

/// The server without a browser: who it lets in, and what it leaves behind.
@Suite(.serialized) struct HomeServeTests {
    @Test func onlyTheTokenOnLoopbackFromThePageItselfIsServed() throws {
        let served = try ServedHome.start()
        defer { served.stop() }
        #expect(served.url.hasPrefix("http://127.0.0.1:"), "\(served.url)")
        let page = try served.get(served.url)
        #expect(page.status == 200)
        #expect(page.body.firstRange(of: "data-widget-id=\"1\" data-kind=\"com.mygame.character-detail\"") != nil)
        #expect(page.body.firstRange(of: "<label for=\"clock-slider\">") != nil)
        let bare = String(served.url.prefix { $0 != "?" })
        #expect(try served.get(bare).status == 403)
        #expect(try served.get(bare + "?token=" + String(repeating: "0", count: 64)).status == 403)
        let other = try served.get(served.url, headers: ["Origin": "http://example.com"])
        #expect(other.status == 403)
        #expect(other.body.firstRange(of: "another origin") != nil, "\(other.body)")
        let renamed = served.url.replacingOccurrences(of: "127.0.0.1", with: "localhost")
        #expect(try served.get(renamed).status == 200)
    }

    @Test func ctrlCStopsTheServerAndTheExtensionsItStarted() throws {
        let served = try ServedHome.start()
        defer { served.home.tearDown() }
        // The page asks the widget extension for timelines: the server has started it.
        #expect(try served.get(served.url).status == 200)
        #expect(served.processesOfHome().count >= 2, "\(served.processesOfHome())")
        #expect(served.interrupt() == 0)
        let output = (try? String(contentsOf: served.log, encoding: .utf8)) ?? ""
        #expect(output.firstRange(of: "Stopped serving; stopped widget-extension") != nil, "\(output)")
        let left = served.processesOfHome()
        #expect(left.isEmpty, "left running: \(left)")
    }

    @Test func aPortInUseIsSaidAsASentence() throws {
        let served = try ServedHome.start()
        defer { served.stop() }
        let port = served.url.split(separator: ":")[2].prefix { $0.isNumber }
        let second = try served.home.run(["home", "serve", "--port", String(port)], timeout: 20)
        #expect(second.status == 1)
        #expect(
            second.errors == "error: Port \(port) is in use by another program; give another with --port, or --port 0 for a free one.\n")
    }
}

/// The live page in Chromium, driven as a user drives it (Tests/Browser/live_page.py): each scenario on a
/// home of its own. A failing scenario keeps a screenshot under .build/browser-failures.
@Suite(.needsBrowser, .serialized) struct LiveHomeScreenTests {
    static let script = Corpus.repositoryRoot.appendingPathComponent("Tests/Browser/live_page.py")
    static let screenshots = TestHome.buildDirectory.deletingLastPathComponent().appendingPathComponent("browser-failures")

    @Test(arguments: ["widgets", "heal", "app_writes", "edit", "clock", "token"])
    func scenario(_ name: String) throws {
        let served = try ServedHome.start()
        defer { served.stop() }
        let result = try served.home.runProcess(
            "/usr/bin/env",
            [
                "python3", Self.script.path, name, served.url, "--app", TestHome.buildDirectory.appendingPathComponent("sample-app").path,
                "--home", served.home.root.path, "--shots", Self.screenshots.path,
            ], extraEnvironment: [:], timeout: 120)
        #expect(result.status == 0 && result.output.hasPrefix("ok: "), "\(result.output)\(result.errors)")
    }
}
