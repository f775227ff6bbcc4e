import Foundation
import SuiteHome

// What Apple's Foundation has and Linux's lacks, that widget code uses: the app group's container,
// key-value access to `UserDefaults`, and localized strings. SwiftUI, WidgetKit and Intents export
// this module, as Apple's export Foundation, so that the code reads as it does in Xcode.

extension FileManager {
    /// The shared container of an app group, as on iOS: the home's `AppGroup/`, whatever the identifier,
    /// shared by the app and its extensions. It exists once asked for, as iOS makes it when the app is
    /// installed; nil when it cannot be made.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        let directory = SuiteHome.current.appGroupDirectory
        guard (try? SuiteFiles.makeDirectory(directory.path)) != nil else { return nil }
        return directory
    }
}

extension UserDefaults {
    /// The value for `key`, as key-value coding gives it on Apple's platforms: `object(forKey:)`.
    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }

    /// Sets the value for `key`, as key-value coding does on Apple's platforms: `set(_:forKey:)`.
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }
}

/// Keeps the app group's `UserDefaults` suites the same in every process: Linux's `UserDefaults`
/// reads its file once and writes it only when synchronised, where Apple's share one store.
public enum AppGroupDefaults {
    /// Reads each suite's file again if another process changed it, and writes this process's
    /// changes: the extensions call it around every request, `sample-app` after every command.
    public static func synchronize() {
        let folder = SuiteHome.current.preferencesDirectory
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for file in files where file.hasSuffix(".plist") {
            UserDefaults(suiteName: String(file.dropLast(".plist".count)))?.synchronize()
        }
    }
}
