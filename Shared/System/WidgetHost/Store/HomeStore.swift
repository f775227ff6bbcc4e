import ExtensionProtocol
import Foundation
import WidgetRendering
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
    /// Puts widgets on the Home Screen's grid where `change` says, given every widget and stack as they
    /// are, in one transaction (a move reads the places it changes); `change` throws to refuse, and nothing moves.
    public var arrange: @Sendable (_ change: ([PlacedWidget], [WidgetStack]) throws -> [Int64: GridPlace]) throws -> Void

    package init(
        all: @escaping @Sendable () throws -> [PlacedWidget], widget: @escaping @Sendable (Int64) throws -> PlacedWidget?, add: @escaping @Sendable (String, String, WidgetFamily, IntentValues, String?, Date, WidgetLocationValue?) throws -> PlacedWidget, adoptConfiguration: @escaping @Sendable (Int64, String?, String?, IntentValues, Date) throws -> PlacedWidget?, updateConfiguration: @escaping @Sendable (Int64, IntentValues, Date) throws -> Bool, remove: @escaping @Sendable (Int64) throws -> Bool,
        arrange: @escaping @Sendable (([PlacedWidget], [WidgetStack]) throws -> [Int64: GridPlace]) throws -> Void
    ) {
        self.all = all
        self.widget = widget
        self.add = add
        self.adoptConfiguration = adoptConfiguration
        self.updateConfiguration = updateConfiguration
        self.remove = remove
        self.arrange = arrange
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
    /// The last request of `app` for `kind` (or for every kind) made after the one with serial `after`; nil for none.
    public var pending: @Sendable (_ kind: String, _ app: String, _ after: Int64) throws -> ReloadRequest?
    /// The serial of the last request made, of any kind; 0 before the first.
    public var lastSerial: @Sendable () throws -> Int64
    /// When a widget's reloads that spent its budget since `since` were, oldest first.
    public var spent: @Sendable (_ widgetID: Int64, _ since: Date) throws -> [Date]
    /// The reloads a widget may spend in 24 hours.
    public var dailyBudget: @Sendable () throws -> Int
    public var setDailyBudget: @Sendable (_ budget: Int) throws -> Void

    package init(
        request: @escaping @Sendable (ReloadRequest) throws -> Void, pending: @escaping @Sendable (String, String, Int64) throws -> ReloadRequest?, lastSerial: @escaping @Sendable () throws -> Int64, spent: @escaping @Sendable (Int64, Date) throws -> [Date], dailyBudget: @escaping @Sendable () throws -> Int, setDailyBudget: @escaping @Sendable (Int) throws -> Void
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
    /// Deletes an app's donations (never another app's); returns how many.
    package var delete: @Sendable (_ which: INDonationDeletion, _ app: String) throws -> Int
    /// The donations `app` made of `intent` between two dates, in the minutes of the day `minutes` holds, oldest first.
    public var donations: @Sendable (_ intent: String, _ app: String, _ from: Date, _ to: Date, _ minutes: [ClosedRange<Int>]) throws -> [Donation]

    package init(
        donate: @escaping @Sendable ([Donation]) throws -> Void, delete: @escaping @Sendable (INDonationDeletion, String) throws -> Int,
        donations: @escaping @Sendable (String, String, Date, Date, [ClosedRange<Int>]) throws -> [Donation]
    ) {
        self.donate = donate
        self.delete = delete
        self.donations = donations
    }
}

/// The Smart Stacks.
public struct StackStore: Sendable {
    /// Stacks widgets, in one transaction putting each of them at the place `place` gives (nil: each keeps
    /// its own), which reads every widget and stack as they were before; returns the stack.
    public var create: @Sendable (_ widgetIDs: [Int64], _ place: ([PlacedWidget], [WidgetStack]) throws -> GridPlace?) throws -> WidgetStack
    public var all: @Sendable () throws -> [WidgetStack]
    /// Takes a stack apart, its widgets staying on the home screen; false when there is none with that id.
    public var remove: @Sendable (_ id: Int64) throws -> Bool
    /// Puts a widget on top of a stack (one dropped on it), refusing a widget already in one, and in the same
    /// transaction every widget of the stack at the place `place` gives (nil: as they are); returns the stack.
    public var add: @Sendable (_ stackID: Int64, _ widgetID: Int64, _ place: ([PlacedWidget], [WidgetStack]) throws -> GridPlace?) throws -> WidgetStack

    package init(
        create: @escaping @Sendable ([Int64], ([PlacedWidget], [WidgetStack]) throws -> GridPlace?) throws -> WidgetStack,
        all: @escaping @Sendable () throws -> [WidgetStack], remove: @escaping @Sendable (Int64) throws -> Bool,
        add: @escaping @Sendable (Int64, Int64, ([PlacedWidget], [WidgetStack]) throws -> GridPlace?) throws -> WidgetStack
    ) {
        self.create = create
        self.all = all
        self.remove = remove
        self.add = add
    }
}

/// The extensions developers installed.
public struct ExtensionStore: Sendable {
    /// The extensions developers installed, in the order they were first installed (the samples are not kept).
    public var installed: @Sendable () throws -> [InstalledExtension]
    /// Installs extensions at once, each moving one of the same name to its new executable and app (an
    /// update counted); the kept timelines of the widgets they placed go, as after an app update. An app
    /// built from an Xcode project keeps its project in the same transaction, its build failure cleared;
    /// one installed from executables is no longer any project's.
    public var install: @Sendable (_ installed: [InstalledExtension], _ project: InstalledProject?) throws -> Void
    /// Removes an app's extensions, its project and the widgets they placed, at once; returns the widgets removed.
    public var uninstall: @Sendable (_ app: String) throws -> [PlacedWidget]
    /// The apps installed from Xcode projects, by app name.
    public var projects: @Sendable () throws -> [InstalledProject]
    /// Keeps why the newest build of an app installed from a project failed (nil: it did not); false when
    /// no app of that name was installed from a project.
    public var setBuildFailure: @Sendable (_ app: String, _ failure: BuildFailure?) throws -> Bool

    package init(
        installed: @escaping @Sendable () throws -> [InstalledExtension],
        install: @escaping @Sendable ([InstalledExtension], InstalledProject?) throws -> Void,
        uninstall: @escaping @Sendable (String) throws -> [PlacedWidget], projects: @escaping @Sendable () throws -> [InstalledProject],
        setBuildFailure: @escaping @Sendable (String, BuildFailure?) throws -> Bool
    ) {
        self.installed = installed
        self.install = install
        self.uninstall = uninstall
        self.projects = projects
        self.setBuildFailure = setBuildFailure
    }
}
