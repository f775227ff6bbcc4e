import ExtensionProtocol
import Foundation
import WidgetRendering
import WireValues

/// The system: the home screen and the widget daemon, composed of its rules, each a type of its own:
///
/// - `InstalledApps`: the installed apps' extensions, what they declare, and who answers for a widget;
/// - `Placement`: the gallery's previews, placing and removing widgets, and Smart Stacks;
/// - `WidgetEditor`: the Edit Widget form, its options, and every check of a value the user gives;
/// - `TimelineScheduler`: when a timeline is fetched, which entry shows, and the reload budget;
/// - `Interactions`: a widget's buttons and toggles, and taps, which `press(_:)` presses with a
///   control's and a Live Activity's (`Interactions/Press.swift`);
/// - `Controls`: iOS 18's controls, in Control Center, on the Lock Screen and on the Action button;
/// - `LiveActivities`: the app's Live Activities, on the Lock Screen and in the Dynamic Island.
///
/// It takes its store, its connections to the extensions and its clock, so that tests give it an
/// in-memory store, in-process extensions and a fixed time; the store only stores.
public final class HomeScreen {
    package let store: HomeStore
    public let apps: InstalledApps
    public let placement: Placement
    public let editor: WidgetEditor
    public let timelines: TimelineScheduler
    public let interactions: Interactions
    public let controls: Controls
    public let activities: LiveActivities
    /// Widget push updates (iOS 26): tokens, handlers, and pushes received.
    public let pushes: WidgetPushes
    /// Where an intent that acts as the app runs.
    public let app: AppProcess
    /// The system's clock. The connections it is given carry the device's time to the extensions.
    package let now: () -> Date

    /// `keepsTimelines` false looks at another time (`--now`): what is fetched is shown, and kept nowhere.
    /// `app` is where an intent that acts as the app runs (a `LiveActivityIntent`, in the app's process);
    /// `controlStore` keeps the controls placed (iOS 18), `activityStore` the Live Activities; `pushToken`
    /// makes an app's widget push token (32 random bytes, as APNs' device tokens are).
    public init(
        store: HomeStore, controlStore: ControlStore = .inMemory(), activityStore: ActivityStore = .inMemory(), apps: [HostedApp],
        app: AppProcess = .unavailable, clock: @escaping @Sendable () -> Date = Date.init, keepsTimelines: Bool = true,
        pushToken: @escaping @Sendable () -> Data = { Data((0..<32).map { _ in UInt8.random(in: .min ... .max) }) }
    ) {
        let installed = InstalledApps(apps, store: store, now: clock)
        // The device and the appearance the system draws for, as its settings name them: the timelines it
        // keeps are made for them.
        let device = ((try? store.settings.device()) ?? nil).flatMap(DeviceMetrics.named) ?? .standard
        var drawing = DrawingContext(device: device, appearance: Self.appearance(in: store))
        drawing.landscape = (try? store.settings.landscape()) ?? false
        let timelines = TimelineScheduler(
            apps: installed, store: store, now: clock, keepsTimelines: keepsTimelines && !store.isReadOnly, drawing: drawing)
        let pushes = WidgetPushes(apps: installed, store: store, timelines: timelines, now: clock, makeToken: pushToken)
        let editor = WidgetEditor(apps: installed, store: store, now: clock, pushes: pushes)
        self.store = store
        self.apps = installed
        self.timelines = timelines
        self.editor = editor
        self.pushes = pushes
        self.placement = Placement(apps: installed, store: store, editor: editor, timelines: timelines, now: clock)
        self.interactions = Interactions(timelines: timelines, now: clock)
        self.controls = Controls(apps: installed, store: controlStore, editor: editor, now: clock, makeToken: pushToken)
        self.activities = LiveActivities(store: activityStore, clock: clock)
        self.app = app
        self.now = clock
    }

    /// What the home screen shows now, asking for new timelines where needed: each widget outside a
    /// stack, and in the place of each stack (its first widget's) the widget on top of it, ranked now; with
    /// `wholeStacks`, every widget of the stack there, the top one first, as a swipe shows them. A widget
    /// that cannot be drawn (its extension fails, or refuses its configuration) is shown in its place with
    /// why (`WidgetState.problem`); the others are drawn all the same.
    ///
    /// The system keeps the timelines it asks for in its own drawing context; for another device or
    /// dark mode it asks the widget for a timeline in that context and keeps none of it.
    public func currentStates(in drawing: DrawingContext? = nil, wholeStacks: Bool = false) throws -> [WidgetState] {
        let drawing = drawing ?? timelines.drawing
        let stacks = try store.stacks.all()
        var shownStacks: Set<Int64> = []
        // Each placed widget's states in order: a stack's as it ranks them, a lone widget's filled in below,
        // where the lone widgets' timelines are had together (`TimelineScheduler.states`).
        var shown: [[WidgetState]] = []
        var lone: [(index: Int, widget: PlacedWidget, displayName: String)] = []
        for widget in try apps.placedWidgets() {
            var displayName = widget.kind
            do {
                if let stack = stacks.first(where: { $0.widgetIDs.contains(widget.id) }) {
                    guard shownStacks.insert(stack.id).inserted else { continue }
                    let ranking = try placement.rank(stack: stack.id)
                    shown.append(
                        try ranking.widgets.prefix(wholeStacks ? ranking.widgets.count : 1).map { ranked in
                            let state = ranked.state
                            var shown =
                                drawing == timelines.drawing
                                ? state : try timelines.state(of: state.widget, displayName: state.displayName, in: drawing)
                            shown.stack = ranking
                            return shown
                        })
                    continue
                }
                // Each extension is asked for its kinds once, whatever the number of its widgets.
                displayName = try apps.descriptor(of: widget).displayName
                lone.append((shown.count, widget, displayName))
                shown.append([])
            } catch {
                shown.append([.failed(widget, displayName: displayName, at: now(), because: error)])
            }
        }
        for (placed, result) in zip(lone, timelines.states(of: lone.map { ($0.widget, $0.displayName) }, in: drawing)) {
            switch result {
            case .success(let state): shown[placed.index] = [state]
            case .failure(let error): shown[placed.index] = [.failed(placed.widget, displayName: placed.displayName, at: now(), because: error)]
            }
        }
        return shown.flatMap { $0 }
    }
}
