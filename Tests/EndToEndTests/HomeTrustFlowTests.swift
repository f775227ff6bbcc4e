#if canImport(Glibc)
    import Glibc
#endif
import Foundation
import Testing

/// A home another user could change is refused before anything in it is read or run, as `ssh` refuses a
/// loose `~/.ssh`; the suite's own folders are this user's alone whatever the umask.
@Suite struct HomeTrustFlowTests {
    func mode(_ path: String) -> mode_t {
        var information = stat()
        stat(path, &information)
        return information.st_mode & 0o7777
    }

    @Test func theHomesFoldersAreThisUsersAloneWhateverTheUmask() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let inner = home.root.appendingPathComponent("made/with/umask-0").path
        let sampleApp = TestHome.buildDirectory.appendingPathComponent("sample-app").path
        let added = try home.shell(
            "umask 0 && '\(sampleApp)' --home '\(inner)' home add com.mygame.game-status && '\(sampleApp)' --home '\(inner)' home show 1"
                + " && '\(sampleApp)' --home '\(inner)' game release 2 && '\(sampleApp)' --home '\(inner)' extensions stop --all")
        #expect(added.status == 0, "\(added.errors)")
        for folder in ["/made", "/made/with", "/made/with/umask-0", "/made/with/umask-0/System", "/made/with/umask-0/AppGroup", "/made/with/umask-0/Sockets", "/made/with/umask-0/Logs"] {
            #expect(mode(home.root.path + folder) == 0o700, "\(folder): \(String(mode(home.root.path + folder), radix: 8))")
        }
        for file in ["System/home.sqlite", "AppGroup/shared.sqlite", "Logs/widget-extension.log", "AppGroup/game-release"] {
            #expect(mode(inner + "/" + file) & 0o077 == 0, "\(file): \(String(mode(inner + "/" + file), radix: 8))")
        }
    }

    /// A home made with mode 0777, whose folders stayed 0777: any user may swap its store for one that names
    /// a program of theirs as an installed extension. Nothing in it is read or run.
    @Test func aHomeOthersMayWriteIsRefusedInOneSentence() throws {
        let home = TestHome()
        defer { home.tearDown() }
        #expect(try home.run(["home", "add", "com.mygame.game-status"]).status == 0)
        _ = try home.run(["extensions", "stop", "--all"])
        chmod(home.root.path, 0o777)
        chmod(home.root.appendingPathComponent("System").path, 0o777)
        for arguments in [["home", "gallery"], ["home", "show"], ["game", "characters"], ["extensions", "status"]] {
            let refused = try home.run(arguments)
            #expect(refused.status == 1, "\(arguments)")
            #expect(
                refused.errors
                    == "error: The home \(home.root.path) is not used: \(home.root.path) can be written by other users (mode 0777), so another user could change what the suite runs. Make it yours alone (chown, chmod go-w), or choose another home with --home or SAMPLES_HOME.\n",
                "\(arguments): \(refused.errors)")
        }
        chmod(home.root.path, 0o700)
        let system = try home.run(["home", "gallery"])
        #expect(system.status == 1 && system.errors.contains("/System can be written by other users (mode 0777)"), "\(system.errors)")
        chmod(home.root.appendingPathComponent("System").path, 0o700)
        #expect(try home.run(["home", "gallery"]).status == 0, "made private again, it is used")
    }

    /// An installed extension's executable that another user could change is never started.
    @Test func anExecutableOthersMayWriteIsNotStarted() throws {
        let home = TestHome()
        defer { home.tearDown() }
        let folder = home.root.appendingPathComponent("Build")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let executable = folder.appendingPathComponent("FixtureWidgetsExtension")
        try FileManager.default.copyItem(at: TestHome.buildDirectory.appendingPathComponent("FixtureWidgetsExtension"), to: executable)
        #expect(try home.run(["home", "install", executable.path, "--app", "Fixtures"]).status == 0)
        _ = try home.run(["extensions", "stop", "--all"])
        chmod(executable.path, 0o777)
        let gallery = try home.run(["home", "gallery"])
        #expect(
            gallery.errors.contains(
                "Could not start FixtureWidgetsExtension: \(executable.path) can be written by other users (mode 0777), so another user could change what would run; make it yours alone (chown, chmod go-w)."
            ), "\(gallery.errors)")
        #expect(!(try home.run(["extensions", "status"]).output.contains("FixtureWidgetsExtension   running")))
    }

    /// Another user's home is not used by root, who would run what it names.
    @Test(.enabled(if: getuid() == 0, "needs root to give a home to another user"))
    func anotherUsersHomeIsRefused() throws {
        let home = TestHome()
        defer { home.tearDown() }
        #expect(try home.run(["home", "add", "com.mygame.game-status"]).status == 0)
        _ = try home.run(["extensions", "stop", "--all"])
        chown(home.root.appendingPathComponent("System").path, 65534, 65534)
        let refused = try home.run(["home", "gallery"])
        #expect(refused.status == 1)
        #expect(refused.errors.contains("/System belongs to user 65534, not to you (user 0), so another user could change what the suite runs."), "\(refused.errors)")
        chown(home.root.appendingPathComponent("System").path, 0, 0)
    }
}
