import ArgumentParser
import ExtensionTransport
import Foundation
import HomeServer
import SystemLive
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

        @Flag(help: "Open the page in the desktop's browser (xdg-open).")
        var open = false

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
            let live = try LiveHome(
                home: home, trace: global.messageTrace, app: global.appProcess(),
                openURL: { url in try OpenURL.screen(url, in: options.gameApp()) })
            let server = HomeServer(live: live, changes: try StoreChanges(home), port: port)
            let open = self.open
            do {
                try waiting {
                    try await server.run { url in
                        print("Serving the home screen at \(url.absoluteString)")
                        print("Ctrl-C stops it.")
                        fflush(stdout)
                        if open { Self.openInBrowser(url) }
                    }
                }
            } catch let error where "\(error)".contains("Address already in use") {
                throw CommandFailure("Port \(port) is in use by another program; give another with --port, or --port 0 for a free one.")
            }
            // What the server started, it stops: the extensions it launched (those started by hand are left).
            let stopped = try ExtensionProcesses.live(home: home).processes.stop(includingHandStarted: false)
            print("Stopped serving\(stopped.stopped.isEmpty ? "" : "; stopped \(stopped.stopped.map(\.name).joined(separator: ", "))").")
        }

        static func openInBrowser(_ url: URL) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["xdg-open", url.absoluteString]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            do {
                try process.run()
            } catch {
                print("Could not open a browser (xdg-open); open the address above yourself.")
            }
        }
    }
}
