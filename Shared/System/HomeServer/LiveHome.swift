import ExtensionProtocol
import ExtensionTransport
import Foundation
import SuiteHome
import SystemLive
import Synchronization
import SystemStore
import ViewArchive
import WidgetHost
import WidgetRendering

/// The system the live page shows and acts on: one `HomeScreen` on the home's store, used by one caller at
/// a time on a queue of its own. The system's types are not made for concurrent use, and their calls block
/// while an extension answers, which the server's event loops must never do.
///
/// Its clock is the device's, kept in the store, so that a command typed in another terminal sees the
/// time the page shows; running faster than real time, the page moves the store's set clock along.
///
/// It takes its store and the way its system is made, so that the page's actions are tested with an
/// in-memory store and in-process extensions (`LiveHome.live` makes the running one).
///
/// Unchecked because its system and state are not `Sendable`: every use goes through `run`, on its one
/// serial queue, so one caller at a time touches them.
public final class LiveHome: @unchecked Sendable {
    let store: HomeStore
    /// Makes the system on the store, reading the time through the clock given; made again when the device changes.
    let makeSystem: (_ clock: @escaping @Sendable () -> Date) throws -> HomeScreen
    /// What the app shows when the system opens it at a URL, in a few lines.
    let openURL: (String) throws -> String
    /// Where the device is, in a few lines; with a place, after moving it there (`home location`). The
    /// location is the device directory's, which the app's process keeps apart from the system's store.
    let location: (_ place: String?) throws -> [String]
    /// Real time, which a clock run faster than it counts from.
    let realTime: @Sendable () -> Date
    private let queue = DispatchQueue(label: "home-serve.system")
    private var system: HomeScreen
    /// The extensions installed when the system was made: a new build installed since (by a watch, or
    /// `home install` in another terminal) makes it again, to talk to the new build.
    private var installed: [InstalledExtension]
    /// The device's time for the step or action under way, read from the store at its start; the system's clock.
    private let reading = Reading()
    private var now: Date {
        get { reading.now }
        set { reading.now = newValue }
    }

    /// Where the system's clock reads the time, set before the system is made; read on the extensions'
    /// connections' threads too.
    private final class Reading: Sendable {
        private let value = Mutex(Date())
        var now: Date {
            get { value.withLock { $0 } }
            set { value.withLock { $0 = newValue } }
        }
    }
    /// Whether the page shows StandBy by night (red) rather than by day: the page's choice, as iOS's is the room's light.
    private var standByNight = false
    /// The screen the page last showed: StandBy and CarPlay are drawn only while shown, each drawing of
    /// them asking the extensions for timelines in their own contexts.
    private var shownScreen = "home"
    /// While the page runs the clock faster than real time: how much faster, and since when (real time).
    private var fastClock: (speed: Double, since: ContinuousClock.Instant)?

    public init(
        store: HomeStore, openURL: @escaping (String) throws -> String,
        location: @escaping (_ place: String?) throws -> [String] = { _ in ["The device's location is not kept here."] },
        realTime: @escaping @Sendable () -> Date = Date.init,
        makeSystem: @escaping (_ clock: @escaping @Sendable () -> Date) throws -> HomeScreen
    ) throws {
        self.store = store
        self.makeSystem = makeSystem
        self.openURL = openURL
        self.location = location
        self.realTime = realTime
        let reading = self.reading
        self.installed = try store.extensions.installed()
        self.system = try makeSystem { reading.now }
    }

    /// Makes the system again when it no longer stands for the store: another device or appearance was
    /// chosen, or another build installed.
    private func remakeIfStale() throws {
        let installed = try store.extensions.installed()
        guard try !system.drawsForItsSettings() || installed != self.installed else { return }
        try remake(installed: installed)
    }

    private func remake(installed: [InstalledExtension]) throws {
        let reading = self.reading
        system = try makeSystem { reading.now }
        self.installed = installed
    }

    /// The page's system on the store of `home`, its extensions started on demand. Every request carries
    /// the device's time, set or real, so that the extensions read the page's clock.
    public static func live(
        home: SuiteHome, trace: MessageTrace? = nil, app: AppProcess, openURL: @escaping (String) throws -> String,
        location: @escaping (_ place: String?) throws -> [String]
    ) throws -> LiveHome {
        let store = try HomeStore.live(home)
        return try LiveHome(store: store, openURL: openURL, location: location) { clock in
            try HomeScreen.live(home: home, store: store, trace: trace, app: app, clock: clock, clockIsSet: true)
        }
    }

    /// Runs `body` on the system's queue, the device's clock read first.
    package func run<T: Sendable>(_ body: @escaping @Sendable (LiveHome) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            queue.async {
                continuation.resume(
                    with: Result {
                        self.now = try self.store.settings.clock().now()
                        try self.remakeIfStale()
                        return try body(self)
                    })
            }
        }
    }

    // MARK: The clock

    /// Moves a clock the page runs fast along to now; true while the clock runs (real or fast), when the
    /// page is drawn again as time passes.
    func advanceClock() throws -> Bool {
        guard let fast = fastClock else { return try store.settings.clock() == .real }
        let instant = ContinuousClock.now
        let elapsed = fast.since.duration(to: instant)
        let seconds = (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18) * fast.speed
        fastClock = (fast.speed, instant)
        now = try store.settings.updateClock { try $0.advanced(by: seconds, real: realTime()) }.now()
        return true
    }

    /// Whether the clock runs (real or fast), when the page is drawn again as time passes.
    func clockRuns() throws -> Bool { try fastClock != nil || store.settings.clock() == .real }

    func change(_ change: PageAction.ClockChange) throws -> String {
        switch change {
        case .real:
            fastClock = nil
            now = try store.settings.updateClock { _ in .real }.now()
            return "The clock follows real time."
        case .pause:
            fastClock = nil
            let stopped = now
            _ = try store.settings.updateClock { _ in .fixed(stopped) }
            return "The clock stopped at \(TimeText.long(stopped))."
        case .run(let speed):
            _ = try ClockSpeed.checked(speed, for: "The clock's speed")
            let from = now
            _ = try store.settings.updateClock { _ in .fixed(from) }
            fastClock = (speed, .now)
            return "The clock runs \(Int(speed)) times faster than real time."
        case .set(let time):
            let date = Date(timeIntervalSince1970: time)
            guard time.isFinite, DeviceTimeBounds.contains(date) else {
                throw HostError("The clock cannot be set there: the suite represents times \(DeviceTimeBounds.described).")
            }
            fastClock = nil
            now = try store.settings.updateClock { _ in .fixed(date) }.now()
            return "The clock stands at \(TimeText.long(date))."
        }
    }

    // MARK: The drawing

    /// The drawing context of the page: the system's, its device and its appearance.
    var drawing: DrawingContext { system.timelines.drawing }

    /// The page as it is now: every widget where it lives (each of a stack's, the top one shown), the Lock
    /// Screen with the Live Activities and the Island, and Control Center; each drawn as `home show` draws it.
    func regions() throws -> HTMLHomeScreen.Regions {
        let drawing = self.drawing
        let states = try system.currentStates(in: drawing, wholeStacks: true)
        // A project's build that failed is shown over each widget of its app, which the build before serves.
        // A damaged row hides its failure, not the page.
        let failed = ((try? store.extensions.projects()) ?? []).filter { $0.failure != nil }
        let apps = Dictionary(installed.map { ($0.name, $0.app) }) { first, _ in first }
        let widgets = Places.screens(
            states.map { state in
                var widget = system.pageWidget(state, back: false)
                if failed.contains(where: { $0.app == apps[state.widget.extensionName] }) {
                    widget.buildFailed = "\(apps[state.widget.extensionName] ?? "Its app")'s newest build failed; this is the build before it."
                }
                return widget
            }, layout: try system.placement.layout(), apps: system.apps.apps.map(\.name))
        let activities = try system.drawnActivities(endedToo: true)
        let page = HTMLHomeScreen(renderer: SVGRenderer(drawing: drawing, now: now))
        var regions = page.regions(widgets, activities: activities, controls: try system.controls.renderer(scheme: drawing.scheme))
        regions.beside.append(contentsOf: try otherScreens(states, activities: activities, page: page))
        regions.beside.insert(HTMLHomeScreen.Region(id: "clock", html: LivePage.clock(now, store: try store.settings.clock())), at: 0)
        // Always a region, hidden while empty: the first push then changes one region, not the whole page.
        regions.beside.append(HTMLHomeScreen.Region(id: "pushes", html: LivePage.pushes(try store.pushes.received(LivePage.pushesShown))))
        regions.beside.append(HTMLHomeScreen.Region(id: "builds", html: LivePage.builds(failed)))
        return regions
    }

    /// StandBy (the Home Screen's small widgets it shows, asked for in its context: backgrounds removed,
    /// red at night), CarPlay's dashboard (its widgets asked for in the car's context) and the Dynamic
    /// Island, each a screen of the device; StandBy and CarPlay drawn only while the page shows them.
    func otherScreens(_ states: [WidgetState], activities: [ShownActivity], page: HTMLHomeScreen) throws -> [HTMLHomeScreen.Region] {
        func screenWidgets(_ shown: [WidgetState], in context: DrawingContext) throws -> [ScreenWidget] {
            try shown.map { state in
                let drawn = try system.timelines.currentState(of: state.widget.id, in: context)
                return ScreenWidget(id: drawn.widget.id, title: drawn.displayName, family: drawn.widget.family, view: drawn.entry.view)
            }
        }
        var standBy = drawing
        standBy.standBy = standByNight ? .night : .day
        var carPlay = drawing
        carPlay.carPlay = true
        let inCar = states.filter { $0.widget.place == .carPlay }
        return [
            page.standByScreen(
                shownScreen == "standby" ? try system.placement.standByStacks(states).map { try screenWidgets($0, in: standBy) } : nil,
                night: standByNight),
            page.carPlayScreen(shownScreen == "carplay" ? try screenWidgets(inCar, in: carPlay) : nil, activities: activities),
        ] + [page.islandScreen(activities)].compactMap { $0 }
    }

    /// The device's name, for the page's heading.
    var deviceName: String { system.timelines.drawing.device.name }
    var appearance: HomeAppearance { drawing.appearance }

    // MARK: Actions

    /// Does what the page asks, through the same rules the commands use.
    package func perform(_ action: PageAction) throws -> PageReply {
        switch action {
        case .press(let id, let number):
            return PageReply(pressed: try system.press(.widget(id, control: String(number))))
        case .tap(let id, let x, let y):
            let point = x.flatMap { x in y.map { (x: x, y: $0) } }
            switch try system.tap(id, at: point, in: drawing) {
            case .nothing:
                return PageReply(message: "Widget #\(id) has no widgetURL or Link there; the system opens the app as it is.")
            case .opened(let url, let state):
                return PageReply(
                    message: "The system opened \(url) in sample-app.",
                    html: LivePage.appScreen(title: state.displayName, url: url, text: try openURL(url)))
            case .pressed(let press):
                return PageReply(pressed: press)
            }
        case .form(let id, let values):
            let session = try system.editor.formSession(widgetID: id, assignments: values.map { ($0.parameter, $0.value) })
            return PageReply(html: LiveForm(session: session, widgetID: id, scheme: drawing.scheme).html)
        case .options(let id, let name, let search, let values):
            let session = try system.editor.formSession(widgetID: id, assignments: values.map { ($0.parameter, $0.value) })
            let parameter = try session.form.parameter(named: name)
            let reply = try session.choices(for: parameter, search: search?.isEmpty == true ? nil : search)
            return PageReply(
                options: reply.sections.map { section in
                    PageReply.OptionSection(
                        title: section.title, items: section.items.map { PageReply.Option(id: $0.identifier, title: $0.displayString) })
                }, total: reply.total)
        case .save(let id, let values):
            let edited = try system.editor.edit(widgetID: id, assignments: values.map { ($0.parameter, $0.value) })
            return PageReply(
                message: (["Widget #\(id): \(system.editor.configurationText(of: edited.widget))."] + edited.notes).joined(separator: " "))
        case .remove(let id):
            try system.placement.removeWidget(id)
            return PageReply(message: "Removed widget #\(id).")
        case .move(let id, let page, let cell):
            let item = try system.placement.moveWidget(id, to: GridPlace(page: page, cell: cell))
            return PageReply(message: "Moved \(item.name) to \(item.place).")
        case .drop(let id, let target):
            let stack = try system.placement.dropWidget(id, onto: target)
            return PageReply(message: "Stack \(stack.id): \(stack.widgetIDs.map { "#\($0)" }.joined(separator: ", ")).")
        case .gallery:
            return PageReply(
                html: LivePage.gallery(try system.placement.previews(in: drawing), renderer: SVGRenderer(drawing: drawing, now: now)))
        case .add(let kind, let app, let familyName, let locationName):
            guard let family = WidgetFamily(name: familyName) else {
                throw HostError("\"\(familyName)\" is not a widget family; the gallery lists each kind's.")
            }
            let location = try locationName.map { name in
                guard let location = WidgetLocationValue(rawValue: name) else {
                    throw HostError("\"\(name)\" is not a place; give home, lock or carplay.")
                }
                return location
            }
            let widget = try system.placement.addWidget(kind: kind, app: app, family: family, at: location)
            return PageReply(message: "Added widget #\(widget.id) (\(kind), \(family.name)) to \(widget.place).")
        case .timeline(let id):
            return PageReply(html: LivePage.textSheet(title: "Widget #\(id)'s timeline", text: TimelineText.timeline(try system.timelines.timelineReport(of: id))))
        case .unstack(let id):
            try system.placement.removeStack(id)
            return PageReply(message: "Stack \(id) was taken apart; its widgets stay on the Home Screen.")
        case .pressControl(let id):
            return PageReply(pressed: try system.press(.control(id)))
        case .pressActivity(let id, let intent, let title):
            // The number `home press` gives the control: its place among the activity's controls.
            guard let (record, state) = try system.activities.shown().first(where: { $0.record.id == id }) else {
                throw HostError("There is no Live Activity \(id) any more; 'sample-app home activities' lists those shown.")
            }
            let controls = try system.apps.activityViews(of: record, isStale: state == .stale).controls
            // The control of that intent whose label the page drew, else the first of that intent.
            let index =
                controls.firstIndex { candidate in candidate.control.intent == intent && title?.contains(candidate.title) == true }
                ?? controls.firstIndex { $0.control.intent == intent }
            guard let index else {
                throw HostError("Live Activity \(id) shows no control that runs \(intent) now; it may have changed since the page was drawn.")
            }
            return PageReply(pressed: try system.press(.activity(id, control: String(index + 1))))
        case .controlGallery:
            let gallery = system.apps.gallery()
            return PageReply(
                html: LivePage.controlGallery(gallery.controls.map { (system.controls.title(of: $0.descriptor), $0.descriptor.kind, $0.app) }))
        case .addControl(let kind, let app, let sizeName):
            let size = try Self.controlSize(sizeName)
            let added = try system.controls.add(kind: kind, app: app, at: .controlCenter, size: size)
            return PageReply(message: (["Added control #\(added.control.id) (\(kind), \(size.rawValue)) to Control Center."] + added.notes).joined(separator: " "))
        case .removeControl(let id):
            try system.controls.remove(id)
            return PageReply(message: "Removed control #\(id).")
        case .placeControl(let id, let locationName):
            guard let location = ControlLocation(rawValue: locationName), location != .controlCenter else {
                throw HostError("\"\(locationName)\" is not a place for a copy; give lockScreenLeading, lockScreenTrailing or actionButton.")
            }
            let added = try system.controls.add(copyOf: id, at: location)
            return PageReply(
                message: "Put a copy of control #\(id) on \(location.name) as #\(added.control.id)"
                    + (added.replaced.map { ", in place of #\($0.id)." } ?? "."))
        case .resizeControl(let id, let sizeName):
            let control = try system.controls.resize(id, to: try Self.controlSize(sizeName))
            return PageReply(message: "Control #\(control.id) is \(control.size.rawValue) in Control Center.")
        case .moveControl(let id, let position):
            let order = try system.controls.move(id, to: position)
            return PageReply(message: "Moved control #\(id) to place \(position) of Control Center's \(order.count).")
        case .standBy(let night):
            standByNight = night
            return PageReply(message: night ? "StandBy by night: in red." : "StandBy by day.")
        case .settings:
            return PageReply(html: try settingsSheet())
        // A setting's reply carries the sheet as it is now: the page puts it in with the sentence, in one step, so
        // that nothing typed into the sheet afterwards is replaced by a late second drawing. The setting is
        // made either way: a sheet that cannot be drawn leaves the page's as it was.
        case .location(let place):
            let sentence = try location(place).joined(separator: " ")
            return PageReply(message: sentence, html: try? settingsSheet())
        case .budget(let daily):
            try system.timelines.setDailyBudget(daily)
            return PageReply(message: "Each widget may now spend \(daily) reloads in 24 hours.", html: try? settingsSheet())
        case .push(let payload, let topic):
            let applied = try system.pushes.receive(payload: Data(payload.utf8), topic: topic?.isEmpty == true ? nil : topic, token: nil)
            return PageReply(message: applied.sentence, html: try? settingsSheet())
        case .show(let screen):
            guard HTMLHomeScreen.screens.contains(where: { $0.hook == screen }) else {
                throw HostError(
                    "\"\(screen)\" is not one of the device's screens; choose \(HTMLHomeScreen.screens.map(\.hook).joined(separator: ", ")).")
            }
            shownScreen = screen
            return PageReply()
        case .clock(let change):
            return PageReply(message: try self.change(change))
        case .look(let device, let words, let landscape):
            var note: String?
            if let words {
                guard var chosen = LivePage.appearances.first(where: { $0.words == words })?.appearance else {
                    throw HostError(
                        "\"\(words)\" is not an appearance; choose \(LivePage.appearances.map(\.words).joined(separator: ", ")).")
                }
                // The page picks the style and its variant; a tint set with 'home appearance' is kept.
                chosen.tint = appearance.tint
                try system.setAppearance(chosen)
            }
            if let device {
                guard let metrics = DeviceMetrics.named(device) else { throw HostError(DeviceMetrics.unknown(device)) }
                note = try system.setDevice(metrics)
            }
            if let landscape { try system.setLandscape(landscape) }
            if words != nil || device != nil || landscape != nil { try remake(installed: installed) }
            let held = drawing.landscape ? " on its side" : ""
            return PageReply(message: (["Showing \(deviceName)\(held), \(appearance)."] + [note].compactMap { $0 }).joined(separator: " "))
        }
    }
}

extension LiveHome {
    static func controlSize(_ name: String) throws -> ControlSize {
        guard let size = ControlSize(rawValue: name) else {
            throw HostError("\"\(name)\" is not a control's size; choose \(ControlSize.allCases.map(\.rawValue).joined(separator: ", ")).")
        }
        return size
    }

    /// The settings sheet as the system's settings are now.
    private func settingsSheet() throws -> String {
        LivePage.settings(location: try location(nil), budget: TimelineText.budget(try system.timelines.budgetReport(), changed: false))
    }
}

extension PageReply {
    /// What the page says of a press: the system's sentence, and the intent's dialog.
    init(pressed press: PressOutcome) {
        self.init(message: ([press.sentence] + [press.dialog].compactMap { $0 }).joined(separator: " "))
    }
}
