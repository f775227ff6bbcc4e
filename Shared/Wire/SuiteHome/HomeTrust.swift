#if canImport(Glibc)
    import Glibc
#endif
import Foundation

/// Whether another user of the machine could change a path: a home's folders and databases, or an
/// executable the system starts. As `ssh` refuses a loose `~/.ssh`, the suite trusts only what this
/// user or root owns and no one else may write; otherwise another user could swap the system's store
/// for one naming a program of theirs as an installed extension, and have it run as this user.
public enum HomeTrust {
    /// Why another user could change `path`, in words that end a sentence; nil when no one could. Its
    /// folders, up to `/`, are judged too, since whoever may write a folder may replace what is in it; a
    /// folder others may write but not rename in (sticky, as `/tmp`) is allowed. A path that does not
    /// exist is nil: whatever makes it makes it this user's.
    public static func problem(with path: String) -> String? {
        var judged = (path as NSString).standardizingPath
        guard judged.hasPrefix("/") else { return problem(with: FileManager.default.currentDirectoryPath + "/" + path) }
        if let own = problemWithItself(judged, isTarget: true) { return own }
        while judged != "/" {
            judged = (judged as NSString).deletingLastPathComponent
            if let folder = problemWithItself(judged, isTarget: false) { return folder }
        }
        return nil
    }

    /// The owner and mode of `path` alone (following a link, so that a link is judged by what it names).
    static func problemWithItself(_ path: String, isTarget: Bool) -> String? {
        var information = stat()
        guard stat(path, &information) == 0 else { return nil }
        let owner = information.st_uid
        if owner != getuid(), owner != 0 {
            return "\(path) belongs to user \(owner), not to you (user \(getuid()))"
        }
        let mode = information.st_mode & 0o7777
        let writableByOthers = mode & 0o022 != 0
        let isFolder = information.st_mode & S_IFMT == S_IFDIR
        // A sticky folder (/tmp) lets each user remove or rename only their own entries.
        if writableByOthers, isTarget || !isFolder || mode & S_ISVTX == 0 {
            let mode = String(mode, radix: 8)
            return "\(path) can be written by other users (mode \(String(repeating: "0", count: max(0, 4 - mode.count)) + mode))"
        }
        return nil
    }
}

extension SuiteHome {
    /// Refuses a home that another user could change: its root and its folders (and theirs, up to `/`),
    /// and the databases, preferences and files in its `System/` and `AppGroup/` folders.
    public func checkTrusted() throws(SuiteHomeError) {
        var paths = [root.path]
        for folder in [systemDirectory, appGroupDirectory, preferencesDirectory] {
            paths.append(folder.path)
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            paths += entries.sorted().map { folder.appendingPathComponent($0).path }
        }
        paths += [socketDirectory, imageDirectory, root.appendingPathComponent("Logs"), root.appendingPathComponent("Serve")].map(\.path)
        // The root's folders once, then each path alone: its folders are among those already judged.
        if let problem = HomeTrust.problem(with: root.path) { throw .untrusted(home: root.path, problem: problem) }
        for path in paths.dropFirst() {
            if let problem = HomeTrust.problemWithItself(path, isTarget: true) { throw .untrusted(home: root.path, problem: problem) }
        }
    }
}
