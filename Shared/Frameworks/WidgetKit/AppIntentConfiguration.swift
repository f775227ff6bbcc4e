import AppIntents
import ExtensionProtocol
import Foundation
import SwiftUI

/// Gives a widget's timeline for a configuration the user sets with an App Intent's parameters (iOS 17).
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext

    func placeholder(in context: Context) -> Entry
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    /// Configurations to offer where no Edit Widget form exists (watchOS); none by default.
    func recommendations() -> [AppIntentRecommendation<Intent>]
    /// When the widget may be relevant, and in which configuration (iOS 18); none by default.
    func relevance() async -> WidgetRelevance<Intent>
}

extension AppIntentTimelineProvider {
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A ready configuration of a widget, with a description.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent> {
    public var intent: Intent
    public var description: Text

    public init(intent: Intent, description: Text) {
        self.intent = intent
        self.description = description
    }

    public init<S: StringProtocol>(intent: Intent, description: S) {
        self.init(intent: intent, description: Text(description))
    }

    public init(intent: Intent, description: LocalizedStringResource) {
        self.init(intent: intent, description: Text(String(localized: description)))
    }
}

/// A widget the user configures with an App Intent's parameters, as in WidgetKit on iOS 17. An intent
/// without parameters makes a widget with nothing to edit.
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: DefinedConfiguration {
    package let definition: WidgetDefinition

    public init<Provider: AppIntentTimelineProvider>(
        kind: String, intent: Intent.Type = Intent.self, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Intent == Provider.Intent {
        // The request's thread waits while the provider runs on the thread kept for providers, to which the
        // configuration, made on the main actor, hands it.
        let provider = HandedOver(provider)
        var definition = WidgetDefinition.make(
            kind: kind, intentType: nil,
            placeholder: { provider.value.placeholder(in: $0) },
            snapshot: { configuration, context, completion in
                startOnProviderThread { completion(await provider.value.snapshot(for: await Self.intent(configuration), in: context)) }
            },
            timeline: { configuration, context, completion in
                startOnProviderThread { completion(await provider.value.timeline(for: await Self.intent(configuration), in: context)) }
            },
            content: MainActorBound(content))
        definition.appIntent = AppIntentDefinition(Intent.self)
        definition.relevance = WidgetDefinition.relevance(of: provider.value)
        self.definition = definition
    }

    /// The intent with the kept values; the defaults stand for those that can no longer be read (an
    /// entity its query no longer finds), as the system gives the provider what it can.
    static func intent(_ configuration: IntentValues) async -> Intent {
        (try? await AppIntentReflection.make(Intent.self, with: configuration).intent) ?? Intent()
    }
}
