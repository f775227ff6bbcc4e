import Foundation
import SwiftUI
import WidgetKit

/// The character-detail widget's view: one layout per family.
public struct CharacterDetailView: View {
    let entry: CharacterDetailEntry
    @Environment(\.widgetFamily) var family

    public init(entry: CharacterDetailEntry) {
        self.entry = entry
    }

    var recovery: RecoveryTime { RecoveryTime(detail: entry.detail) }

    public var body: some View {
        Group {
            switch family {
            case .systemSmall:
                CharacterSummary(detail: entry.detail)
            case .systemMedium:
                HStack(alignment: .top, spacing: 12) {
                    CharacterAvatar(detail: entry.detail)
                    VStack(alignment: .leading, spacing: 4) {
                        CharacterNameAndType(detail: entry.detail)
                        HealthBar(detail: entry.detail)
                        Text(recovery.sentence)
                            .font(.caption)
                            .foregroundStyle(Color.secondary)
                    }
                }
            default:
                VStack(alignment: .leading, spacing: 8) {
                    HStack(alignment: .top, spacing: 12) {
                        CharacterAvatar(detail: entry.detail)
                        CharacterNameAndType(detail: entry.detail)
                    }
                    HealthBar(detail: entry.detail)
                    Divider()
                    DetailRow(label: "Hero type", value: entry.detail.heroType)
                    DetailRow(label: "Health", value: "\(entry.detail.healthPercent)%")
                    DetailRow(
                        label: recovery.isFull ? "Full health" : "Full health in", value: recovery.isFull ? "reached" : recovery.duration)
                    Spacer()
                }
            }
        }
        .padding()
        .containerBackground(Color.indigo.opacity(0.15), for: .widget)
        .widgetURL(characterURL)
    }
}

extension CharacterDetailView {
    /// `game://character/<name>`: the app opens the character the widget shows.
    var characterURL: URL? { entry.detail.url }
}

struct CharacterSummary: View {
    let detail: CharacterDetail

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(detail.avatar).font(.largeTitle)
            Text(detail.name).font(.headline).lineLimit(1)
            HealthBar(detail: detail)
        }
    }
}

struct CharacterAvatar: View {
    let detail: CharacterDetail

    var body: some View {
        Text(detail.avatar).font(.system(size: 48))
    }
}

struct CharacterNameAndType: View {
    let detail: CharacterDetail

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(detail.name).font(.headline).lineLimit(1)
            Text(detail.heroType).font(.subheadline).foregroundStyle(Color.secondary)
        }
    }
}

struct HealthBar: View {
    let detail: CharacterDetail

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            ProgressView(value: detail.healthLevel)
                .foregroundStyle(detail.healthLevel < 0.25 ? Color.red : detail.healthLevel < 0.5 ? Color.orange : Color.green)
            Text("Health \(detail.healthPercent)%").font(.caption)
        }
    }
}

struct DetailRow: View {
    let label: String
    let value: String

    var body: some View {
        HStack {
            Text(label).font(.caption).foregroundStyle(Color.secondary)
            Spacer()
            Text(value).font(.caption)
        }
    }
}

/// How long a character needs to recover, as the widget prints it.
struct RecoveryTime {
    let detail: CharacterDetail

    var hours: Int { Int((detail.fullHealthIn / 3600).rounded(.up)) }
    var isFull: Bool { hours == 0 }

    /// `1 hour`, `2 hours`.
    var duration: String { hours == 1 ? "1 hour" : "\(hours) hours" }

    /// `Full health in 2 hours`, or `At full health`.
    var sentence: String { isFull ? "At full health" : "Full health in \(duration)" }
}
