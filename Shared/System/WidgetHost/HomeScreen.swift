import ExtensionProtocol
import ExtensionTransport
import Foundation
import IntentDefinition
import WireValues

/// The system: the home screen and the widget daemon.
///
/// It hosts installed apps, each with a widget extension, an intents extension or both. It asks the
/// widget extensions what widgets exist, keeps the placed widgets and their configurations, builds
/// each widget's form from its intent definition, asks the intents extension of the widget's app for
/// options and defaults, and fetches, keeps and reloads timelines by their reload policies. It takes
/// its store, its connections to the extensions and its clock, so that tests give it an in-memory
/// store, in-process extensions and a fixed time.
public final class HomeScreen {
    package let store: HomeStore
    package let apps: [HostedApp]
    /// The system's clock. The connections it is given carry the device's time to the extensions.
    let now: () -> Date
    /// Whether the timelines it fetches are kept: not when its clock is one command's `--now`, a look at
    /// another time, which must leave nothing behind as if it were the device's time.
    let keepsTimelines: Bool
    /// What each widget extension declares, asked once for this system's life (a command's, or a watch's):
    /// a stuck one costs its wait once.
    private var described: [String: Result<[WidgetDescriptor], any Error>] = [:]

    public init(store: HomeStore, apps: [HostedApp], clock: @escaping () -> Date = Date.init, keepsTimelines: Bool = true) {
        self.store = store
        self.apps = apps
        self.now = clock
        self.keepsTimelines = keepsTimelines
    }

    // MARK: The gallery

    /// Every widget kind the installed widget extensions declare, each kind once: the first app
    /// installed keeps a kind that a later one declares too. An extension that does not answer is
    /// left out, with a sentence that says why, so that one broken extension hides no others.
    public func gallery() -> Gallery {
        var widgets: [GalleryWidget] = []
        var problems: [String] = []
        for app in apps {
            guard let widgetExtension = app.widgetExtension else { continue }
            do {
                for descriptor in try widgetExtension.connection.send(WidgetDescribeRequest()).widgets {
                    if let first = widgets.first(where: { $0.descriptor.kind == descriptor.kind }) {
                        problems.append(
                            "\(widgetExtension.name) declares kind \"\(descriptor.kind)\" too, which \(first.extensionName) already declares; the gallery shows \(first.extensionName)'s. Give each kind a name of its own."
                        )
                        continue
                    }
                    widgets.append(GalleryWidget(descriptor: descriptor, extensionName: widgetExtension.name, app: app.name))
                }
            } catch {
                problems.append("\(widgetExtension.name) (of \(app.name)) is left out: \(error)")
            }
        }
        return Gallery(widgets: widgets, problems: problems)
    }

    /// The gallery's widget of `kind`; an unknown kind is refused with the known ones.
    public func galleryWidget(ofKind kind: String) throws -> GalleryWidget {
        let gallery = gallery()
        guard let widget = gallery.widgets.first(where: { $0.descriptor.kind == kind }) else {
            throw HostError.unknownKind(kind, known: gallery.widgets.map(\.descriptor.kind), problems: gallery.problems)
        }
        return widget
    }

    /// The "Edit Widget" form of a kind.
    public func form(ofKind kind: String) throws -> ConfigurationForm {
        try ConfigurationForm(descriptor: galleryWidget(ofKind: kind).descriptor)
    }

    // MARK: Placed widgets

    public func widgets() throws -> [PlacedWidget] {
        try store.widgets()
    }

    public func widget(_ id: Int64) throws -> PlacedWidget {
        guard let widget = try store.widget(id) else { throw HostError.unknownWidget(id) }
        return widget
    }

    /// The app a gallery widget comes from: the gallery is made from these apps, so there is one.
    func app(of widget: GalleryWidget) -> HostedApp {
        apps.first { $0.widgetExtension?.name == widget.extensionName }!
    }

    /// The app a placed widget comes from; refused when its extension is no longer installed.
    func app(of widget: PlacedWidget) throws -> HostedApp {
        guard let app = apps.first(where: { $0.widgetExtension?.name == widget.extensionName }) else {
            throw HostError(
                "Widget #\(widget.id) comes from \(widget.extensionName), which is no longer installed; install it again with 'sample-app home install PATH', or remove the widget with 'sample-app home remove \(widget.id)'."
            )
        }
        return app
    }

    func widgetExtension(of widget: PlacedWidget) throws -> any ExtensionConnection {
        try app(of: widget).widgetExtension!.connection
    }

    /// The options of a dynamic parameter of `form`, from whoever gives them: the app's intents extension
    /// for an intent definition, the widget extension itself for an App Intent (iOS 17). With `dynamicDefault`,
    /// the one place that chooses.
    func dynamicOptions(
        of parameter: String, in form: ConfigurationForm, app: HostedApp, configuration: IntentValues, searchTerm: String?, limit: Int?
    ) throws -> IntentOptionsReply {
        switch form.source {
        case .intentDefinition:
            return try intentsExtension(of: app, for: form.intent.name).send(
                IntentOptionsRequest(
                    intent: form.intent.name, parameter: parameter, configuration: configuration, searchTerm: searchTerm, limit: limit))
        case .appIntent:
            return try widgetExtension(of: app).send(
                WidgetOptionsRequest(
                    kind: form.kind, parameter: parameter, configuration: configuration, searchTerm: searchTerm, limit: limit))
        }
    }

    /// The default of a dynamic parameter of `form`, from whoever gives it (see `dynamicOptions`).
    func dynamicDefault(of parameter: String, in form: ConfigurationForm, app: HostedApp, configuration: IntentValues) throws
        -> IntentValue?
    {
        switch form.source {
        case .intentDefinition:
            return try intentsExtension(of: app, for: form.intent.name).send(
                IntentDefaultRequest(intent: form.intent.name, parameter: parameter, configuration: configuration)
            ).value
        case .appIntent:
            return try widgetExtension(of: app).send(
                WidgetDefaultRequest(kind: form.kind, parameter: parameter, configuration: configuration)
            )
            .value
        }
    }

    private func intentsExtension(of app: HostedApp, for intent: String) throws -> any ExtensionConnection {
        guard let intentsExtension = app.intentsExtension else {
            throw HostError(
                "\(app.name) has no intents extension to answer for \(intent); install one with 'sample-app home install PATH --app \(app.name)'."
            )
        }
        return intentsExtension.connection
    }

    private func widgetExtension(of app: HostedApp) throws -> any ExtensionConnection {
        guard let widgetExtension = app.widgetExtension else {
            throw HostError("\(app.name) has no widget extension; install one with 'sample-app home install PATH --app \(app.name)'.")
        }
        return widgetExtension.connection
    }

    /// The kinds a widget extension declares, asked of it once.
    func descriptors(ofExtension name: String, for widget: PlacedWidget) throws -> [WidgetDescriptor] {
        if let known = described[name] { return try known.get() }
        let result = Result { try widgetExtension(of: widget).send(WidgetDescribeRequest()).widgets }
        described[name] = result
        return try result.get()
    }

    /// What a placed widget's own extension declares for its kind: asks that extension only.
    public func descriptor(of widget: PlacedWidget) throws -> WidgetDescriptor {
        let widgets = try descriptors(ofExtension: widget.extensionName, for: widget)
        guard let descriptor = widgets.first(where: { $0.kind == widget.kind }) else {
            throw HostError(
                "\(widget.extensionName) no longer declares kind \"\(widget.kind)\" of widget #\(widget.id); remove the widget with 'sample-app home remove \(widget.id)'."
            )
        }
        return descriptor
    }

    /// A placed widget's configuration as the user reads it (`ConfigurationForm.text(of:)`); as kept when its
    /// form cannot be had.
    public func configurationText(of widget: PlacedWidget) -> String {
        guard !widget.configuration.isEmpty, let form = try? form(of: widget) else { return HomeText.configuration(widget.configuration) }
        return form.text(of: widget.configuration)
    }

    /// The form of a placed widget, from its own extension.
    func form(of widget: PlacedWidget) throws -> ConfigurationForm {
        try ConfigurationForm(descriptor: descriptor(of: widget))
    }

    /// Places a widget of `kind` with its default configuration.
    public func addWidget(kind: String, family: WidgetFamily?) throws -> PlacedWidget {
        let widget = try galleryWidget(ofKind: kind)
        let descriptor = widget.descriptor
        let family = family ?? descriptor.supportedFamilies.first ?? .systemSmall
        guard descriptor.supportedFamilies.contains(family) else {
            throw HostError(
                "\(descriptor.displayName) does not come in \(family); choose one of \(descriptor.supportedFamilies.map(\.name).joined(separator: ", "))."
            )
        }
        return try store.addWidget(widget.extensionName, kind, family, try defaultConfiguration(of: descriptor, in: app(of: widget)), now())
    }

    /// A kind's configuration before the user edits it: defaults from the intents extension and the definition.
    func defaultConfiguration(of descriptor: WidgetDescriptor, in app: HostedApp) throws -> IntentValues {
        var configuration = IntentValues()
        guard descriptor.isConfigurable else { return configuration }
        let form = try ConfigurationForm(descriptor: descriptor)
        for parameter in form.intent.parameters {
            if parameter.supportsDynamicOptions {
                if let value = try dynamicDefault(of: parameter.name, in: form, app: app, configuration: configuration) {
                    configuration[parameter.name] = value
                }
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
    /// options, from the definition for an enumeration or a Boolean, from the system's contacts and places
    /// for a person or a location. `limit` asks for the first rows only, as a screen shows them; the
    /// reply says how many there are in all.
    public func options(widgetID: Int64, parameter name: String, searchTerm: String? = nil, limit: Int? = nil) throws
        -> IntentOptionsReply
    {
        let widget = try widget(widgetID)
        let form = try form(of: widget)
        let parameter = try form.parameter(named: name)
        return try options(of: parameter, in: form, for: widget, configuration: widget.configuration, searchTerm: searchTerm, limit: limit)
    }

    /// The choices for `parameter` of `widget` while its form holds `configuration`.
    public func options(
        of parameter: IntentDefinition.Parameter, in form: ConfigurationForm, for widget: PlacedWidget, configuration: IntentValues,
        searchTerm: String?, limit: Int?
    ) throws -> IntentOptionsReply {
        let name = parameter.name
        if let searchTerm { try ConfigurationForm.checkLength(of: searchTerm, typedFor: "a search term for \(name)") }
        func local(_ items: [IntentOption]) -> IntentOptionsReply {
            IntentOptionsReply(
                sections: [IntentOptionSection(title: nil, items: Array(items.prefix(limit ?? Int.max)))], total: items.count)
        }
        switch parameter.type {
        case .person where !parameter.supportsDynamicOptions: return local(SystemDirectory.contactOptions(matching: searchTerm))
        case .placemark where !parameter.supportsDynamicOptions: return local(SystemDirectory.placeOptions(matching: searchTerm))
        default: break
        }
        if searchTerm != nil, !parameter.supportsSearch {
            throw HostError(
                "Parameter \(name) cannot be searched: its definition does not turn searching on; leave out --search to list all its options."
            )
        }
        guard parameter.supportsDynamicOptions else {
            guard let choices = form.staticChoices(of: parameter) else {
                throw HostError(
                    "Parameter \(name) takes a typed value (\(parameter.type)), not a choice from a list; set it with 'sample-app home edit \(widget.id) --set \(name)=VALUE'."
                )
            }
            return local(choices)
        }
        return try dynamicOptions(
            of: name, in: form, app: app(of: widget), configuration: configuration, searchTerm: searchTerm, limit: limit)
    }

    /// What an edit did: the widget as saved, and what the user should know of how their words were read.
    public struct EditOutcome: Sendable {
        public var widget: PlacedWidget
        /// One sentence each: a town taken for its place, for example.
        public var notes: [String]
    }

    /// Sets parameters of a placed widget; checks every value first and saves all or nothing. Several
    /// values for one parameter (`--set NAME=A --set NAME=B`, or `NAME=A,B`) fill a parameter that takes
    /// several, up to the slots the widget's family has; a parameter its parent's value hides is refused.
    @discardableResult
    public func edit(widgetID: Int64, assignments: [(parameter: String, value: String)]) throws -> EditOutcome {
        let widget = try widget(widgetID)
        let form = try form(of: widget)
        var configuration = widget.configuration
        var given: [(name: String, texts: [String])] = []
        var notes: [String] = []
        for (name, text) in assignments {
            if let index = given.firstIndex(where: { $0.name == name }) {
                given[index].texts.append(text)
            } else {
                given.append((name, [text]))
            }
        }
        for (name, texts) in given {
            let parameter = try form.parameter(named: name)
            // A parameter that takes several values takes them separated by commas too.
            let pieces =
                parameter.supportsMultipleValues
                ? texts.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } } : texts
            try form.checkCount(pieces.count, of: parameter, in: widget.family)
            for piece in pieces { try ConfigurationForm.checkLength(of: piece, typedFor: "a value for \(name)") }
            // The options are asked for once, whatever the number of values chosen from them; a searchable
            // parameter is asked for each value by name, as a user types it, since its list shows only some.
            func options(searchingFor text: String?) throws -> [IntentOption] {
                try dynamicOptions(of: name, in: form, app: app(of: widget), configuration: configuration, searchTerm: text, limit: nil)
                    .allOptions
            }
            let all = parameter.supportsDynamicOptions && !parameter.supportsSearch ? try options(searchingFor: nil) : []
            let values = try pieces.map { piece in
                if case .placemark = parameter.type, !parameter.supportsDynamicOptions,
                    let note = SystemDirectory.townNote(piece, parameter: name, widgetID: widget.id)
                {
                    notes.append(note)
                }
                let offered = parameter.supportsSearch ? try options(searchingFor: piece) : all
                return try value(piece, for: parameter, in: form, options: offered, widgetID: widget.id)
            }
            configuration[name] = parameter.supportsMultipleValues ? .array(values) : values[0]
        }
        for (name, _) in given {
            if let reason = form.hiddenReason(of: try form.parameter(named: name), in: configuration) { throw HostError(reason) }
        }
        guard try store.updateConfiguration(widgetID, configuration, now()) else { throw HostError.unknownWidget(widgetID) }
        return EditOutcome(widget: try self.widget(widgetID), notes: notes)
    }

    /// The value `text` names for `parameter`: one of the intents extension's `options` for it, or a typed
    /// value checked against the definition.
    func value(
        _ text: String, for parameter: IntentDefinition.Parameter, in form: ConfigurationForm, options: [IntentOption], widgetID: Int64
    ) throws -> IntentValue {
        guard parameter.supportsDynamicOptions else { return try form.staticValue(text, for: parameter) }
        let name = parameter.name
        return try ConfigurationForm.choice(text, among: options, identifier: \.identifier, displayName: \.displayString) { suggestion in
            if let suggestion {
                return HostError(
                    "\"\(text)\" is not one of the options for \(name); did you mean \"\(suggestion)\"? Identifiers match exactly.")
            }
            guard !options.isEmpty || !parameter.supportsSearch else {
                return HostError(
                    "\"\(text)\" is none of the options for \(name); 'sample-app home options \(widgetID) \(name) --search TEXT' finds them."
                )
            }
            let choices = options.map(\.identifier).joined(separator: ", ")
            return HostError(
                "\"\(text)\" is not one of the options for \(name); choose one of: \(choices) ('sample-app home options \(widgetID) \(name)' lists them)."
            )
        }.value
    }

    /// The interactive Edit Widget form of a placed widget: its options come from this system, a
    /// screenful at a time, and Done saves the configuration in one write.
    public func formSession(widgetID: Int64) throws -> FormSession {
        let widget = try widget(widgetID)
        let form = try form(of: widget)
        return FormSession(
            form: form, family: widget.family, configuration: widget.configuration,
            options: { [unowned self] parameter, draft, search in
                try options(of: parameter, in: form, for: widget, configuration: draft, searchTerm: search, limit: Self.optionsPerScreen)
            },
            save: { [unowned self] configuration in
                for parameter in form.parameters {
                    let count = configuration[parameter.name].map { $0.arrayValue?.count ?? 1 } ?? 0
                    try form.checkCount(count, of: parameter, in: widget.family)
                }
                guard try store.updateConfiguration(widgetID, configuration, now()) else { throw HostError.unknownWidget(widgetID) }
            })
    }

    /// How many options the form asks for at a time: a few screens of its list.
    public static let optionsPerScreen = 50

    /// Records that the app asked for new timelines of `kind`, or of every kind: what `WidgetCenter` does.
    public func requestReload(ofKind kind: String?, inForeground: Bool = true) throws {
        try store.requestReload(ReloadRequest(kind: kind, date: now(), inForeground: inForeground))
    }
}
