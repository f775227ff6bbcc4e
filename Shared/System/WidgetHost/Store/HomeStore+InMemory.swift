import ExtensionProtocol
import Foundation
import Intents
import WireValues
import Synchronization

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
            var projects: [String: InstalledProject] = [:]
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
            },
            arrange: { change in
                try contents.withLock {
                    for (id, place) in try change($0.widgets, $0.stacks) {
                        guard let index = $0.widgets.firstIndex(where: { $0.id == id }) else { continue }
                        $0.widgets[index].gridPlace = place
                    }
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
            pending: { kind, app, after in
                contents.withLock {
                    $0.requests.last { $0.serial > after && ($0.kind == kind || $0.kind == nil) && ($0.app == app || $0.app == nil) }
                }
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
            delete: { which, app in
                contents.withLock {
                    let before = $0.donations.count
                    switch which {
                    case .identifiers(let identifiers): $0.donations.removeAll { $0.app == app && identifiers.contains($0.identifier) }
                    case .group(let group): $0.donations.removeAll { $0.app == app && $0.groupIdentifier == group }
                    case .all: $0.donations.removeAll { $0.app == app }
                    }
                    return before - $0.donations.count
                }
            },
            donations: { intent, app, from, to, minutes in
                contents.withLock {
                    $0.donations.filter { donation in
                        donation.intent == intent && donation.app == app && donation.date >= from && donation.date <= to
                            && minutes.contains { $0.contains(donation.minuteOfDay) }
                    }.sorted { $0.date < $1.date }
                }
            })
        let stacks = StackStore(
            create: { ids, place in
                try contents.withLock {
                    for id in ids {
                        guard $0.widgets.contains(where: { $0.id == id }) else { throw HostError.unknownWidget(id) }
                        if let stack = $0.stacks.first(where: { $0.widgetIDs.contains(id) }) {
                            throw HostError("Widget #\(id) is already in stack \(stack.id); a widget is in one stack at most.")
                        }
                    }
                    let at = try place($0.widgets, $0.stacks)
                    let stack = WidgetStack(id: ($0.stacks.map(\.id).max() ?? 0) + 1, widgetIDs: ids)
                    $0.stacks.append(stack)
                    if let at { for index in $0.widgets.indices where ids.contains($0.widgets[index].id) { $0.widgets[index].gridPlace = at } }
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
            },
            add: { stackID, widgetID, place in
                try contents.withLock {
                    guard $0.widgets.contains(where: { $0.id == widgetID }) else { throw HostError.unknownWidget(widgetID) }
                    if let stack = $0.stacks.first(where: { $0.widgetIDs.contains(widgetID) }) {
                        throw HostError("Widget #\(widgetID) is already in stack \(stack.id); a widget is in one stack at most.")
                    }
                    guard let index = $0.stacks.firstIndex(where: { $0.id == stackID }) else {
                        throw HostError("There is no stack \(stackID); 'sample-app home stack list' lists them.")
                    }
                    let at = try place($0.widgets, $0.stacks)
                    $0.stacks[index].widgetIDs.insert(widgetID, at: 0)
                    let members = $0.stacks[index].widgetIDs
                    if let at { for widget in $0.widgets.indices where members.contains($0.widgets[widget].id) { $0.widgets[widget].gridPlace = at } }
                    return $0.stacks[index]
                }
            })
        let extensions = ExtensionStore(
            installed: { contents.withLock { $0.installed } },
            install: { extensions, project in
                contents.withLock { contents in
                    for var installed in extensions {
                        // A new build is an app update: its widgets' kept timelines go (HomeStore+Live's install says why).
                        for widget in contents.widgets where widget.extensionName == installed.name { contents.timelines[widget.id] = nil }
                        if let index = contents.installed.firstIndex(where: { $0.name == installed.name }) {
                            installed.updates = contents.installed[index].updates + 1
                            contents.installed[index] = installed
                        } else {
                            installed.updates = 0
                            contents.installed.append(installed)
                        }
                    }
                    if var project {
                        project.failure = nil
                        contents.projects[project.app] = project
                    } else {
                        for installed in extensions { contents.projects[installed.app] = nil }
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
                    contents.projects[app] = nil
                    return removed
                }
            },
            projects: { contents.withLock { $0.projects.values.sorted { $0.app < $1.app } } },
            setBuildFailure: { app, failure in
                contents.withLock {
                    guard $0.projects[app] != nil else { return false }
                    $0.projects[app]?.failure = failure
                    return true
                }
            })
        return HomeStore(
            widgets: widgets, timelines: timelines, reloads: reloads, settings: settings, donations: donations, stacks: stacks,
            extensions: extensions, pushes: .inMemory())
    }
}
