import ExtensionProtocol
import Foundation
import Synchronization
import WireValues

/// Where a control is placed (iOS 18): in Control Center, in one of the Lock Screen's two places at its
/// bottom, or on the Action button. Each place but Control Center holds one control.
public enum ControlLocation: String, Codable, Sendable, CaseIterable {
    case controlCenter
    case lockScreenLeading
    case lockScreenTrailing
    case actionButton

    /// As people read it.
    public var name: String {
        switch self {
        case .controlCenter: "Control Center"
        case .lockScreenLeading: "the Lock Screen's leading place"
        case .lockScreenTrailing: "the Lock Screen's trailing place"
        case .actionButton: "the Action button"
        }
    }

    /// Whether the place holds one control only: a new one takes the place of the one there.
    public var holdsOne: Bool { self != .controlCenter }
}

/// A control's size in Control Center, in cells of its grid (columns × rows; the grid is four columns
/// wide). A small control shows its symbol; a medium or large one its symbol, title and value
/// (`DrawnControl.showsText`).
public enum ControlSize: String, Codable, Sendable, CaseIterable {
    case small, medium, large

    public var columns: Int { self == .small ? 1 : 2 }
    public var rows: Int { self == .large ? 2 : 1 }
}

/// A control a person placed, as the system keeps it: its kind and configuration, where it is, and the
/// template its extension last gave, which the system shows until the control is reloaded.
public struct PlacedControl: Codable, Sendable, Equatable, Identifiable {
    public var id: Int64
    public var extensionName: String
    public var kind: String
    /// The values of its `ControlConfigurationIntent`'s parameters; empty for a static control.
    public var configuration: IntentValues
    /// Its configuration intent's Swift type (`GameWidgets.SelectCharacterAppIntent`); nil for a static control.
    public var intentType: String?
    public var location: ControlLocation
    public var size: ControlSize
    /// What it showed when last asked; nil before the first time.
    public var template: ControlTemplateValue?
    /// How many reloads were asked for it (`ControlCenter.reloadControls(ofKind:)`), and how many had been
    /// when its template was made: the template is stale while they differ.
    public var reloads: Int
    public var templateReloads: Int?
    public var placedAt: Date
    /// Its push token, in hexadecimal digits, when its kind takes pushes (`pushHandler(_:)`); nil otherwise.
    public var pushToken: String?
    /// Its place in Control Center's order once a control there was moved (`Controls.move`); nil: after
    /// those that have one, in the order placed.
    public var order: Int?

    public init(
        id: Int64 = 0, extensionName: String, kind: String, configuration: IntentValues, intentType: String?, location: ControlLocation,
        size: ControlSize, placedAt: Date
    ) {
        self.id = id
        self.extensionName = extensionName
        self.kind = kind
        self.configuration = configuration
        self.intentType = intentType
        self.location = location
        self.size = size
        template = nil
        reloads = 0
        templateReloads = nil
        self.placedAt = placedAt
    }

    /// Whether its extension must be asked for its template again before it is shown.
    public var isStale: Bool { template == nil || templateReloads != reloads }
}

/// Where the system keeps the placed controls. An interface with two implementations: `inMemory()` for
/// tests, and the live one in `SystemStore` (the `placedControl` table of the system's store).
public struct ControlStore: Sendable {
    /// Every placed control, in the order they were placed.
    public var all: @Sendable () throws -> [PlacedControl]
    /// Places a control and returns it with its id, in one transaction removing the one in its place
    /// when the place holds one (returned second).
    public var insert: @Sendable (_ control: PlacedControl) throws -> (placed: PlacedControl, replaced: PlacedControl?)
    /// Changes one control in one transaction: `change` reads it as it is and returns it as it should be.
    /// Returns it changed; nil when there is none with that id.
    public var modify: @Sendable (_ id: Int64, _ change: (PlacedControl) throws -> PlacedControl) throws -> PlacedControl?
    /// Removes a control; false when there was none with that id.
    public var remove: @Sendable (_ id: Int64) throws -> Bool
    /// Asks the controls of `kind` (of every kind when nil) that `extensionName` placed for their values
    /// again, in one transaction; returns how many. A kind is its app's: another extension's controls of
    /// the same kind are not reloaded.
    public var reload: @Sendable (_ kind: String?, _ extensionName: String) throws -> Int
    /// Changes several controls in one transaction: `change` reads them all, as `all` gives them, and
    /// returns those it changed, which are saved. Returns them.
    public var arrange: @Sendable (_ change: ([PlacedControl]) throws -> [PlacedControl]) throws -> [PlacedControl]

    public init(
        all: @escaping @Sendable () throws -> [PlacedControl],
        insert: @escaping @Sendable (PlacedControl) throws -> (placed: PlacedControl, replaced: PlacedControl?),
        modify: @escaping @Sendable (Int64, (PlacedControl) throws -> PlacedControl) throws -> PlacedControl?,
        remove: @escaping @Sendable (Int64) throws -> Bool,
        reload: @escaping @Sendable (String?, String) throws -> Int,
        arrange: @escaping @Sendable (([PlacedControl]) throws -> [PlacedControl]) throws -> [PlacedControl]
    ) {
        self.all = all
        self.insert = insert
        self.modify = modify
        self.remove = remove
        self.reload = reload
        self.arrange = arrange
    }

    /// A store in memory, for tests.
    public static func inMemory() -> ControlStore {
        let contents = Mutex((controls: [PlacedControl](), nextID: Int64(1)))
        return ControlStore(
            all: { contents.withLock { $0.controls } },
            insert: { control in
                contents.withLock { contents in
                    var placed = control
                    placed.id = contents.nextID
                    contents.nextID += 1
                    let replaced = control.location.holdsOne ? contents.controls.first { $0.location == control.location } : nil
                    contents.controls.removeAll { $0.id == replaced?.id }
                    contents.controls.append(placed)
                    return (placed, replaced)
                }
            },
            modify: { id, change in
                try contents.withLock { contents in
                    guard let index = contents.controls.firstIndex(where: { $0.id == id }) else { return nil }
                    contents.controls[index] = try change(contents.controls[index])
                    return contents.controls[index]
                }
            },
            remove: { id in
                contents.withLock { contents in
                    let before = contents.controls.count
                    contents.controls.removeAll { $0.id == id }
                    return contents.controls.count < before
                }
            },
            reload: { kind, extensionName in
                contents.withLock { contents in
                    var count = 0
                    for index in contents.controls.indices
                    where (kind == nil || contents.controls[index].kind == kind) && contents.controls[index].extensionName == extensionName {
                        contents.controls[index].reloads += 1
                        count += 1
                    }
                    return count
                }
            },
            arrange: { change in
                try contents.withLock { contents in
                    let changed = try change(contents.controls)
                    for control in changed {
                        if let index = contents.controls.firstIndex(where: { $0.id == control.id }) { contents.controls[index] = control }
                    }
                    return changed
                }
            })
    }
}
