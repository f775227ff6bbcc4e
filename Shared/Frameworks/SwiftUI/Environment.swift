import Foundation
import ViewArchive

/// A key for a value in the environment, as in SwiftUI.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view reads with `@Environment`: the widget's family, the colour scheme, redaction.
///
/// The system sets them for each entry it asks a widget to draw.
public struct EnvironmentValues: CustomStringConvertible {
    /// A handful of entries at most: a list is faster to search than a dictionary is to hash.
    private var values: [(key: ObjectIdentifier, value: Any)] = []

    public init() {}

    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            let identifier = ObjectIdentifier(key)
            for entry in values where entry.key == identifier {
                return entry.value as? Key.Value ?? Key.defaultValue
            }
            return Key.defaultValue
        }
        set {
            let identifier = ObjectIdentifier(key)
            if let index = values.firstIndex(where: { $0.key == identifier }) {
                values[index].value = newValue
            } else {
                values.append((identifier, newValue))
            }
        }
    }

    /// The environment of the view being archived on this thread.
    package static var current: EnvironmentValues { EnvironmentStorage.box.values }

    /// Runs `body` with `values` as the current environment of this thread.
    ///
    /// Archiving is synchronous, so a thread-local is enough; it costs far less than a task-local
    /// in the widget extension's hot path.
    package static func withCurrent<T>(_ values: EnvironmentValues, _ body: () throws -> T) rethrows -> T {
        let box = EnvironmentStorage.box
        let saved = box.values
        box.values = values
        defer { box.values = saved }
        return try body()
    }

    public var description: String { "EnvironmentValues(\(values.count) values)" }
}

/// Reads a value from the environment of the view being drawn.
@propertyWrapper
public struct Environment<Value> {
    /// How the value is read from the environment: by a key path, or an observable object by its type.
    let read: (EnvironmentValues) -> Value

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// An `@Observable` object an ancestor put in the environment with `environment(_:)`; there must be one,
    /// as in SwiftUI, which stops the app when there is not.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { environment in
            guard let object = environment.objects[ObjectIdentifier(objectType)] as? Value else {
                fatalError("No Observable object of type \(Value.self) found: put one in the environment with environment(_:) on a view around this one.")
            }
            return object
        }
    }

    /// An `@Observable` object an ancestor put in the environment with `environment(_:)`, nil when there is none.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { $0.objects[ObjectIdentifier(objectType)] as? T }
    }

    public var wrappedValue: Value { read(EnvironmentValues.current) }
}

/// Light or dark appearance: the archive's value, under SwiftUI's name.
public typealias ColorScheme = ColorSchemeValue

/// Why a view is drawn with placeholders instead of its content.
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The view is a placeholder: the system draws grey shapes where text and images would be.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
}

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}

private struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue: RedactionReasons = []
}

private struct LocaleKey: EnvironmentKey {
    static let defaultValue = Locale(identifier: "en_US_POSIX")
}

private struct CalendarKey: EnvironmentKey {
    static let defaultValue = Calendar(identifier: .gregorian)
}

private struct TimeZoneKey: EnvironmentKey {
    static let defaultValue = TimeZone(identifier: "UTC")!
}

private struct LuminanceReducedKey: EnvironmentKey {
    static let defaultValue = false
}

/// The size a view is archived for: the widget's, which the system lays it out in.
private struct ArchiveSizeKey: EnvironmentKey {
    static let defaultValue = CGSize(width: 170, height: 170)
}

private struct LabelPartsKey: EnvironmentKey {
    static let defaultValue = (icon: true, title: true)
}

private struct GridRowSpacingKey: EnvironmentKey {
    static let defaultValue: Double? = nil
}

private struct GridRowAlignmentKey: EnvironmentKey {
    static let defaultValue = VerticalAlignmentValue.center
}

extension EnvironmentValues {
    /// The locale the system draws in: English here, so that a widget draws the same everywhere.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// Whether the display is dimmed (an Always-On screen); never here.
    public var isLuminanceReduced: Bool {
        get { self[LuminanceReducedKey.self] }
        set { self[LuminanceReducedKey.self] = newValue }
    }

    /// The size the view is archived for: a geometry reader's, and the box a shape of your own is drawn in.
    package var archiveSize: CGSize {
        get { self[ArchiveSizeKey.self] }
        set { self[ArchiveSizeKey.self] = newValue }
    }

    /// Which parts of a label show, as `labelStyle` says.
    package var labelParts: (icon: Bool, title: Bool) {
        get { self[LabelPartsKey.self] }
        set { self[LabelPartsKey.self] = newValue }
    }

    /// The spacing and alignment of the rows of the `Grid` being archived.
    package var gridRowSpacing: Double? {
        get { self[GridRowSpacingKey.self] }
        set { self[GridRowSpacingKey.self] = newValue }
    }

    package var gridRowAlignment: VerticalAlignmentValue {
        get { self[GridRowAlignmentKey.self] }
        set { self[GridRowAlignmentKey.self] = newValue }
    }

    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

/// The per-thread environment that `@Environment` reads.
final class EnvironmentStorage {
    var values = EnvironmentValues()

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<EnvironmentStorage>.fromOpaque(pointer).release()
        }
        return key
    }()

    static var box: EnvironmentStorage {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<EnvironmentStorage>.fromOpaque(pointer).takeUnretainedValue()
        }
        let storage = EnvironmentStorage()
        pthread_setspecific(key, Unmanaged.passRetained(storage).toOpaque())
        return storage
    }
}
