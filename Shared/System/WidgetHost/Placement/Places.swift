import ExtensionProtocol
import Foundation
import WidgetRendering

/// What each place of the device holds, and why it refuses a widget: the Home Screen, the Lock Screen
/// and StandBy (and the places to come). The renderers draw what these rules decide; the commands and
/// the live page ask them.
///
/// - The **Home Screen** holds the system families (small, medium, large, extra large on an iPad).
/// - The **Lock Screen** holds the accessory families: one inline widget above the clock, and a row of four
///   places under it, where a circular widget takes one and a rectangular widget two (Apple's guidelines
///   put inline widgets above the clock and the others below it; the counts, which Apple does not publish,
///   are ours, as iOS 16 and 17 lay them out).
/// - **StandBy** shows small widgets, scaled up, with their backgrounds removed, and not one that says
///   `containerBackgroundRemovable(false)` (Apple's); it shows the Home Screen's first two (ours: StandBy's
///   own stacks are not kept here). Nothing is placed in StandBy itself.
/// - **CarPlay**'s dashboard (iOS 26) holds small widgets of its own, placed there (`home add --location
///   carplay`), their backgrounds removed, in a column of two (the column is ours; Apple publishes no count).
/// - A widget is placed only in a family the **device** has a size for (an iPad's extra large, the
///   iPhone's accessory families), and not where its configuration disfavors it
///   (`disfavoredLocations(_:for:)`).
public enum Places {
    /// Whether widgets of `family` are shown at `place`.
    public static func holds(_ place: WidgetLocationValue, _ family: WidgetFamily) -> Bool {
        switch place {
        case .homeScreen: !family.isAccessory
        case .lockScreen: family.isAccessory
        case .standBy, .carPlay: family == .systemSmall
        }
    }

    /// The small widgets CarPlay's dashboard holds, in its column (ours).
    public static let carPlayColumn = 2

    /// Where a widget of `family` is placed: accessory families on the Lock Screen, the others on the Home Screen.
    public static func place(of family: WidgetFamily) -> WidgetLocationValue {
        holds(.lockScreen, family) ? .lockScreen : .homeScreen
    }

    // MARK: The Lock Screen

    /// The places of the row under the Lock Screen's clock.
    public static let lockScreenRow = 4

    /// The places a widget of `family` takes in the Lock Screen's row; nil for the inline widget, which is not in it.
    public static func lockScreenPlaces(of family: WidgetFamily) -> Int? {
        switch family {
        case .accessoryCircular: 1
        case .accessoryRectangular: 2
        default: nil
        }
    }

    /// Why a widget of `family` does not fit on the Lock Screen beside `placed` (its widgets, by id and
    /// family, in the order they were placed), in one sentence; nil when it fits.
    package static func lockScreenRefusal(adding family: WidgetFamily, beside placed: [(id: Int64, family: WidgetFamily)]) -> String? {
        if family == .accessoryInline {
            guard let inline = placed.first(where: { $0.family == .accessoryInline }) else { return nil }
            return "The Lock Screen holds one inline widget, above the clock, and #\(inline.id) is there; "
                + "remove it first with 'sample-app home remove \(inline.id)'."
        }
        guard let needed = lockScreenPlaces(of: family) else { return nil }
        let row = placed.filter { lockScreenPlaces(of: $0.family) != nil }
        let used = row.reduce(0) { $0 + (lockScreenPlaces(of: $1.family) ?? 0) }
        guard used + needed > lockScreenRow else { return nil }
        return "The row under the Lock Screen's clock has \(lockScreenRow - used) of its \(lockScreenRow) places free "
            + "(\(row.map { "#\($0.id) takes \(lockScreenPlaces(of: $0.family)!)" }.joined(separator: ", "))) and a widget of family \(family.name) takes \(needed); "
            + "remove one first with 'sample-app home remove ID'."
    }

    /// `widgets` (accessory ones) on as few Lock Screens as hold them, in order: each widget goes on the
    /// first screen where it fits beside those already there. Placed widgets always fit one screen; a
    /// page of previews may need several.
    public static func lockScreens<Widget>(holding widgets: [Widget], family: (Widget) -> WidgetFamily) -> [[Widget]] {
        var screens: [[Widget]] = []
        for widget in widgets {
            let fits = { (screen: [Widget]) in
                lockScreenRefusal(adding: family(widget), beside: screen.enumerated().map { (Int64($0.offset), family($0.element)) }) == nil
            }
            if let index = screens.firstIndex(where: fits) {
                screens[index].append(widget)
            } else {
                screens.append([widget])
            }
        }
        return screens
    }

    // MARK: Refusals

    /// Why a widget of `family` cannot be placed at `place` (nil: where its family lives) on `device`,
    /// beside the widgets `placed` there; nil when it can.
    public static func refusal(
        adding family: WidgetFamily, at place: WidgetLocationValue? = nil, on device: DeviceMetrics, beside placed: [PlacedWidget]
    ) -> String? {
        if let place, let refusal = refusal(placingAt: place) { return refusal }
        if place == .carPlay, !holds(.carPlay, family) {
            return "CarPlay's dashboard takes small widgets; give --family systemSmall (\(family) widgets live on \(Self.place(of: family)))."
        }
        if let place, !holds(place, family) {
            return family.isAccessory
                ? "\(family) widgets live on the Lock Screen; give --location lock, or a system family for the Home Screen."
                : "\(family) widgets live on the Home Screen; the Lock Screen takes accessoryCircular, accessoryRectangular and accessoryInline."
        }
        guard device.offers(family) else {
            let why =
                family.isAccessory
                ? "Apple gives no Lock Screen sizes for it"
                : family == .systemExtraLargePortrait ? "its models do not run the iOS that brings that size" : "that size is an iPad's"
            return "\(device.name) has no \(family) widgets (\(why)); choose another family, or another device with 'sample-app home device'."
        }
        if place == .carPlay {
            let there = placed.filter { $0.place == .carPlay }
            guard there.count < carPlayColumn else {
                return "CarPlay's dashboard holds \(carPlayColumn) widgets and has \(there.map { "#\($0.id)" }.joined(separator: " and ")); "
                    + "remove one first with 'sample-app home remove ID'."
            }
            return nil
        }
        guard Self.place(of: family) == .lockScreen else { return nil }
        return lockScreenRefusal(adding: family, beside: placed.filter { $0.place == .lockScreen }.map { ($0.id, $0.family) })
    }

    /// Why nothing is placed at `place` itself (StandBy, which shows the Home Screen's); nil elsewhere.
    public static func refusal(placingAt place: WidgetLocationValue) -> String? {
        guard place == .standBy else { return nil }
        return "StandBy shows the Home Screen's small widgets; place one with --location home --family systemSmall."
    }

    /// Whether the placed `widget` is shown at `place`: where it was placed, and in StandBy the Home Screen's small ones.
    public static func shows(_ place: WidgetLocationValue, _ widget: PlacedWidget) -> Bool {
        place == .standBy ? widget.place == .homeScreen && holds(.standBy, widget.family) : widget.place == place
    }

    /// Why the placed `widget` is not shown at `place`; nil when it is.
    public static func refusal(showing widget: PlacedWidget, at place: WidgetLocationValue) -> String? {
        guard !shows(place, widget) else { return nil }
        return "Widget #\(widget.id) (\(widget.family)) is not shown in \(place); "
            + (place == .standBy
                ? "StandBy shows the Home Screen's small widgets."
                : "it was placed in \(widget.place).")
    }

    // MARK: What each place shows

    /// Of `states` (the placed widgets, in order), those `place` shows: those placed there; in StandBy, the
    /// top of each of its two stacks (`standByStacks`).
    public static func shown(
        _ states: [WidgetState], at place: WidgetLocationValue, offeredInStandBy: (PlacedWidget) -> Bool
    ) -> [WidgetState] {
        guard place == .standBy else { return states.filter { shows(place, $0.widget) } }
        return standByStacks(states, offeredInStandBy: offeredInStandBy).compactMap(\.first)
    }

    /// StandBy's two stacks, side by side, each swiped up or down to show its next widget. They hold the
    /// Home Screen's small widgets `offeredInStandBy` (their background may be removed, and their
    /// configuration does not keep them out of it), in the order placed: ours, the left stack the first,
    /// third, fifth…, the right one the second, fourth… (iOS fills them from the widgets a person has, and
    /// lets them be edited). One stack when there is one such widget; none when there is none.
    public static func standByStacks(_ states: [WidgetState], offeredInStandBy: (PlacedWidget) -> Bool) -> [[WidgetState]] {
        let offered = states.filter { shows(.standBy, $0.widget) && offeredInStandBy($0.widget) }
        return (0..<min(offered.count, 2)).map { side in offered.indices.filter { $0 % 2 == side }.map { offered[$0] } }
    }
}

extension Places {
    /// `widgets` on the page's screens: each on the Home Screen or the Lock Screen its family lives on, the
    /// Lock Screen's on as few screens as hold them; the Home Screen's each at its page and cell in `layout`
    /// (`HomeLayout`), with the icons of `apps`.
    public static func screens(_ widgets: [HTMLHomeScreen.Widget], layout: [HomeLayout.Item] = [], apps: [String] = [])
        -> HTMLHomeScreen.Screens
    {
        var places: [Int64: GridPlace] = [:]
        for item in layout { for id in item.widgetIDs { places[id] = item.place } }
        return HTMLHomeScreen.Screens(
            homeScreen: widgets.filter { $0.place == .homeScreen }.map { widget in
                var placed = widget
                placed.gridPlace = places[widget.shown.id] ?? widget.gridPlace
                return placed
            },
            lockScreens: lockScreens(holding: widgets.filter { $0.place == .lockScreen }, family: \.shown.family), apps: apps)
    }
}

extension HomeScreen {
    /// A widget as the page draws it, the one way the command's page and the live page make it: its
    /// drawing and kind, its stack (its place in it, and the ranking in words) and, with `back`, its
    /// Edit Widget form, read-only. The live page leaves the back out: it opens the form itself
    /// (`LiveForm`), and is drawn again many times a minute.
    public func pageWidget(_ state: WidgetState, back: Bool) -> HTMLHomeScreen.Widget {
        let form = back ? try? editor.formSession(widgetID: state.widget.id) : nil
        return HTMLHomeScreen.Widget(
            id: state.widget.id, title: state.displayName, family: state.widget.family, view: state.entry.view, kind: state.widget.kind,
            back: form.map { HTMLHomeScreen.Back(title: $0.heading.title, subtitle: $0.heading.subtitle, rows: $0.values, colors: $0.colors) },
            stack: state.stack.map { ranking in
                HTMLHomeScreen.Stack(
                    id: ranking.stack.id, count: ranking.widgets.count,
                    position: ranking.widgets.firstIndex { $0.state.widget.id == state.widget.id } ?? 0,
                    reasons: StackText.ranking(ranking).components(separatedBy: "\n"))
            }, place: state.widget.place)
    }
}

extension HomeScreen {
    /// Sets the device the system draws for, dropping the timelines it kept (each made at the other
    /// device's sizes). Says which placed widgets it has no size for (drawn at the nearest it has); nil
    /// when it has a size for each.
    public func setDevice(_ device: DeviceMetrics) throws -> String? {
        try store.settings.setDevice(device.name)
        let unsized = try placement.widgets().filter { !device.offers($0.family) }
        guard !unsized.isEmpty else { return nil }
        return "\(device.name) has no size for \(unsized.map { "#\($0.id) (\($0.family))" }.joined(separator: ", ")); "
            + "they are drawn at the nearest size it has."
    }

    /// Sets the Home Screen's appearance (iOS 26), dropping the timelines kept (each was asked for in the
    /// other's scheme and rendering mode).
    public func setAppearance(_ appearance: HomeAppearance) throws {
        try store.settings.setAppearance(appearance.stored)
    }

    /// Turns the device on its side (landscape) or upright: the Dynamic Island's compact and minimal views
    /// are limited in width on its side (iOS 27), and an iPad's Home Screen turns, its pages wider
    /// (`HomeGrid`). Widgets are drawn at the same sizes either way.
    public func setLandscape(_ landscape: Bool) throws {
        try store.settings.setLandscape(landscape)
    }

    /// Whether this system draws for the device and the appearance the settings name now: another process
    /// ('home device', 'home appearance') may have set others since it was made.
    public func drawsForItsSettings() throws -> Bool {
        let settings = DrawingContext.Look(
            device: try store.settings.device().flatMap(DeviceMetrics.named) ?? .standard, landscape: try store.settings.landscape(),
            appearance: Self.appearance(in: store))
        return settings == timelines.drawing.look
    }

    /// The Home Screen's appearance its settings keep; the default when they keep none, or one this
    /// version cannot read.
    static func appearance(in store: HomeStore) -> HomeAppearance {
        ((try? store.settings.appearance()) ?? nil).flatMap(HomeAppearance.init(stored:)) ?? .standard
    }
}
