import ExtensionProtocol
import Foundation
import RelevanceKit

/// When the widgets of a kind may be relevant, as in WidgetKit (iOS 18): what a provider's `relevance()`
/// returns, in priority order. `home stack explain` asks for it when it ranks a Smart Stack; on the phone
/// it is received and left unused, as Apple says of RelevanceKit outside watchOS (`home stack explain` shows it).
public struct WidgetRelevance<Configuration> {
    let attributes: [WidgetRelevanceAttribute<Configuration>]

    public init(_ attributes: [WidgetRelevanceAttribute<Configuration>]) {
        self.attributes = attributes
    }

    /// The clues as the system receives them.
    package var clues: [RelevanceClue] { attributes.map(\.clue) }
}

/// When one widget may be relevant: for any configuration, or for one.
public struct WidgetRelevanceAttribute<Configuration> {
    let context: RelevantContext
    let isForConfiguration: Bool

    /// Relevant in `context`, for the widget configured with `configuration`.
    public init(configuration: Configuration, context: RelevantContext) {
        self.context = context
        isForConfiguration = true
    }

    var clue: RelevanceClue {
        var clue = context.clue
        clue.isForConfiguration = isForConfiguration
        return clue
    }
}

extension WidgetRelevanceAttribute where Configuration == Void {
    /// Relevant in `context`, whatever the widget's configuration.
    public init(context: RelevantContext) {
        self.context = context
        isForConfiguration = false
    }
}

extension TimelineProvider {
    /// No relevance clue, unless the provider gives some.
    public func relevance() async -> WidgetRelevance<Void> { WidgetRelevance([]) }
}

extension IntentTimelineProvider {
    /// No relevance clue, unless the provider gives some.
    public func relevance() async -> WidgetRelevance<Intent> { WidgetRelevance([]) }
}

extension AppIntentTimelineProvider {
    /// No relevance clue, unless the provider gives some.
    public func relevance() async -> WidgetRelevance<Intent> { WidgetRelevance([]) }
}

extension WidgetDefinition {
    // A provider's `relevance()`, which the runtime asks for from a request's thread, the provider running
    // on the thread kept for providers (`waitForTask`), as its timeline does.

    static func relevance<Provider: TimelineProvider>(of provider: Provider) -> () async -> [RelevanceClue] {
        { await provider.relevance().clues }
    }

    static func relevance<Provider: IntentTimelineProvider>(of provider: Provider) -> () async -> [RelevanceClue] {
        { await provider.relevance().clues }
    }

    static func relevance<Provider: AppIntentTimelineProvider>(of provider: Provider) -> () async -> [RelevanceClue] {
        { await provider.relevance().clues }
    }
}
