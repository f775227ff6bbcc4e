import SampleModels
import SwiftUI
import WidgetKit

/// The character on the Lock Screen, as iOS 17 code draws the accessory families: a health gauge
/// around the avatar, the name over a gauge and the health, or one line.
struct CharacterLockScreenView: View {
    let detail: CharacterDetail
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                Gauge(value: detail.healthLevel) {
                    Text("HP")
                } currentValueLabel: {
                    Text(detail.avatar)
                }
                .gaugeStyle(.accessoryCircularCapacity)
            }
            .widgetLabel(detail.name)
            .containerBackground(for: .widget) { Color.clear }
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 2) {
                Text("\(detail.avatar) \(detail.name)").font(.headline).lineLimit(1).widgetAccentable()
                Gauge(value: detail.healthLevel) {
                    Text("Health")
                }
                .gaugeStyle(.accessoryLinearCapacity)
                Text("Health \(detail.healthPercent)%").font(.caption)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .containerBackground(for: .widget) { Color.clear }
        default:
            Text("\(detail.name) \(detail.healthPercent)%")
                .containerBackground(for: .widget) { Color.clear }
        }
    }
}
