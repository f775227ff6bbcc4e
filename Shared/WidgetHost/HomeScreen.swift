import ExtensionProtocol
import ExtensionTransport
import Foundation
import IntentDefinition
import Intents

/// The system: the home screen and the widget daemon.
///
/// It asks the widget extension what widgets exist, keeps the placed widgets and their
/// configurations, builds each widget's form from its intent definition, asks the intents
/// extension for options and defaults, and fetches, keeps and reloads timelines by their reload
/// policies. It takes its store, its connections to the two extensions and its clock, so that
/// tests give it an in-memory store, in-process extensions and a fixed time.
public final class HomeScreen {
    let store: HomeStore
    let widgetExtension: any ExtensionConnection
    let intentsExtension: any ExtensionConnection
    /// The system's clock.
    let now: () -> Date

    public init(
        store: HomeStore, widgetExtension: any ExtensionConnection, intentsExtension: any ExtensionConnection,
        clock: @escaping () -> Date = Date.init
    ) {
        self.store = store
        self.widgetExtension = widgetExtension
        self.intentsExtension = intentsExtension
        self.now = clock
    }

    public static let widgetExtensionName = "widget-extension"
    public static let intentsExtensionName = "intents-extension"

    // MARK: The gallery

    /// Every widget kind the widget extension declares.
    public func gallery() throws -> [WidgetDescriptor] {
        try widgetExtension.send(WidgetDescribeRequest()).widgets
    }

    /// What the widget extension declares for `kind`; an unknown kind is refused with the known ones.
    public func descriptor(ofKind kind: String) throws -> WidgetDescriptor {
        let widgets = try gallery()
        guard let descriptor = widgets.first(where: { $0.kind == kind }) else {
            throw HostError.unknownKind(kind, known: widgets.map(\.kind))
        }
        return descriptor
    }

    /// The "Edit Widget" form of a kind.
    public func form(ofKind kind: String) throws -> ConfigurationForm {
        try ConfigurationForm(descriptor: descriptor(ofKind: kind))
    }

    // MARK: Placed widgets

    public func widgets() throws -> [PlacedWidget] {
        try store.widgets()
    }

    public func widget(_ id: Int64) throws -> PlacedWidget {
        guard let widget = try store.widget(id) else { throw HostError.unknownWidget(id) }
        return widget
    }

    /// Places a widget of `kind` with its default configuration.
    public func addWidget(kind: String, family: WidgetFamily?) throws -> PlacedWidget {
        let descriptor = try descriptor(ofKind: kind)
        let family = family ?? descriptor.supportedFamilies.first ?? .systemSmall
        guard descriptor.supportedFamilies.contains(family) else {
            throw HostError(
                "\(descriptor.displayName) does not come in \(family); choose one of \(descriptor.supportedFamilies.map(\.name).joined(separator: ", "))."
            )
        }
        return try store.addWidget(kind, family, try defaultConfiguration(of: descriptor), now())
    }

    /// A kind's configuration before the user edits it: defaults from the intents extension and the definition.
    func defaultConfiguration(of descriptor: WidgetDescriptor) throws -> IntentValues {
        var configuration = IntentValues()
        guard descriptor.isConfigurable else { return configuration }
        let form = try ConfigurationForm(descriptor: descriptor)
        for parameter in form.intent.parameters {
            if parameter.supportsDynamicOptions {
                let reply = try intentsExtension.send(
                    IntentDefaultRequest(intent: form.intent.name, parameter: parameter.name, configuration: configuration))
                if let value = reply.value { configuration[parameter.name] = value }
            } else if let value = form.staticDefault(of: parameter) {
                configuration[parameter.name] = value
            }
        }
        return configuration
    }

    /// Removes a widget from the home screen.
    public func removeWidget(_ id: Int64) throws {
        guard try store.removeWidget(id) else { throw HostError.unknownWidget(id) }
    }

    // MARK: Configuration

    /// The choices offered for a parameter of a placed widget: from the intents extension for dynamic
    /// options, from the definition for an enumeration or a Boolean.
    public func options(widgetID: Int64, parameter name: String, searchTerm: String? = nil) throws -> [IntentOptionSection] {
        let widget = try widget(widgetID)
        let form = try form(ofKind: widget.kind)
        let parameter = try form.parameter(named: name)
        if searchTerm != nil, !parameter.supportsSearch {
            throw HostError(
                "Parameter \(name) cannot be searched: its definition does not turn searching on; leave out --search to list all its options."
            )
        }
        guard parameter.supportsDynamicOptions else {
            guard let choices = form.staticChoices(of: parameter) else {
                throw HostError(
                    "Parameter \(name) takes a typed value (\(parameter.type)), not a choice from a list; set it with 'sample-app home edit \(widgetID) --set \(name)=VALUE'."
                )
            }
            return [IntentOptionSection(title: nil, items: choices)]
        }
        return try intentsExtension.send(
            IntentOptionsRequest(
                intent: form.intent.name, parameter: name, configuration: widget.configuration, searchTerm: searchTerm)
        ).sections
    }

    /// Sets parameters of a placed widget; checks every value first and saves all or nothing.
    @discardableResult
    public func edit(widgetID: Int64, assignments: [(parameter: String, value: String)]) throws -> PlacedWidget {
        let widget = try widget(widgetID)
        let form = try form(ofKind: widget.kind)
        var configuration = widget.configuration
        for (name, text) in assignments {
            let parameter = try form.parameter(named: name)
            if parameter.supportsDynamicOptions {
                let options = try intentsExtension.send(
                    IntentOptionsRequest(
                        intent: form.intent.name, parameter: name, configuration: configuration)
                ).allOptions
                let match = try ConfigurationForm.choice(text, among: options, identifier: \.identifier, displayName: \.displayString) {
                    suggestion in
                    if let suggestion {
                        return HostError(
                            "\"\(text)\" is not one of the options for \(name); did you mean \"\(suggestion)\"? Identifiers match exactly.")
                    }
                    let choices = options.map(\.identifier).joined(separator: ", ")
                    return HostError(
                        "\"\(text)\" is not one of the options for \(name); choose one of: \(choices) ('sample-app home options \(widgetID) \(name)' lists them)."
                    )
                }
                configuration[name] = match.value
            } else {
                configuration[name] = try form.staticValue(text, for: parameter)
            }
        }
        guard try store.updateConfiguration(widgetID, configuration, now()) else { throw HostError.unknownWidget(widgetID) }
        return try self.widget(widgetID)
    }

    /// Records that the app asked for new timelines of `kind`, or of every kind: what `WidgetCenter` does.
    public func requestReload(ofKind kind: String?) throws {
        try store.requestReload(kind, now())
    }
}
