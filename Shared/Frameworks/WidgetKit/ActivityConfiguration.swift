import ActivityKit
import ExtensionProtocol
import Foundation
import SwiftUI
import ViewArchive

/// A Live Activity's views, as a widget extension declares them beside its widgets: the Lock Screen's
/// (`content`, also the banner of a phone without an Island) and the Dynamic Island's. The main actor's, as
/// Apple's is (`WidgetConfiguration`); the runtime makes its views there (MainActorWork).
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    private let made: WidgetDefinition

    public init<Content: View>(
        for attributesType: Attributes.Type, @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
        dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
    ) {
        let type = ActivityCenter.typeName(attributesType)
        var definition = WidgetDefinition.liveActivity(attributesType: type)
        let views = MainActorBound((content, dynamicIsland))
        definition.liveActivity = LiveActivityDefinition(attributesType: type) { request, supplemental in
            let context = try ActivityViewContext<Attributes>(request)
            return MainActorWork.run {
                let (content, dynamicIsland) = views.value
                var environment = EnvironmentValues()
                environment.colorScheme = request.colorScheme
                environment.islandLimitedInWidth = request.isLimitedInWidth
                environment.supportedActivityFamilies = Set([.medium] + supplemental)
                let lockScreen = EnvironmentValues.withCurrent(environment) { content(context) }.archived(in: environment)
                let island = EnvironmentValues.withCurrent(environment) { dynamicIsland(context) }
                var small: ViewNode?
                if supplemental.contains(.small) {
                    var smallEnvironment = environment
                    smallEnvironment.activityFamily = .small
                    small = EnvironmentValues.withCurrent(smallEnvironment) { content(context) }.archived(in: smallEnvironment)
                }
                return ActivityViewsReply(lockScreen: lockScreen, island: island.archived(in: environment), small: small)
            }
        }
        self.made = definition
    }
}

extension ActivityConfiguration: DefinedConfiguration {
    package var definition: WidgetDefinition { made }
}

/// What an activity's views are made from: its attributes, its content's state, and whether it is stale.
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    public let state: Attributes.ContentState
    public let attributes: Attributes
    public let isStale: Bool
    public let activityID: String

    init(_ request: ActivityViewsRequest) throws {
        func decoded<Value: Decodable>(_ type: Value.Type, _ text: String, what: String) throws -> Value {
            do {
                return try ActivityCenter.decoded(type, text)
            } catch {
                throw JSONRPCError(
                    code: .invalidParams,
                    message: "The \(what) of Live Activity \(request.activity.id) does not decode as \(type): \(ErrorSentence.of(error))")
            }
        }
        attributes = try decoded(Attributes.self, request.activity.attributes, what: "attributes")
        state = try decoded(Attributes.ContentState.self, request.activity.content.state, what: "content state")
        isStale = request.isStale
        activityID = request.activity.id
    }
}

/// What the runtime serves of an `ActivityConfiguration`.
package struct LiveActivityDefinition {
    package var attributesType: String
    /// The presentations for a request, given the families declared besides `medium`.
    var views: (ActivityViewsRequest, [ActivityFamily]) throws -> ActivityViewsReply
    /// `supplementalActivityFamilies(_:)`: the families it is drawn in besides the iPhone's `medium`.
    var supplementalFamilies: [ActivityFamily] = []

    init(attributesType: String, views: @escaping (ActivityViewsRequest, [ActivityFamily]) throws -> ActivityViewsReply) {
        self.attributesType = attributesType
        self.views = views
    }

    /// The activity's presentations: the Lock Screen's, the Island's, and the small family's where declared.
    package func views(for request: ActivityViewsRequest) throws -> ActivityViewsReply {
        try views(request, supplementalFamilies)
    }
}

extension WidgetDefinition {
    /// The definition a Live Activity stands in a bundle's list with: no families, no timeline.
    static func liveActivity(attributesType: String) -> WidgetDefinition {
        func refuse() -> JSONRPCError {
            JSONRPCError(
                code: .unsupportedFamily, message: "\(attributesType) is a Live Activity, not a widget; ask widget/activity for it.")
        }
        return WidgetDefinition(
            kind: attributesType, supportedFamilies: [], intentType: nil, placeholder: { _ in ArchivedEntry(date: Date(), view: .empty) },
            snapshot: { _, _, _ in throw refuse() }, timeline: { _, _ in throw refuse() }, archive: { _, _ in nil })
    }
}

// MARK: The Dynamic Island

/// How a mode of the Dynamic Island is named, for `contentMargins(_:_:for:)`.
public struct DynamicIslandMode: Equatable, Sendable {
    let name: String

    public static let compactLeading = DynamicIslandMode(name: "compactLeading")
    public static let compactTrailing = DynamicIslandMode(name: "compactTrailing")
    public static let expanded = DynamicIslandMode(name: "expanded")
    public static let minimal = DynamicIslandMode(name: "minimal")
}

/// The Dynamic Island's views of an activity: expanded (its regions), compact (leading and trailing of
/// the camera) and minimal (when another activity shares the Island).
@MainActor @preconcurrency
public struct DynamicIsland {
    private let make: (EnvironmentValues) -> IslandViews

    public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: @escaping () -> CompactLeading, @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
        @ViewBuilder minimal: @escaping () -> Minimal
    ) {
        make = { environment in
            // Only the compact and minimal views are told the Island is limited in width (Apple's).
            var limited = environment
            limited.isDynamicIslandLimitedInWidthValue = environment.islandLimitedInWidth
            return IslandViews(
                expanded: expanded().regions.map { $0(environment) },
                compactLeading: compactLeading().archived(in: limited),
                compactTrailing: compactTrailing().archived(in: limited), minimal: minimal().archived(in: limited))
        }
    }

    private init(_ make: @escaping (EnvironmentValues) -> IslandViews) {
        self.make = make
    }

    func archived(in environment: EnvironmentValues) -> IslandViews {
        make(environment)
    }

    private func changing(_ change: @escaping (inout IslandViews) -> Void) -> DynamicIsland {
        let make = make
        return DynamicIsland { environment in
            var views = make(environment)
            change(&views)
            return views
        }
    }

    /// The colour of the line around the Island's edge.
    public func keylineTint(_ color: Color?) -> DynamicIsland {
        changing { $0.keylineTint = color?.value }
    }

    /// What a tap on the Island opens (a `Link` inside it takes its own tap).
    public func widgetURL(_ url: URL?) -> DynamicIsland {
        changing { $0.url = url?.absoluteString }
    }

    /// The margins around the content in one mode, on `edges`; the innermost call wins for each mode.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: Double, for mode: DynamicIslandMode) -> DynamicIsland {
        changing { views in
            if views.contentMargins[mode.name] != nil { return }
            views.contentMargins[mode.name] = EdgeInsetsValue(edges, length)
        }
    }
}

/// Where a region of the expanded Island sits.
public struct DynamicIslandExpandedRegionPosition: Equatable, Sendable {
    let value: IslandRegion.Position

    public static let leading = DynamicIslandExpandedRegionPosition(value: .leading)
    public static let trailing = DynamicIslandExpandedRegionPosition(value: .trailing)
    public static let center = DynamicIslandExpandedRegionPosition(value: .center)
    public static let bottom = DynamicIslandExpandedRegionPosition(value: .bottom)
}

/// One region of the expanded Island: its position, its priority for width, and its view.
@MainActor @preconcurrency
public struct DynamicIslandExpandedRegion<Content: View> {
    let position: DynamicIslandExpandedRegionPosition
    let priority: Double
    let content: Content
    let margins: EdgeInsetsValue?

    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        self.init(position: position, priority: priority, content: content(), margins: nil)
    }

    private init(position: DynamicIslandExpandedRegionPosition, priority: Double, content: Content, margins: EdgeInsetsValue?) {
        self.position = position
        self.priority = priority
        self.content = content
        self.margins = margins
    }

    /// Margins around this region's content.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: Double) -> DynamicIslandExpandedRegion<Content> {
        DynamicIslandExpandedRegion(
            position: position, priority: priority, content: content, margins: margins ?? EdgeInsetsValue(edges, length))
    }

    func archived(in environment: EnvironmentValues) -> IslandRegion {
        var view = content.archived(in: environment)
        if let margins { view = .modified(view, .padding(margins)) }
        return IslandRegion(position: position.value, priority: priority, view: view)
    }
}

/// The regions of the expanded Island, as `DynamicIslandExpandedContentBuilder` gathers them.
@MainActor @preconcurrency
public struct DynamicIslandExpandedContent<Content: View> {
    let regions: [(EnvironmentValues) -> IslandRegion]
}

@resultBuilder @MainActor @preconcurrency
public struct DynamicIslandExpandedContentBuilder {
    public static func buildPartialBlock<C: View>(first: DynamicIslandExpandedRegion<C>) -> DynamicIslandExpandedContent<EmptyView> {
        DynamicIslandExpandedContent(regions: [first.archived(in:)])
    }

    public static func buildPartialBlock<C: View>(first: DynamicIslandExpandedContent<C>) -> DynamicIslandExpandedContent<EmptyView> {
        DynamicIslandExpandedContent(regions: first.regions)
    }

    public static func buildPartialBlock<C0: View, C1: View>(
        accumulated: DynamicIslandExpandedContent<C0>, next: DynamicIslandExpandedRegion<C1>
    ) -> DynamicIslandExpandedContent<EmptyView> {
        DynamicIslandExpandedContent(regions: accumulated.regions + [next.archived(in:)])
    }

    public static func buildPartialBlock<C0: View, C1: View>(
        accumulated: DynamicIslandExpandedContent<C0>, next: DynamicIslandExpandedContent<C1>
    ) -> DynamicIslandExpandedContent<EmptyView> {
        DynamicIslandExpandedContent(regions: accumulated.regions + next.regions)
    }
}

/// Where the expanded Island puts a region too wide for its place.
public struct DynamicIslandExpandedRegionVerticalPlacement: Equatable, Sendable {
    let name: String

    public static let `default` = DynamicIslandExpandedRegionVerticalPlacement(name: "default")
    public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(name: "belowIfTooWide")
}

extension View {
    /// The Lock Screen presentation's background (nil: the system's material): drawn as the activity's
    /// container background.
    public func activityBackgroundTint(_ color: Color?) -> some View {
        modifier(color.map { .containerBackground(.color($0.value)) })
    }

    /// The colour of the Lock Screen's button that ends the activity: accepted; the system draws no such button here.
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View {
        modifier(nil)
    }

    /// Where a too-wide region of the expanded Island goes: accepted; regions are drawn in their places here.
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View {
        modifier(nil)
    }
}

// MARK: Activity families (iOS 18)

/// The size a Live Activity is drawn at: `medium` on an iPhone's Lock Screen, in StandBy and the Island;
/// `small` on CarPlay's dashboard and in the paired watch's Smart Stack, for an activity that declares it.
public enum ActivityFamily: Hashable, Sendable {
    case small
    case medium
}

extension WidgetConfiguration {
    /// The sizes besides `medium` a Live Activity supports: with `.small`, CarPlay's dashboard draws its
    /// content with `\.activityFamily` `.small` (iOS 26); without it, the Lock Screen's view.
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> some WidgetConfiguration {
        modified { $0.liveActivity?.supplementalFamilies = families }
    }
}

private struct ActivityFamilyKey: EnvironmentKey {
    static let defaultValue = ActivityFamily.medium
}

private struct SupportedActivityFamiliesKey: EnvironmentKey {
    static let defaultValue: Set<ActivityFamily> = [.medium]
}

extension EnvironmentValues {
    /// The size the Live Activity is drawn at: `medium` on the iPhone, `small` for CarPlay and the watch.
    public var activityFamily: ActivityFamily {
        get { self[ActivityFamilyKey.self] }
        set { self[ActivityFamilyKey.self] = newValue }
    }

    /// The sizes the Live Activity may be drawn at.
    public var supportedActivityFamilies: Set<ActivityFamily> {
        get { self[SupportedActivityFamiliesKey.self] }
        set { self[SupportedActivityFamiliesKey.self] = newValue }
    }
}

private struct IslandLimitedInWidthKey: EnvironmentKey {
    static let defaultValue = false
}

private struct IslandLimitedInWidthRequestedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the Dynamic Island's compact and minimal views are drawn with a limited width (iOS 27): in
    /// landscape (docs/system.md).
    public var isDynamicIslandLimitedInWidth: Bool { self[IslandLimitedInWidthKey.self] }

    /// What `isDynamicIslandLimitedInWidth` says, set by the runtime for the compact and minimal views.
    var isDynamicIslandLimitedInWidthValue: Bool {
        get { self[IslandLimitedInWidthKey.self] }
        set { self[IslandLimitedInWidthKey.self] = newValue }
    }

    /// Whether the system asked for the activity's views limited in width (`ActivityViewsRequest`).
    var islandLimitedInWidth: Bool {
        get { self[IslandLimitedInWidthRequestedKey.self] }
        set { self[IslandLimitedInWidthRequestedKey.self] = newValue }
    }
}
