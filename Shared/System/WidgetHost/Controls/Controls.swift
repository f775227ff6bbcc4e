import ExtensionProtocol
import ExtensionTransport
import Foundation
import ViewArchive
import WireValues

/// A control kind of the controls gallery, with the extension and app it comes from.
public struct GalleryControl: Sendable {
    public var descriptor: ControlDescriptor
    public var extensionName: String
    public var app: String
}

/// A placed control as the system shows it: its template, or why it has none.
public struct ShownControl: Sendable {
    public var control: PlacedControl
    public var template: ControlTemplateValue?
    /// Why its extension could not give its template; nil when it did.
    public var problem: String?
}

/// iOS 18's controls, as the system runs them: the gallery of the kinds the widget extensions declare,
/// placing them in Control Center, the Lock Screen's two places and the Action button, showing each with
/// the template its extension gives (asked again only once it is reloaded); `HomeScreen.press` presses them.
///
/// The rules, Apple's and ours, are in docs/system.md ("Controls").
public struct Controls {
    let apps: InstalledApps
    let store: ControlStore
    let editor: WidgetEditor
    let now: () -> Date
    /// Makes a placed control's push token (`WidgetPushes.makeToken`'s kind).
    let makeToken: @Sendable () -> Data

    // MARK: The gallery

    /// The gallery's control of `kind` (`InstalledApps.gallery()`), of `app` when given; an unknown kind is
    /// refused with the known ones, and a kind several apps declare, with those apps.
    public func galleryControl(ofKind kind: String, app: String? = nil) throws -> GalleryControl {
        let gallery = apps.gallery()
        return try apps.chosen(gallery.controls, kind: kind, app: app, what: .control, problems: gallery.problems) {
            ($0.descriptor.kind, $0.app)
        }
    }

    /// What the gallery shows of a kind: its template for the provider's preview value, with the defaults.
    public func preview(_ control: GalleryControl) throws -> ControlTemplateValue {
        let configuration = try defaultConfiguration(of: control)
        return try connection(control.extensionName, for: control.descriptor.kind).send(
            ControlTemplateRequest(kind: control.descriptor.kind, configuration: configuration, isPreview: true)
        ).template
    }

    /// The options of a configurable kind's parameter, as the form offers them.
    public func options(ofKind kind: String, app: String? = nil, parameter: String, searchTerm: String? = nil) throws -> IntentOptionsReply {
        let control = try galleryControl(ofKind: kind, app: app)
        let form = try self.form(of: control)
        _ = try form.parameter(named: parameter)
        return try apps.dynamicOptions(
            of: parameter, in: form, app: self.app(named: control.app), configuration: try defaultConfiguration(of: control),
            searchTerm: searchTerm, limit: nil)
    }

    // MARK: Placing

    /// What adding a control did.
    public struct AddOutcome: Sendable {
        public var control: PlacedControl
        /// The control that was in its place, which it took (the Lock Screen's and the Action button's hold one).
        public var replaced: PlacedControl?
        public var notes: [String]
    }

    /// Places a control of `kind` at `location`, configured with the defaults and the values `assignments`
    /// give, each read through the Edit form's checks. A kind that `promptsForUserConfiguration()` is refused
    /// while a parameter has no value, as iOS asks for them before it adds one.
    public func add(
        kind: String, app: String? = nil, assignments: [(parameter: String, value: String)] = [], at location: ControlLocation = .controlCenter,
        size: ControlSize = .small
    ) throws -> AddOutcome {
        let control = try galleryControl(ofKind: kind, app: app)
        let descriptor = control.descriptor
        var configuration = try defaultConfiguration(of: control)
        var notes: [String] = []
        // The app named, named again in the commands suggested: the kind alone may not say which.
        let kindAndApp = kind + (app.map { " --app \($0)" } ?? "")
        if let appIntent = descriptor.appIntent {
            (configuration, notes) = try editor.read(
                assignments, into: configuration, form: form(of: control), family: nil, app: self.app(named: control.app),
                optionsCommand: "sample-app home controls options \(kindAndApp)")
            // iOS shows the form before it adds such a control: here, each parameter the form leaves empty must be given.
            if descriptor.promptsForUserConfiguration,
                let empty = appIntent.parameters.first(where: { configuration[$0.name] == nil || configuration[$0.name] == .null })
            {
                throw HostError(
                    "\(title(of: descriptor)) asks for its configuration when it is added, and \(empty.name) has no value; give --set \(empty.name)=VALUE"
                        + " ('sample-app home controls options \(kindAndApp) \(empty.name)' lists the choices).")
            }
        } else if let first = assignments.first {
            throw HostError(
                "\(title(of: descriptor)) has no configuration, but a value was given for \"\(first.parameter)\"; add it without --set.")
        }
        var new = PlacedControl(
            extensionName: control.extensionName, kind: kind, configuration: configuration, intentType: descriptor.appIntent?.type,
            location: location, size: location == .controlCenter ? size : .small, placedAt: now())
        if descriptor.takesPushes { new.pushToken = PushToken.hex(makeToken()) }
        let (placed, replaced) = try store.insert(new)
        if placed.pushToken != nil || replaced?.pushToken != nil { tellPushHandlers(of: placed.extensionName) }
        return AddOutcome(control: placed, replaced: replaced, notes: notes)
    }

    /// Places what a person names at `location`: the id of a placed control, copied with its kind and
    /// configuration (which `assignments` may not change), or a control kind, as `add(kind:)` places it.
    /// A kind is never a number, so a number is always an id.
    public func add(
        _ control: String, app: String? = nil, assignments: [(parameter: String, value: String)] = [],
        at location: ControlLocation = .controlCenter
    ) throws -> AddOutcome {
        guard let id = Int64(control) else { return try add(kind: control, app: app, assignments: assignments, at: location) }
        guard app == nil else {
            throw HostError("A copy of control #\(id) is of its app; give a kind with --app to place a new one of another app's kind.")
        }
        guard assignments.isEmpty else {
            throw HostError("A copy of control #\(id) keeps its configuration; give a kind to configure a new one with --set.")
        }
        return try add(copyOf: id, at: location)
    }

    /// Places a copy of control `id` (its kind and configuration) at `location`: how a control in Control
    /// Center is put on the Action button too.
    public func add(copyOf id: Int64, at location: ControlLocation) throws -> AddOutcome {
        let original = try placed(id)
        var copy = original
        copy.location = location
        // A copy in Control Center goes last, as any control added.
        copy.order = nil
        copy.size = location == .controlCenter ? original.size : .small
        copy.placedAt = now()
        // A copy is a control of its own: it has a token of its own.
        copy.pushToken = original.pushToken.map { _ in PushToken.hex(makeToken()) }
        let (placed, replaced) = try store.insert(copy)
        if placed.pushToken != nil || replaced?.pushToken != nil { tellPushHandlers(of: placed.extensionName) }
        return AddOutcome(control: placed, replaced: replaced, notes: [])
    }

    public func remove(_ id: Int64) throws {
        let removed = try store.all().first { $0.id == id }
        guard try store.remove(id) else { throw Self.unknown(id) }
        if let removed, removed.pushToken != nil { tellPushHandlers(of: removed.extensionName) }
    }

    /// Gives a control in Control Center another size (iOS 18: small, medium or large), in one transaction;
    /// the controls after it fall into place around it. A control elsewhere has one size and is refused.
    @discardableResult
    public func resize(_ id: Int64, to size: ControlSize) throws -> PlacedControl {
        let changed = try store.modify(id) { control in
            guard control.location == .controlCenter else {
                throw HostError("Control #\(id) is on \(control.location.name), where controls have one size; only Control Center's are resized.")
            }
            var resized = control
            resized.size = size
            return resized
        }
        guard let changed else { throw Self.unknown(id) }
        return changed
    }

    /// Moves a control of Control Center to `position` (from 1) in its order, in one transaction; those
    /// between fall into place around it, as when a person drags one. Returns Control Center's controls
    /// in their new order. A position past the last, or a control elsewhere, is refused in one sentence.
    @discardableResult
    public func move(_ id: Int64, to position: Int) throws -> [PlacedControl] {
        try store.arrange { controls in
            var order = Self.controlCenterOrder(controls)
            guard let index = order.firstIndex(where: { $0.id == id }) else {
                guard let elsewhere = controls.first(where: { $0.id == id }) else { throw Self.unknown(id) }
                throw HostError(
                    "Control #\(id) is on \(elsewhere.location.name), which holds one control; only Control Center's controls are moved.")
            }
            guard (1...order.count).contains(position) else {
                throw HostError("Control Center has \(order.count) control\(order.count == 1 ? "" : "s"); give --position from 1 to \(order.count).")
            }
            order.insert(order.remove(at: index), at: position - 1)
            return order.enumerated().map { index, control in
                var numbered = control
                numbered.order = index
                return numbered
            }
        }
    }

    /// Control Center's controls in the order it shows them: those moved by their order, then the others in
    /// the order placed. The grid puts each in the first place it fits, in that order (`ControlGrid`).
    public static func controlCenterOrder(_ controls: [PlacedControl]) -> [PlacedControl] {
        controls.filter { $0.location == .controlCenter }.enumerated()
            .sorted { ($0.element.order ?? Int.max, $0.offset) < ($1.element.order ?? Int.max, $1.offset) }.map(\.element)
    }

    /// Tells the push handlers of an extension's controls of every placed one that takes pushes, with its
    /// token, as Apple's does when one is placed or removed. Returns why they could not be told, if so:
    /// the control is placed all the same, and its handler told at the next change.
    @discardableResult
    func tellPushHandlers(of extensionName: String) -> String? {
        do {
            let controls = try store.all().filter { $0.extensionName == extensionName && $0.pushToken != nil }
            _ = try connection(extensionName, for: controls.first?.kind ?? "").send(
                ControlPushTokensRequest(
                    controls: controls.map {
                        PushControl(id: $0.id, kind: $0.kind, token: $0.pushToken!, configuration: $0.configuration, intentType: $0.intentType)
                    }))
            return nil
        } catch {
            return "The push handlers of \(extensionName)'s controls were not told of their tokens: \(ErrorSentence.of(error))"
        }
    }

    /// The control placed with `id`.
    public func placed(_ id: Int64) throws -> PlacedControl {
        guard let control = try store.all().first(where: { $0.id == id }) else { throw Self.unknown(id) }
        return control
    }

    /// The control at a place that holds one; nil when it is empty.
    public func placed(at location: ControlLocation) throws -> PlacedControl? {
        try store.all().first { $0.location == location }
    }

    // MARK: Showing

    /// The controls at `locations` (every place when nil), each with its template: the one kept, or, for a
    /// control never asked or reloaded since, its extension's answer now, which is kept.
    public func shown(at locations: Set<ControlLocation>? = nil) throws -> [ShownControl] {
        let all = try store.all()
        // Control Center's first, in its order; then the others, in the order placed.
        return (Self.controlCenterOrder(all) + all.filter { $0.location != .controlCenter })
            .filter { locations?.contains($0.location) ?? true }.map(shown)
    }

    /// One control with its template, asked for again when it is stale.
    public func shown(_ control: PlacedControl) -> ShownControl {
        guard control.isStale else { return ShownControl(control: control, template: control.template) }
        do {
            let fetched = try fetch(control)
            return ShownControl(control: fetched, template: fetched.template)
        } catch {
            return ShownControl(control: control, template: nil, problem: ErrorSentence.of(error))
        }
    }

    /// Asks the control's extension for its template now (`currentValue()`), and keeps it; the reloads
    /// asked for meanwhile leave it stale.
    func fetch(_ control: PlacedControl) throws -> PlacedControl {
        let reloads = control.reloads
        let template = try connection(control.extensionName, for: control.kind).send(
            ControlTemplateRequest(kind: control.kind, configuration: control.configuration)
        ).template
        let kept = try store.modify(control.id) { kept in
            var kept = kept
            kept.template = template
            kept.templateReloads = reloads
            return kept
        }
        var fetched = kept ?? control
        fetched.template = template
        return fetched
    }

    /// Asks `app`'s placed controls of `kind` (of every kind when nil) for their values again, as
    /// `ControlCenter.reloadControls(ofKind:)` does; how many. Another app's controls of the kind are not its.
    @discardableResult
    public func reload(kind: String?, app: String) throws -> Int {
        guard let widgetExtension = try self.app(named: app).widgetExtension else { return 0 }
        return try store.reload(kind, widgetExtension.name)
    }

    // MARK: Helpers

    /// The name people read for a control kind: its display name, or its kind.
    public func title(of descriptor: ControlDescriptor) -> String {
        descriptor.displayName.isEmpty ? descriptor.kind : descriptor.displayName
    }

    func form(of control: GalleryControl) throws -> ConfigurationForm {
        try ConfigurationForm(descriptor: control.descriptor.formDescriptor)
    }

    func defaultConfiguration(of control: GalleryControl) throws -> IntentValues {
        guard control.descriptor.appIntent != nil else { return [:] }
        return try apps.defaultConfiguration(of: control.descriptor.formDescriptor, in: app(named: control.app))
    }

    func app(named name: String) throws -> HostedApp {
        guard let app = apps.apps.first(where: { $0.name == name }) else { throw HostError("\(name) is no longer installed.") }
        return app
    }

    func connection(_ extensionName: String, for kind: String) throws -> any ExtensionConnection {
        guard let widgetExtension = apps.apps.lazy.compactMap(\.widgetExtension).first(where: { $0.name == extensionName }) else {
            throw HostError(
                "Control \(kind) comes from \(extensionName), which is no longer installed; install it again, or remove the control.")
        }
        return widgetExtension.connection
    }

    static func unknown(_ id: Int64) -> HostError {
        HostError("There is no control #\(id); 'sample-app home controls' lists them with their ids.")
    }
}
