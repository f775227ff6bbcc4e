import AppIntents
import ExtensionProtocol
import Foundation
import SwiftUI
import WireValues

// MARK: Value providers

/// Gives a static control its value, as in WidgetKit: `previewValue` for the controls gallery,
/// `currentValue()` each time the system shows the control.
public protocol ControlValueProvider {
    associatedtype Value
    var previewValue: Self.Value { get }
    func currentValue() async throws -> Self.Value
}

/// Gives a configurable control its value for its configuration, as in WidgetKit.
public protocol AppIntentControlValueProvider {
    associatedtype Value
    associatedtype Configuration: ControlConfigurationIntent
    func previewValue(configuration: Self.Configuration) -> Self.Value
    func currentValue(configuration: Self.Configuration) async throws -> Self.Value
}

// MARK: The runtime's record of a control

/// A control kind as the widget extension serves it.
package struct ControlDefinition {
    package var kind: String
    package var displayName = ""
    package var description = ""
    package var promptsForUserConfiguration = false
    /// The `ControlConfigurationIntent` it is configured with; nil for a static control.
    package var appIntent: AppIntentDefinition?
    /// The template for a configuration, made with the provider's current value (its preview value with `isPreview`).
    /// On the main actor, where the control's template is made, as SwiftUI makes it; its provider's value
    /// is awaited off it.
    package var make: @MainActor (_ configuration: IntentValues, _ isPreview: Bool) async throws -> ControlTemplateValue
    /// `pushHandler(_:)`: the type told of its placed controls' push tokens; nil for a control that takes no pushes.
    package var pushHandler: (any ControlPushHandler.Type)?

    package var descriptor: ControlDescriptor {
        var descriptor = ControlDescriptor(
            kind: kind, displayName: displayName, description: description, appIntent: appIntent?.descriptor,
            promptsForUserConfiguration: promptsForUserConfiguration)
        descriptor.takesPushes = pushHandler != nil
        return descriptor
    }
}

/// A configuration the runtime reads: WidgetKit's two kinds, and those modified.
@MainActor
package protocol DefinedControlConfiguration {
    var controlDefinition: ControlDefinition { get }
}

extension ControlWidgetConfiguration {
    /// The control this configuration declares: its own, or its body's.
    package var controlDefinition: ControlDefinition {
        if let defined = self as? any DefinedControlConfiguration { return defined.controlDefinition }
        return body.controlDefinition
    }
}

extension ControlWidget {
    /// This control as the runtime serves it.
    package var controlDefinition: ControlDefinition { body.controlDefinition }

    /// Serves this one control over the widget extension's socket, for an extension whose `@main` is a
    /// single control rather than a bundle.
    public static func main() {
        WidgetExtensionEntry.serve { [.control(Self().controlDefinition)] }
    }
}

// MARK: The two configurations

/// A control with no configuration, as in WidgetKit.
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration, DefinedControlConfiguration {
    package let controlDefinition: ControlDefinition

    public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content) {
        controlDefinition = ControlDefinition(kind: kind) { _, _ in content().madeTemplate() }
    }

    public init<Provider: ControlValueProvider>(
        kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) {
        // The provider's value is awaited off the main actor, as WidgetKit asks for it; the template is made on it.
        let provider = HandedOver(provider)
        controlDefinition = ControlDefinition(kind: kind) { _, isPreview in
            let value = try await Self.value(of: provider, isPreview: isPreview)
            return content(value.value).madeTemplate()
        }
    }

    /// The provider's value, made off the main actor and handed to it.
    private nonisolated static func value<Provider: ControlValueProvider>(of provider: HandedOver<Provider>, isPreview: Bool)
        async throws -> HandedOver<Provider.Value>
    {
        HandedOver(isPreview ? provider.value.previewValue : try await provider.value.currentValue())
    }

    public var body: Never { fatalError("StaticControlConfiguration has no body") }
}

/// A control a person configures through its `ControlConfigurationIntent`'s parameters, as in WidgetKit.
public struct AppIntentControlConfiguration<Configuration: ControlConfigurationIntent, Content: ControlWidgetTemplate>:
    ControlWidgetConfiguration, DefinedControlConfiguration
{
    package let controlDefinition: ControlDefinition

    public init<Provider: AppIntentControlValueProvider>(
        kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) where Configuration == Provider.Configuration {
        let provider = HandedOver(provider)
        controlDefinition = ControlDefinition(kind: kind, appIntent: AppIntentDefinition(Configuration.self)) { values, isPreview in
            let value = try await Self.value(of: provider, for: values, isPreview: isPreview)
            return content(value.value).madeTemplate()
        }
    }

    public init(
        kind: String, intent: Configuration.Type = Configuration.self,
        @ControlWidgetTemplateBuilder content: @escaping (Configuration) -> Content
    ) {
        controlDefinition = ControlDefinition(kind: kind, appIntent: AppIntentDefinition(Configuration.self)) { values, _ in
            content(try await Self.configuration(values)).madeTemplate()
        }
    }

    /// The provider's value for the configuration the system kept, made off the main actor and handed to it.
    private nonisolated static func value<Provider: AppIntentControlValueProvider>(
        of provider: HandedOver<Provider>, for values: IntentValues, isPreview: Bool
    ) async throws -> HandedOver<Provider.Value> where Provider.Configuration == Configuration {
        let configuration = try await Self.configuration(values)
        return HandedOver(
            isPreview
                ? provider.value.previewValue(configuration: configuration)
                : try await provider.value.currentValue(configuration: configuration))
    }

    /// The configuration intent with the values the system kept.
    private nonisolated static func configuration(_ values: IntentValues) async throws -> Configuration {
        let (intent, unread) = try await AppIntentReflection.make(Configuration.self, with: values)
        guard unread.isEmpty else { throw AppIntentReflection.Unread(names: unread) }
        return intent
    }

    public var body: Never { fatalError("AppIntentControlConfiguration has no body") }
}

// MARK: Modifiers

/// A control configuration with a setting changed by a modifier.
public struct ModifiedControlConfiguration: ControlWidgetConfiguration, DefinedControlConfiguration {
    package let controlDefinition: ControlDefinition
    public var body: Never { fatalError("ModifiedControlConfiguration has no body") }
}

extension ControlWidgetConfiguration {
    private func modified(_ change: (inout ControlDefinition) -> Void) -> ModifiedControlConfiguration {
        var definition = controlDefinition
        change(&definition)
        return ModifiedControlConfiguration(controlDefinition: definition)
    }

    /// The name the controls gallery shows.
    public func displayName(_ displayName: LocalizedStringResource) -> some ControlWidgetConfiguration {
        modified { $0.displayName = String(localized: displayName) }
    }

    /// The description the controls gallery shows.
    public func description(_ description: LocalizedStringResource) -> some ControlWidgetConfiguration {
        modified { $0.description = String(localized: description) }
    }

    /// The type told of the controls' push tokens: the system gives each placed control of the kind a
    /// token, and tells an instance of the type of them all whenever one is placed or removed.
    public func pushHandler(_ pushHandlerType: any ControlPushHandler.Type) -> some ControlWidgetConfiguration {
        modified { $0.pushHandler = pushHandlerType }
    }

    /// Asks a person for the control's configuration when they add it.
    public func promptsForUserConfiguration() -> some ControlWidgetConfiguration {
        modified { $0.promptsForUserConfiguration = true }
    }
}

// MARK: In a bundle

extension WidgetBundleBuilder {
    /// A control listed in a bundle beside widgets (iOS 18), read on the main actor, where the bundle's body runs.
    @MainActor public static func buildExpression(_ control: some ControlWidget) -> some Widget {
        WidgetList(definitions: [.control(control.controlDefinition)])
    }
}

extension WidgetDefinition {
    /// The definition a control stands in a bundle's list with: no families, no timeline. The widget
    /// extension's router serves it by its own methods, never as a widget.
    static func control(_ control: ControlDefinition) -> WidgetDefinition {
        var definition = WidgetDefinition(
            kind: control.kind, supportedFamilies: [], intentType: nil, placeholder: { _ in ArchivedEntry(date: Date(), view: .empty) },
            snapshot: { _, _, _ in ArchivedEntry(date: Date(), view: .empty) }, timeline: { _, _ in ([], .never) }, archive: { _, _ in nil }
        )
        definition.control = control
        return definition
    }
}
