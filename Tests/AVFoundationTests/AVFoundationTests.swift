import AVFoundation
import Foundation
import Testing

/// A player reads and checks its sound as iOS does, fails as iOS does for a file it cannot play, and keeps
/// a player's state; the session keeps what it is set to.
@Suite struct AVFoundationTests {
    /// A WAVE file of `seconds` of silence: 8 kHz, 16-bit, `channels` channels.
    static func wave(seconds: Int, channels: Int = 1) -> Data {
        let rate = 8000
        let byteRate = rate * 2 * channels
        let dataSize = byteRate * seconds
        var bytes = Data("RIFF".utf8)
        func append(_ value: Int, _ count: Int) { for index in 0..<count { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * index))) } }
        append(36 + dataSize, 4)
        bytes += Data("WAVEfmt ".utf8)
        append(16, 4)
        append(1, 2)
        append(channels, 2)
        append(rate, 4)
        append(byteRate, 4)
        append(2 * channels, 2)
        append(16, 2)
        bytes += Data("data".utf8)
        append(dataSize, 4)
        bytes += Data(count: dataSize)
        return bytes
    }

    @Test func aWaveFilesDurationAndChannelsAreReadFromItsHeader() throws {
        let player = try AVAudioPlayer(data: Self.wave(seconds: 2, channels: 2))
        #expect(player.duration == 2)
        #expect(player.numberOfChannels == 2)
    }

    @Test func playingPausingAndStoppingChangeOnlyTheState() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("chime-\(UUID().uuidString).wav")
        try Self.wave(seconds: 1).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let player = try AVAudioPlayer(contentsOf: file)
        #expect(player.url == file && !player.isPlaying)
        #expect(player.prepareToPlay())
        #expect(player.play() && player.isPlaying)
        player.pause()
        #expect(!player.isPlaying)
        player.play()
        player.stop()
        #expect(!player.isPlaying)
        player.volume = 3
        #expect(player.volume == 1)
        player.numberOfLoops = -1
        #expect(player.numberOfLoops == -1)
    }

    @Test func aMissingFileAndBytesThatAreNotSoundFailAsOnIOS() {
        let missing = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString).mp3")
        #expect {
            try AVAudioPlayer(contentsOf: missing)
        } throws: { error in
            let error = error as NSError
            return error.domain == NSOSStatusErrorDomain && error.code == 2_003_334_207
        }
        #expect {
            try AVAudioPlayer(data: Data("not a sound at all".utf8))
        } throws: { error in
            (error as NSError).code == 1_954_115_647
        }
        #expect(throws: Never.self) { try AVAudioPlayer(data: Data("ID3\u{3}\0\0\0\0\0\0".utf8)) }
    }

    @Test func theSessionKeepsItsCategoryModeOptionsAndActivity() throws {
        let session = AVAudioSession.sharedInstance()
        #expect(session === AVAudioSession.sharedInstance())
        try session.setCategory(.playback, mode: .spokenAudio, options: [.mixWithOthers, .duckOthers])
        try session.setActive(true)
        #expect(session.category == .playback && session.mode == .spokenAudio)
        #expect(session.categoryOptions == [.mixWithOthers, .duckOthers])
        #expect(session.isActive)
        try session.setActive(false, options: .notifyOthersOnDeactivation)
        #expect(!session.isActive)
        #expect(AVAudioSession.Category.ambient.rawValue == "AVAudioSessionCategoryAmbient")
    }
}
