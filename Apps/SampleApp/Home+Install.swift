import ArgumentParser
import Foundation
import SystemLive
import SystemStore
import WidgetHost

extension Home {
    struct Install: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "install",
            abstract: "Install widget and intents extensions of your own, as installing an app installs its extensions.",
            discussion: """
                Each executable is started and asked what it is before anything is kept. The extensions installed \
                together form one app: a widget's configuration is answered by the intents extension of its app. \
                Installing an extension of the same name again (after a new build, or from elsewhere) replaces it, \
                and stops the copy of the old build the system was running. The suite's own extensions are always installed.
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("The extension executables, as 'swift build' made them.", valueName: "path"))
        var executables: [String]

        @Option(help: "The app they belong to (default: the package whose .build folder holds the first).")
        var app: String?

        func validate() throws {
            if executables.isEmpty { throw ValidationError("Name at least one extension executable to install.") }
        }

        func run() throws {
            let installer = try ExtensionInstaller(home: global.resolvedHome(), trace: global.messageTrace)
            let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            let installed = try installer.install(executables.map { URL(fileURLWithPath: $0, relativeTo: current) }, app: app)
            for outcome in installed {
                let extensionInfo = outcome.installed
                let what = extensionInfo.role == .widgets ? "widget kinds" : "intents"
                print(
                    "Installed \(extensionInfo.name), the \(extensionInfo.role.title) of \(extensionInfo.app): \(what) \(outcome.declares.joined(separator: ", "))."
                )
            }
        }
    }

    struct Uninstall: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "uninstall", abstract: "Uninstall an app you installed: its extensions, and its widgets from the home screen.")

        @OptionGroup var global: GlobalOptions

        @Argument(help: "The app's name, as 'sample-app extensions status' shows it.")
        var app: String

        func run() throws {
            let (extensions, widgets) = try ExtensionInstaller(home: global.resolvedHome(), trace: global.messageTrace).uninstall(app: app)
            say("Uninstalled \(app): \(extensions.map(\.name).joined(separator: ", ")).")
            if !widgets.isEmpty {
                say("Removed its widgets from the home screen: \(widgets.map { "#\($0.id) \($0.kind)" }.joined(separator: ", ")).")
            }
        }
    }
}
