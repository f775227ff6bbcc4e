import ExtensionProtocol
import Foundation
import ViewArchive
import WidgetHost
import WidgetRendering

/// A timeline as the system received it, and what it would do with it.
public struct TestTimeline: Sendable {
    public var entries: [TestEntry]
    /// The reload policy the timeline gave.
    public var policy: ReloadPolicy
    /// When the system would ask for the next timeline: the policy's date, or the last entry's for
    /// `.atEnd`; nil for `.never`, which waits for the app to ask.
    public var nextReload: Date?
    /// The same, in the words of `home timeline`: when, and why.
    public var nextReloadText: String
    /// The limits the timeline breaks, one sentence each (empty unless the tester reports rather than fails).
    public var limits: [LimitBreach]
    /// The position of the entry the system shows at the moment asked for.
    public var currentIndex: Int

    /// The entry the system shows at the moment asked for.
    public var current: TestEntry { entries[currentIndex] }

    /// The entry the system shows at `date`: the last whose date has come, or the first before any has.
    public func entry(at date: Date) -> TestEntry {
        entries[EntrySchedule.current(entries.map(\.date), at: date)]
    }

    init(report: TimelineReport, drawing: DrawingContext, limits: [LimitBreach]) {
        entries = report.timeline.entries.map {
            TestEntry($0, family: report.widget.family, drawing: drawing, title: report.displayName)
        }
        policy = report.timeline.policy
        switch report.next {
        case .at(let date, _): nextReload = date
        case .budgetSpent(_, let renews): nextReload = renews
        case .now: nextReload = report.now
        case .onlyWhenAsked: nextReload = nil
        }
        nextReloadText = report.next.text
        self.limits = limits
        currentIndex = report.current
    }
}

/// One entry as the system archived it, and drawn as the system draws it.
public struct TestEntry: Sendable {
    public var date: Date
    /// `TimelineEntryRelevance`'s score and duration, when the entry gave one.
    public var relevance: ArchivedRelevance?
    /// The archived view: what the system draws.
    public var view: ViewNode
    public var family: WidgetFamily
    let drawing: DrawingContext
    let title: String

    init(_ entry: ArchivedEntry, family: WidgetFamily, drawing: DrawingContext, title: String) {
        date = entry.date
        relevance = entry.relevance
        view = entry.view
        self.family = family
        self.drawing = drawing
        self.title = title
    }

    /// The texts the entry shows, in reading order, with dates and timers as they read at the entry's date.
    public var texts: [String] { view.texts(at: date) }

    /// The URL a tap on the widget opens (`widgetURL`), if it set one.
    public var widgetURL: String? { view.widgetURL }

    /// The labels of its buttons and toggles, in reading order.
    public var controls: [String] { view.controls.map(\.title) }

    /// Whether the toggle labelled `title` is on; nil when the entry has no toggle of that label.
    public func isOn(_ title: String) -> Bool? {
        view.controls.first { $0.title == title }?.control.isOn
    }

    /// The entry drawn as `format` asks, at the entry's date (or `now`), in the family, device and scheme
    /// it was asked for in.
    public func drawn(as format: WidgetDrawing, now: Date? = nil) -> String {
        let now = now ?? date
        // Checked as the system's drawings are: a Home Screen widget without its container background says so.
        let drawing = drawing.checked
        switch format {
        case .text: return TerminalRenderer(drawing: drawing, usesColor: false, now: now).render(view, family: family, title: title)
        case .svg: return SVGRenderer(drawing: drawing, now: now).render(view, family: family, title: title)
        case .html:
            return HTMLHomeScreen(renderer: SVGRenderer(drawing: drawing, now: now)).render(
                Places.screens([HTMLHomeScreen.Widget(id: 1, title: title, family: family, view: view)]))
        }
    }
}

/// How an entry is drawn: boxes of text as the terminal shows them, an SVG at the widget's size in
/// points, or a page of HTML holding that SVG (no PNG: nothing here rasterises).
public enum WidgetDrawing: String, Sendable, CaseIterable {
    case text, svg, html

    var pathExtension: String {
        switch self {
        case .text: "txt"
        case .svg: "svg"
        case .html: "html"
        }
    }
}
