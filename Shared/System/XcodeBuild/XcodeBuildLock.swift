#if canImport(Glibc)
    import Glibc
#endif
import Foundation
import SuiteHome

/// One build of an app at a time: two watches of one project (`home serve --watch` and `home install
/// --watch`), or two installs typed at once, would otherwise write one build folder together. An
/// exclusive `flock` on `<folder>/.building`, held until the lock is released (or its process ends,
/// however it ends: the kernel drops a lock with its descriptor, so a build that was killed leaves none
/// behind). The descriptor is closed on exec, so the extensions an install starts hold nothing.
public final class XcodeBuildLock {
    private let descriptor: Int32

    /// Takes the lock of the builds in `folder` (made this user's alone), calling `waiting` first when
    /// another process holds it, then waiting for it.
    public init(folder: URL, waiting: () -> Void) throws(XcodeBuildError) {
        let file = folder.appendingPathComponent(".building").path
        do {
            try SuiteFiles.makeDirectory(folder.deletingLastPathComponent().path, mode: 0o700, restrictingExisting: true)
            try SuiteFiles.makeDirectory(folder.path, mode: 0o700, restrictingExisting: true)
        } catch {
            throw XcodeBuildError("The build folder \(folder.path) cannot be made; check that the suite's home is yours and writable.")
        }
        descriptor = open(file, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw XcodeBuildError("The build lock \(file) cannot be opened; check that the suite's home is yours and writable.")
        }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            waiting()
            while flock(descriptor, LOCK_EX) != 0 {
                // The descriptor is closed by deinit, which runs when an initializer that set it throws.
                guard errno == EINTR else {
                    throw XcodeBuildError("The build lock \(file) cannot be taken; check that the suite's home is yours and writable.")
                }
            }
        }
    }

    deinit { close(descriptor) }
}
