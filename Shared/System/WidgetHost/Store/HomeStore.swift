import ExtensionProtocol
import Foundation
import Intents
import WireValues
import Synchronization

/// Where the system keeps the installed extensions, placed widgets, their configurations and timelines,
/// the reloads apps ask for, donations, stacks and its settings, grouped by what each part keeps, so
/// that a test fakes only what it uses.
///
/// An interface with two implementations: `HomeStore.inMemory()` for tests, and the live one in
/// `SystemStore` (SQLite, `System/home.sqlite`). `HomeScreen` takes either.
public struct HomeStore: Sendable {
    public var widgets: WidgetStore
    public var timelines: TimelineStore
    public var reloads: ReloadStore
    public var settings: SettingsStore
    public var donations: DonationStore
    public var stacks: StackStore
    public var extensions: ExtensionStore
    /// The widget push tokens and the pushes received (iOS 26).
    public var pushes: PushStore
    /// Whether it can only be read (a store the user may not write): the system then shows what it holds
    /// and keeps nothing it fetches.
    public var isReadOnly = false

    package init(
        widgets: WidgetStore, timelines: TimelineStore, reloads: ReloadStore, settings: SettingsStore, donations: DonationStore,
        stacks: StackStore, extensions: ExtensionStore, pushes: PushStore
    ) {
        self.widgets = widgets
        self.timelines = timelines
        self.reloads = reloads
        self.settings = settings
        self.donations = donations
        self.stacks = stacks
        self.extensions = extensions
        self.pushes = pushes
    }
}

/// The placed widgets and their configurations.
public struct WidgetStore: Sendable {
    /// Every placed widget, in the order they were placed.
    public var all: @Sendable () throws -> [PlacedWidget]
    public var widget: @Sendable (_ id: Int64) throws -> PlacedWidget?
    /// Places a widget of an extension's kind at `place` (nil: where its family lives), its configuration made
    /// for `intent`, and returns it with its new id.
    public var add:
        @Sendable (
            _ extensionName: String, _ kind: String, _ family: WidgetFamily, _ configuration: IntentValues, _ intent: String?, _ date: Date,
            _ place: WidgetLocationValue?
        ) throws -> PlacedWidget
    /// Gives a widget the configuration its kind's new intent makes of the one made for `old`, in one
    /// transaction: unless its intent is no longer `old` (another process adopted it first). A changed
    /// configuration drops the kept timeline. Returns the widget as it is now; nil when there is none.
    public var adoptConfiguration:
        @Sendable (_ id: Int64, _ old: String?, _ intent: String?, _ configuration: IntentValues, _ date: Date) throws -> PlacedWidget?
    /// Replaces a widget's configuration, dropping its timeline; false when there is no such widget.
    public var updateConfiguration: @Sendable (_ id: Int64, _ configuration: IntentValues, _ date: Date) throws -> Bool
    /// Removes a widget and its timeline; false when there was none with that id.
    public var remove: @Sendable (_ id: Int64) throws -> Bool

    package init(
        all: @escaping @Sendable () throws -> [PlacedWidget], widget: @escaping @Sendable (Int64) throws -> PlacedWidget?, add: @escaping @Sendable (String, String, WidgetFamily, IntentValues, String?, Date, WidgetLocationValue?) throws -> PlacedWidget, adoptConfiguration: @escaping @Sendable (Int64, String?, String?, IntentValues, Date) throws -> PlacedWidget?, updateConfiguration: @escaping @Sendable (Int64, IntentValues, Date) throws -> Bool, remove: @escaping @Sendable (Int64) throws -> Bool
    ) {
        self.all = all
        self.widget = widget
        self.add = add
        self.adoptConfiguration = adoptConfiguration
        self.updateConfiguration = updateConfiguration
        self.remove = remove
    }
}

/// The widgets' kept timelines, and what their reloads recorded.
public struct TimelineStore: Sendable {
    /// A widget's kept timeline, with the entry `choose` picks from the entries' dates (in the
    /// timeline's order), read at once; nil when none is kept.
    public var kept: @Sendable (_ widgetID: Int64, _ choose: ([Date]) -> Int) throws -> KeptTimeline?
    /// Keeps each widget's timeline in place of the one before, unless the widget was removed meanwhile,
    /// and logs each reload with its reason, all in one transaction.
    public var save: @Sendable (_ timelines: [SavedTimeline]) throws -> Void
    /// A widget's kept timeline, every entry of it; nil when none is kept.
    public var timeline: @Sendable (_ widgetID: Int64) throws -> StoredTimeline?
    /// Each kept entry's date and relevance, in the timeline's order, without their views; nil when none is kept.
    public var relevance: @Sendable (_ widgetID: Int64) throws -> [(date: Date, relevance: ArchivedRelevance?)]?
    /// The relevance scores of a widget's entries over its last timelines, the newest timeline first, at most `limit`.
    public var recentScores: @Sendable (_ widgetID: Int64, _ limit: Int) throws -> [Double]

    package init(
        kept: @escaping @Sendable (Int64, ([Date]) -> Int) throws -> KeptTimeline?, save: @escaping @Sendable ([SavedTimeline]) throws -> Void, timeline: @escaping @Sendable (Int64) throws -> StoredTimeline?, relevance: @escaping @Sendable (Int64) throws -> [(date: Date, relevance: ArchivedRelevance?)]?, recentScores: @escaping @Sendable (Int64, Int) throws -> [Double]
    ) {
        self.kept = kept
        self.save = save
        self.timeline = timeline
        self.relevance = relevance
        self.recentScores = recentScores
    }
}

/// The reloads apps ask for, the reloads spent, and the budget.
public struct ReloadStore: Sendable {
    /// Records that the app asked for new timelines (the request's serial is given by the store).
    public var request: @Sendable (_ request: ReloadRequest) throws -> Void
    /// The last request for `kind` (or for every kind) made after the one with serial `after`; nil for none.
    public var pending: @Sendable (_ kind: String, _ after: Int64) throws -> ReloadRequest?
    /// The serial of the last request made, of any kind; 0 before the first.
    public var lastSerial: @Sendable () throws -> Int64
    /// When a widget's reloads that spent its budget since `since` were, oldest first.
    public var spent: @Sendable (_ widgetID: Int64, _ since: Date) throws -> [Date]
    /// The reloads a widget may spend in 24 hours.
    public var dailyBudget: @Sendable () throws -> Int
    public var setDailyBudget: @Sendable (_ budget: Int) throws -> Void

    package init(
        request: @escaping @Sendable (ReloadRequest) throws -> Void, pending: @escaping @Sendable (String, Int64) throws -> ReloadRequest?, lastSerial: @escaping @Sendable () throws -> Int64, spent: @escaping @Sendable (Int64, Date) throws -> [Date], dailyBudget: @escaping @Sendable () throws -> Int, setDailyBudget: @escaping @Sendable (Int) throws -> Void
    ) {
        self.request = request
        self.pending = pending
        self.lastSerial = lastSerial
        self.spent = spent
        self.dailyBudget = dailyBudget
        self.setDailyBudget = setDailyBudget
    }
}

/// The device's clock and the device drawn for.
public struct SettingsStore: Sendable {
    /// The device's clock.
    public var clock: @Sendable () throws -> DeviceClock
    /// Sets the device's clock to what `change` makes of it, in one transaction; returns it.
    public var updateClock: @Sendable (_ change: (DeviceClock) throws -> DeviceClock) throws -> DeviceClock
    /// The device the system draws for, by its name (`DeviceMetrics.name`); nil for the standard one.
    public var device: @Sendable () throws -> String?
    /// Sets the device, and drops every kept timeline (each was made for the other device's sizes) in
    /// the same transaction.
    public var setDevice: @Sendable (_ name: String) throws -> Void
    /// The Home Screen's appearance, as `HomeAppearance.stored` writes it; nil for the default.
    public var appearance: @Sendable () throws -> String?
    /// Sets the appearance, and drops every kept timeline (each was made for the other's rendering mode
    /// and scheme) in the same transaction.
    public var setAppearance: @Sendable (_ stored: String) throws -> Void
    /// Whether the device is turned on its side (landscape); false unless set.
    public var landscape: @Sendable () throws -> Bool
    public var setLandscape: @Sendable (_ landscape: Bool) throws -> Void

    package init(
        clock: @escaping @Sendable () throws -> DeviceClock, updateClock: @escaping @Sendable ((DeviceClock) throws -> DeviceClock) throws -> DeviceClock, device: @escaping @Sendable () throws -> String?, setDevice: @escaping @Sendable (String) throws -> Void,
        appearance: @escaping @Sendable () throws -> String?, setAppearance: @escaping @Sendable (String) throws -> Void,
        landscape: @escaping @Sendable () throws -> Bool, setLandscape: @escaping @Sendable (Bool) throws -> Void
    ) {
        self.clock = clock
        self.updateClock = updateClock
        self.device = device
        self.setDevice = setDevice
        self.appearance = appearance
        self.setAppearance = setAppearance
        self.landscape = landscape
        self.setLandscape = setLandscape
    }
}

/// The donations apps make (`INInteraction.donate`).
public struct DonationStore: Sendable {
    /// Keeps an app's donations, in one transaction.
    public var donate: @Sendable (_ donations: [Donation]) throws -> Void
    /// Deletes donations; returns how many.
    package var delete: @Sendable (_ which: INDonationDeletion) throws -> Int
    /// The donations of `intent` made between two dates, in the minutes of the day `minutes` holds, oldest first.
    public var donations: @Sendable (_ intent: String, _ from: Date, _ to: Date, _ minutes: [ClosedRange<Int>]) throws -> [Donation]

    package init(
        donate: @escaping @Sendable ([Donation]) throws -> Void, delete: @escaping @Sendable (INDonationDeletion) throws -> Int, donations: @escaping @Sendable (String, Date, Date, [ClosedRange<Int>]) throws -> [Donation]
    ) {
        self.donate = donate
        self.delete = delete
        self.donations = donations
    }
}

/// The Smart Stacks.
public struct StackStore: Sendable {
    /// Stacks widgets; returns the stack.
    public var create: @Sendable (_ widgetIDs: [Int64]) throws -> WidgetStack
    public var all: @Sendable () throws -> [WidgetStack]
    /// Takes a stack apart, its widgets staying on the home screen; false when there is none with that id.
    public var remove: @Sendable (_ id: Int64) throws -> Bool

    package init(
        create: @escaping @Sendable ([Int64]) throws -> WidgetStack, all: @escaping @Sendable () throws -> [WidgetStack], remove: @escaping @Sendable (Int64) throws -> Bool
    ) {
        self.create = create
        self.all = all
        self.remove = remove
    }
}

/// The extensions developers installed.
public struct ExtensionStore: Sendable {
    /// The extensions developers installed, in the order they were first installed (the samples are not kept).
    public var installed: @Sendable () throws -> [InstalledExtension]
    /// Installs extensions at once, each moving one of the same name to its new executable and app.
    public var install: @Sendable (_ installed: [InstalledExtension]) throws -> Void
    /// Removes an app's extensions and the widgets they placed, at once; returns the widgets removed.
    public var uninstall: @Sendable (_ app: String) throws -> [PlacedWidget]

    package init(
        installed: @escaping @Sendable () throws -> [InstalledExtension], install: @escaping @Sendable ([InstalledExtension]) throws -> Void, uninstall: @escaping @Sendable (String) throws -> [PlacedWidget]
    ) {
        self.installed = installed
        self.install = install
        self.uninstall = uninstall
    }
}

extension HomeStore {
    /// A store that keeps everything in memory, for tests.
    public static func inMemory() -> HomeStore {
        struct Contents {
            var widgets: [PlacedWidget] = []
            var timelines: [Int64: StoredTimeline] = [:]
            var requests: [ReloadRequest] = []
            /// Each widget's reloads: when, and whether they spent its budget.
            var reloadLog: [Int64: [(date: Date, spent: Bool, scores: [Double])]] = [:]
            var budget = BudgetUse.defaultBudget
            var donations: [Donation] = []
            var stacks: [WidgetStack] = []
            var installed: [InstalledExtension] = []
            var clock = DeviceClock.real
            var device: String?
            var appearance: String?
            var landscape = false
            var nextID: Int64 = 1
        }
        // One store's parts share its contents: removing a widget drops its timeline and takes it out of its stack.
        let contents = Mutex(Contents())
        let widgets = WidgetStore(
            all: { contents.withLock { $0.widgets } },
            widget: { id in contents.withLock { $0.widgets.first { $0.id == id } } },
            add: { extensionName, kind, family, configuration, intent, date, place in
                contents.withLock {
                    let widget = PlacedWidget(
                        id: $0.nextID, extensionName: extensionName, kind: kind, family: family, configuration: configuration,
                        intent: intent, configuredAt: date, place: place)
                    $0.nextID += 1
                    $0.widgets.append(widget)
                    return widget
                }
            },
            adoptConfiguration: { id, old, intent, configuration, date in
                contents.withLock {
                    guard let index = $0.widgets.firstIndex(where: { $0.id == id }) else { return nil }
                    guard $0.widgets[index].intent == old else { return $0.widgets[index] }
                    $0.widgets[index].intent = intent
                    if $0.widgets[index].configuration != configuration {
                        $0.widgets[index].configuration = configuration
                        $0.widgets[index].configuredAt = date
                        $0.timelines[id] = nil
                    }
                    return $0.widgets[index]
                }
            },
            updateConfiguration: { id, configuration, date in
                contents.withLock {
                    guard let index = $0.widgets.firstIndex(where: { $0.id == id }) else { return false }
                    $0.widgets[index].configuration = configuration
                    $0.widgets[index].configuredAt = date
                    $0.timelines[id] = nil
                    return true
                }
            },
            remove: { id in
                contents.withLock {
                    guard let index = $0.widgets.firstIndex(where: { $0.id == id }) else { return false }
                    $0.widgets.remove(at: index)
                    $0.timelines[id] = nil
                    $0.reloadLog[id] = nil
                    for index in $0.stacks.indices { $0.stacks[index].widgetIDs.removeAll { $0 == id } }
                    return true
                }
            })
        let timelines = TimelineStore(
            kept: { id, choose in
                contents.withLock {
                    guard let timeline = $0.timelines[id], !timeline.entries.isEmpty else { return nil }
                    let dates = timeline.entries.map(\.date)
                    return KeptTimeline(
                        fetchedAt: timeline.fetchedAt, policy: timeline.policy, lastDate: dates.max()!,
                        entry: timeline.entries[choose(dates)], requestSerial: timeline.requestSerial)
                }
            },
            save: { timelines in
                contents.withLock { contents in
                    // A widget removed or configured anew while its timeline was fetched keeps no timeline.
                    for (id, configuration, timeline, reason) in timelines
                    where contents.widgets.contains(where: { $0.id == id && $0.configuration == configuration }) {
                        contents.timelines[id] = timeline
                        contents.reloadLog[id, default: []].append((timeline.fetchedAt, reason.spendsBudget, timeline.scores))
                    }
                }
            },
            timeline: { id in contents.withLock { $0.timelines[id] } },
            relevance: { id in contents.withLock { $0.timelines[id].map { $0.entries.map { ($0.date, $0.relevance) } } } },
            recentScores: { id, limit in
                contents.withLock { Array(($0.reloadLog[id] ?? []).reversed().flatMap(\.scores).prefix(limit)) }
            })
        let reloads = ReloadStore(
            request: { request in
                contents.withLock {
                    var request = request
                    request.serial = Int64($0.requests.count + 1)
                    $0.requests.append(request)
                }
            },
            pending: { kind, after in
                contents.withLock { $0.requests.last { $0.serial > after && ($0.kind == kind || $0.kind == nil) } }
            },
            lastSerial: { contents.withLock { Int64($0.requests.count) } },
            spent: { id, since in
                contents.withLock { ($0.reloadLog[id] ?? []).filter { $0.spent && $0.date > since }.map(\.date).sorted() }
            },
            dailyBudget: { contents.withLock { $0.budget } },
            setDailyBudget: { budget in contents.withLock { $0.budget = budget } })
        let settings = SettingsStore(
            clock: { contents.withLock { $0.clock } },
            updateClock: { change in
                try contents.withLock {
                    $0.clock = try change($0.clock)
                    return $0.clock
                }
            },
            device: { contents.withLock { $0.device } },
            setDevice: { name in
                contents.withLock {
                    $0.device = name
                    $0.timelines = [:]
                }
            },
            appearance: { contents.withLock { $0.appearance } },
            setAppearance: { stored in
                contents.withLock {
                    $0.appearance = stored
                    $0.timelines = [:]
                }
            },
            landscape: { contents.withLock { $0.landscape } },
            setLandscape: { landscape in contents.withLock { $0.landscape = landscape } })
        let donations = DonationStore(
            donate: { donations in contents.withLock { $0.donations += donations } },
            delete: { which in
                contents.withLock {
                    let before = $0.donations.count
                    switch which {
                    case .identifiers(let identifiers): $0.donations.removeAll { identifiers.contains($0.identifier) }
                    case .group(let group): $0.donations.removeAll { $0.groupIdentifier == group }
                    case .all: $0.donations.removeAll()
                    }
                    return before - $0.donations.count
                }
            },
            donations: { intent, from, to, minutes in
                contents.withLock {
                    $0.donations.filter { donation in
                        donation.intent == intent && donation.date >= from && donation.date <= to
                            && minutes.contains { $0.contains(donation.minuteOfDay) }
                    }.sorted { $0.date < $1.date }
                }
            })
        let stacks = StackStore(
            create: { ids in
                contents.withLock {
                    let stack = WidgetStack(id: Int64($0.stacks.count + 1), widgetIDs: ids)
                    $0.stacks.append(stack)
                    return stack
                }
            },
            all: { contents.withLock { $0.stacks } },
            remove: { id in
                contents.withLock {
                    let before = $0.stacks.count
                    $0.stacks.removeAll { $0.id == id }
                    return $0.stacks.count < before
                }
            })
        let extensions = ExtensionStore(
            installed: { contents.withLock { $0.installed } },
            install: { extensions in
                contents.withLock { contents in
                    for installed in extensions {
                        if let index = contents.installed.firstIndex(where: { $0.name == installed.name }) {
                            contents.installed[index] = installed
                        } else {
                            contents.installed.append(installed)
                        }
                    }
                }
            },
            uninstall: { app in
                contents.withLock { contents in
                    let names = Set(contents.installed.filter { $0.app == app && $0.role == .widgets }.map(\.name))
                    let removed = contents.widgets.filter { names.contains($0.extensionName) }
                    contents.widgets.removeAll { names.contains($0.extensionName) }
                    for widget in removed { contents.timelines[widget.id] = nil }
                    contents.installed.removeAll { $0.app == app }
                    return removed
                }
            })
        return HomeStore(
            widgets: widgets, timelines: timelines, reloads: reloads, settings: settings, donations: donations, stacks: stacks,
            extensions: extensions, pushes: .inMemory())
    }
}
