//
//  PizzaDeliveryLiveActivity.swift
//  PizzaWidgets
//

import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

struct PizzaDeliveryAttributes: ActivityAttributes {
    public typealias PizzaDeliveryStatus = ContentState

    public struct ContentState: Codable, Hashable {
        var driverName: String
        var deliveryTimer: ClosedRange<Date>
        var stage: Int
    }

    var numberOfPizzas: Int
    var totalAmount: String
    var orderNumber: String
}

struct CallDriverIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Call Driver"

    @Parameter(title: "Order")
    var orderNumber: String

    init() {}

    init(orderNumber: String) {
        self.orderNumber = orderNumber
    }

    func perform() async throws -> some IntentResult {
        return .result()
    }
}

struct PizzaDeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PizzaDeliveryAttributes.self) { context in
            VStack(alignment: .leading) {
                HStack {
                    Label("\(context.attributes.numberOfPizzas) Pizzas", systemImage: "bag")
                        .font(.headline)
                    Spacer()
                    Text(timerInterval: context.state.deliveryTimer, countsDown: true)
                        .multilineTextAlignment(.trailing)
                        .monospacedDigit()
                }
                ProgressView(timerInterval: context.state.deliveryTimer, countsDown: false) {
                    Text("\(context.state.driverName) is on the way")
                }
                if context.isStale {
                    Text("Updating…").font(.caption2)
                }
            }
            .padding()
            .activityBackgroundTint(Color.cyan.opacity(0.2))
            .activitySystemActionForegroundColor(Color.black)

        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label("\(context.attributes.numberOfPizzas)", systemImage: "bag")
                        .foregroundColor(.indigo)
                        .font(.title2)
                }
                DynamicIslandExpandedRegion(.trailing, priority: 1) {
                    Label {
                        Text(timerInterval: context.state.deliveryTimer, countsDown: true)
                            .multilineTextAlignment(.trailing)
                            .frame(width: 50)
                            .monospacedDigit()
                    } icon: {
                        Image(systemName: "timer")
                            .foregroundColor(.indigo)
                    }
                    .font(.title2)
                    .dynamicIsland(verticalPlacement: .belowIfTooWide)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text("\(context.state.driverName) is on their way!")
                        .lineLimit(1)
                        .font(.caption)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Button(intent: CallDriverIntent(orderNumber: context.attributes.orderNumber)) {
                        Label("Call driver", systemImage: "phone")
                    }
                    .foregroundColor(.indigo)
                }
            } compactLeading: {
                Label {
                    Text("\(context.attributes.numberOfPizzas) Pizzas")
                } icon: {
                    Image(systemName: "bag")
                        .foregroundColor(.indigo)
                }
                .font(.caption2)
            } compactTrailing: {
                Text(timerInterval: context.state.deliveryTimer, countsDown: true)
                    .multilineTextAlignment(.center)
                    .frame(width: 40)
                    .font(.caption2)
            } minimal: {
                VStack(alignment: .center) {
                    Image(systemName: "timer")
                    Text(timerInterval: context.state.deliveryTimer, countsDown: true)
                        .multilineTextAlignment(.center)
                        .monospacedDigit()
                        .font(.caption2)
                }
            }
            .contentMargins(.trailing, 8, for: .expanded)
            .keylineTint(.cyan)
            .widgetURL(URL(string: "pizza://order/\(context.attributes.orderNumber)"))
        }
    }
}

/// The app's side, as the sample's view model writes it.
@MainActor
final class PizzaDeliveryController {
    private var activity: Activity<PizzaDeliveryAttributes>?

    func startDelivery() throws {
        guard ActivityAuthorizationInfo().areActivitiesEnabled else { return }
        let attributes = PizzaDeliveryAttributes(numberOfPizzas: 2, totalAmount: "$42.90", orderNumber: "12345")
        let state = PizzaDeliveryAttributes.ContentState(
            driverName: "Bill James", deliveryTimer: Date()...Date().addingTimeInterval(15 * 60), stage: 1)
        activity = try Activity.request(
            attributes: attributes, content: .init(state: state, staleDate: Date().addingTimeInterval(30 * 60)), pushType: .token)
        Task {
            guard let activity else { return }
            for await data in activity.pushTokenUpdates {
                let token = data.map { String(format: "%02x", $0) }.joined()
                print("push token: \(token)")
            }
        }
    }

    func updateDelivery() async {
        let state = PizzaDeliveryAttributes.ContentState(
            driverName: "Anne Johnson", deliveryTimer: Date()...Date().addingTimeInterval(60 * 60), stage: 2)
        let alert = AlertConfiguration(title: "Delivery update", body: "Your pizza order will arrive in 25 minutes.", sound: .default)
        await activity?.update(ActivityContent<PizzaDeliveryAttributes.ContentState>(state: state, staleDate: nil), alertConfiguration: alert)
    }

    func stopDelivery() async {
        for activity in Activity<PizzaDeliveryAttributes>.activities {
            await activity.end(nil, dismissalPolicy: .immediate)
        }
    }

    func watch() {
        Task {
            for await activity in Activity<PizzaDeliveryAttributes>.activityUpdates {
                for await state in activity.activityStateUpdates where state == .ended || state == .dismissed {
                    print("\(activity.id) is \(state)")
                }
            }
        }
    }
}
