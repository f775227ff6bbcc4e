#if canImport(Glibc)
    import Glibc
#endif
import Foundation

/// A program run on a pseudo-terminal, as a user at a terminal runs it: keystrokes are written to it,
/// and the screens it draws are read back, without their colours.
final class PseudoTerminal {
    let master: Int32
    let child: ChildProcess
    /// Everything the program has written so far.
    private(set) var output = ""

    init(_ path: String, _ arguments: [String], environment: [String: String]) throws {
        // posix_openpt and its kin are hidden from Swift behind _XOPEN_SOURCE; these are the requests they make
        // of Linux's /dev/ptmx: unlock the terminal's other end, and ask its number.
        let unlockRequest: UInt = 0x4004_5431  // TIOCSPTLCK
        let numberRequest: UInt = 0x8004_5430  // TIOCGPTN
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, unlockRequest, &unlock) == 0, ioctl(master, numberRequest, &number) == 0 else {
            throw POSIXError(.ENOTTY)
        }
        let terminal = "/dev/pts/\(number)"
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        child = try ChildProcess.spawn(path, arguments, environment: environment, input: terminal, output: terminal, errors: terminal)
    }

    deinit {
        child.terminate()
        _ = child.wait(timeout: 5)
        close(master)
    }

    /// Types `keys`, one write each, as a person does.
    func type(_ keys: [String]) {
        for key in keys {
            _ = key.withCString { Glibc.write(master, $0, strlen($0)) }
            usleep(20_000)
        }
    }

    /// The last screen drawn once it holds `text` (or the last one after `timeout` seconds), colourless.
    func screen(showing text: String, timeout: Double = 20) -> String {
        let deadline = ContinuousClock.now + .seconds(timeout)
        repeat {
            readAvailable()
            let last = lastScreen
            if last.contains(text) { return last }
            usleep(10_000)
        } while ContinuousClock.now < deadline
        return lastScreen
    }

    /// What came after the last clear of the screen, without escape sequences or carriage returns.
    var lastScreen: String {
        let screen = output.components(separatedBy: "\u{1B}[H\u{1B}[2J").last ?? ""
        return screen.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
            .replacingOccurrences(of: "\r", with: "")
    }

    private func readAvailable() {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { return }
            output += String(decoding: buffer[0..<count], as: UTF8.self)
        }
    }

    /// The program's exit status once it ends.
    func exitStatus(timeout: Double = 20) -> Int32? {
        readAvailable()
        let status = child.wait(timeout: timeout)
        readAvailable()
        return status
    }
}
