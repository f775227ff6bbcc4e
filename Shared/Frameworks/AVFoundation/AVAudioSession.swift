import Foundation
import Synchronization

/// How the app means to use audio, as the system asks: its category, mode and options, and whether it
/// is active. Kept for the process and answered back; nothing here reaches a sound device.
public final class AVAudioSession: NSObject, @unchecked Sendable {
    // @unchecked Sendable: its state is inside a Mutex.

    private struct State {
        var category = Category.soloAmbient
        var mode = Mode.default
        var options: CategoryOptions = []
        var policy = RouteSharingPolicy.default
        var isActive = false
    }

    private let state = Mutex(State())

    private override init() {
        super.init()
    }

    private static let shared = AVAudioSession()

    /// The app's audio session.
    public class func sharedInstance() -> AVAudioSession { shared }

    /// The category, `soloAmbient` until one is set.
    public var category: Category { state.withLock { $0.category } }
    /// The mode, `default` until one is set.
    public var mode: Mode { state.withLock { $0.mode } }
    /// The category's options.
    public var categoryOptions: CategoryOptions { state.withLock { $0.options } }
    /// The route-sharing policy.
    public var routeSharingPolicy: RouteSharingPolicy { state.withLock { $0.policy } }
    /// Whether another app plays audio: never, here.
    public var isOtherAudioPlaying: Bool { false }
    /// Whether other audio should be quieted: never, here.
    public var secondaryAudioShouldBeSilencedHint: Bool { false }
    /// The output volume the person set, from 0 to 1.
    public var outputVolume: Float { 1 }

    /// Sets the category.
    public func setCategory(_ category: Category) throws {
        state.withLock { $0.category = category }
    }

    /// Sets the category and its options.
    public func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        state.withLock {
            $0.category = category
            $0.options = options
        }
    }

    /// Sets the category, the mode and the options.
    public func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        state.withLock {
            $0.category = category
            $0.mode = mode
            $0.options = options
        }
    }

    /// Sets the category, the mode, the route-sharing policy and the options.
    public func setCategory(_ category: Category, mode: Mode, policy: RouteSharingPolicy, options: CategoryOptions = []) throws {
        state.withLock {
            $0.category = category
            $0.mode = mode
            $0.policy = policy
            $0.options = options
        }
    }

    /// Sets the mode.
    public func setMode(_ mode: Mode) throws {
        state.withLock { $0.mode = mode }
    }

    /// Activates or deactivates the session.
    public func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
        state.withLock { $0.isActive = active }
    }

    /// Whether the session is active, as last set.
    package var isActive: Bool { state.withLock { $0.isActive } }

    /// How the app uses audio.
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Sounds that mix with others and go quiet with the silent switch.
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        /// The default: sounds that stop others and go quiet with the silent switch.
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        /// Playback that matters: it plays with the silent switch on.
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        /// Recording.
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        /// Recording and playback, as in a call.
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        /// Several routes at once.
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    /// What the audio is for, which tunes a category.
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }

    /// Options that tailor a category.
    public struct CategoryOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
        public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 0x80)
    }

    /// Options for deactivating a session.
    public struct SetActiveOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Tells other apps they may resume their audio.
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    /// How the session's audio is routed among devices.
    public enum RouteSharingPolicy: UInt, Sendable {
        case `default` = 0
        case longFormAudio = 1
        case independent = 2
        case longFormVideo = 3
    }
}
