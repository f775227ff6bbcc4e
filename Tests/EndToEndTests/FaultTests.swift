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

/// The system's store damaged, unwritable, or the extensions' sockets removed: the processes are still
/// controlled, and what can be shown is shown.
@Suite struct StoreFaultTests {
    @Test func anExtensionWhoseSocketWasRemovedIsStillFoundAndStopped() throws {
        let home = TestHome()
        defer { home.tearDown() }
        #expect(try home.run(["home", "gallery"]).status == 0)
        let pid = try FaultTests().pid(of: "widget-extension", in: home)
        try FileManager.default.removeItem(atPath: home.socketPath("widget-extension"))
        let status = try home.run(["extensions", "status"])
        #expect(status.output.contains("widget-extension   running, socket gone  pid \(pid)"), "\(status.output)")
        let stopped = try home.run(["extensions", "stop"])
        #expect(stopped.output.contains("Stopped widget-extension (pid \(pid)), whose socket was gone."), "\(stopped.output)")
        #expect(KernelProcess(pid: pid)?.hasEnded ?? true)
    }

    /// A folder where an extension's socket goes: no process serves there, and `extensions stop` cannot
    /// help; the sentence says what is in the way and how to remove it.
    @Test func aFolderWhereTheSocketGoesIsNamed() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let socket = home.socketPath("widget-extension")
        try FileManager.default.createDirectory(atPath: socket, withIntermediateDirectories: true)
        let gallery = try home.run(["home", "gallery"])
        #expect(gallery.status != 0, "\(gallery.output)")
        #expect(
            gallery.errors.contains(
                "\(socket) is a folder, not a socket, where the extension's socket goes; remove it (rmdir \(socket)) and try again."),
            "\(gallery.errors)")
        #expect(!gallery.errors.contains("Another process already serves"), "\(gallery.errors)")
        try FileManager.default.removeItem(atPath: socket)
        #expect(try home.run(["home", "gallery"]).status == 0)
    }

    @Test func aDamagedStoreStillLetsTheExtensionsBeSeenAndStopped() throws {
        let home = TestHome()
        defer { home.tearDown() }
        #expect(try home.run(["home", "add", "com.mygame.game-status"]).status == 0)
        #expect(try home.run(["home", "show"]).status == 0)
        let pid = try FaultTests().pid(of: "widget-extension", in: home)
        let store = home.root.appendingPathComponent("System/home.sqlite").path
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: store + suffix) }
        try Data(repeating: 0x78, count: 8_192).write(to: URL(fileURLWithPath: store))

        let status = try home.run(["extensions", "status"])
        #expect(status.status == 0 && status.output.contains("widget-extension   running"), "\(status.output)\(status.errors)")
        #expect(status.errors.hasPrefix("note: The system's store at \(store) is damaged"), "\(status.errors)")
        let stopped = try home.run(["extensions", "stop", "--all"])
        #expect(stopped.status == 0 && stopped.output.contains("Stopped widget-extension (pid \(pid))."), "\(stopped.output)")
        let shown = try home.run(["home", "show"])
        #expect(shown.status != 0 && shown.errors.split(separator: "\n").count == 1, "\(shown.errors)")
        #expect(shown.errors.contains("is damaged (file is not a database)"))
    }

    /// A store the user may read but not write (another user's home, made readable): shown, never written.
    @Test(
        .enabled(
            if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
            "needs root and setpriv to run a process as another user"))
    func aStoreThatIsNotWritableIsShownAndNotWritten() throws {
        let home = TestHome()
        defer { home.tearDown() }
        #expect(try home.run(["home", "add", "com.mygame.game-status"]).status == 0)
        #expect(try home.run(["home", "add", "com.mygame.character-detail"]).status == 0)
        #expect(try home.run(["home", "show", "1"]).status == 0, "one widget keeps a timeline, the other none")
        #expect(try home.run(["game", "adventure", "start", "Spouty"]).status == 0)
        _ = try home.run(["extensions", "stop", "--all"])
        // The home is the other user's; its system store stays this one's, readable by all.
        let system = home.root.appendingPathComponent("System")
        for entry in try FileManager.default.subpathsOfDirectory(atPath: home.root.path) where !entry.hasPrefix("System") {
            chown(home.root.appendingPathComponent(entry).path, 65534, 65534)
        }
        chown(home.root.path, 65534, 65534)
        chmod(system.path, 0o755)
        for file in try FileManager.default.contentsOfDirectory(atPath: system.path) {
            chmod(system.appendingPathComponent(file).path, 0o644)
        }
        let executables = try home.executablesForOtherUsers()
        func asOtherUser(_ arguments: [String]) throws -> CommandResult {
            try home.runProcess(
                "/usr/bin/setpriv",
                ["--reuid=65534", "--regid=65534", "--clear-groups", executables.appendingPathComponent("sample-app").path] + arguments,
                extraEnvironment: ["SAMPLES_EXTENSIONS_DIR": executables.path], timeout: 60)
        }
        defer { _ = try? asOtherUser(["extensions", "stop", "--all"]) }
        let shown = try asOtherUser(["home", "show"])
        #expect(shown.status == 0, "\(shown.errors)")
        #expect(shown.output.contains("Game Status") && shown.output.contains("Power Panda") && !shown.output.contains("Not drawn"))
        #expect(shown.errors.contains("is not writable by you: what is shown is asked for now, and nothing is kept."))
        #expect(try asOtherUser(["extensions", "status"]).output.contains("widget-extension   running"))
        let add = try asOtherUser(["home", "add", "com.mygame.game-status"])
        #expect(add.status != 0 && add.errors.contains("is not writable by you; check the permissions"), "\(add.errors)")
        #expect(try asOtherUser(["home", "list"]).output.split(separator: "\n").count == 3, "nothing was added")

        // A change the system cannot keep is never said to be done.
        let adventure = try asOtherUser(["game", "adventure", "end"])
        #expect(adventure.status != 0 && !adventure.output.contains("back home"), "\(adventure.output)")
        #expect(adventure.errors.contains("did not end: the system could not keep the change (said above), so it goes on."), "\(adventure.errors)")
        #expect(try asOtherUser(["game", "adventure", "status"]).output.contains("(active)"), "the adventure goes on")
        let served = try asOtherUser(["home", "serve", "--port", "0"])
        #expect(served.status != 0 && served.errors.contains("is not writable by you; check the permissions"), "\(served.errors)")
        #expect(!served.errors.contains("SQLite") && !served.errors.contains("sqlite_master"), "\(served.errors)")

        // The app group made read-only to them too: the app's own file is refused in words.
        let appGroup = home.root.appendingPathComponent("AppGroup")
        for entry in try FileManager.default.subpathsOfDirectory(atPath: appGroup.path) {
            chown(appGroup.appendingPathComponent(entry).path, 0, 0)
        }
        chown(appGroup.path, 0, 0)
        chmod(appGroup.path, 0o755)
        let release = try asOtherUser(["game", "release", "2"])
        #expect(
            release.status != 0 && release.errors == "error: Cannot write \(appGroup.path)/game-release: you do not have permission (check the permissions of it and its folders).\n",
            "\(release.errors)")
    }
}

/// A home on a small disk filled to the last block, as a user's disk fills: every command that writes says
/// the disk is full, in the same words, and nothing half-written is kept.
@Suite struct FullDiskTests {
    /// Whether this process may mount a small file system of its own (root, outside a locked-down container).
    static let canMount: Bool = {
        guard getuid() == 0 else { return false }
        let point = String(cString: mkdtemp(strdup("/tmp/cw-mount-XXXXXX")))
        defer { rmdir(point) }
        guard mount("tmpfs", point, "tmpfs", 0, "size=1m") == 0 else { return false }
        umount(point)
        return true
    }()

    @Test(.enabled(if: canMount, "needs root and the right to mount a tmpfs, to fill a disk of its own"))
    func everyWriteOnAFullDiskSaysTheDiskIsFull() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let disk = home.root.appendingPathComponent("Disk").path
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: false)
        try #require(mount("tmpfs", disk, "tmpfs", 0, "size=8m,mode=0700") == 0)
        defer { umount2(disk, Int32(MNT_DETACH)) }
        let inner = disk + "/home"
        for arguments in [["game", "characters"], ["cards", "list"], ["home", "add", "com.mygame.game-status"], ["extensions", "stop", "--all"]] {
            #expect(try home.run(["--home", inner] + arguments).status == 0)
        }
        let purchases = try home.run(["--home", inner, "cards", "purchases", "AcmeCard"]).output
        // The disk filled to its last block.
        let filler = open(disk + "/filler", O_WRONLY | O_CREAT, 0o600)
        let block = [UInt8](repeating: 0, count: 65_536)
        while write(filler, block, block.count) > 0 {}
        close(filler)

        for arguments in [
            ["cards", "buy", "AcmeCard", "--merchant", "Bakery", "--amount", "3", "--category", "dining"], ["cards", "generate", "--count", "50"],
            ["game", "adventure", "start", "Spouty"], ["game", "heal", "Spouty"], ["home", "add", "com.mygame.game-status"],
        ] {
            let refused = try home.run(["--home", inner] + arguments)
            #expect(refused.status != 0, "\(arguments)")
            #expect(refused.errors.contains("is full; free some space and try again."), "\(arguments): \(refused.errors)")
            #expect(!refused.errors.contains("disk I/O error"), "\(arguments): \(refused.errors)")
        }
        unlink(disk + "/filler")
        #expect(try home.run(["--home", inner, "cards", "purchases", "AcmeCard"]).output == purchases, "nothing was half-written")
        _ = try home.run(["--home", inner, "extensions", "stop", "--all"])
    }
}
