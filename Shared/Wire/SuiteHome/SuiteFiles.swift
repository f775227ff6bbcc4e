#if canImport(Glibc)
    import Glibc
#endif
import Foundation

/// Folders and files the suite makes, with the system calls' own reasons put in words. Foundation's
/// `FileManager` and `Data.write` report these as `NSCocoaErrorDomain error 512` and the like.
public enum SuiteFiles {
    /// Creates `path` and any missing parents with `mode` (0700: this user's alone). With
    /// `restrictingExisting`, an existing `path` loses any access its group and others had; otherwise
    /// its permissions are left as they are, so that a user's own `chmod` is never undone.
    public static func makeDirectory(_ path: String, mode: mode_t = 0o700, restrictingExisting: Bool = false) throws(FileError) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            var information = stat()
            if stat(prefix, &information) == 0 {
                guard information.st_mode & S_IFMT == S_IFDIR else {
                    throw FileError(
                        .create, path: path, problem: prefix == path ? "it is a file, not a folder" : "\(prefix) is a file, not a folder")
                }
                continue
            }
            guard errno == ENOENT else { throw FileError(.create, path: path, errno: errno) }
            if mkdir(prefix, mode) != 0 {
                guard errno == EEXIST else {
                    // Its parent exists (it was checked just before), so it is the parent that takes no new folders.
                    if errno == ENOENT { throw FileError(.create, path: path, problem: "no folder can be made there") }
                    throw FileError(.create, path: path, errno: errno)
                }
            } else if chmod(prefix, mode) != 0 {
                // The mode set outright: the umask cut what mkdir was given (a umask of 0 would leave it open to all).
                throw FileError(.create, path: path, errno: errno)
            }
        }
        guard restrictingExisting else { return }
        var information = stat()
        guard stat(path, &information) == 0 else { throw FileError(.create, path: path, errno: errno) }
        let mode = information.st_mode & 0o7777
        if mode & 0o077 != 0, chmod(path, mode & ~0o077) != 0 { throw FileError(.create, path: path, errno: errno) }
    }

    /// The bytes of the regular file at `path`, at most `limit` of them. A folder, a pipe or a device (which
    /// may never end, as /dev/zero) is refused, as is a file longer than `limit`, each in words.
    public static func read(_ path: String, limit: Int) throws(FileError) -> Data {
        // Opened before it is looked at, so that what is read is what was looked at; without waiting for
        // a writer, as a pipe's open would.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw FileError(.read, path: path, errno: errno) }
        defer { close(descriptor) }
        var information = stat()
        guard fstat(descriptor, &information) == 0 else { throw FileError(.read, path: path, errno: errno) }
        switch information.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw FileError(.read, path: path, problem: "it is a folder, not a file")
        case S_IFIFO: throw FileError(.read, path: path, problem: "it is a pipe, not a file")
        default: throw FileError(.read, path: path, problem: "it is a device or a socket, not a file")
        }
        guard information.st_size <= limit else {
            throw FileError(.read, path: path, problem: "it is \(information.st_size) bytes, more than the \(limit) taken")
        }
        // Room for the file as it is, and a byte to see that it ended; more only if it grows while read (a
        // buffer of `limit` bytes, written to zero, would hold megabytes for a file of a few hundred).
        var bytes = [UInt8](repeating: 0, count: Int(information.st_size) + 1)
        var count = 0
        while count <= limit {
            if count == bytes.count { bytes += [UInt8](repeating: 0, count: min(bytes.count, limit + 1 - bytes.count)) }
            let read = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if read < 0, errno == EINTR { continue }
            guard read >= 0 else { throw FileError(.read, path: path, errno: errno) }
            if read == 0 { break }
            count += read
        }
        // A file that grew while it was read is refused as one that was too long.
        guard count <= limit else { throw FileError(.read, path: path, problem: "it is more than the \(limit) bytes taken") }
        return Data(bytes[..<count])
    }

    /// Replaces the file at `path` with `bytes` at once: written beside it, then renamed over it, so a
    /// reader never sees half of it. A new file gets `mode`; one that exists keeps its own.
    public static func write(_ bytes: some Collection<UInt8>, to path: String, mode: mode_t = 0o644) throws(FileError) {
        var information = stat()
        let exists = stat(path, &information) == 0
        if exists, information.st_mode & S_IFMT == S_IFDIR { throw FileError(.write, path: path, problem: "it is a folder") }
        let folder = (path as NSString).deletingLastPathComponent
        let temporary =
            (folder.isEmpty ? "." : folder) + "/.\((path as NSString).lastPathComponent).\(UInt64.random(in: 0...UInt64.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw FileError(.write, path: path, errno: errno) }
        let written = Array(bytes).withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        // The mode set outright, as the umask would cut what open was given; then on the disk before it replaces anything.
        let finished = written && fchmod(descriptor, exists ? information.st_mode & 0o7777 : mode) == 0 && fsync(descriptor) == 0
        let failure = errno
        guard close(descriptor) == 0, finished else {
            unlink(temporary)
            throw FileError(.write, path: path, errno: finished ? errno : failure)
        }
        guard rename(temporary, path) == 0 else {
            let failure = errno
            unlink(temporary)
            throw FileError(.write, path: path, errno: failure)
        }
    }
}

/// A folder or file that could not be made or written: which, and why, in a sentence.
public struct FileError: Error, CustomStringConvertible, Equatable {
    public enum Operation: String, Sendable {
        case create = "create the folder"
        case write = "write"
        case read = "read"
    }

    public let operation: Operation
    public let path: String
    public let problem: String

    public init(_ operation: Operation, path: String, problem: String) {
        self.operation = operation
        self.path = path
        self.problem = problem
    }

    init(_ operation: Operation, path: String, errno code: Int32) {
        self.init(operation, path: path, problem: Self.words(for: code))
    }

    public var description: String { "Cannot \(operation.rawValue) \(path): \(problem)." }

    /// What an errno means to someone choosing another path.
    static func words(for code: Int32) -> String {
        switch code {
        case EACCES, EPERM: "you do not have permission (check the permissions of it and its folders)"
        case ENOENT: "its folder does not exist"
        case ENOTDIR: "part of the path is a file, not a folder"
        case EISDIR: "it is a folder"
        case EROFS: "the file system is read-only"
        case ENOSPC, EDQUOT: "the disk is full"
        case ENAMETOOLONG: "the path is too long"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
