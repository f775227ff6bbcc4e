import ArgumentParser
import ExtensionProtocol
import SwiftUI
import WidgetHost
import WidgetRendering

/// `sample-app home`: the system's home screen.
struct Home: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "home",
        abstract: "The system: place, configure and show widgets, as the home screen does.",
        subcommands: [
            Gallery.self, Describe.self, Preview.self, Add.self, Options.self, Edit.self, Show.self, Tap.self, Press.self, List.self,
            Move.self, Remove.self,
            Timeline.self, Install.self, Uninstall.self, Clock.self, Budget.self, Watch.self, Stack.self, Device.self, Activities.self,
            Location.self,
            Island.self, PairedWatch.self, Push.self, PushToken.self, Appearance.self, ControlCenterCommand.self, LockControls.self, ActionButton.self, Serve.self, Notifications.self,
        ]
    )

    @OptionGroup var global: GlobalOptions
}

/// Families are typed by name (`systemSmall`), never by their `Int` raw value.
extension WidgetFamily: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public var defaultValueDescription: String { name }
    public static var allValueStrings: [String] { allCases.map(\.name) }
    /// None: the names say it all, and argument-parser would otherwise key descriptions by the raw value.
    public static var allValueDescriptions: [String: String] { [:] }
}
extension ColorScheme: ExpressibleByArgument {}
extension WidgetRenderingModeValue: ExpressibleByArgument {}
extension WidgetLocationValue: ExpressibleByArgument {}

/// The sentence for a home screen with nothing on it.
let noWidgetsYet = "No widgets on the home screen; add one with 'sample-app home add KIND'."
