import ExtensionHosting
import ExtensionProtocol
import ExtensionTransport
import Foundation
import SwiftUI
import ViewArchive
import WidgetHost
import WidgetKit
import WidgetRendering

/// One widget kind of a `WidgetTester`, with a configuration: what the system would ask your code for it.
/// Each call places it on the tester's home in the family asked for, configures it through the system's
/// Edit Widget form (so a value the form would refuse fails the call with the form's sentence), and asks.
public struct ConfiguredWidget: Sendable {
    let tester: WidgetTester
    let kind: String?
    public let configuration: [String: String]

    /// The timeline the system gets at `moment`: every entry with its date and relevance, the reload
    /// policy, and when the system would reload next. Drawn for `family` on the tester's device, in `scheme`.
    public func timeline(family: WidgetFamily = .systemSmall, scheme: ColorScheme = .light, at moment: Date = Date()) async throws
        -> TestTimeline
    {
        try await tester.run(at: moment) { tester in try timeline(on: tester, family: family, scheme: scheme) }
    }

    func timeline(on tester: WidgetTester, family: WidgetFamily, scheme: ColorScheme) throws -> TestTimeline {
        let drawing = tester.drawing(scheme)
        let placed = try place(on: tester, family: family)
        defer { remove(placed, from: tester) }
        let (report, grown) = try tester.measuring { try tester.system.timelines.timelineReport(of: placed.id, in: drawing) }
        let name = WidgetLimits.name(of: placed, displayName: report.displayName)
        let timeline = TestTimeline(report: report, drawing: drawing, limits: report.limits + grown(name))
        try tester.check(timeline.limits)
        return timeline
    }

    /// The placeholder the system shows while the entry loads, redacted as it draws it.
    public func placeholder(family: WidgetFamily = .systemSmall, scheme: ColorScheme = .light, at moment: Date = Date()) async throws
        -> TestEntry
    {
        try await tester.run(at: moment) { tester in
            let drawing = tester.drawing(scheme)
            let placed = try place(on: tester, family: family)
            defer { remove(placed, from: tester) }
            let state = try tester.system.timelines.placeholder(of: placed.id, in: drawing)
            try tester.check(
                WidgetLimits.check(
                    state.entry, of: WidgetLimits.name(of: placed, displayName: state.displayName), family: family, device: tester.device))
            return TestEntry(state.entry, family: family, drawing: drawing, title: state.displayName)
        }
    }

    /// The snapshot the system asks for: for the widget gallery when `isPreview`, else for a quick look.
    public func snapshot(
        family: WidgetFamily = .systemSmall, scheme: ColorScheme = .light, isPreview: Bool = false, at moment: Date = Date()
    ) async throws -> TestEntry {
        try await tester.run(at: moment) { tester in
            let drawing = tester.drawing(scheme)
            let placed = try place(on: tester, family: family)
            defer { remove(placed, from: tester) }
            let request = WidgetSnapshotRequest(
                kind: placed.kind, context: drawing.render(family), configuration: placed.configuration, isPreview: isPreview)
            let (entry, grown) = try tester.measuring { try tester.connection.send(request).entry }
            let title = try tester.system.apps.descriptor(of: placed).displayName
            let name = WidgetLimits.name(of: placed, displayName: title)
            let limits = WidgetLimits.check(entry, of: name, family: family, device: tester.device) + grown(name)
            try tester.check(limits)
            return TestEntry(entry, family: family, drawing: drawing, title: title)
        }
    }

    /// Presses the button or toggle `control` (its label, or its number from 1 in reading order) in the entry
    /// the widget shows at `moment`, as a tap on the Home Screen does (iOS 17): its App Intent runs in your
    /// code, then the system reloads the widget. An intent that acts as the app (`LiveActivityIntent`) is
    /// refused: no app runs beside the tester.
    public func press(_ control: String, family: WidgetFamily = .systemSmall, at moment: Date = Date()) async throws -> Pressed {
        try await tester.run(at: moment) { tester in
            let placed = try place(on: tester, family: family)
            defer { remove(placed, from: tester) }
            let outcome = try tester.system.press(.widget(placed.id, control: control))
            guard case .widget(let state) = outcome.after else { preconditionFailure("a widget's press shows the widget after") }
            return Pressed(
                dialog: outcome.dialog,
                entry: TestEntry(state.entry, family: family, drawing: tester.system.timelines.drawing, title: state.displayName))
        }
    }

    /// Sends the widget a push as its app's server would (iOS 26): the widget placed in `family` (its push
    /// handler told of the token, in your code) and shown, then a widget push to the tester's token, as APNs
    /// delivers it, then shown again. A kind whose configuration says no `pushHandler(_:)` fails with the
    /// system's sentence.
    public func push(family: WidgetFamily = .systemSmall, at moment: Date = Date()) async throws -> PushedWidget {
        try await tester.run(at: moment) { tester in
            let placed = try place(on: tester, family: family)
            defer { remove(placed, from: tester) }
            _ = try tester.system.timelines.currentState(of: placed.id)
            guard let token = try tester.system.pushes.currentToken(ofApp: WidgetTester.appName) else {
                throw HostError(
                    "\(placed.kind) takes no pushes: its configuration needs .pushHandler(_:) for the system to give it a token.")
            }
            let applied = try tester.system.pushes.receive(
                payload: Data(#"{"aps":{"content-changed":true}}"#.utf8), topic: WidgetPushes.topic(ofApp: WidgetTester.appName),
                token: PushToken.hex(token))
            let state = try tester.system.timelines.currentState(of: placed.id)
            return PushedWidget(
                token: token, sentence: applied.sentence, reloaded: state.reload == .pushed(tester.clock.now),
                entry: TestEntry(state.entry, family: family, drawing: tester.system.timelines.drawing, title: state.displayName))
        }
    }

    /// The choices the Edit Widget form offers for `parameter`, section by section, as your intents
    /// handler (or App Intent's query or options provider) gives them, searched for `search` when given.
    public func options(for parameter: String, search: String? = nil, at moment: Date = Date()) async throws -> [ChoiceSection] {
        try await tester.run(at: moment) { tester in
            let placed = try place(on: tester, family: nil)
            defer { remove(placed, from: tester) }
            return try tester.system.editor.options(widgetID: placed.id, parameter: parameter, searchTerm: search).sections.map {
                ChoiceSection(title: $0.title, choices: $0.items.map { Choice(identifier: $0.identifier, title: $0.displayString) })
            }
        }
    }

    /// The configuration a new widget of this kind gets, as the form shows it (each parameter's value in
    /// words); with this widget's configuration applied over it, as `home edit` resolves each value.
    public func resolvedConfiguration(at moment: Date = Date()) async throws -> [String: String] {
        try await tester.run(at: moment) { tester in
            let placed = try place(on: tester, family: nil)
            defer { remove(placed, from: tester) }
            let form = try tester.system.editor.formSession(widgetID: placed.id)
            return Dictionary(form.shownParameters.map { ($0.name, form.valueText(of: $0)) }) { first, _ in first }
        }
    }

    /// A stretch of the home screen from `start` (a day unless `duration` says otherwise): the clock advanced
    /// `step` seconds at a time, the widget reloaded when its policy or the app asks (`appReloads`, the times
    /// the app calls `WidgetCenter`'s reload from the background), the budget applied (`budget` reloads in
    /// any 24 hours, the system's 40 unless given), and the entry shown at each step. The limits of each
    /// entry shown and the budget are checked; memory is checked by `timeline(family:scheme:at:)`.
    public func day(
        from start: Date, for duration: TimeInterval = 24 * 3600, every step: TimeInterval = 60, appReloads: [Date] = [],
        family: WidgetFamily = .systemSmall, budget: Int? = nil
    ) async throws -> SimulatedDay {
        try await tester.run(at: start) { tester in
            let placed = try place(on: tester, family: family)
            defer { remove(placed, from: tester) }
            return try SimulatedDay.run(
                on: tester, widget: placed, until: start.addingTimeInterval(duration), step: step,
                appReloads: appReloads.sorted(), budget: budget)
        }
    }

    /// The widget on the tester's home in `family` (the kind's first when nil), configured.
    func place(on tester: WidgetTester, family: WidgetFamily?) throws -> PlacedWidget {
        let kind = try kind ?? onlyKind(of: tester)
        let placed = try tester.system.placement.addWidget(kind: kind, family: family)
        guard !configuration.isEmpty else { return placed }
        do {
            return try tester.system.editor.edit(
                widgetID: placed.id, assignments: configuration.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
            )
            .widget
        } catch {
            remove(placed, from: tester)
            throw error
        }
    }

    /// Takes the widget a call placed off the tester's home again: each call asks for a widget of its own.
    func remove(_ placed: PlacedWidget, from tester: WidgetTester) {
        try? tester.system.placement.removeWidget(placed.id)
    }

    private func onlyKind(of tester: WidgetTester) throws -> String {
        let kinds = try tester.kinds()
        guard kinds.count == 1 else {
            throw HostError(
                "The tester serves \(kinds.count) widget kinds (\(kinds.joined(separator: ", "))); name one: tester.widget(\"\(kinds.first ?? "kind")\")."
            )
        }
        return kinds[0]
    }
}

/// What pressing a widget's control did: what its intent said, and the entry the widget shows after reloading.
public struct Pressed: Sendable {
    /// The intent's dialog (`.result(dialog:)`), if it gave one.
    public var dialog: String?
    public var entry: TestEntry
}

/// What a push did to a widget (`ConfiguredWidget.push`).
public struct PushedWidget: Sendable {
    /// The token the system gave the tester's app, which your push handler was told of.
    public var token: Data
    /// What the system said of the push.
    public var sentence: String
    /// Whether the push reloaded the widget (false when its budget was spent).
    public var reloaded: Bool
    /// The entry the widget shows after it.
    public var entry: TestEntry
}

/// A section of a parameter's choices, as the form lists them.
public struct ChoiceSection: Sendable, Equatable {
    public var title: String?
    public var choices: [Choice]

    public init(title: String?, choices: [Choice]) {
        self.title = title
        self.choices = choices
    }
}

/// One choice: the identifier the configuration keeps, and the title the form shows.
public struct Choice: Sendable, Equatable {
    public var identifier: String
    public var title: String

    public init(identifier: String, title: String) {
        self.identifier = identifier
        self.title = title
    }
}

extension WidgetTester {
    func drawing(_ scheme: ColorScheme) -> DrawingContext {
        DrawingContext(device: device, scheme: scheme == .dark || appearance.isDark ? .dark : .light, appearance: appearance)
    }

    /// Fails the call with the limits broken, unless the tester only reports them.
    func check(_ limits: [LimitBreach]) throws {
        if failsOnLimits && !limits.isEmpty { throw LimitsBroken(breaches: limits) }
    }

    /// Runs `work`, measuring what it left this process's footprint grown by: the widget's code runs here,
    /// so what it keeps is counted against the limit of the extension it would run in (`WidgetLimit.extensionMemory`).
    /// Calls run one at a time (`calls`); what other code of the test process allocates meanwhile counts too.
    func measuring<T>(_ work: () throws -> T) throws -> (T, (String) -> [LimitBreach]) {
        // An extension of its own (a project's): its process's footprint after the work, as iOS counts it.
        if let process = connection as? LaunchingConnection {
            let value = try work()
            guard let footprint = process.footprintMegabytes() else { return (value, { _ in [] }) }
            return (
                value,
                { name in WidgetLimits.check(footprintMegabytes: footprint, of: "The widget extension", answering: name).map { [$0] } ?? [] }
            )
        }
        let footprint = { KernelProcess(pid: getpid())?.footprintMegabytes() }
        let before = footprint()
        let value = try work()
        guard let before, let after = footprint() else { return (value, { _ in [] }) }
        return (
            value,
            { name in
                WidgetLimits.check(footprintMegabytes: after - before, of: "The widget extension's code", answering: name).map { [$0] }
                    ?? []
            }
        )
    }
}
