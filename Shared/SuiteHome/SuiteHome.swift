import Foundation

/// The root of all state: the app group's database, the system's store and the sockets.
///
/// Every executable takes `--home DIR` (or `SAMPLES_HOME`), so tests and tutorials can run
/// in a temporary directory. Without either, the home is a per-user data directory:
/// `$XDG_DATA_HOME/configurable-widgets`, or `~/.local/share/configurable-widgets`.
public struct SuiteHome: Sendable, Equatable, CustomStringConvertible {
    /// The environment variable that names the home when `--home` is not given.
    public static let environmentVariable = "SAMPLES_HOME"

    public let root: URL

    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// Resolves the home from an explicit option, then `SAMPLES_HOME`, then the per-user default.
    public static func resolve(option: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> SuiteHome {
        if let option, !option.isEmpty {
            return SuiteHome(root: URL(fileURLWithPath: option, relativeTo: currentDirectory))
        }
        if let fromEnvironment = environment[environmentVariable], !fromEnvironment.isEmpty {
            return SuiteHome(root: URL(fileURLWithPath: fromEnvironment, relativeTo: currentDirectory))
        }
        return SuiteHome(root: defaultRoot(environment: environment))
    }

    static func defaultRoot(environment: [String: String]) -> URL {
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return URL(fileURLWithPath: dataHome).appendingPathComponent("configurable-widgets")
        }
        let userHome =
            environment["HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return userHome.appendingPathComponent(".local/share/configurable-widgets")
    }

    private static var currentDirectory: URL {
        URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    }

    /// `AppGroup/`: data shared by the app and its extensions.
    public var appGroupDirectory: URL { root.appendingPathComponent("AppGroup", isDirectory: true) }
    /// `AppGroup/shared.sqlite`: the samples' data.
    public var appGroupDatabase: URL { appGroupDirectory.appendingPathComponent("shared.sqlite") }
    /// `System/`: what the home screen and the widget daemon keep.
    public var systemDirectory: URL { root.appendingPathComponent("System", isDirectory: true) }
    /// `System/home.sqlite`: placed widgets, configurations, timelines, reload requests.
    public var systemDatabase: URL { systemDirectory.appendingPathComponent("home.sqlite") }
    /// `Sockets/`: one Unix-domain socket per extension, in a directory only this user may enter.
    public var socketDirectory: URL { root.appendingPathComponent("Sockets", isDirectory: true) }

    /// The socket an extension serves on.
    public func socket(for extensionName: String) -> URL {
        socketDirectory.appendingPathComponent("\(extensionName).sock")
    }

    public var description: String { root.path }

    /// Creates `directory` (and its parents) with the given permissions, tightening them if it exists.
    public func prepare(_ directory: URL, mode: Int = 0o755) throws {
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
            try manager.setAttributes([.posixPermissions: mode], ofItemAtPath: directory.path)
        } catch {
            throw SuiteHomeError(path: directory.path, reason: error.localizedDescription)
        }
    }
}

/// A home directory that cannot be used.
public struct SuiteHomeError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String {
        "Cannot prepare \(path) (\(reason)); choose another home with --home or SAMPLES_HOME."
    }
}

extension SuiteHome {
    /// The home of this process: `SAMPLES_HOME` (which `--home` sets), or the per-user default.
    public static var current: SuiteHome { resolve(option: nil) }

    /// Makes `home` this process's home, and that of every process it starts.
    public static func makeCurrent(_ home: SuiteHome) {
        setenv(environmentVariable, home.root.path, 1)
    }
}

extension FileManager {
    /// The shared container of an app group, as on iOS: `<home>/AppGroup`, whatever the identifier.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        SuiteHome.current.appGroupDirectory
    }
}
