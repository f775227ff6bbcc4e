#if canImport(Glibc)
    import Glibc
#endif
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

    /// The port the server listens on.
    var port: UInt16 { UInt16(url.split(separator: ":")[2].prefix { $0.isNumber }) ?? 0 }
    /// The token the address carries.
    var token: String { String(url.split(separator: "=").last ?? "") }

    /// What the server answers to `request`, written as it is on a connection of its own (no client
    /// adds a header), read until the server closes it or `seconds` pass.
    func raw(_ request: Data, seconds: Int = 10) throws -> String {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw ServeFailure(description: "cannot connect to port \(port)") }
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        _ = request.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            reply += buffer[..<count]
            // The answer is whole once its head and as many bytes as its Content-Length say have come (a
            // WebSocket let in stays open after its head).
            let text = String(decoding: reply, as: UTF8.self)
            guard let end = text.range(of: "\r\n\r\n") else { continue }
            let length = text[..<end.lowerBound].split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
                .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
            if text.utf8.distance(from: end.upperBound.samePosition(in: text.utf8)!, to: text.utf8.endIndex) >= length { break }
        }
        return String(decoding: reply, as: UTF8.self)
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

    /// Requests no browser sends: each refused with 403 and the sentence, or answered as a page would be.
    @Test func whatNoBrowserSendsIsAnsweredInWords() throws {
        let served = try ServedHome.start()
        defer { served.stop() }
        let host = "127.0.0.1:\(served.port)"
        func request(_ lines: [String], body: Data = Data()) -> Data { Data((lines + ["", ""]).joined(separator: "\r\n").utf8) + body }

        // HTTP/1.0 without a Host header: the check against DNS rebinding would be skipped.
        let noHost = try served.raw(request(["GET /?token=\(served.token) HTTP/1.0"]))
        #expect(noHost.hasPrefix("HTTP/1.0 403") || noHost.hasPrefix("HTTP/1.1 403"), "\(noHost)")
        #expect(noHost.contains("the request named no host; send it with a Host header."), "\(noHost)")

        // A WebSocket refused is told why, as a page is.
        let upgrade = ["Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version: 13"]
        for (lines, sentence) in [
            (["GET /live HTTP/1.1", "Host: \(host)"] + upgrade, "This page needs the token"),
            (["GET /live?token=\(String(repeating: "0", count: 64)) HTTP/1.1", "Host: \(host)"] + upgrade, "This page needs the token"),
            (["GET /live?token=\(served.token) HTTP/1.1", "Host: \(host)", "Origin: http://example.com"] + upgrade, "another origin"),
            (["GET /live?token=\(served.token) HTTP/1.1", "Host: evil.example:\(served.port)"] + upgrade, "not at evil.example"),
        ] {
            let refused = try served.raw(request(lines))
            #expect(refused.hasPrefix("HTTP/1.1 403"), "\(lines): \(refused)")
            #expect(refused.contains(sentence), "\(lines): \(refused)")
        }
        let admitted = try served.raw(request(["GET /live?token=\(served.token) HTTP/1.1", "Host: \(host)"] + upgrade))
        #expect(admitted.hasPrefix("HTTP/1.1 101"), "the page's own WebSocket: \(admitted)")

        let head = try served.raw(request(["HEAD /?token=\(served.token) HTTP/1.1", "Host: \(host)", "Connection: close"]))
        #expect(head.hasPrefix("HTTP/1.1 200") && head.contains("text/html"), "\(head)")

        let large = Data(repeating: 0x20, count: 2 << 20)
        let tooLarge = try served.raw(
            request(
                ["POST /api/action?token=\(served.token) HTTP/1.1", "Host: \(host)", "Content-Type: application/json", "Content-Length: \(large.count)", "Connection: close"],
                body: large))
        #expect(tooLarge.hasPrefix("HTTP/1.1 413") && tooLarge.contains("larger than the 1 MB the server takes"), "\(tooLarge.prefix(300))")

        // A number no point has (1e308) gets a sentence, and the server goes on for every page.
        let tap = Data(#"{"tap":{"widget":1,"x":1e308,"y":0}}"#.utf8)
        let tapped = try served.raw(
            request(
                ["POST /api/action?token=\(served.token) HTTP/1.1", "Host: \(host)", "Content-Type: application/json", "Content-Length: \(tap.count)", "Connection: close"],
                body: tap))
        #expect(tapped.hasPrefix("HTTP/1.1 422") && tapped.contains("is outside widget #1"), "\(tapped)")
        #expect(try served.get(served.url).status == 200, "the server still serves")

        // The page's form refuses what `home edit --set` refuses, in the same words.
        let added = try served.home.run(["home", "add", "com.cards.compare", "--family", "systemMedium"])
        let id = try #require(added.output.split(separator: "\n").last.map(String.init))
        for (value, sentence) in [
            (#"{"parameter":"since","value":"2026-02-30"}"#, #"\"2026-02-30\" is not a valid value for since: February 2026 has 28 days."#),
            (#"{"parameter":"cards","value":"AcmeCard"},{"parameter":"cards","value":"AcmeCard"}"#, #"cards takes each choice once; \"AcmeCard\" is given twice."#),
        ] {
            let save = Data(#"{"save":{"widget":\#(id),"values":[\#(value)]}}"#.utf8)
            let saved = try served.raw(
                request(
                    ["POST /api/action?token=\(served.token) HTTP/1.1", "Host: \(host)", "Content-Type: application/json", "Content-Length: \(save.count)", "Connection: close"],
                    body: save))
            #expect(saved.hasPrefix("HTTP/1.1 422") && saved.contains(sentence), "\(value): \(saved)")
        }
        #expect(try served.home.run(["home", "list"]).output.contains("since") == false, "nothing was saved")
    }

    /// `--open` opens the page through a file only this user reads: the token is on no command line.
    @Test func openingTheBrowserPutsTheTokenOnNoCommandLine() throws {
        let home = TestHome()
        defer { home.tearDown() }
        // A browser opener of our own, first on the PATH, that says what it was given and what it found there.
        let bin = home.root.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let record = home.root.appendingPathComponent("opened.txt")
        // Written by a shell, not by this process: a file this process holds open for writing would be inherited
        // by the children other tests start meanwhile, and could not be run while they hold it ("Text file busy").
        let written = try home.runProcess(
            "/bin/sh",
            [
                "-c", "printf '%s\\n' \"$2\" \"$3\" > \"$1\" && chmod 755 \"$1\"", "sh", bin.appendingPathComponent("xdg-open").path,
                "#!/bin/sh", "{ echo \"$@\"; cat \"$1\"; stat -c %a \"$1\"; } > '\(record.path)'",
            ], extraEnvironment: [:], timeout: 30)
        #expect(written.status == 0, "\(written.errors)")
        let log = home.root.appendingPathComponent("serve.out")
        var environment = home.environment
        environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "")
        let server = try ChildProcess.spawn(
            TestHome.buildDirectory.appendingPathComponent("sample-app").path, ["home", "serve", "--port", "0", "--open"],
            environment: environment, output: log.path, errors: home.root.appendingPathComponent("serve.err").path)
        defer {
            kill(server.pid, SIGINT)
            _ = server.wait(timeout: 20)
        }
        #expect(waitUntil(seconds: 20) { ((try? String(contentsOf: record, encoding: .utf8)) ?? "").contains("\n600") })
        let opened = try String(contentsOf: record, encoding: .utf8).split(separator: "\n").map(String.init)
        let address = try #require(
            try String(contentsOf: log, encoding: .utf8).split(separator: "\n").first { $0.hasPrefix("Serving the home screen at ") }
        ).dropFirst("Serving the home screen at ".count)
        let token = String(address.split(separator: "=").last ?? "")
        #expect(token.count == 64)
        #expect(!opened[0].contains(token), "the opener's arguments: \(opened[0])")
        #expect(opened[0].hasPrefix(home.root.appendingPathComponent("Serve").path), "\(opened[0])")
        #expect(opened.joined().contains("url=\(address)"), "the page sends the browser on: \(opened)")
        #expect(opened.last == "600", "only this user reads it")
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

    @Test(arguments: [
        "widgets", "heal", "app_writes", "push", "edit", "clock", "token", "drag_page", "today_view", "turn", "drop_stack", "remove_badge", "screens",
        "control_center", "control_move", "activity_button", "standby_night", "standby_swipe", "lock_screen", "long_press", "settings",
    ])
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

/// The live page's pictures (Tests/Browser/visual.py): each screen of the device in each appearance,
/// photographed in Chromium and compared with the references in Tests/Browser/References, failing past a
/// small share of differing pixels; the pictures and differences of a failure are kept under
/// .build/visual-diffs. `VISUAL_RECORD=1` records the pictures as the new references (docs/visual-tests.md).
@Suite(.needsBrowser, .serialized) struct VisualTests {
    static let script = Corpus.repositoryRoot.appendingPathComponent("Tests/Browser/visual.py")
    static let references = Corpus.repositoryRoot.appendingPathComponent("Tests/Browser/References")
    static let diffs = TestHome.buildDirectory.deletingLastPathComponent().appendingPathComponent("visual-diffs")

    @Test func everyScreenLooksAsItsReference() throws {
        let served = try ServedHome.start()
        defer { served.stop() }
        let record = ProcessInfo.processInfo.environment["VISUAL_RECORD"] == "1"
        let result = try served.home.runProcess(
            "/usr/bin/env",
            [
                "python3", Self.script.path, served.url, "--app", TestHome.buildDirectory.appendingPathComponent("sample-app").path,
                "--home", served.home.root.path, "--references", Self.references.path, "--diffs", Self.diffs.path,
            ] + (record ? ["--record"] : []), extraEnvironment: [:], timeout: 300)
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        if record { Issue.record("Recorded the references (VISUAL_RECORD=1); run again without it to compare.") }
    }
}
