import ActivityKit
import ExtensionProtocol
import Foundation
import ViewArchive
import WidgetHost

extension WidgetTester {
    /// A control of `kind` (iOS 18) as Control Center shows it at `moment`: its template, made by your
    /// control's value provider for `configuration` (each value as `home controls add --set` takes it).
    public func control(_ kind: String, configuration: [String: String] = [:], at moment: Date = Date()) async throws -> TestControl {
        try await run(at: moment) { tester in
            let added = try tester.system.controls.add(
                kind: kind, assignments: configuration.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
            defer { try? tester.system.controls.remove(added.control.id) }
            let shown = tester.system.controls.shown(added.control)
            guard let template = shown.template else {
                throw HostError(shown.problem ?? "Control \(kind) gave no template.")
            }
            return TestControl(template: template)
        }
    }

    /// A Live Activity's presentations at `moment`, as your `ActivityConfiguration` for its attributes'
    /// type draws them from `attributes` and `state`: the Lock Screen's, and the Dynamic Island's compact,
    /// minimal and expanded ones. Attributes and state over ActivityKit's 4 KB fail the call (`LimitsBroken`).
    /// With `landscape`, the device is on its side: the compact and minimal views are limited in width (iOS 27).
    public func liveActivity<Attributes: ActivityAttributes>(
        _ attributes: Attributes, state: Attributes.ContentState, staleDate: Date? = nil, landscape: Bool = false, at moment: Date = Date()
    ) async throws -> TestActivity {
        let type = ActivityCenter.typeName(Attributes.self)
        let encodedAttributes = try ActivityCenter.encoded(attributes)
        let encodedState = try ActivityCenter.encoded(state)
        return try await run(at: moment) { tester in
            try tester.check(
                WidgetLimits.check(activityAttributes: encodedAttributes, state: encodedState, of: type).map { [$0] } ?? [])
            let record = LiveActivityRecord(
                id: UUID().uuidString, attributesType: type, attributes: encodedAttributes,
                content: LiveActivityContent(state: encodedState, staleDate: staleDate), startedAt: moment)
            let isStale = staleDate.map { $0 <= moment } ?? false
            return TestActivity(
                try tester.connection.send(ActivityViewsRequest(activity: record, isStale: isStale, isLimitedInWidth: landscape)))
        }
    }
}

/// A control as its template shows it: what `ControlWidgetButton` or `ControlWidgetToggle` made.
public struct TestControl: Sendable {
    public var title: String
    /// The SF Symbol it shows, if any.
    public var symbol: String?
    /// The value it shows beside its title (a toggle's "On" or "Off", or the text its value label gave).
    public var value: String?
    /// A toggle's state; nil for a button.
    public var isOn: Bool?

    init(template: ControlTemplateValue) {
        title = template.title
        symbol = template.symbol
        value = template.value
        isOn = template.action.isOn
    }
}

/// A Live Activity's presentations, each an archived view.
public struct TestActivity: Sendable {
    public var lockScreen: ViewNode
    public var compactLeading: ViewNode
    public var compactTrailing: ViewNode
    public var minimal: ViewNode
    /// The expanded presentation's regions, by position.
    public var expanded: [IslandRegion.Position: ViewNode]
    /// What a tap on the Island opens (`widgetURL`), if it set one.
    public var url: String?
    /// The view CarPlay and the paired watch show, drawn with `\.activityFamily` `.small`; nil unless the
    /// configuration declares `supplementalActivityFamilies([.small])` (they then show `lockScreen`).
    public var small: ViewNode?

    init(_ reply: ActivityViewsReply) {
        lockScreen = reply.lockScreen
        compactLeading = reply.island.compactLeading
        compactTrailing = reply.island.compactTrailing
        minimal = reply.island.minimal
        expanded = Dictionary(reply.island.expanded.map { ($0.position, $0.view) }) { first, _ in first }
        url = reply.island.url
        small = reply.small
    }
}
