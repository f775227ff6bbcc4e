import ActivityKit
import GameApp
import SampleModels
import SwiftUI
import WidgetKit

/// The game's Live Activity: a hero on an adventure, on the Lock Screen and in the Dynamic Island, as
/// Apple's WWDC23 game sample shows it.
public struct AdventureActivityWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        ActivityConfiguration(for: AdventureAttributes.self) { context in
            AdventureLockScreenView(attributes: context.attributes, state: context.state, isStale: context.isStale)
                .activityBackgroundTint(Color.black.opacity(0.25))
                .activitySystemActionForegroundColor(Color.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.attributes.avatar).font(.largeTitle)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.healthPercent)%").font(.title2).foregroundStyle(HealthColor.of(context.state.health))
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.hero).font(.headline).lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    HStack(spacing: 12) {
                        VStack(alignment: .leading, spacing: 4) {
                            ProgressView(value: context.state.health).tint(HealthColor.of(context.state.health))
                            Text(context.isStale ? "No news from \(context.attributes.hero)" : context.state.event)
                                .font(.caption).foregroundStyle(.secondary)
                        }
                        // Runs in the app's process: a LiveActivityIntent updates the activity there.
                        Button(intent: HealAdventurerIntent(activityID: context.activityID)) {
                            Label("Heal", systemImage: "heart.fill")
                        }
                        .tint(.green)
                    }
                }
            } compactLeading: {
                Text(context.attributes.avatar)
            } compactTrailing: {
                Text("\(context.state.healthPercent)%").foregroundStyle(HealthColor.of(context.state.health))
            } minimal: {
                Gauge(value: context.state.health) {
                    Text("HP")
                } currentValueLabel: {
                    Text(context.attributes.avatar)
                }
                .gaugeStyle(.accessoryCircularCapacity)
            }
            .keylineTint(HealthColor.of(context.state.health))
            .widgetURL(URL(string: "game://character/\(context.attributes.hero)"))
        }
        // CarPlay's dashboard and the watch draw the small family (iOS 26): the avatar and the gauge alone.
        .supplementalActivityFamilies([.small])
    }
}

/// The adventure on the Lock Screen: the hero, the health bar, the latest event.
struct AdventureLockScreenView: View {
    let attributes: AdventureAttributes
    let state: AdventureAttributes.ContentState
    let isStale: Bool
    @Environment(\.activityFamily) private var activityFamily

    var body: some View {
        if activityFamily == .small {
            VStack(spacing: 6) {
                Text(attributes.avatar).font(.largeTitle)
                Text("\(state.healthPercent)%").font(.title2.bold()).foregroundStyle(HealthColor.of(state.health))
                ProgressView(value: state.health).tint(HealthColor.of(state.health))
                Text(attributes.hero).font(.caption).lineLimit(1)
            }
            .padding(12)
        } else {
            wide
        }
    }

    private var wide: some View {
        HStack(spacing: 12) {
            Text(attributes.avatar).font(.largeTitle)
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Text(attributes.hero).font(.headline)
                    Spacer()
                    Text("\(state.healthPercent)%").font(.headline).foregroundStyle(HealthColor.of(state.health))
                }
                ProgressView(value: state.health).tint(HealthColor.of(state.health))
                Text(isStale ? "No news from \(attributes.hero)" : state.event).font(.caption).foregroundStyle(.secondary)
            }
        }
        .padding(16)
    }
}

/// Green when healthy, orange when hurt, red when nearly exhausted.
enum HealthColor {
    static func of(_ health: Double) -> Color {
        health > 0.5 ? .green : health > 0.2 ? .orange : .red
    }
}
