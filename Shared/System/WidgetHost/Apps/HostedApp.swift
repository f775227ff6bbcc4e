import ExtensionHosting
import ExtensionProtocol
import ExtensionTransport
import SuiteHome
import Foundation

/// An extension the system knows of: installed by a developer, or one of the samples.
public struct InstalledExtension: Codable, Equatable, Sendable {
    /// Its executable's file name, which names its socket: unique on a home.
    public var name: String
    public var role: ExtensionRole
    /// The app it came with: a widget's configuration is answered by the intents extension of the widget's app.
    public var app: String
    public var executable: URL
    /// How many builds were installed over the first (app updates): a system made before one stands for an
    /// older build, and is made again.
    public var updates: Int

    public init(name: String, role: ExtensionRole, app: String, executable: URL, updates: Int = 0) {
        self.name = name
        self.role = role
        self.app = app
        self.executable = executable
        self.updates = updates
    }

    /// The app whose extensions the suite builds, installed on every home and never uninstalled.
    public static let samplesApp = "sample-app"

    /// The samples' extensions, beside `sample-app` (or in `SAMPLES_EXTENSIONS_DIR`).
    public static func samples(in directory: URL = ExtensionLauncher.executableDirectory()) -> [InstalledExtension] {
        ExtensionRole.allCases.map { role in
            InstalledExtension(
                name: role.rawValue, role: role, app: samplesApp, executable: directory.appendingPathComponent(role.rawValue))
        }
    }

    /// Refuses a name that cannot stand in the system's tables and sentences, or in a socket's path: an app's
    /// (`what` "an app's name") or an extension's (its executable's file name), by `SuiteName`'s rule.
    public static func checkName(_ name: String, of what: String, spacesAllowed: Bool) throws {
        guard SuiteName.isAllowed(name, spacesAllowed: spacesAllowed) else {
            let shown = name.debugDescription
            throw HostError(
                "\(shown) cannot be \(what): use up to 64 letters, digits, '.', '-' or '_'\(spacesAllowed ? " (and spaces inside)" : ""), starting with a letter or digit."
            )
        }
    }

    /// The app an executable is installed with when none is named: the package whose build folder holds it
    /// (`MyWidgets` for `MyWidgets/.build/debug/MyWidgetsExtension`), else the executable's own name.
    public static func defaultApp(for executable: URL) -> String {
        let components = executable.pathComponents
        if let build = components.lastIndex(where: { $0 == ".build" || $0.hasPrefix(".build-") || $0.hasPrefix(".build_") }), build > 1 {
            return components[build - 1]
        }
        return executable.lastPathComponent
    }
}

/// An installed app as the system talks to it: a connection to each of its extensions.
public struct HostedApp {
    public struct Extension {
        public var name: String
        public var connection: any ExtensionConnection

        public init(name: String, connection: any ExtensionConnection) {
            self.name = name
            self.connection = connection
        }
    }

    public var name: String
    public var widgetExtension: Extension?
    public var intentsExtension: Extension?

    public init(name: String, widgetExtension: Extension? = nil, intentsExtension: Extension? = nil) {
        self.name = name
        self.widgetExtension = widgetExtension
        self.intentsExtension = intentsExtension
    }

    /// The apps of `extensions`, in the order their first extension comes, each extension reached through `connect`.
    public static func grouping(_ extensions: [InstalledExtension], connect: (InstalledExtension) -> any ExtensionConnection)
        -> [HostedApp]
    {
        var apps: [HostedApp] = []
        for installed in extensions {
            let hosted = Extension(name: installed.name, connection: connect(installed))
            let index =
                apps.firstIndex { $0.name == installed.app }
                ?? {
                    apps.append(HostedApp(name: installed.app))
                    return apps.count - 1
                }()
            switch installed.role {
            case .widgets: apps[index].widgetExtension = hosted
            case .intents: apps[index].intentsExtension = hosted
            }
        }
        return apps
    }
}

/// A widget kind of the gallery, with the extension and app it comes from.
public struct GalleryWidget: Sendable {
    public var descriptor: WidgetDescriptor
    public var extensionName: String
    public var app: String
}

/// A Live Activity kind (its attributes' type) of the gallery, with the extension and app that draw it.
public struct GalleryActivity: Sendable {
    public var attributesType: String
    public var extensionName: String
    public var app: String
}

/// What the gallery shows: every installed widget and control kind and Live Activity attributes type of
/// each app, and what it could not show (`InstalledApps.gallery()`).
public struct Gallery: Sendable {
    public var widgets: [GalleryWidget]
    public var controls: [GalleryControl] = []
    public var activities: [GalleryActivity] = []
    /// One sentence for each extension that did not answer, and each kind declared twice.
    public var problems: [String]
}

extension InstalledExtension {
    /// The samples' extensions, then those installed on the home.
    public static func all(in store: HomeStore) throws -> [InstalledExtension] {
        samples() + (try store.extensions.installed())
    }
}

extension ExtensionLauncher {
    /// The launcher of an installed extension: the samples' from the suite's folder, a developer's from where it was installed.
    public convenience init(_ installed: InstalledExtension, home: SuiteHome, trace: MessageTrace? = nil) {
        self.init(
            name: installed.name, executable: installed.app == InstalledExtension.samplesApp ? nil : installed.executable, home: home,
            trace: trace)
    }
}
