//
//  HealthRingsWidget.swift
//  VitalsWidgetExtension
//

import WidgetKit
import SwiftUI
import Foundation

struct VitalsSnapshot: Codable, Hashable {
    var move: Double       // 0...1+
    var exercise: Double
    var stand: Double
    var batteryLevel: Double   // 0...1
    var isCharging: Bool

    static let sample = VitalsSnapshot(move: 0.72, exercise: 0.45, stand: 0.9, batteryLevel: 0.64, isCharging: false)
}

struct VitalsEntry: TimelineEntry {
    let date: Date
    let vitals: VitalsSnapshot
}

struct VitalsProvider: TimelineProvider {
    private let defaults = UserDefaults(suiteName: "group.com.example.app")

    private func currentVitals() -> VitalsSnapshot {
        guard let json = defaults?.string(forKey: "vitals.json"),
              let data = json.data(using: .utf8),
              let vitals = try? JSONDecoder().decode(VitalsSnapshot.self, from: data) else {
            return .sample
        }
        return vitals
    }

    func placeholder(in context: TimelineProviderContext) -> VitalsEntry {
        VitalsEntry(date: Date(), vitals: .sample)
    }

    func getSnapshot(in context: TimelineProviderContext, completion: @escaping (VitalsEntry) -> Void) {
        completion(VitalsEntry(date: Date(), vitals: context.isPreview ? .sample : currentVitals()))
    }

    func getTimeline(in context: TimelineProviderContext, completion: @escaping (Timeline<VitalsEntry>) -> Void) {
        let entry = VitalsEntry(date: Date(), vitals: currentVitals())
        completion(Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(20 * 60))))
    }
}

// MARK: - Styling

struct VitalsCardModifier: ViewModifier {
    var tint: Color

    func body(content: Content) -> some View {
        content
            .padding(8)
            .background(
                RoundedRectangle(cornerRadius: 14, style: .continuous)
                    .fill(tint.opacity(0.15))
            )
            .shadow(color: tint.opacity(0.35), radius: 4, x: 0, y: 2)
    }
}

extension View {
    func vitalsCard(tint: Color = .pink) -> some View {
        modifier(VitalsCardModifier(tint: tint))
    }
}

extension Color {
    static let vitalsMove = Color(red: 0.98, green: 0.07, blue: 0.31)
    static let vitalsExercise = Color(red: 0.57, green: 0.98, blue: 0.0)
    static let vitalsStand = Color(red: 0.0, green: 0.96, blue: 0.92)
}

struct VitalsRing: View {
    var progress: Double
    var color: Color
    var lineWidth: CGFloat

    var body: some View {
        ZStack {
            Circle()
                .stroke(color.opacity(0.25), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: CGFloat(min(progress, 1)))
                .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
    }
}

struct VitalsRingStack: View {
    let vitals: VitalsSnapshot

    var body: some View {
        GeometryReader { proxy in
            let width = min(proxy.size.width, proxy.size.height) * 0.11
            ZStack(alignment: .center) {
                VitalsRing(progress: vitals.move, color: .vitalsMove, lineWidth: width)
                VitalsRing(progress: vitals.exercise, color: .vitalsExercise, lineWidth: width)
                    .padding(width * 1.2)
                VitalsRing(progress: vitals.stand, color: .vitalsStand, lineWidth: width)
                    .padding(width * 2.4)
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
        .aspectRatio(1, contentMode: .fit)
    }
}

struct VitalsWidgetEntryView: View {
    @Environment(\.widgetFamily) var family
    var entry: VitalsEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: entry.vitals.batteryLevel) {
                Image(systemName: entry.vitals.isCharging ? "bolt.fill" : "battery.100")
            } currentValueLabel: {
                Text("\(Int(entry.vitals.batteryLevel * 100))")
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(entry.vitals.batteryLevel < 0.2 ? .red : .green)
        case .systemMedium:
            HStack(spacing: 14) {
                VitalsRingStack(vitals: entry.vitals)
                VStack(alignment: .leading, spacing: 6) {
                    vitalsRow("Move", value: entry.vitals.move, color: .vitalsMove)
                    vitalsRow("Exercise", value: entry.vitals.exercise, color: .vitalsExercise)
                    vitalsRow("Stand", value: entry.vitals.stand, color: .vitalsStand)
                }
                .vitalsCard(tint: .gray)
            }
        default:
            VitalsRingStack(vitals: entry.vitals)
                .padding(4)
        }
    }

    private func vitalsRow(_ title: String, value: Double, color: Color) -> some View {
        HStack {
            Text(title)
                .font(.caption)
                .fontWeight(.semibold)
            Spacer()
            Text("\(Int(value * 100))%")
                .font(.system(.callout, design: .rounded))
                .fontWeight(.bold)
                .foregroundColor(color)
        }
    }
}

struct VitalsRingsWidget: Widget {
    let kind: String = "VitalsRingsWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: VitalsProvider()) { entry in
            VitalsWidgetEntryView(entry: entry)
                .containerBackground(for: .widget) {
                    RadialGradient(colors: [Color(white: 0.15), .black],
                                   center: .center,
                                   startRadius: 5,
                                   endRadius: 180)
                }
        }
        .configurationDisplayName("Activity & Battery")
        .description("Your activity rings at a glance, plus battery on the Lock Screen.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular])
    }
}
