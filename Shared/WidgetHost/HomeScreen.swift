import ExtensionProtocol
import ExtensionTransport
import Foundation
import Intents
import IntentDefinition
import SuiteHome
import SystemStore

/// The system: the home screen and the widget daemon.
///
/// It asks the widget extension what widgets exist, keeps the placed widgets and their
/// configurations, builds each widget's form from its intent definition, asks the intents
/// extension for options and defaults, and fetches, caches and reloads timelines by their
/// reload policies. Extensions are started on demand through `ExtensionLauncher`.
public final class HomeScreen: @unchecked Sendable {
    public let home: SuiteHome
    let store: SystemDatabase
    public let widgetExtension: ExtensionLauncher
    public let intentsExtension: ExtensionLauncher
    /// The system's clock; tests and tutorials can pin it.
    public var now: () -> Date = Date.init

    public static let widgetExtensionName = "widget-extension"
    public static let intentsExtensionName = "intents-extension"

    public init(home: SuiteHome, trace: MessageTrace? = nil) throws {
        self.home = home
        store = try SystemDatabase(home)
        widgetExtension = ExtensionLauncher(name: Self.widgetExtensionName, home: home, trace: trace)
        intentsExtension = ExtensionLauncher(name: Self.intentsExtensionName, home: home, trace: trace)
    }

    // MARK: Talking to the extensions

    private lazy var widgetChannel = ExtensionChannel(launcher: widgetExtension)
    private lazy var intentsChannel = ExtensionChannel(launcher: intentsExtension)

    func askWidgetExtension<Request: ExtensionRequest>(_ request: Request) throws -> Request.Response {
        try widgetChannel.send(request)
    }

    func askIntentsExtension<Request: ExtensionRequest>(_ request: Request) throws -> Request.Response {
        try intentsChannel.send(request)
    }

    // MARK: The gallery

    /// Every widget kind the widget extension declares.
    public func gallery() throws -> [WidgetDescriptor] {
        try askWidgetExtension(WidgetDescribeRequest()).widgets
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
        try store.widgets().map(PlacedWidget.init)
    }

    public func widget(_ id: Int64) throws -> PlacedWidget {
        guard let record = try store.widget(id: id) else { throw HostError.unknownWidget(id) }
        return try PlacedWidget(record)
    }

    /// Places a widget of `kind` with its default configuration.
    public func addWidget(kind: String, family: WidgetFamily?) throws -> PlacedWidget {
        let descriptor = try descriptor(ofKind: kind)
        let family = family ?? descriptor.supportedFamilies.first ?? .systemSmall
        guard descriptor.supportedFamilies.contains(family) else {
            throw HostError("\(descriptor.displayName) does not come in \(family); choose one of \(descriptor.supportedFamilies.map(\.rawValue).joined(separator: ", ")).")
        }
        let record = try store.addWidget(kind: kind, family: family.rawValue,
                                         configuration: try PlacedWidget.encode(try defaultConfiguration(of: descriptor)), at: now())
        return try PlacedWidget(record)
    }

    /// A kind's configuration before the user edits it: defaults from the intents extension and the definition.
    func defaultConfiguration(of descriptor: WidgetDescriptor) throws -> IntentValues {
        var configuration = IntentValues()
        if descriptor.isConfigurable {
            let form = try ConfigurationForm(descriptor: descriptor)
            for parameter in form.intent.parameters {
                if parameter.supportsDynamicOptions {
                    let reply = try askIntentsExtension(IntentDefaultRequest(
                        intent: form.intent.name, parameter: parameter.name, configuration: configuration))
                    if let value = reply.value { configuration[parameter.name] = value }
                } else if let value = form.staticDefault(of: parameter) {
                    configuration[parameter.name] = value
                }
            }
        }
        return configuration
    }

    /// Removes a widget from the home screen.
    public func removeWidget(_ id: Int64) throws {
        guard try store.removeWidget(id: id) else { throw HostError.unknownWidget(id) }
    }

    // MARK: Configuration

    /// The choices the intents extension offers for a parameter of a placed widget.
    public func options(widgetID: Int64, parameter name: String, searchTerm: String? = nil) throws -> [IntentOptionSection] {
        let widget = try widget(widgetID)
        let form = try form(ofKind: widget.kind)
        let parameter = try form.parameter(named: name)
        guard parameter.supportsDynamicOptions else {
            if case .enumeration(let enumName) = parameter.type, let enumType = form.definition.enumType(named: enumName) {
                return [IntentOptionSection(title: nil, items: enumType.cases.filter { $0.name != "unknown" }.map {
                    IntentOption(identifier: $0.name, displayString: $0.displayName?.nonEmpty ?? $0.name, value: .string($0.name))
                })]
            }
            if parameter.type == .boolean {
                return [IntentOptionSection(title: nil, items: [
                    IntentOption(identifier: "true", displayString: parameter.metadata.trueDisplayName?.text ?? "On", value: .bool(true)),
                    IntentOption(identifier: "false", displayString: parameter.metadata.falseDisplayName?.text ?? "Off", value: .bool(false)),
                ])]
            }
            throw HostError("Parameter \(name) takes a typed value (\(parameter.type)), not a choice from a list; set it with 'sample-app home edit \(widgetID) --set \(name)=VALUE'.")
        }
        return try askIntentsExtension(IntentOptionsRequest(
            intent: form.intent.name, parameter: name, configuration: widget.configuration, searchTerm: searchTerm)).sections
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
                let options = try askIntentsExtension(IntentOptionsRequest(
                    intent: form.intent.name, parameter: name, configuration: configuration)).sections.flatMap(\.items)
                let match = options.first { $0.identifier == text }
                    ?? options.first { $0.identifier.caseInsensitiveCompare(text) == .orderedSame }
                    ?? options.first { $0.displayString.caseInsensitiveCompare(text) == .orderedSame }
                guard let match else {
                    let choices = options.map(\.identifier).joined(separator: ", ")
                    throw HostError("\"\(text)\" is not one of the options for \(name); choose one of: \(choices) ('sample-app home options \(widgetID) \(name)' lists them).")
                }
                configuration[name] = match.value
            } else {
                configuration[name] = try form.staticValue(text, for: parameter)
            }
        }
        try store.updateConfiguration(widgetID: widgetID, configuration: try PlacedWidget.encode(configuration), at: now())
        return try self.widget(widgetID)
    }
}
