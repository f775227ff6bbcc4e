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

    /// Resolves the home from an explicit option, then `SAMPLES_HOME`, then the per-user default. An
    /// empty option is refused rather than taken for no option: it would put the user's real data at risk.
    public static func resolve(option: String?, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> SuiteHome {
        if let option {
            guard !option.isEmpty else { throw SuiteHomeError.emptyOption }
            return SuiteHome(root: URL(fileURLWithPath: option, relativeTo: currentDirectory))
        }
        return fromEnvironment { environment[$0] }
    }

    /// The home `SAMPLES_HOME` names, or the per-user default when it is unset or empty; `variable`
    /// reads one variable of the environment.
    static func fromEnvironment(_ variable: (String) -> String?) -> SuiteHome {
        if let fromEnvironment = variable(environmentVariable), !fromEnvironment.isEmpty {
            return SuiteHome(root: URL(fileURLWithPath: fromEnvironment, relativeTo: currentDirectory))
        }
        return SuiteHome(root: defaultRoot(variable))
    }

    static func defaultRoot(_ variable: (String) -> String?) -> URL {
        if let dataHome = variable("XDG_DATA_HOME"), dataHome.hasPrefix("/") {
            return URL(fileURLWithPath: dataHome).appendingPathComponent("configurable-widgets")
        }
        let userHome =
            variable("HOME").map { URL(fileURLWithPath: $0) }
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

    /// Images an extension made from bytes (`UIImage(data:)`), kept by their content for the system to draw.
    public var imageDirectory: URL { root.appendingPathComponent("Images", isDirectory: true) }

    /// The socket an extension serves on.
    public func socket(for extensionName: String) -> URL {
        socketDirectory.appendingPathComponent("\(extensionName).sock")
    }

    public var description: String { root.path }

    /// Creates `directory` and any missing parents, readable by this user alone (0700). An existing
    /// directory keeps its permissions, so that a user's own `chmod` is never undone; with
    /// `restrictingExisting`, group and others lose any access they had (the sockets' directory).
    public func prepare(_ directory: URL, restrictingExisting: Bool = false) throws {
        do {
            try SuiteFiles.makeDirectory(directory.path, restrictingExisting: restrictingExisting)
        } catch {
            throw SuiteHomeError.unusable(error)
        }
    }
}

/// A home that cannot be used: why, and what to do.
public enum SuiteHomeError: Error, CustomStringConvertible {
    case emptyOption
    case unusable(FileError)
    /// Another user could change the home (`HomeTrust`): what, and why.
    case untrusted(home: String, problem: String)

    public var description: String {
        switch self {
        case .emptyOption:
            "--home is empty; give the folder to keep the suite's data in, or leave --home out to use $\(SuiteHome.environmentVariable) or the per-user data folder."
        case .unusable(let error):
            "\(error) Choose another home with --home or \(SuiteHome.environmentVariable)."
        case .untrusted(let home, let problem):
            "The home \(home) is not used: \(problem), so another user could change what the suite runs. Make it yours alone (chown, chmod go-w), or choose another home with --home or \(SuiteHome.environmentVariable)."
        }
    }
}

extension SuiteHome {
    /// The home of this process: `SAMPLES_HOME` (which `--home` sets), or the per-user default.
    /// Extensions ask for it on every request: `getenv` reads the one variable, where
    /// `ProcessInfo`'s environment copies them all.
    public static var current: SuiteHome { fromEnvironment { getenv($0).map { String(cString: $0) } } }

    /// Makes `home` this process's home, and that of every process it starts. Foundation's
    /// `UserDefaults` keeps its files in `$XDG_CONFIG_HOME`: pointed at the app group's
    /// `Preferences/`, so that `UserDefaults(suiteName:)` is shared by the app and its extensions, and
    /// nothing is written outside the home.
    public static func makeCurrent(_ home: SuiteHome) {
        setenv(environmentVariable, home.root.path, 1)
        setenv("XDG_CONFIG_HOME", home.preferencesDirectory.path, 1)
    }

    /// `AppGroup/Preferences/`: the files of `UserDefaults`, one per suite.
    public var preferencesDirectory: URL { appGroupDirectory.appendingPathComponent("Preferences", isDirectory: true) }

    /// Makes the `UserDefaults` suite of each app group an installed app names (its entitlements'
    /// `com.apple.security.application-groups`), empty, as iOS makes the group's container when the app is
    /// installed: every process then reads and writes that suite's file around each request
    /// (`AppGroupDefaults.synchronize`), where Linux's Foundation would write a suite it has no file for
    /// only when told to. A suite that has a file keeps it.
    public func makeDefaults(forAppGroups groups: [String]) throws {
        try prepare(appGroupDirectory)
        try prepare(preferencesDirectory)
        for group in Set(groups) where !group.isEmpty && !group.contains("/") && !group.hasPrefix(".") {
            let file = preferencesDirectory.appendingPathComponent(group + ".plist")
            guard !FileManager.default.fileExists(atPath: file.path) else { continue }
            let empty = """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict/>
                </plist>

                """
            try SuiteFiles.write(empty.utf8, to: file.path, mode: 0o600)
        }
    }
}
