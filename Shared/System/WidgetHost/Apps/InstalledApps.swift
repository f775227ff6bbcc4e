import ExtensionProtocol
import ExtensionTransport
import Foundation
import ViewArchive
import WireValues

/// Who answers for a widget: the installed apps, each with a widget extension, an intents extension or
/// both; the kinds each widget extension declares (asked once for the system's life, a command's or a
/// watch's, so that a stuck one costs its wait once); which extension gives a parameter's options; and
/// the placed widgets, each with its configuration as its kind declares it now (`ConfigurationMigration`).
public final class InstalledApps {
    package let apps: [HostedApp]
    let store: HomeStore
    let now: () -> Date
    /// What each widget extension declares (its widgets, Live Activities and controls), asked once.
    private var described: [String: Result<WidgetDescribeReply, any Error>] = [:]

    public init(_ apps: [HostedApp], store: HomeStore, now: @escaping () -> Date = Date.init) {
        self.apps = apps
        self.store = store
        self.now = now
    }

    // MARK: The gallery

    /// Every widget, control and Live Activity kind the installed widget extensions declare, in one walk.
    /// A kind is its app's, as on iOS: two apps may declare the same kind, and the gallery shows both; an
    /// extension that declares a kind twice is named, and its first kept. Two apps may declare a Live
    /// Activity's attributes type too; an activity is drawn by the first app's (`activityViews`: the system
    /// keeps no app with an activity). An extension that does not answer
    /// is left out, with a sentence that says why, so that one broken extension hides no others.
    public func gallery() -> Gallery {
        var gallery = Gallery(widgets: [], problems: [])
        for app in apps {
            guard let widgetExtension = app.widgetExtension else { continue }
            let declared: WidgetDescribeReply
            do {
                declared = try self.declared(by: widgetExtension)
            } catch {
                gallery.problems.append("\(widgetExtension.name) (of \(app.name)) is left out: \(ErrorSentence.of(error))")
                continue
            }
            /// Whether `kind` is new among the kinds this extension declared before it; a sentence for one
            /// declared again. (Another app's extension may declare it too.)
            func isNew(_ kind: String, _ what: String, among kinds: [String]) -> Bool {
                guard kinds.contains(kind) else { return true }
                gallery.problems.append(
                    "\(widgetExtension.name) declares \(what) kind \"\(kind)\" twice; the gallery shows the first. Give each kind a name of its own.")
                return false
            }
            let name = widgetExtension.name
            for descriptor in declared.widgets
            where isNew(descriptor.kind, "widget", among: gallery.widgets.filter { $0.extensionName == name }.map(\.descriptor.kind)) {
                gallery.widgets.append(GalleryWidget(descriptor: descriptor, extensionName: name, app: app.name))
            }
            for descriptor in declared.controls
            where isNew(descriptor.kind, "control", among: gallery.controls.filter { $0.extensionName == name }.map(\.descriptor.kind)) {
                gallery.controls.append(GalleryControl(descriptor: descriptor, extensionName: name, app: app.name))
            }
            for type in declared.activities
            where isNew(type, "Live Activity", among: gallery.activities.filter { $0.extensionName == name }.map(\.attributesType)) {
                gallery.activities.append(GalleryActivity(attributesType: type, extensionName: name, app: app.name))
            }
        }
        return gallery
    }

    /// The gallery's widget of `kind`, of `app` when given; an unknown kind is refused with the known ones,
    /// and a kind several apps declare, with those apps.
    public func galleryWidget(ofKind kind: String, app: String? = nil) throws -> GalleryWidget {
        let gallery = gallery()
        return try chosen(gallery.widgets, kind: kind, app: app, what: .widget, problems: gallery.problems) { ($0.descriptor.kind, $0.app) }
    }

    /// Refuses an app named that is not installed.
    func refuseUnknown(app: String?) throws {
        if let app, !apps.contains(where: { $0.name == app }) {
            throw HostError(
                "No installed app is named \(app.debugDescription); 'sample-app extensions status' lists the installed ones: \(apps.map(\.name).joined(separator: ", "))."
            )
        }
    }

    /// Of a gallery's entries, the one of `kind` and of `app` (of any app when nil): the rule for widgets
    /// and controls alike.
    func chosen<Entry>(
        _ entries: [Entry], kind: String, app: String?, what: HostError.GalleryKind, problems: [String],
        _ kindAndApp: (Entry) -> (kind: String, app: String)
    ) throws -> Entry {
        try refuseUnknown(app: app)
        let ofApp = entries.filter { app == nil || kindAndApp($0).app == app }
        let matching = ofApp.filter { kindAndApp($0).kind == kind }
        guard matching.count <= 1 else { throw HostError.sharedKind(kind, of: what, apps: matching.map { kindAndApp($0).app }) }
        guard let entry = matching.first else {
            throw HostError.unknownKind(kind, of: what, known: ofApp.map { kindAndApp($0).kind }, problems: problems)
        }
        return entry
    }

    /// A Live Activity's presentations, from the widget extension the gallery has for its attributes'
    /// type (its bundle lists an `ActivityConfiguration` for it), its refusals included.
    public func activityViews(of activity: LiveActivityRecord, isStale: Bool, scheme: ColorSchemeValue = .dark, limitedInWidth: Bool = false)
        throws -> ActivityViewsReply
    {
        let gallery = gallery()
        guard let declaring = gallery.activities.first(where: { $0.attributesType == activity.attributesType }),
            let widgetExtension = apps.first(where: { $0.name == declaring.app })?.widgetExtension
        else {
            throw HostError(
                "No installed widget extension draws Live Activities of \(activity.attributesType)"
                    + (gallery.problems.isEmpty
                        ? "; its app's widget bundle needs an ActivityConfiguration for it." : ": " + gallery.problems.joined(separator: " ")))
        }
        return try widgetExtension.connection.send(ActivityViewsRequest(activity: activity, isStale: isStale, colorScheme: scheme, isLimitedInWidth: limitedInWidth))
    }

    /// What a widget extension declares: asked once for the system's life, whatever it answers.
    func declared(by widgetExtension: HostedApp.Extension) throws -> WidgetDescribeReply {
        if let reply = described[widgetExtension.name] { return try reply.get() }
        let reply = Result { try widgetExtension.connection.send(WidgetDescribeRequest()) }
        described[widgetExtension.name] = reply
        return try reply.get()
    }

    /// The "Edit Widget" form of a kind, of `app` when given.
    public func form(ofKind kind: String, app: String? = nil) throws -> ConfigurationForm {
        try ConfigurationForm(descriptor: galleryWidget(ofKind: kind, app: app).descriptor)
    }

    // MARK: A placed widget's extensions

    /// The app a gallery widget comes from: the gallery is made from these apps, so there is one.
    func app(of widget: GalleryWidget) -> HostedApp {
        apps.first { $0.widgetExtension?.name == widget.extensionName }!
    }

    /// The app a placed widget comes from; refused when its extension is no longer installed.
    package func app(of widget: PlacedWidget) throws -> HostedApp {
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

    /// What a placed widget's own extension declares for its kind: asks that extension only, once.
    public func descriptor(of widget: PlacedWidget) throws -> WidgetDescriptor {
        guard let descriptor = try declared(by: app(of: widget).widgetExtension!).widgets.first(where: { $0.kind == widget.kind }) else {
            throw HostError(
                "\(widget.extensionName) no longer declares kind \"\(widget.kind)\" of widget #\(widget.id); remove the widget with 'sample-app home remove \(widget.id)'."
            )
        }
        return descriptor
    }

    /// The relevance clues `widget`'s kind gives (its provider's `relevance()`), as its extension answers.
    public func relevanceClues(of widget: PlacedWidget) throws -> [RelevanceClue] {
        try app(of: widget).widgetExtension!.connection.send(WidgetRelevanceRequest(kind: widget.kind)).clues
    }

    // MARK: Placed widgets

    /// Every placed widget, each configured for the intent its kind declares now (see `adopted`).
    public func placedWidgets() throws -> [PlacedWidget] {
        try store.widgets.all().map(adopted)
    }

    /// The placed widget `id`, configured for the intent its kind declares now; refused in words when there is none.
    public func placedWidget(_ id: Int64) throws -> PlacedWidget {
        guard let widget = try store.widgets.widget(id) else { throw HostError.unknownWidget(id) }
        return try adopted(widget)
    }

    /// `widget` with the configuration its kind's intent makes of its own, saved, when the kind declares
    /// another intent than the one it was made for (an app update): moved when the new intent migrates the
    /// old, a new widget's otherwise. A widget whose extension does not answer is left as it is: whoever
    /// draws or edits it asks again, and says why it cannot.
    func adopted(_ widget: PlacedWidget) throws -> PlacedWidget {
        guard let descriptor = try? descriptor(of: widget), widget.intent != descriptor.configurationIntent else { return widget }
        let configuration: IntentValues
        switch ConfigurationMigration.of(widget, under: descriptor) {
        case .keep: configuration = widget.configuration
        case .moved(let moved, _): configuration = moved
        case .startOver: configuration = try defaultConfiguration(of: descriptor, in: app(of: widget))
        }
        return try store.widgets.adoptConfiguration(widget.id, widget.intent, descriptor.configurationIntent, configuration, now()) ?? widget
    }

    /// A new widget's configuration: each parameter's default, from the declaration or, for one with
    /// dynamic options, from whoever gives them.
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

    /// The form of a placed widget, from its own extension.
    public func form(of widget: PlacedWidget) throws -> ConfigurationForm {
        try ConfigurationForm(descriptor: descriptor(of: widget))
    }

    // MARK: Who gives a parameter's options

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
}
