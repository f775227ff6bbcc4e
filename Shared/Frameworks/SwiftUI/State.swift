import Foundation
import ViewArchive

// State, as widget code declares it. A widget's view is archived once per entry and never changes
// afterwards, so state keeps the value it starts with; bindings read and write where they point.

/// A value a view owns.
@propertyWrapper
public struct State<Value> {
    private let box: Box<Value>

    public init(wrappedValue value: Value) {
        box = Box(value)
    }

    public init(initialValue value: Value) {
        box = Box(value)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {
        self.init(wrappedValue: nil)
    }
}

final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A way to read and write a value owned elsewhere.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.get()[keyPath: keyPath] },
            set: { newValue in
                var value = self.get()
                value[keyPath: keyPath] = newValue
                self.set(value)
            })
    }
}

/// A value kept in `UserDefaults` (the app group's, with `store:`), as in SwiftUI.
@propertyWrapper
public struct AppStorage<Value> {
    let key: String
    let defaultValue: Value
    let store: UserDefaults
    let read: (Any) -> Value?
    let write: (Value) -> Any?

    public var wrappedValue: Value {
        get { store.object(forKey: key).flatMap(read) ?? defaultValue }
        nonmutating set {
            store.set(write(newValue), forKey: key)
            store.synchronize()
        }
    }

    public var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }

    init(key: String, defaultValue: Value, store: UserDefaults?, read: @escaping (Any) -> Value?, write: @escaping (Value) -> Any?) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store ?? .standard
        self.read = read
        self.write = write
    }
}

extension AppStorage where Value == Bool {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0 as? Bool }, write: { $0 })
    }
}

extension AppStorage where Value == Int {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { ($0 as? NSNumber)?.intValue ?? ($0 as? Int) }, write: { $0 })
    }
}

extension AppStorage where Value == Double {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(
            key: key, defaultValue: wrappedValue, store: store, read: { ($0 as? NSNumber)?.doubleValue ?? ($0 as? Double) }, write: { $0 })
    }
}

extension AppStorage where Value == String {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0 as? String }, write: { $0 })
    }
}

extension AppStorage where Value == URL {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(
            key: key, defaultValue: wrappedValue, store: store, read: { ($0 as? String).flatMap(URL.init(string:)) },
            write: { $0.absoluteString })
    }
}

extension AppStorage where Value == Data {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0 as? Data }, write: { $0 })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(
            key: key, defaultValue: wrappedValue, store: store, read: { ($0 as? String).flatMap(Value.init(rawValue:)) },
            write: { $0.rawValue })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(
            key: key, defaultValue: wrappedValue, store: store, read: { ($0 as? NSNumber).flatMap { Value(rawValue: $0.intValue) } },
            write: { $0.rawValue })
    }
}

/// An observable object a view watches, as in SwiftUI.
@propertyWrapper @dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject> {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        wrappedValue = initialValue
    }

    public var projectedValue: ObservedObject<ObjectType> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// An observable object a view owns, made once.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    private let box: Box<ObjectType?>
    private let make: () -> ObjectType

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = Box(nil)
        make = thunk
    }

    public var wrappedValue: ObjectType {
        if let object = box.value { return object }
        let object = make()
        box.value = object
        return object
    }

    public var projectedValue: ObservedObject<ObjectType> { ObservedObject(wrappedValue: wrappedValue) }
}

/// An observable object put in the environment by an ancestor with `environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.current.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            fatalError("No \(ObjectType.self) in the environment: put one there with environmentObject(_:) on a view around this one.")
        }
        return object
    }
}

private struct EnvironmentObjectsKey: EnvironmentKey {
    static var defaultValue: [ObjectIdentifier: AnyObject] { [:] }
}

extension EnvironmentValues {
    var objects: [ObjectIdentifier: AnyObject] {
        get { self[EnvironmentObjectsKey.self] }
        set { self[EnvironmentObjectsKey.self] = newValue }
    }
}

extension View {
    /// Puts `object` in the environment of this view and the views inside it.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        EnvironmentModifiedView(content: self) { $0.objects[ObjectIdentifier(T.self)] = object }
    }

    /// Puts an `@Observable` object in the environment of this view and the views inside it, where
    /// `@Environment(T.self)` reads it; nil takes it out.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        EnvironmentModifiedView(content: self) { $0.objects[ObjectIdentifier(T.self)] = object }
    }
}

/// Bindings to the properties of an `@Observable` object: `$model.name` for a `TextField` or a `Toggle`.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
