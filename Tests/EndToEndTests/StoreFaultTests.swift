#if canImport(Glibc)
    import Glibc
#endif
import ExtensionHosting
import ExtensionTransport
import Foundation
import TestSupport
import Testing

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
