import Foundation
import ViewArchive

/// A Live Activity as the system keeps it and hands it around: its attributes and content as the JSON
/// the app's `Codable` types encode to, and the moments that decide its state on the device's clock.
public struct LiveActivityRecord: Codable, Hashable, Sendable {
    /// The system's id for it (`Activity.id`), a UUID string.
    public var id: String
    /// The attributes' Swift type name, by which the widget extension finds its `ActivityConfiguration`.
    public var attributesType: String
    /// The attributes, encoded: static for the activity's life.
    public var attributes: String
    public var content: LiveActivityContent
    public var startedAt: Date
    /// When it ended (by the app, a push, or the system's limit); nil while it goes on.
    public var endedAt: Date?
    /// When an ended activity leaves the Lock Screen; nil while it goes on.
    public var dismissAt: Date?
    /// The push token it was given, hex, when it was requested with `pushType: .token`.
    public var pushToken: String?
    /// The last push's `aps.timestamp`; a push that is not newer is ignored.
    public var lastPushTimestamp: Double?
    /// The title of the alert a scheduled activity starts with (iOS 26); nil for one started at once. A
    /// scheduled activity's `startedAt` is the start it was scheduled for: it is pending until then.
    public var startAlert: String?

    public init(
        id: String, attributesType: String, attributes: String, content: LiveActivityContent, startedAt: Date, endedAt: Date? = nil,
        dismissAt: Date? = nil, pushToken: String? = nil, lastPushTimestamp: Double? = nil
    ) {
        self.id = id
        self.attributesType = attributesType
        self.attributes = attributes
        self.content = content
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.dismissAt = dismissAt
        self.pushToken = pushToken
        self.lastPushTimestamp = lastPushTimestamp
    }
}

/// What changes in a Live Activity: its state, encoded, when it becomes stale, and how relevant it is.
public struct LiveActivityContent: Codable, Hashable, Sendable {
    /// The `ContentState`, encoded.
    public var state: String
    public var staleDate: Date?
    public var relevanceScore: Double

    public init(state: String, staleDate: Date? = nil, relevanceScore: Double = 0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

/// Where a Live Activity is in its life, as `ActivityState` names it.
public enum LiveActivityStateValue: String, Codable, Hashable, Sendable, CaseIterable {
    case active, stale, ended, dismissed
    /// Scheduled to start at a date to come (iOS 26).
    case pending
}

/// When a scheduled Live Activity starts (iOS 26), and the title of the alert it starts with.
public struct ScheduledStart: Codable, Hashable, Sendable {
    public var date: Date
    public var alert: String

    public init(date: Date, alert: String) {
        self.date = date
        self.alert = alert
    }
}

/// When an ended Live Activity leaves the Lock Screen, as `ActivityUIDismissalPolicy` says.
public enum LiveActivityDismissal: Codable, Hashable, Sendable {
    /// After the system's time on the Lock Screen.
    case systemDefault
    case immediate
    /// At this date, or at the end of the system's time on the Lock Screen, whichever comes first.
    case after(Date)
}

/// `widget/activity`: an activity's presentations, as the widget extension's `ActivityConfiguration`
/// for its attributes' type makes them from its attributes and content.
public struct ActivityViewsRequest: ExtensionRequest, Equatable {
    public static let method = ExtensionMethod.widgetActivity
    public typealias Response = ActivityViewsReply

    public var activity: LiveActivityRecord
    /// Whether the activity is past its content's stale date (`ActivityViewContext.isStale`).
    public var isStale: Bool
    public var colorScheme: ColorSchemeValue
    /// Whether the Island's compact and minimal views are drawn limited in width: in landscape (iOS 27).
    public var isLimitedInWidth: Bool

    public init(activity: LiveActivityRecord, isStale: Bool, colorScheme: ColorSchemeValue = .dark, isLimitedInWidth: Bool = false) {
        self.activity = activity
        self.isStale = isStale
        self.colorScheme = colorScheme
        self.isLimitedInWidth = isLimitedInWidth
    }
}

/// A Live Activity's presentations: the Lock Screen's view and the Dynamic Island's.
public struct ActivityViewsReply: Codable, Sendable, Equatable {
    public var lockScreen: ViewNode
    public var island: IslandViews
    /// The Lock Screen's view drawn for the small family (`\.activityFamily == .small`), where the
    /// configuration declares it (`supplementalActivityFamilies([.small])`): what CarPlay and the paired
    /// watch show. Nil otherwise: they show the compact presentation.
    public var small: ViewNode?

    public init(lockScreen: ViewNode, island: IslandViews, small: ViewNode? = nil) {
        self.lockScreen = lockScreen
        self.island = island
        self.small = small
    }
}

extension ActivityViewsReply {
    /// The buttons and toggles of an activity's presentations: the expanded Island's, region by region
    /// (leading, trailing, center, bottom), then the Lock Screen's; one that both show is listed once.
    public var controls: [(control: ControlValue, title: String)] {
        let islands = IslandRegion.Position.allCases.flatMap { position in
            island.expanded.filter { $0.position == position }.flatMap(\.view.controls)
        }
        var listed: [(control: ControlValue, title: String)] = []
        for found in islands + lockScreen.controls
        where !listed.contains(where: { $0.control == found.control && $0.title == found.title }) {
            listed.append(found)
        }
        return listed
    }
}

/// What a `DynamicIsland` holds: the expanded regions, the compact and minimal views, and its modifiers.
public struct IslandViews: Codable, Sendable, Equatable {
    public var expanded: [IslandRegion]
    public var compactLeading: ViewNode
    public var compactTrailing: ViewNode
    public var minimal: ViewNode
    /// `keylineTint(_:)`: the colour of the thin line around the Island.
    public var keylineTint: ColorValue?
    /// `widgetURL(_:)`: what a tap on the Island opens.
    public var url: String?
    /// `contentMargins(_:_:for:)`, by mode (`compactLeading`, `compactTrailing`, `expanded`, `minimal`).
    public var contentMargins: [String: EdgeInsetsValue]

    public init(
        expanded: [IslandRegion], compactLeading: ViewNode, compactTrailing: ViewNode, minimal: ViewNode, keylineTint: ColorValue? = nil,
        url: String? = nil, contentMargins: [String: EdgeInsetsValue] = [:]
    ) {
        self.expanded = expanded
        self.compactLeading = compactLeading
        self.compactTrailing = compactTrailing
        self.minimal = minimal
        self.keylineTint = keylineTint
        self.url = url
        self.contentMargins = contentMargins
    }
}

/// One region of the expanded Island.
public struct IslandRegion: Codable, Sendable, Equatable {
    public enum Position: String, Codable, Sendable, CaseIterable {
        case leading, trailing, center, bottom
    }

    public var position: Position
    public var priority: Double
    public var view: ViewNode

    public init(position: Position, priority: Double = 0, view: ViewNode) {
        self.position = position
        self.priority = priority
        self.view = view
    }
}
