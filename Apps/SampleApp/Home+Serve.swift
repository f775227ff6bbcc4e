import ArgumentParser
import DeviceDirectory
import ExtensionHosting
import ExtensionTransport
import Foundation
import HomeServer
import SystemLive
import SuiteHome
import SystemStore
import WidgetHost

extension Home {
    /// `sample-app home serve`: the home screen, live, in a browser.
    struct Serve: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "serve",
            abstract: "Serve the home screen, live, to a browser on this machine.",
            discussion: """
                Prints the page's address, with a token that every request must carry; the server listens on \
                127.0.0.1 only. The page shows what 'home show' draws, and is drawn again as entries come, the app \
                writes, reloads land and the clock moves. Click a widget to tap it, press its buttons, right-click \
                (or long-press) it to edit it; '+' opens the gallery; the bar above runs, pauses, speeds up or sets \
                the clock. Ctrl-C stops the server and the extensions it started.
                """)

        @OptionGroup var global: GlobalOptions

        @Option(help: ArgumentHelp("The port to listen on, from 1024 to 65535; 0 picks a free one.", valueName: "port"))
        var port: Int = 8_080

        @Flag(
            help: ArgumentHelp(
                "Open the page in the desktop's browser (xdg-open), through a page in the home that only you may read, so that the token is on no command line."
            ))
        var open = false

        @Flag(
            help: ArgumentHelp(
                "Build each app installed from an Xcode project again when a file of its extensions is saved, and draw its widgets from the new build; a build that fails is shown over its widgets."
            ))
        var watch = false

        func validate() throws {
            guard port == 0 || (1_024...65_535).contains(port) else {
                throw ValidationError("--port takes 0 (a free port) or a number from 1024 to 65535; \(port) is not one.")
            }
            if global.now != nil {
                throw ValidationError("--now sets the time of one command; the page has a clock of its own (its bar sets it).")
            }
        }

        func run() throws {
            let home = try global.resolvedHome()
            let options = global
            let live = try LiveHome.live(
                home: home, trace: global.messageTrace, app: global.appProcess(),
                openURL: { url in try OpenURL.screen(url, in: options.gameApp()) },
                location: { place in
                    let store = try DeviceLocationStore(home: home)
                    guard let place else { return Location.sentence(try store.state()) }
                    let point: DeviceDirectory.Location
                    do {
                        point = try DeviceDirectory.Location.parse(place, name: nil)
                    } catch {
                        throw HostError("\(error)")
                    }
                    return Location.sentence(try store.update { $0.location = point })
                })
            let changes = try StoreChanges(home)
            let server = HomeServer(live: live, changes: changes, port: port)
            if watch {
                // Builds take seconds and block: a thread of their own, never the server's event loops. It
                // ends with the process; an install it makes is one transaction, whole or not at all.
                let installer = try ExtensionInstaller(home: home, trace: global.messageTrace)
                Thread.detachNewThread {
                    let watcher = ProjectWatcher(home: home, installer: installer)
                    // Its installs are this process's writes, which the page's watch does not count by themselves.
                    watcher.built = { changes.changedHere() }
                    while true {
                        watcher.poll()
                        usleep(ProjectWatcher.interval)
                    }
                }
            }
            let opener = open ? BrowserOpener(home: home) : nil
            defer { opener?.removePage() }
            do {
                try waiting {
                    try await server.run { url in
                        say("Serving the home screen at \(url.absoluteString)")
                        print("Ctrl-C stops it.")
                        fflush(nil)
                        opener?.open(url)
                    }
                }
            } catch let error where "\(error)".contains("Address already in use") {
                throw CommandFailure("Port \(port) is in use by another program; give another with --port, or --port 0 for a free one.")
            }
            // What the server started, it stops: the extensions it launched (those started by hand are left).
            let stopped = try ExtensionProcesses.live(home: home).processes.stop(includingHandStarted: false)
            say("Stopped serving\(stopped.stopped.isEmpty ? "" : "; stopped \(stopped.stopped.map(\.name).joined(separator: ", "))").")
        }

    }
}

/// Opens the page in the desktop's browser without its token on any command line.
///
/// The page's address carries the token, and a command line is readable by every user (`ps`). So the
/// browser is sent to a page in the home, in a folder only this user may enter, that forwards it to the
/// address: only that page's path is on `xdg-open`'s command line. The page is removed when the server stops.
struct BrowserOpener {
    let page: URL

    init(home: SuiteHome) {
        page = home.root.appendingPathComponent("Serve/open-\(getpid()).html")
    }

    func open(_ url: URL) {
        do {
            try SuiteFiles.makeDirectory(page.deletingLastPathComponent().path, restrictingExisting: true)
            // A file left by an earlier server keeps its mode when written over: it is removed first.
            unlink(page.path)
            try SuiteFiles.write(Array(Self.forwarding(to: url).utf8), to: page.path, mode: 0o600)
        } catch {
            return complain("warning: \(error) Open the address above yourself.")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", page.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            say("Could not open a browser (xdg-open); open the address above yourself.")
        }
    }

    func removePage() { unlink(page.path) }

    /// A page that sends the browser on to `url` at once.
    static func forwarding(to url: URL) -> String {
        let address = url.absoluteString.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;")
        return """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=\(address)"><title>Home screen</title></head>
            <body><p><a href="\(address)">Open the home screen</a></p></body></html>

            """
    }
}
