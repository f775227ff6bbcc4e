import ExtensionProtocol
import Foundation
import Intents
import SwiftUI

/// A widget kind as the runtime serves it: its description and its provider, behind closures.
package struct WidgetDefinition {
    package var kind: String
    package var displayName = ""
    package var description = ""
    package var supportedFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]
    /// The intent class users configure it with; nil for a static widget.
    package var intentType: INIntent.Type?
    /// The App Intent users configure it with (iOS 17), in place of an intent class.
    package var appIntent: AppIntentDefinition?
    /// `contentMarginsDisabled()`: the widget's content is archived without the system's margins around it.
    package var contentMarginsDisabled = false
    /// `containerBackgroundRemovable(_:)`: false keeps the widget out of StandBy, where backgrounds are removed.
    package var containerBackgroundRemovable = true
    /// An `ActivityConfiguration`'s views: set for a Live Activity, which has no families or timeline.
    package var liveActivity: LiveActivityDefinition?
    /// A control's template and action: set for a control (iOS 18), which has no families or timeline.
    package var control: ControlDefinition?
    package var placeholder: (ArchiveContext) -> ArchivedEntry
    package var snapshot: (IntentValues, ArchiveContext, Bool) throws -> ArchivedEntry
    package var timeline: (IntentValues, ArchiveContext) throws -> (entries: [ArchivedEntry], policy: ReloadPolicy)
    /// An entry of the widget's own type, archived; nil for an entry of another type.
    var archive: (any TimelineEntry, ArchiveContext) -> ArchivedEntry?
    /// The provider's relevance clues (`relevance()`), which the request's thread waits for.
    package var relevance: () async -> [RelevanceClue] = { [] }
    /// `pushHandler(_:)`: the type told of the app's widget push token (iOS 26); nil for a widget that takes no pushes.
    package var pushHandler: (any WidgetPushHandler.Type)?
    /// `disfavoredLocations(_:for:)`: the places its families are kept out of.
    package var disfavored: [DisfavoredLocation] = []

    package var descriptor: WidgetDescriptor {
        let bridged = intentType as? any INIntentHandlerBridging.Type
        var descriptor = WidgetDescriptor(
            kind: kind, displayName: displayName, description: description,
            supportedFamilies: supportedFamilies, intent: intentType?._intentName,
            intentDefinition: bridged?._intentDefinitionSource,
            intentDefinitionFileName: bridged?._intentDefinitionFileName, intentClass: intentType.map { String(reflecting: $0) })
        descriptor.appIntent = appIntent?.descriptor
        descriptor.containerBackgroundRemovable = containerBackgroundRemovable
        descriptor.takesPushes = pushHandler != nil
        descriptor.disfavoredLocations = disfavored
        return descriptor
    }
}

/// A configuration the runtime can serve: the three kinds WidgetKit offers, and those modified.
package protocol DefinedConfiguration: WidgetConfiguration {
    var definition: WidgetDefinition { get }
}

extension WidgetConfiguration {
    package var definition: WidgetDefinition {
        guard let defined = self as? any DefinedConfiguration else {
            fatalError("\(Self.self) is not a configuration WidgetKit serves; use StaticConfiguration or IntentConfiguration.")
        }
        return defined.definition
    }

    func modified(_ change: (inout WidgetDefinition) -> Void) -> ModifiedWidgetConfiguration {
        var definition = self.definition
        change(&definition)
        return ModifiedWidgetConfiguration(definition: definition)
    }

    /// The configuration with one of the gallery's texts set: every form of the name and the description comes here.
    private func setting(_ text: WritableKeyPath<WidgetDefinition, String>, _ value: String) -> ModifiedWidgetConfiguration {
        modified { $0[keyPath: text] = value }
    }

    /// The name the widget gallery shows.
    @_disfavoredOverload
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration {
        setting(\.displayName, String(displayName))
    }

    /// The name the widget gallery shows, from a localized string's key.
    public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration {
        setting(\.displayName, displayNameKey.text)
    }

    /// The name the widget gallery shows, as text.
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration {
        setting(\.displayName, displayName.plainText(at: Date()))
    }

    /// The name the widget gallery shows, from a localized string resource.
    @_disfavoredOverload
    public func configurationDisplayName(_ displayName: LocalizedStringResource) -> some WidgetConfiguration {
        setting(\.displayName, String(localized: displayName))
    }

    /// The description the widget gallery shows.
    @_disfavoredOverload
    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration {
        setting(\.description, String(description))
    }

    /// The description the widget gallery shows, from a localized string's key.
    public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration {
        setting(\.description, descriptionKey.text)
    }

    /// The description the widget gallery shows, as text.
    public func description(_ description: Text) -> some WidgetConfiguration {
        setting(\.description, description.plainText(at: Date()))
    }

    /// The description the widget gallery shows, from a localized string resource.
    @_disfavoredOverload
    public func description(_ description: LocalizedStringResource) -> some WidgetConfiguration {
        setting(\.description, String(localized: description))
    }

    /// Lets the widget's content reach its edges: the system keeps none of its content margins around it
    /// (`\.widgetContentMargins` still says what they would be, for the widget to apply where it chooses).
    public func contentMarginsDisabled() -> some WidgetConfiguration { modified { $0.contentMarginsDisabled = true } }

    /// Whether the system may remove the container background; a widget whose background may not be removed
    /// is not offered in StandBy, which removes every background.
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration {
        modified { $0.containerBackgroundRemovable = isRemovable }
    }

    /// What to do when the system has events of a background URL session for the extension: on iOS,
    /// when it relaunches the extension after the session's transfers ended without it. Here the
    /// transfers run in the extension's process, which is running when they end, so their delegate is
    /// told directly and `urlSessionEvent` is not called (URLSessionConfiguration.background, in AppleFoundation).
    @MainActor @preconcurrency
    public func onBackgroundURLSessionEvents(
        matching matchingBlock: ((String) -> Bool)? = nil, _ urlSessionEvent: @escaping (String, @escaping () -> Void) -> Void
    ) -> some WidgetConfiguration {
        modified { _ in }
    }

    /// The sizes the widget comes in.
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
        modified { $0.supportedFamilies = families }
    }
}

/// A configuration with one property changed by a modifier.
struct ModifiedWidgetConfiguration: DefinedConfiguration {
    let definition: WidgetDefinition
}

/// What the runtime gives each archive: where the system draws the entry, and the layout each
/// `GeometryReader` learns its frame from. That layout is the system's (ViewLayout), which the runtime
/// brings, since WidgetKit draws nothing; without it, a reader is archived at the widget's size.
package struct ArchiveContext: Sendable {
    package var render: RenderContext
    package var layout: (@Sendable (Date) -> GeometryLayout)?
    /// Whether the widget said `contentMarginsDisabled()`: its view is then archived without the margins.
    package var contentMarginsDisabled: Bool

    package init(render: RenderContext, layout: (@Sendable (Date) -> GeometryLayout)? = nil, contentMarginsDisabled: Bool = false) {
        self.render = render
        self.layout = layout
        self.contentMarginsDisabled = contentMarginsDisabled
    }

    /// The margins the system keeps around the widget's content here: none when the widget disabled them.
    var appliedMargins: EdgeInsets {
        contentMarginsDisabled ? EdgeInsets() : EdgeInsets(render.contentMargins)
    }

    /// The environment a widget's view is archived in, for an entry of `date`.
    package func environment(at date: Date) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.widgetFamily = render.family
        environment.colorScheme = render.colorScheme
        environment.archiveSize = CGSize(width: render.width, height: render.height)
        environment.geometryLayout = layout?(date)
        environment.widgetRenderingMode = WidgetRenderingMode(render.renderingMode)
        environment.showsWidgetContainerBackground = render.showsContainerBackground
        environment.widgetContentMargins = EdgeInsets(render.contentMargins)
        environment.timelineEntryDate = date
        return environment
    }
}

/// Archives an entry's view for the system, in the environment the system asked for.
package enum EntryArchiver {
    @MainActor package static func archive<Entry: TimelineEntry, Content: View>(
        _ entry: Entry, context: ArchiveContext, redacted: Bool, content: (Entry) -> Content
    ) -> ArchivedEntry {
        var environment = context.environment(at: entry.date)
        if redacted { environment.redactionReasons = .placeholder }
        // The system's content margins go around the widget's own view (its container background, wherever
        // it is set, still fills the whole widget), laid out with it so that its readers' frames agree.
        var view = EnvironmentValues.withCurrent(environment) { content(entry) }.padding(context.appliedMargins).archived(in: environment)
        if redacted { view = .modified(view, .redacted(.placeholder)) }
        // JSON has no infinity or NaN: a relevance that is not a finite number is left out.
        let relevance = entry.relevance.flatMap { relevance in
            relevance.score.isFinite && relevance.duration.isFinite
                ? ArchivedRelevance(score: Double(relevance.score), duration: relevance.duration) : nil
        }
        return ArchivedEntry(date: entry.date, view: view, relevance: relevance)
    }

    /// How long a provider may take to call its completion handler.
    package static let completionTimeout: Double = 30

    /// Waits for a provider's completion handler; providers may call it on any thread.
    static func wait<Value>(_ method: String, _ start: (@escaping (Value) -> Void) -> Void) throws -> Value {
        guard let value = waitForCompletion(timeout: completionTimeout, start) else {
            throw JSONRPCError(
                code: .handlerFailed,
                message:
                    "The provider's \(method) did not call its completion handler within \(Int(completionTimeout)) s; call it exactly once."
            )
        }
        return value
    }
}

extension WidgetDefinition {
    /// A definition from a provider's three calls, whichever kind of provider it is.
    static func make<Entry: TimelineEntry, Content: View>(
        kind: String,
        intentType: INIntent.Type?,
        placeholder: @escaping (TimelineProviderContext) -> Entry,
        snapshot: @escaping (IntentValues, TimelineProviderContext, @escaping (Entry) -> Void) -> Void,
        timeline: @escaping (IntentValues, TimelineProviderContext, @escaping (Timeline<Entry>) -> Void) -> Void,
        content: MainActorBound<(Entry) -> Content>
    ) -> WidgetDefinition {
        // The provider runs on the request's thread, as WidgetKit calls providers off the main thread; the
        // widget's view is made on the main actor, as SwiftUI makes views.
        WidgetDefinition(
            kind: kind,
            intentType: intentType,
            placeholder: { context in
                let entry = placeholder(TimelineProviderContext(context.render, isPreview: false))
                return MainActorWork.run(handing: entry) { EntryArchiver.archive($0, context: context, redacted: true, content: content.value) }
            },
            snapshot: { configuration, context, isPreview in
                let entry = try EntryArchiver.wait("getSnapshot") {
                    snapshot(configuration, TimelineProviderContext(context.render, isPreview: isPreview), $0)
                }
                return MainActorWork.run(handing: entry) { EntryArchiver.archive($0, context: context, redacted: false, content: content.value) }
            },
            timeline: { configuration, context in
                let result = try EntryArchiver.wait("getTimeline") {
                    timeline(configuration, TimelineProviderContext(context.render, isPreview: false), $0)
                }
                let entries = MainActorWork.run(handing: result.entries) { entries in
                    entries.map { EntryArchiver.archive($0, context: context, redacted: false, content: content.value) }
                }
                return (entries, result.policy.policy)
            },
            archive: { entry, context in
                guard let entry = entry as? Entry else { return nil }
                return MainActorWork.run(handing: entry) { EntryArchiver.archive($0, context: context, redacted: false, content: content.value) }
            })
    }
}

/// A widget the user does not configure, as in WidgetKit.
public struct StaticConfiguration<Content: View>: DefinedConfiguration {
    package let definition: WidgetDefinition

    public init<Provider: TimelineProvider>(
        kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) {
        var definition = WidgetDefinition.make(
            kind: kind, intentType: nil,
            placeholder: { provider.placeholder(in: $0) },
            snapshot: { _, context, completion in provider.getSnapshot(in: context, completion: completion) },
            timeline: { _, context, completion in provider.getTimeline(in: context, completion: completion) },
            content: MainActorBound(content))
        definition.relevance = WidgetDefinition.relevance(of: provider)
        self.definition = definition
    }
}

/// A widget the user configures with a custom intent, as in WidgetKit.
public struct IntentConfiguration<Intent: INIntent, Content: View>: DefinedConfiguration {
    package let definition: WidgetDefinition

    public init<Provider: IntentTimelineProvider>(
        kind: String, intent: Intent.Type, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {
        var definition = WidgetDefinition.make(
            kind: kind, intentType: intent,
            placeholder: { provider.placeholder(in: $0) },
            snapshot: { configuration, context, completion in
                provider.getSnapshot(for: Intent._make(with: configuration), in: context, completion: completion)
            },
            timeline: { configuration, context, completion in
                provider.getTimeline(for: Intent._make(with: configuration), in: context, completion: completion)
            },
            content: MainActorBound(content))
        definition.relevance = WidgetDefinition.relevance(of: provider)
        self.definition = definition
    }
}
