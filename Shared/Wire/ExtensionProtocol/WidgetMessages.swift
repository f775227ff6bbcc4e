import Foundation
import WireValues
import ViewArchive
import WireJSON

/// `widget/describe`: every widget kind the extension's `WidgetBundle` declares.
public struct WidgetDescribeRequest: ExtensionRequest, Equatable {
    public static let method = ExtensionMethod.widgetDescribe
    public typealias Response = WidgetDescribeReply

    public init() {}
}

public struct WidgetDescribeReply: Codable, Sendable, Equatable {
    public var widgets: [WidgetDescriptor]
    /// The Live Activities the bundle lists beside its widgets: each `ActivityConfiguration`'s attributes
    /// type, as `widget/activity` takes it (absent from an extension that has none).
    public var activities: [String]
    /// The controls the bundle lists (iOS 18), as the controls gallery shows them (absent from an
    /// extension that has none).
    public var controls: [ControlDescriptor]

    public init(widgets: [WidgetDescriptor], activities: [String] = [], controls: [ControlDescriptor] = []) {
        self.widgets = widgets
        self.activities = activities
        self.controls = controls
    }

    enum CodingKeys: String, CodingKey {
        case widgets, activities, controls
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        widgets = try container.decode([WidgetDescriptor].self, forKey: .widgets)
        activities = try container.decodeIfPresent([String].self, forKey: .activities) ?? []
        controls = try container.decodeIfPresent([ControlDescriptor].self, forKey: .controls) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(widgets, forKey: .widgets)
        if !activities.isEmpty { try container.encode(activities, forKey: .activities) }
        if !controls.isEmpty { try container.encode(controls, forKey: .controls) }
    }
}

/// One widget kind, as the gallery shows it.
public struct WidgetDescriptor: Codable, Sendable, Equatable {
    public var kind: String
    public var displayName: String
    public var description: String
    public var supportedFamilies: [WidgetFamily]
    /// The intent a user configures it with (`SelectCharacter`); nil for a static widget.
    public var intent: String?
    /// The text of the `.intentdefinition` file that declares the intent, as the system reads it from the bundle.
    public var intentDefinition: String?
    public var intentDefinitionFileName: String?
    /// The intent's Swift class, with its module (`GameIntents.SelectCharacterIntent`): the app, which links
    /// the same class, makes `WidgetInfo.configuration` of it.
    public var intentClass: String?
    /// The extension's accent and widget-background colours, which the Edit Widget form is drawn in.
    public var colors: WidgetColors?
    /// The App Intent a user configures it with (iOS 17), in place of an intent definition.
    public var appIntent: AppIntentDescriptor?
    /// Whether the system may remove its container background (`containerBackgroundRemovable(_:)`): a widget
    /// that says no is not shown in StandBy.
    public var containerBackgroundRemovable = true
    /// Whether its configuration names a push handler (`pushHandler(_:)`, iOS 26): its placed widgets take pushes.
    public var takesPushes = false
    /// The places its configuration keeps families out of (`disfavoredLocations(_:for:)`).
    public var disfavoredLocations: [DisfavoredLocation] = []

    /// Whether its configuration keeps `family` out of `place`.
    public func disfavors(_ place: WidgetLocationValue, _ family: WidgetFamily) -> Bool {
        disfavoredLocations.contains { $0.location == place.rawValue && $0.families.contains(family) }
    }

    /// The intent a placed widget's configuration is made for, as the system keeps it beside the
    /// configuration: the SiriKit class of an intent definition (`SelectCharacterIntent`), the type of an
    /// App Intent (`GameWidgets.SelectCharacter`); nil for a static widget.
    public var configurationIntent: String? {
        if let appIntent { return appIntent.type }
        guard let intent else { return nil }
        return intentClass.map { String($0.split(separator: ".").last ?? Substring($0)) } ?? intent + "Intent"
    }

    /// Whether it has an Edit Widget form: an intent, or an App Intent with parameters (one without any has nothing to edit).
    public var isConfigurable: Bool { intent != nil || appIntent?.parameters.isEmpty == false }

    public init(
        kind: String, displayName: String, description: String, supportedFamilies: [WidgetFamily],
        intent: String? = nil, intentDefinition: String? = nil, intentDefinitionFileName: String? = nil, intentClass: String? = nil
    ) {
        self.intentClass = intentClass
        self.kind = kind
        self.displayName = displayName
        self.description = description
        self.supportedFamilies = supportedFamilies
        self.intent = intent
        self.intentDefinition = intentDefinition
        self.intentDefinitionFileName = intentDefinitionFileName
    }
}

/// A place a widget's configuration keeps some of its families out of (`disfavoredLocations(_:for:)`), by
/// the place's name (`WidgetLocationValue`'s raw value, or one this system does not draw, such as
/// `iPhoneWidgetsOnMac`).
public struct DisfavoredLocation: Codable, Sendable, Equatable {
    public var location: String
    public var families: [WidgetFamily]

    public init(location: String, families: [WidgetFamily]) {
        self.location = location
        self.families = families
    }
}

/// The colours an extension's Info.plist names (`NSAccentColorName`, `NSWidgetBackgroundColorName`; Xcode's
/// templates name them `AccentColor` and `WidgetBackground`), as its asset catalogue defines them.
public struct WidgetColors: Codable, Sendable, Equatable {
    public static let accentColorName = "AccentColor"
    public static let backgroundColorName = "WidgetBackground"

    public var accent: ColorValue?
    public var background: ColorValue?

    public init(accent: ColorValue?, background: ColorValue?) {
        self.accent = accent
        self.background = background
    }
}

/// `widget/placeholder`: an entry with no real data, drawn while the real one loads.
public struct WidgetPlaceholderRequest: ExtensionRequest, Equatable {
    public static let method = ExtensionMethod.widgetPlaceholder
    public typealias Response = WidgetEntryReply

    public var kind: String
    public var context: RenderContext

    public init(kind: String, context: RenderContext) {
        self.kind = kind
        self.context = context
    }
}

/// `widget/snapshot`: one entry, quickly, for the gallery (`isPreview`) or a transient view.
public struct WidgetSnapshotRequest: ExtensionRequest, Equatable {
    public static let method = ExtensionMethod.widgetSnapshot
    public typealias Response = WidgetEntryReply

    public var kind: String
    public var context: RenderContext
    public var configuration: IntentValues
    public var isPreview: Bool

    public init(kind: String, context: RenderContext, configuration: IntentValues, isPreview: Bool) {
        self.kind = kind
        self.context = context
        self.configuration = configuration
        self.isPreview = isPreview
    }
}

/// `widget/timeline`: the entries to show from now on, and when to ask again.
public struct WidgetTimelineRequest: ExtensionRequest, Equatable {
    public static let method = ExtensionMethod.widgetTimeline
    public typealias Response = WidgetTimelineReply

    public var kind: String
    public var context: RenderContext
    public var configuration: IntentValues

    public init(kind: String, context: RenderContext, configuration: IntentValues) {
        self.kind = kind
        self.context = context
        self.configuration = configuration
    }
}

public struct WidgetEntryReply: Codable, Sendable, Equatable {
    public var entry: ArchivedEntry

    public init(entry: ArchivedEntry) {
        self.entry = entry
    }
}

public struct WidgetTimelineReply: Codable, Sendable, Equatable {
    public var entries: [ArchivedEntry]
    public var policy: ReloadPolicy

    public init(entries: [ArchivedEntry], policy: ReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// A timeline entry as it crosses to the system: when to show it, its view, and how relevant it is.
public struct ArchivedEntry: Codable, Sendable, Equatable {
    public var date: Date { didSet { arrivedJSON = nil } }
    /// `TimelineEntryRelevance`: a score and how long it holds.
    public var relevance: ArchivedRelevance? { didSet { arrivedJSON = nil } }
    /// The entry's view, archived: what the system draws.
    public var view: ViewNode { didSet { arrivedJSON = nil } }
    /// The entry's JSON as it came over the wire, while the entry is unchanged: the system keeps a
    /// day's timeline by storing these bytes rather than writing each entry again.
    public private(set) var arrivedJSON: Data?

    public init(date: Date, view: ViewNode, relevance: ArchivedRelevance? = nil) {
        self.date = date
        self.view = view
        self.relevance = relevance
    }

    private enum CodingKeys: String, CodingKey {
        case date, relevance, view
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        date = try container.decode(Date.self, forKey: .date)
        relevance = try container.decodeIfPresent(ArchivedRelevance.self, forKey: .relevance)
        view = try container.decode(ViewNode.self, forKey: .view)
        arrivedJSON = (decoder as? any ArrivedJSONDecoder)?.arrivedJSON
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(date, forKey: .date)
        try container.encodeIfPresent(relevance, forKey: .relevance)
        try container.encode(view, forKey: .view)
    }

    /// Two entries are equal by what they hold, however each was written.
    public static func == (left: ArchivedEntry, right: ArchivedEntry) -> Bool {
        left.date == right.date && left.relevance == right.relevance && left.view == right.view
    }
}

public struct ArchivedRelevance: Codable, Sendable, Equatable {
    public var score: Double
    public var duration: Double

    public init(score: Double, duration: Double) {
        self.score = score
        self.duration = duration
    }
}

/// When the system asks for a new timeline: after the last entry, at a date, or only when the app says so.
public enum ReloadPolicy: Codable, Sendable, Equatable, CustomStringConvertible {
    case atEnd
    case after(Date)
    case never

    /// The policies, as the wire names them: `{"kind": "after", "date": …}`.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case atEnd, after, never
    }

    public var kind: Kind {
        switch self {
        case .atEnd: .atEnd
        case .after: .after
        case .never: .never
        }
    }

    enum CodingKeys: String, CodingKey { case kind, date }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .kind)
        switch Kind(rawValue: name) {
        case .atEnd: self = .atEnd
        case .never: self = .never
        case .after: self = .after(try container.decode(Date.self, forKey: .date))
        case nil:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container,
                debugDescription:
                    "unknown reload policy \"\(name)\"; expected \(Kind.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        if case .after(let date) = self { try container.encode(date, forKey: .date) }
    }

    public var description: String {
        switch self {
        case .atEnd, .never: kind.rawValue
        case .after(let date): "after \(ISO8601.format(date))"
        }
    }
}

/// `widget/relevance`: the relevance clues a kind's provider gives (`relevance()`, iOS 18), which
/// `home stack explain` asks for when it ranks a Smart Stack. Apple's RelevanceKit acts on them on watchOS only; the
/// phone, and this system, receive them and leave them unused (docs/system.md).
public struct WidgetRelevanceRequest: ExtensionRequest, Equatable {
    public static let method = ExtensionMethod.widgetRelevance
    public typealias Response = WidgetRelevanceReply

    public var kind: String

    public init(kind: String) {
        self.kind = kind
    }
}

public struct WidgetRelevanceReply: Codable, Sendable, Equatable {
    /// In the provider's order, which is its priority.
    public var clues: [RelevanceClue]

    public init(clues: [RelevanceClue]) {
        self.clues = clues
    }
}

/// One of a provider's relevance clues: when the widget may be relevant, and whether for one configuration.
public struct RelevanceClue: Codable, Sendable, Hashable {
    /// RelevanceKit's `RelevantContext.DateKind`.
    public enum DateKind: String, Codable, Sendable, CaseIterable {
        case `default`, informational, scheduled
    }

    /// The moment, or the first moment of the span, the widget is relevant.
    public var start: Date
    /// The last moment of the span; nil for a moment.
    public var end: Date?
    public var dateKind: DateKind
    /// Whether the clue is for one configuration of the widget rather than any.
    public var isForConfiguration: Bool

    public init(start: Date, end: Date? = nil, dateKind: DateKind = .default, isForConfiguration: Bool = false) {
        self.start = start
        self.end = end
        self.dateKind = dateKind
        self.isForConfiguration = isForConfiguration
    }
}

/// `widget/previews`: every `#Preview` and `PreviewProvider` the widget extension declares, each
/// drawn entry by entry, as Xcode's canvas shows them.
public struct WidgetPreviewsRequest: ExtensionRequest, Equatable {
    public static let method = ExtensionMethod.widgetPreviews
    public typealias Response = WidgetPreviewsReply

    /// Only the previews of this widget kind; nil for all.
    public var kind: String?
    /// Draws every preview in this family rather than its own.
    public var family: WidgetFamily?
    /// Where to draw, one context per family, all in one colour scheme.
    public var contexts: [RenderContext]

    public init(kind: String? = nil, family: WidgetFamily? = nil, contexts: [RenderContext]) {
        self.kind = kind
        self.family = family
        self.contexts = contexts
    }
}

public struct WidgetPreviewsReply: Codable, Sendable, Equatable {
    public var previews: [ArchivedPreview]

    public init(previews: [ArchivedPreview]) {
        self.previews = previews
    }
}

/// One preview, drawn: its name, where it is declared, and its entries in order.
public struct ArchivedPreview: Codable, Sendable, Equatable {
    public var name: String?
    /// `Module/File.swift:line`, or the `PreviewProvider`'s type.
    public var source: String
    /// The widget kind it shows; nil for a view's preview.
    public var kind: String?
    public var family: WidgetFamily
    public var entries: [ArchivedEntry]

    public init(name: String?, source: String, kind: String?, family: WidgetFamily, entries: [ArchivedEntry]) {
        self.name = name
        self.source = source
        self.kind = kind
        self.family = family
        self.entries = entries
    }
}
