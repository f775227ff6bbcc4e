#if canImport(Glibc)
    import Glibc
#endif
import ExtensionHosting
import ExtensionTransport
import Foundation
import TestSupport
import Testing

/// An extension that misbehaves, in the test's process, on the real socket path the system uses.
final class FakeExtension: Sendable {
    let listener: UnixSocket
    let path: String

    /// Listens at `path` and hands each connection to `handle` on a thread of its own.
    init(at path: String, handle: @escaping @Sendable (UnixSocket, FakeExtension) -> Void) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        self.path = path
        listener = try UnixSocket.listen(at: path)
        let thread = Thread { [self] in
            while let client = try? listener.accept() {
                Thread { handle(client, self) }.start()
            }
        }
        thread.start()
    }

    /// Stops listening but leaves the socket file, as a process killed outright does.
    func die() {
        listener.shutdown()
        listener.close()
    }

    /// Reads up to the end of the first line (the request).
    static func readRequest(_ client: UnixSocket) {
        var byte: UInt8 = 0
        while (try? withUnsafeMutableBytes(of: &byte) { try client.read(into: $0) }) == 1, byte != 0x0A {}
    }
}

/// The system and its extensions under faults: a stopped process, one killed mid-request, one that
/// trickles, one that never starts, and one of another user.
@Suite struct FaultTests {
    func pid(of name: String, in home: TestHome) throws -> Int32 {
        let status = try home.run(["extensions", "status"]).output
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix(name) })
        let words = line.split(separator: " ")
        let index = try #require(words.firstIndex(of: "pid"))
        return try #require(Int32(words[index + 1]))
    }

    @Test func aStoppedExtensionIsReportedAndStopped() throws {
        let home = TestHome()
        defer { home.tearDown() }
        #expect(try home.run(["home", "gallery"]).status == 0)
        let widget = try pid(of: "widget-extension", in: home)
        let process = try #require(KernelProcess(pid: widget))
        process.send(SIGSTOP)

        let started = Date()
        let status = try home.run(["extensions", "status"])
        #expect(Date().timeIntervalSince(started) < 8, "status waited for the whole reply deadline")
        #expect(status.output.contains("widget-extension   not answering  pid \(widget)  started by the system"), "\(status.output)")

        let stop = try home.run(["extensions", "stop"])
        #expect(stop.status == 0, "\(stop.errors)")
        #expect(stop.output.contains("Stopped widget-extension (pid \(widget))."), "\(stop.output)")
        #expect(process.hasEnded)
        #expect(!FileManager.default.fileExists(atPath: home.socketPath("widget-extension")))
        #expect(try home.run(["home", "gallery"]).status == 0, "a new extension is started")
    }

    @Test func anExtensionKilledMidRequestIsReplacedAndTheRequestSentAgain() throws {
        let home = TestHome()
        defer { home.tearDown() }
        // Reads the request, then dies without a word, leaving its socket file.
        let fake = try FakeExtension(at: home.socketPath("widget-extension")) { client, fake in
            FakeExtension.readRequest(client)
            fake.die()
            client.close()
        }
        _ = fake
        let gallery = try home.run(["home", "gallery"])
        #expect(gallery.status == 0, "\(gallery.errors)")
        #expect(gallery.output.contains("com.mygame.character-detail"))
        #expect(try home.run(["extensions", "status"]).output.contains("widget-extension   running"))
    }

    @Test func aProcessOnTheSocketThatIsNotTheExtensionIsLeftAlone() throws {
        let home = TestHome()
        defer { home.tearDown() }
        // This test's own process listens on the socket and never answers: stop must not signal it.
        let fake = try FakeExtension(at: home.socketPath("widget-extension")) { client, _ in
            FakeExtension.readRequest(client)
            usleep(5_000_000)
        }
        defer { fake.die() }
        let stop = try home.run(["extensions", "stop", "--all"])
        #expect(stop.status == 0, "\(stop.errors)")
        #expect(
            stop.output.contains(
                "The process listening on \(home.socketPath("widget-extension")) (pid \(getpid())) is not widget-extension, so it was left alone"
            ),
            "\(stop.output)")
    }

    @Test func aTricklingExtensionIsCutOffAtTheDeadline() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let fake = try FakeExtension(at: home.socketPath("widget-extension")) { client, _ in
            FakeExtension.readRequest(client)
            for byte in Array(#"{"jsonrpc":"2.0","id":1,"result":{"widgets":[]}}"#.utf8) {
                guard (try? [byte].withUnsafeBytes({ try client.write($0) })) != nil else { return }
                usleep(300_000)
            }
        }
        defer { fake.die() }
        let started = Date()
        let result = try home.run(["home", "gallery"], extraEnvironment: ["SAMPLES_EXTENSION_TIMEOUT": "2"])
        let waited = Date().timeIntervalSince(started)
        #expect(result.status != 0)
        #expect(result.errors.contains("widget-extension did not answer widget/describe within 2 s"), "\(result.errors)")
        #expect(waited < 8, "each byte renewed the deadline")
    }

    @Test func anExtensionThatNeverStartsLeavesNoProcessBehind() throws {
        let home = TestHome()
        defer { home.tearDown() }
        // An executable that runs but never opens its socket.
        let fakes = home.root.appendingPathComponent("never-starts")
        try FileManager.default.createDirectory(at: fakes, withIntermediateDirectories: true)
        let script = fakes.appendingPathComponent("widget-extension")
        // Written by a process of its own: a file this process holds open for writing could be inherited by a
        // child another test forks meanwhile, and the kernel refuses to run a file open for writing.
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = ["-c", "printf '#!/bin/sh\\nwhile true; do sleep 0.2; done\\n' > \"$1\" && chmod 755 \"$1\"", "sh", script.path]
        try writer.run()
        writer.waitUntilExit()
        let result = try home.run(
            ["home", "gallery"], extraEnvironment: ["SAMPLES_EXTENSIONS_DIR": fakes.path, "SAMPLES_EXTENSION_TIMEOUT": "1"])
        #expect(result.status != 0)
        #expect(result.errors.contains("Could not start widget-extension: it did not open"), "\(result.errors)")
        #expect(result.errors.contains("so it was stopped"), "\(result.errors)")
        // The stopped process may take a moment to be reaped: wait for it to go, up to a deadline.
        func left() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: "/proc").filter { entry in
                guard Int32(entry) != nil, let arguments = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else {
                    return false
                }
                return String(decoding: arguments, as: UTF8.self).contains(script.path)
            }
        }
        let deadline = ContinuousClock.now + .seconds(10)
        while try !left().isEmpty, ContinuousClock.now < deadline { usleep(20_000) }
        let remaining = try left()
        #expect(remaining.isEmpty, "processes left: \(remaining)")
    }

    @Test func aCrowdOfIdleClientsHoldsNoMoreThanTheCap() async throws {
        let home = TestHome()
        defer { home.tearDown() }
        let widget = try home.startByHand("widget-extension")
        defer {
            widget.terminate()
            _ = widget.wait(timeout: 10)
        }
        let (refused, threads) = try await onOwnThread {
            try Self.crowd(of: 200, at: home.socketPath("widget-extension"), pid: widget.processIdentifier)
        }
        #expect(refused == 200 - 64)
        #expect(threads <= 64 + 8, "\(threads) threads")
        // Once the crowd is gone, its places are freed as each connection's end is read.
        var served = false
        for _ in 0..<50 where !served {
            served = try home.run(["home", "gallery"]).status == 0
            if !served { usleep(100_000) }
        }
        #expect(served, "served again once the crowd is gone")
    }

    /// Connects `count` idle clients and waits (up to 10 s) for the refusals the cap brings; returns
    /// how many were refused and the extension's threads then.
    static func crowd(of count: Int, at path: String, pid: Int32) throws -> (refused: Int, threads: Int) {
        var clients: [UnixSocket] = []
        for _ in 0..<count { clients.append(try UnixSocket.connect(to: path, timeout: 5)) }
        // The ones over the cap are told so; the others wait for a request and never hear a word.
        var refused = Set<Int>()
        let deadline = ContinuousClock.now + .seconds(10)
        while refused.count < count - 64, ContinuousClock.now < deadline {
            for (index, client) in clients.enumerated() where !refused.contains(index) {
                guard (try? client.waitUntilReadable(by: .now + .milliseconds(1))) != nil else { continue }
                var buffer = [UInt8](repeating: 0, count: 512)
                let read = try buffer.withUnsafeMutableBytes { try client.read(into: $0) }
                if String(decoding: buffer[0..<read], as: UTF8.self).contains(#""code":-32008"#) { refused.insert(index) }
            }
            usleep(10_000)
        }
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let threads = status.split(separator: "\n").first { $0.hasPrefix("Threads:") }.flatMap { Int($0.split(separator: "\t").last ?? "") }
        return (refused.count, threads ?? .max)
    }

    /// Where the tests run as root, another user's extension is made with `setpriv`; elsewhere there is
    /// no other user to become, and the test is skipped.
    @Test(
        .enabled(
            if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
            "needs root and setpriv to run a process as another user"))
    func anotherUsersExtensionIsNotBelieved() throws {
        let home = TestHome()
        defer { home.tearDown() }
        // The other user's home, where their extension serves.
        let other = URL(fileURLWithPath: String(cString: mkdtemp(strdup("/tmp/cw-other-XXXXXX"))))
        defer { try? FileManager.default.removeItem(at: other) }
        chown(other.path, 65534, 65534)
        chmod(other.path, 0o755)
        let executables = try home.executablesForOtherUsers()
        let errors = home.root.appendingPathComponent("other-extension.log").path
        let evil = try ChildProcess.spawn(
            "/usr/bin/setpriv",
            ["--reuid=65534", "--regid=65534", "--clear-groups", executables.appendingPathComponent("widget-extension").path, "--home", other.path],
            environment: home.environment, output: "/dev/null", errors: errors)
        defer {
            evil.terminate()
            _ = evil.wait(timeout: 10)
        }
        let otherSocket = other.appendingPathComponent("Sockets/widget-extension.sock").path

        // Their extension tells this user why it will not answer, rather than hang up without a word. On a
        // loaded machine it may take a while to serve: asked again until it answers, or 30 s have gone.
        let status = Data(#"{"jsonrpc":"2.0","id":1,"method":"extension/status"}"#.utf8 + [0x0A])
        let deadline = ContinuousClock.now + .seconds(30)
        var answer: [String]?
        while answer == nil && ContinuousClock.now < deadline {
            answer = try? exchange(lines: [status], with: otherSocket)
            if answer == nil { usleep(50_000) }
        }
        let said = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        let refusal = try #require(answer, "their extension never answered; it said: \(said)").first ?? ""
        #expect(
            refusal.contains("widget-extension.sock serves user 65534 only, and you are user \(getuid()); start your own extension in a home of your own."),
            "\(refusal)")

        // Their socket, moved (by root) into this home's own sockets folder: the kernel says whose it is.
        try FileManager.default.createDirectory(
            atPath: home.root.appendingPathComponent("Sockets").path, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        try FileManager.default.moveItem(atPath: otherSocket, toPath: home.socketPath("widget-extension"))
        for arguments in [["extensions", "status"], ["home", "gallery"]] {
            let result = try home.run(arguments)
            #expect(result.status != 0, "\(arguments) believed it")
            #expect(
                result.errors.contains("runs as user 65534, not as you, so the suite will not talk to it"), "\(arguments): \(result.errors)"
            )
        }
    }

    /// A home another user owns, read-only to this one: the database's failure is said in words.
    @Test(
        .enabled(
            if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
            "needs root and setpriv to run a process as another user"))
    func aDatabaseThatIsNotWritableIsSaidSo() throws {
        let home = TestHome()
        defer { home.tearDown() }
        #expect(try home.run(["game", "characters"]).status == 0)
        chmod(home.root.path, 0o755)
        chmod(home.root.appendingPathComponent("AppGroup").path, 0o755)
        let database = home.root.appendingPathComponent("AppGroup/shared.sqlite").path
        chmod(database, 0o644)
        let result = try home.runProcess(
            "/usr/bin/setpriv",
            [
                "--reuid=65534", "--regid=65534", "--clear-groups", TestHome.buildDirectory.appendingPathComponent("sample-app").path,
                "game", "hurt", "Spouty",
            ],
            extraEnvironment: [:], timeout: 60)
        #expect(result.status != 0)
        #expect(
            result.errors
                == "error: The app group's database at \(database) is not writable by you; check the permissions of the file and its folder (ls -l).\n"
        )
    }
}
