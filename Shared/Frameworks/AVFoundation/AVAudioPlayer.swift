import Foundation
import Synchronization

/// Plays a sound from a file or from memory: here it reads and checks the sound as iOS does, then keeps
/// the state a player has (playing, paused, volume, loops) without making a sound. No sound plays on
/// Linux (docs/avfoundation-subset.md).
public class AVAudioPlayer: NSObject, @unchecked Sendable {
    // @unchecked Sendable: its changing state is inside a Mutex; the rest are immutable `let`s.

    private struct State {
        var isPlaying = false
        var currentTime: TimeInterval = 0
        var volume: Float = 1
        var pan: Float = 0
        var rate: Float = 1
        var numberOfLoops = 0
        var enableRate = false
        var isPrepared = false
    }

    private let state = Mutex(State())
    private let weakDelegate = Mutex<WeakDelegate>(WeakDelegate())

    private struct WeakDelegate: @unchecked Sendable {
        // @unchecked Sendable: only read and written inside the Mutex.
        weak var value: (any AVAudioPlayerDelegate)?
    }

    /// The file played; nil for a player made from data.
    public let url: URL?
    /// The bytes played; nil for a player made from a file.
    public let data: Data?
    /// The sound's length in seconds: read from a WAVE file's header, 0 for the other formats.
    public let duration: TimeInterval
    /// The sound's channels: read from a WAVE file's header, 2 for the other formats.
    public let numberOfChannels: Int

    /// A player of the sound file at `url`. Throws as iOS does (`NSOSStatusErrorDomain`) when the file
    /// cannot be read or is not a sound file iOS plays.
    public init(contentsOf url: URL) throws {
        let bytes: Data
        do {
            bytes = try Data(contentsOf: url)
        } catch {
            throw AudioFileCheck.error(.unspecified)
        }
        let facts = try AudioFileCheck.inspect(bytes)
        self.url = url
        data = nil
        duration = facts.duration
        numberOfChannels = facts.channels
        super.init()
    }

    /// A player of the file at `url`, whose type `utiString` names; the type is checked as the bytes say.
    public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        try self.init(contentsOf: url)
    }

    /// A player of the sound in `data`; throws when the bytes are not a sound file iOS plays.
    public init(data: Data) throws {
        let facts = try AudioFileCheck.inspect(data)
        url = nil
        self.data = data
        duration = facts.duration
        numberOfChannels = facts.channels
        super.init()
    }

    /// A player of the sound in `data`, whose type `utiString` names.
    public convenience init(data: Data, fileTypeHint utiString: String?) throws {
        try self.init(data: data)
    }

    /// Told when the sound ends; kept weakly, as on iOS. Never told here, where nothing plays to an end.
    public var delegate: (any AVAudioPlayerDelegate)? {
        get { weakDelegate.withLock { $0.value } }
        set { weakDelegate.withLock { $0.value = newValue } }
    }

    /// Whether it is playing: true from `play()` until `pause()` or `stop()`.
    public var isPlaying: Bool { state.withLock { $0.isPlaying } }

    /// The volume, from 0 to 1; values outside are held to it.
    public var volume: Float {
        get { state.withLock { $0.volume } }
        set { state.withLock { $0.volume = newValue.isNaN ? 0 : min(max(newValue, 0), 1) } }
    }

    /// The balance, from -1 (left) to 1 (right).
    public var pan: Float {
        get { state.withLock { $0.pan } }
        set { state.withLock { $0.pan = newValue.isNaN ? 0 : min(max(newValue, -1), 1) } }
    }

    /// The speed, from 0.5 to 2, used when `enableRate` is set.
    public var rate: Float {
        get { state.withLock { $0.rate } }
        set { state.withLock { $0.rate = newValue.isNaN ? 1 : min(max(newValue, 0.5), 2) } }
    }

    /// Whether `rate` applies.
    public var enableRate: Bool {
        get { state.withLock { $0.enableRate } }
        set { state.withLock { $0.enableRate = newValue } }
    }

    /// How many times it plays again after the first: 0 once, a negative number forever.
    public var numberOfLoops: Int {
        get { state.withLock { $0.numberOfLoops } }
        set { state.withLock { $0.numberOfLoops = newValue } }
    }

    /// Where it is in the sound, in seconds; it does not move here, where nothing plays.
    public var currentTime: TimeInterval {
        get { state.withLock { $0.currentTime } }
        set { state.withLock { $0.currentTime = newValue.isFinite ? max(0, newValue) : 0 } }
    }

    /// The audio device's clock, in seconds.
    public var deviceCurrentTime: TimeInterval { ProcessInfo.processInfo.systemUptime }

    /// Readies the sound to play; true, as the sound was read and checked when the player was made.
    @discardableResult
    public func prepareToPlay() -> Bool {
        state.withLock { $0.isPrepared = true }
        return true
    }

    /// Starts playing (silently); true, as iOS answers for a sound it can play.
    @discardableResult
    public func play() -> Bool {
        state.withLock {
            $0.isPrepared = true
            $0.isPlaying = true
        }
        return true
    }

    /// Starts playing (silently) at a time of the device's clock.
    @discardableResult
    public func play(atTime time: TimeInterval) -> Bool {
        play()
    }

    /// Pauses, keeping its place.
    public func pause() {
        state.withLock { $0.isPlaying = false }
    }

    /// Stops; as on iOS, its place is kept until `currentTime` is set.
    public func stop() {
        state.withLock {
            $0.isPlaying = false
            $0.isPrepared = false
        }
    }

    /// Changes the volume, at once here rather than over `duration`.
    public func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) {
        self.volume = volume
    }
}

/// Told of a player's end and its decoding errors.
public protocol AVAudioPlayerDelegate: AnyObject {
    /// The sound played to its end.
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    /// The sound could not be decoded.
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
    /// Does nothing.
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    /// Does nothing.
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}

/// Reads what a sound file says of itself, and refuses bytes that are not one, as Audio Toolbox does.
enum AudioFileCheck {
    /// Audio Toolbox's codes, as iOS puts them in `NSOSStatusErrorDomain`.
    enum Status: Int {
        /// `'wht?'`: the file could not be read.
        case unspecified = 2_003_334_207
        /// `'typ?'`: not a sound file type iOS reads.
        case unsupportedFileType = 1_954_115_647
    }

    static func error(_ status: Status) -> NSError {
        NSError(domain: NSOSStatusErrorDomain, code: status.rawValue)
    }

    /// The sound's length and channels, when the format says them.
    static func inspect(_ bytes: Data) throws -> (duration: TimeInterval, channels: Int) {
        let head = [UInt8](bytes.prefix(12))
        func ascii(_ range: Range<Int>) -> String { String(decoding: head[range], as: UTF8.self) }
        guard head.count >= 4 else { throw error(.unsupportedFileType) }
        if head.count >= 12, ascii(0..<4) == "RIFF", ascii(8..<12) == "WAVE" { return try wave(bytes) }
        let isMPEG = ascii(0..<3) == "ID3" || (head[0] == 0xFF && head[1] & 0xE0 == 0xE0)
        let isContainer =
            ["caff", "FORM", "OggS", "fLaC"].contains(ascii(0..<4)) || (head.count >= 8 && ascii(4..<8) == "ftyp")
        guard isMPEG || isContainer else { throw error(.unsupportedFileType) }
        return (0, 2)
    }

    /// A WAVE file's channels and length: its `fmt ` chunk's byte rate and its `data` chunk's size.
    private static func wave(_ bytes: Data) throws -> (duration: TimeInterval, channels: Int) {
        let all = [UInt8](bytes)
        func little(_ offset: Int, _ count: Int) -> Int? {
            guard offset >= 0, offset + count <= all.count else { return nil }
            return (0..<count).reduce(0) { $0 | Int(all[offset + $1]) << (8 * $1) }
        }
        var offset = 12
        var channels: Int?
        var byteRate: Int?
        var dataSize: Int?
        while offset + 8 <= all.count, let size = little(offset + 4, 4) {
            let id = String(decoding: all[offset..<offset + 4], as: UTF8.self)
            if id == "fmt " {
                channels = little(offset + 10, 2)
                byteRate = little(offset + 16, 4)
            } else if id == "data" {
                dataSize = min(size, all.count - offset - 8)
            }
            offset += 8 + size + (size & 1)
        }
        guard let channels, channels > 0, let byteRate, byteRate > 0 else { throw error(.unsupportedFileType) }
        return (TimeInterval(dataSize ?? 0) / TimeInterval(byteRate), channels)
    }
}
