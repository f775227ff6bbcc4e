import Foundation

/// Everything the live page asks of the system, one case each, posted as JSON to `/api/action`
/// (`{"press": {"widget": 3, "control": 1}}`, as Swift codes an enum). `LiveHome.perform` switches over
/// them, so that a new one is handled everywhere the compiler says.
public enum PageAction: Codable, Sendable, Equatable {
    /// A widget's button or toggle, by its number from 1, as `home press` takes it.
    case press(widget: Int64, control: Int)
    /// A tap on a widget, at a point in points from its top left (nil: no point, the widgetURL).
    case tap(widget: Int64, x: Double?, y: Double?)
    /// The Edit Widget form with the values changed so far, checked and not saved.
    case form(widget: Int64, values: [Assignment])
    /// The options one parameter offers for the values so far, narrowed by a search.
    case options(widget: Int64, parameter: String, search: String?, values: [Assignment])
    /// Saves the values changed in the form, through the same checks as `home edit --set`.
    case save(widget: Int64, values: [Assignment])
    case remove(widget: Int64)
    /// A widget (or its stack) dragged to a page and cell of the Home Screen, as `home move` moves it.
    case move(widget: Int64, page: Int, cell: Int)
    /// A widget dropped on another of its size: stacked with it (or put on the stack it is in).
    case drop(widget: Int64, onto: Int64)
    /// The gallery: every kind with a preview in each family it offers.
    case gallery
    /// A widget added from the gallery: of `app`'s kind (two apps may declare one; nil for the only app
    /// that does), at `location` (`carplay`), or where its family lives when nil.
    case add(kind: String, app: String?, family: String, location: String?)
    /// A widget's timeline, as `home timeline` prints it.
    case timeline(widget: Int64)
    /// A stack taken apart, as `home stack remove`: its widgets stay on the Home Screen, each where it was
    /// last moved, or at the first free place.
    case unstack(stack: Int64)
    /// A control in Control Center, on the Lock Screen or on the Action button.
    case pressControl(id: Int64)
    /// A Live Activity's button or toggle (on the Lock Screen, in the Island), by the intent it runs (its
    /// `data-intent`) and the label drawn in it, pressed as `home press ACTIVITY-ID N` presses it.
    case pressActivity(id: String, intent: String, title: String?)
    /// Control Center's gallery: every control kind, each with a button that adds it in each size.
    case controlGallery
    /// A control added to Control Center, as `home controls add KIND --app APP --size SIZE`.
    case addControl(kind: String, app: String?, size: String)
    case removeControl(id: Int64)
    /// A copy of a Control Center control put on the Lock Screen (`lockScreenLeading`, `lockScreenTrailing`)
    /// or the Action button (`actionButton`), as `home lock-controls set` and `home action-button set`.
    case placeControl(id: Int64, location: String)
    /// A Control Center control given another size, as `home controls resize`.
    case resizeControl(id: Int64, size: String)
    /// A Control Center control dragged to another's place in its order (from 1), as `home controls move`.
    case moveControl(id: Int64, position: Int)
    /// StandBy drawn by night (in red) or by day.
    case standBy(night: Bool)
    /// The device's settings sheet: where it is, the reload budget, and a widget push to send.
    case settings
    /// The device moved to a point (`LATITUDE,LONGITUDE`) or a place of its directory, as `home location set`.
    case location(place: String)
    /// The reloads each widget may spend in 24 hours, as `home budget --set N`.
    case budget(daily: Int)
    /// A widget push as APNs delivers it, as `home push --widgets`: its JSON payload, and its topic (nil:
    /// the only app whose widgets take pushes).
    case push(payload: String, topic: String?)
    /// The screen the page shows (`HTMLHomeScreen.screens`' hooks): StandBy and CarPlay, whose widgets
    /// are asked for in contexts of their own, are drawn only while shown.
    case show(screen: String)
    case clock(change: ClockChange)
    /// The device drawn, how it is held (`landscape`), and the Home Screen's appearance (`default`, `dark`,
    /// `clear`, `clear dark`, `tinted`, `tinted dark`): the system's settings, as `home device [--orientation]`
    /// and `home appearance` set them. Each nil is left as it is.
    case look(device: String?, appearance: String?, landscape: Bool? = nil)

    /// One value set in the form: `PARAMETER=VALUE`, as `--set` takes it.
    public struct Assignment: Codable, Sendable, Equatable {
        public var parameter: String
        public var value: String

        public init(parameter: String, value: String) {
            self.parameter = parameter
            self.value = value
        }
    }

    /// What the clock bar does to the device's clock.
    public enum ClockChange: Codable, Sendable, Equatable {
        /// Follow real time again.
        case real
        /// Stop where it is.
        case pause
        /// Run from where it is, `speed` times faster than real time.
        case run(speed: Double)
        /// Stand at a time (dragged to), in seconds since 1970.
        case set(time: Double)
    }
}

/// What the page is told after an action: a sentence, or a piece of page to show (the form, the gallery,
/// the app's screen), or options to list.
public struct PageReply: Codable, Sendable, Equatable {
    public var message: String?
    public var html: String?
    public var options: [OptionSection]?
    /// How many options there are in all, when more than `options` holds.
    public var total: Int?

    public struct OptionSection: Codable, Sendable, Equatable {
        public var title: String?
        public var items: [Option]
    }

    public struct Option: Codable, Sendable, Equatable {
        public var id: String
        public var title: String
    }

    public init(message: String? = nil, html: String? = nil, options: [OptionSection]? = nil, total: Int? = nil) {
        self.message = message
        self.html = html
        self.options = options
        self.total = total
    }
}
