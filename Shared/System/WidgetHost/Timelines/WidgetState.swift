import ExtensionProtocol
import Foundation
import ViewLayout
import ViewArchive
import WidgetRendering

/// A kind's snapshot in one family, as the widget gallery shows it.
public struct WidgetPreview: Sendable {
    public var descriptor: WidgetDescriptor
    /// The app whose kind it is: two apps may declare one kind.
    public var app: String
    public var family: WidgetFamily
    public var entry: ArchivedEntry
}

/// What the system shows for a widget now, and why.
public struct WidgetState: Sendable {
    public var widget: PlacedWidget
    public var displayName: String
    public var entry: ArchivedEntry
    /// Why this call asked the widget extension for a new timeline; nil when it showed the kept one.
    public var reload: ReloadReason?
    /// The stack it is shown on top of, ranked; nil when it is shown alone.
    public var stack: StackRanking?
    /// Why the widget could not be drawn now, when it could not; its entry then says so in its place, so
    /// that one failing widget leaves the rest of the screen drawn.
    public var problem: String?
    /// The limits iOS would hold it to that it breaks now (`WidgetLimits`), each in one sentence.
    public var limits: [LimitBreach] = []
    /// Whether this call asked the widget extension for a new timeline.
    public var reloaded: Bool { reload != nil }

    public init(
        widget: PlacedWidget, displayName: String, entry: ArchivedEntry, reload: ReloadReason?, stack: StackRanking? = nil,
        problem: String? = nil
    ) {
        self.widget = widget
        self.displayName = displayName
        self.entry = entry
        self.reload = reload
        self.stack = stack
        self.problem = problem
    }

    /// A widget that could not be drawn at `date`: in its place, what went wrong.
    static func failed(_ widget: PlacedWidget, displayName: String, at date: Date, because error: any Error) -> WidgetState {
        let problem = ErrorSentence.of(error)
        let view = ViewNode.modified(
            .vstack(
                alignment: .leading, spacing: 4,
                children: [
                    .modified(.text("Not drawn"), .font(FontValue(style: .headline))),
                    .modified(.text(problem), .font(FontValue(style: .caption))),
                ]),
            .padding(EdgeInsetsValue(top: 12, leading: 12, bottom: 12, trailing: 12)))
        // The system's own background, so that the Home Screen draws the problem, not the warning for a widget without one.
        let shown = ViewNode.modified(view, .containerBackground(.color(ColorValue(name: .clear))))
        return WidgetState(
            widget: widget, displayName: displayName, entry: ArchivedEntry(date: date, view: shown, relevance: nil), reload: nil,
            problem: problem)
    }
}
