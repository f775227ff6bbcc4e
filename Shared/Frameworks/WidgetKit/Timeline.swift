import ExtensionProtocol
import Foundation
import SwiftUI
import ViewArchive

public typealias WidgetFamily = ExtensionProtocol.WidgetFamily

/// An entry of a timeline: when to show it, and whatever the view needs, as in WidgetKit.
public protocol TimelineEntry {
    /// When the system shows this entry.
    var date: Date { get }
    /// How relevant the entry is, for Smart Stack rotation.
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is compared with the widget's other entries, and for how long.
public struct TimelineEntryRelevance: Codable, Hashable, Sendable {
    public let score: Float
    public let duration: TimeInterval

    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// When WidgetKit asks for a new timeline, as in WidgetKit.
public struct TimelineReloadPolicy: Equatable, Sendable {
    let policy: ReloadPolicy

    /// After the last entry's date.
    public static let atEnd = TimelineReloadPolicy(policy: .atEnd)
    /// Only when the app asks, through `WidgetCenter`.
    public static let never = TimelineReloadPolicy(policy: .never)
    /// Not before `date`.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(policy: .after(date)) }
}

/// The entries a provider returns, and its reload policy, as in WidgetKit.
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy

    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// Where and how a widget will be shown, passed to every provider call, as in WidgetKit.
public struct TimelineProviderContext: Sendable {
    public let family: WidgetFamily
    /// True when the widget gallery asks, to show what the widget looks like.
    public let isPreview: Bool
    /// The size of the widget, in points.
    public let displaySize: CGSize
    public let colorScheme: ColorScheme
    /// The values of the environment the system may draw this widget's entries in.
    public let environmentVariants = EnvironmentVariants()

    /// The values an environment property may take when the system draws the entries, as in WidgetKit:
    /// `context.environmentVariants.colorScheme` lists both schemes, as the system here draws either.
    /// Nil for a property the system does not vary.
    @dynamicMemberLookup
    public struct EnvironmentVariants: Sendable {
        public subscript<T>(_ keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? {
            if keyPath == \EnvironmentValues.colorScheme { return ColorScheme.allCases as? [T] }
            return nil
        }

        public subscript<T>(dynamicMember keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? { self[keyPath] }
    }

    public init(family: WidgetFamily, isPreview: Bool, displaySize: CGSize, colorScheme: ColorScheme = .light) {
        self.family = family
        self.isPreview = isPreview
        self.displaySize = displaySize
        self.colorScheme = colorScheme
    }

    init(_ context: RenderContext, isPreview: Bool) {
        self.init(
            family: context.family, isPreview: isPreview,
            displaySize: CGSize(width: context.width, height: context.height), colorScheme: context.colorScheme)
    }
}

/// Supplies the entries of a widget that the user does not configure, as in WidgetKit.
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext

    /// An entry with sample data, shown redacted while the real one loads.
    func placeholder(in context: Context) -> Entry
    /// One entry, quickly: for the gallery (`context.isPreview`) and transient views.
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    /// The entries from now on, and when to ask again.
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
    /// When the widget may be relevant, for the Smart Stack (iOS 18); none by default (WidgetRelevance.swift).
    func relevance() async -> WidgetRelevance<Void>
}

/// Supplies the entries of a widget the user configures with an intent, as in WidgetKit.
public protocol IntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: INIntent
    typealias Context = TimelineProviderContext

    func placeholder(in context: Context) -> Entry
    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(for configuration: Intent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
    /// When the widget may be relevant, and in which configuration (iOS 18); none by default.
    func relevance() async -> WidgetRelevance<Intent>
}

@_exported import Intents
