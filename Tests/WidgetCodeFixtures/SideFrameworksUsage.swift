//
//  SideFrameworksUsage.swift
//  SideWidgets
//
//  What a widget calls on the side, written as for Xcode: a Logger in the timeline provider, a
//  notification scheduled, a Core Graphics path drawn by SwiftUI, C maths from Darwin, a SHA-256
//  cache key, a transferable value and a sound.
//

import AVFoundation
import CoreGraphics
import CoreText
import CoreTransferable
import CryptoKit
import Darwin
import OSLog
import SwiftUI
import UniformTypeIdentifiers
import UserNotifications
import WidgetKit

private let logger = Logger(subsystem: "com.example.SideWidgets", category: "timeline")

struct SparkEntry: TimelineEntry {
    let date: Date
    let samples: [Double]
}

struct SparkProvider: TimelineProvider {
    func placeholder(in context: Context) -> SparkEntry {
        SparkEntry(date: Date(), samples: Self.wave(phase: 0))
    }

    func getSnapshot(in context: Context, completion: @escaping (SparkEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<SparkEntry>) -> Void) {
        let now = Date()
        let entries = (0..<4).map { step in
            SparkEntry(date: now.addingTimeInterval(Double(step) * 900), samples: Self.wave(phase: Double(step)))
        }
        logger.info("Built \(entries.count) entries, preview: \(context.isPreview), jitter \(arc4random_uniform(10))")
        logger.debug("First sample \(entries[0].samples[0], format: .fixed(precision: 3), privacy: .public)")
        completion(Timeline(entries: entries, policy: .atEnd))
    }

    static func wave(phase: Double) -> [Double] {
        (0..<12).map { index in 0.5 + 0.5 * sin(Double(index) / 2 + phase) * exp(-Double(index) / 24) }
    }
}

/// A sparkline built with Core Graphics, drawn by SwiftUI.
struct Sparkline: Shape {
    var samples: [Double]

    func path(in rect: CGRect) -> Path {
        let path = CGMutablePath()
        let step = rect.width / CGFloat(max(samples.count - 1, 1))
        let points = samples.enumerated().map { index, value in
            CGPoint(x: CGFloat(index) * step, y: rect.height * CGFloat(1 - value))
        }
        path.addLines(between: points, transform: .identity)
        return Path(path)
    }
}

struct SparkWidgetView: View {
    var entry: SparkEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text("Activity")
            Sparkline(samples: entry.samples)
                .stroke(Color(cgColor: CGColor(red: 0.2, green: 0.6, blue: 1, alpha: 1)), lineWidth: 2)
        }
        .padding()
    }
}

struct SparkWidget: Widget {
    let kind: String = "SparkWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: SparkProvider()) { entry in
            SparkWidgetView(entry: entry)
        }
        .configurationDisplayName("Activity")
        .description("Today's activity as a sparkline.")
    }
}

/// Reminds the person to come back tomorrow, as the app does after a widget's tap.
func scheduleStreakReminder() {
    UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound, .badge]) { granted, _ in
        guard granted else { return }
        let content = UNMutableNotificationContent()
        content.title = "Keep your streak"
        content.body = "Open the app before midnight."
        content.sound = .default
        var components = DateComponents()
        components.hour = 20
        let request = UNNotificationRequest(
            identifier: "streak", content: content, trigger: UNCalendarNotificationTrigger(dateMatching: components, repeats: false))
        UNUserNotificationCenter.current().add(request) { error in
            if let error = error {
                logger.error("Could not schedule the reminder: \(error.localizedDescription)")
            }
        }
    }
}

/// The key an entry's image is cached under: the SHA-256 of its URL, in hex.
func imageCacheKey(for url: URL) -> String {
    SHA256.hash(data: Data(url.absoluteString.utf8)).map { String(format: "%02x", $0) }.joined()
}

/// A shared note, as the app's share sheet sends it.
struct SharedNote: Codable, Transferable {
    var text: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.text)
    }
}

/// The sound the app plays when a goal is met; registered fonts for the app's titles.
final class Celebration {
    private var player: AVAudioPlayer?

    func play(from url: URL) {
        try? AVAudioSession.sharedInstance().setCategory(.ambient, mode: .default, options: [.mixWithOthers])
        try? AVAudioSession.sharedInstance().setActive(true)
        player = try? AVAudioPlayer(contentsOf: url)
        player?.volume = 0.8
        player?.prepareToPlay()
        player?.play()
    }

    func registerFonts(at url: URL) {
        var error: Unmanaged<CFError>?
        if !CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error) {
            logger.fault("Font not registered: \(String(describing: error?.takeRetainedValue()))")
        }
    }
}
