import Foundation
import GRDB
import Synchronization

/// How a model type is stored, worked out once per type from what `@Model` recorded: each property's
/// column, and how its value becomes a column's value and back.
final class EntityLayout: @unchecked Sendable {
    // Unchecked: everything is set in `init` and only read afterwards, except `inverseLinks`, behind its mutex.

    let type: any PersistentModel.Type
    let name: String
    let properties: [PropertyLayout]
    let indexByKeyPath: [AnyKeyPath: Int]
    let indexByName: [String: Int]
    /// The properties whose values are unique together, one list per constraint.
    let uniqueness: [[Int]]
    let indices: [[Int]]
    /// The values a model starts with before its initializer assigns them: defaults where the
    /// property has one (a property added to a stored model takes it), unset otherwise.
    let initialValues: [Any]
    /// Properties whose types cannot be stored, in words.
    let problems: [String]
    private let inverseLinks = Mutex<[Int: InverseLink?]>([:])

    private static let layouts = Mutex<[ObjectIdentifier: EntityLayout]>([:])

    /// The layout of `type`, made on first use.
    static func of(_ type: any PersistentModel.Type) -> EntityLayout {
        let key = ObjectIdentifier(type)
        if let layout = layouts.withLock({ $0[key] }) { return layout }
        let layout = EntityLayout(type)
        return layouts.withLock { layouts in
            if let existing = layouts[key] { return existing }
            layouts[key] = layout
            return layout
        }
    }

    private init(_ type: any PersistentModel.Type) {
        self.type = type
        name = String(describing: type)
        var problems: [String] = []
        var properties: [PropertyLayout] = []
        for metadata in type.schemaMetadata {
            let valueType = Swift.type(of: metadata.keypath).valueType
            let kind: PropertyLayout.Kind
            if let destination = valueType as? any PersistentModel.Type {
                kind = .toOne(destination, optional: false)
            } else if let optional = valueType as? any _OptionalModel.Type {
                kind = .toOne(optional.modelType, optional: true)
            } else if let collection = valueType as? any _ModelCollection.Type {
                kind = .toMany(collection.modelType)
            } else if let codec = ValueCodec.make(for: valueType) {
                kind = .attribute(codec)
            } else {
                problems.append(
                    "\(type).\(metadata.name) is of type \(valueType), which SwiftData cannot store; "
                        + "make the type Codable or mark the property @Transient")
                kind = .attribute(ValueCodec.unsupported)
            }
            let relationship: Schema.Relationship?
            let attribute: Schema.Attribute
            switch kind {
            case .attribute:
                attribute = metadata.metadata as? Schema.Attribute ?? Schema.Attribute()
                relationship = nil
            case .toOne(let destination, _), .toMany(let destination):
                attribute = Schema.Attribute()
                let made = metadata.metadata as? Schema.Relationship ?? Schema.Relationship()
                made.destination = String(describing: destination)
                made.keypath = metadata.keypath
                made.valueType = valueType
                made.name = metadata.name
                if made.originalName.isEmpty { made.originalName = metadata.name }
                relationship = made
            }
            attribute.name = metadata.name
            attribute.valueType = valueType
            attribute.defaultValue = metadata.defaultValue
            if attribute.originalName.isEmpty { attribute.originalName = metadata.name }
            properties.append(
                PropertyLayout(
                    name: metadata.name, keyPath: metadata.keypath, valueType: valueType, kind: kind, attribute: attribute,
                    relationship: relationship, defaultValue: metadata.defaultValue))
        }
        self.properties = properties
        var indexByKeyPath: [AnyKeyPath: Int] = [:]
        var indexByName: [String: Int] = [:]
        for (index, property) in properties.enumerated() {
            indexByKeyPath[property.keyPath] = index
            indexByName[property.name] = index
        }
        self.indexByKeyPath = indexByKeyPath
        self.indexByName = indexByName
        let lookUp = { (paths: [AnyKeyPath]) -> [Int] in paths.compactMap { indexByKeyPath[$0] } }
        var uniqueness = properties.indices.filter { properties[$0].attribute.isUnique || properties[$0].relationship?.isUnique == true }
            .map { [$0] }
        uniqueness += type._$uniquenessConstraints.map(lookUp).filter { !$0.isEmpty }
        self.uniqueness = uniqueness
        indices = type._$indices.map(lookUp).filter { !$0.isEmpty }
        initialValues = properties.map { property in
            if let value = property.defaultValue { return value }
            if case .toMany = property.kind, let collection = property.valueType as? any _ModelCollection.Type { return collection.empty }
            if let optional = property.valueType as? any _OptionalValue.Type { return optional._none }
            return UnsetValue()
        }
        self.problems = problems
    }

    /// The relationship on the other side of relationship `index`: the one it names with `inverse:`,
    /// the one that names it, or else the only relationship of the destination that leads back here.
    func inverse(of index: Int) -> InverseLink? {
        if let known = inverseLinks.withLock({ $0[index] }) { return known }
        let link = findInverse(of: index)
        inverseLinks.withLock { $0[index] = link }
        if let link { properties[index].relationship?.inverseName = link.layout.properties[link.index].name }
        return link
    }

    private func findInverse(of index: Int) -> InverseLink? {
        guard let destination = properties[index].destination else { return nil }
        let other = EntityLayout.of(destination)
        if let path = properties[index].relationship?.inverseKeyPath, let found = other.indexByKeyPath[path] {
            return InverseLink(layout: other, index: found)
        }
        let pointingBack = other.properties.indices.filter {
            other.properties[$0].destination.map(ObjectIdentifier.init) == ObjectIdentifier(type)
        }
        if let naming = pointingBack.first(where: { other.properties[$0].relationship?.inverseKeyPath == properties[index].keyPath }) {
            return InverseLink(layout: other, index: naming)
        }
        // A relationship of a model to its own type is its own inverse only when it says so.
        if pointingBack.count == 1, other !== self || pointingBack[0] != index,
            other.properties[pointingBack[0]].relationship?.inverseKeyPath == nil
        {
            return InverseLink(layout: other, index: pointingBack[0])
        }
        return nil
    }

    static func linkInverses(_ layouts: [EntityLayout]) {
        for layout in layouts {
            for index in layout.properties.indices where layout.properties[index].relationship != nil { _ = layout.inverse(of: index) }
        }
    }

    /// The table's name in SQL.
    var table: String { name.quotedDatabaseIdentifier }
}

/// The relationship on the other side of one.
struct InverseLink {
    let layout: EntityLayout
    let index: Int
}

/// A stored property and how it is stored.
struct PropertyLayout {
    enum Kind {
        case attribute(ValueCodec)
        case toOne(any PersistentModel.Type, optional: Bool)
        case toMany(any PersistentModel.Type)
    }

    let name: String
    let keyPath: AnyKeyPath
    let valueType: Any.Type
    let kind: Kind
    let attribute: Schema.Attribute
    let relationship: Schema.Relationship?
    let defaultValue: Any?

    var destination: (any PersistentModel.Type)? {
        switch kind {
        case .attribute: nil
        case .toOne(let type, _), .toMany(let type): type
        }
    }

    var isRelationship: Bool { relationship != nil }
    var column: String { name.quotedDatabaseIdentifier }
}

/// The value of a property no initializer has assigned yet.
struct UnsetValue {}

/// The value a relationship holds until it is first read: the primary keys of the related models.
struct RelationshipFault {
    let keys: [Int64]
}

/// How a property's value becomes a column's value and back: numbers, strings, dates, data, UUIDs
/// and URLs as SQLite's own types; anything else Codable as JSON.
struct ValueCodec: @unchecked Sendable {
    // Unchecked: the closures capture nothing but metatypes.
    let encode: (Any) throws -> DatabaseValue
    let decode: (DatabaseValue) throws -> Any

    static let unsupported = ValueCodec(encode: { _ in .null }, decode: { _ in UnsetValue() })

    static func make(for type: Any.Type) -> ValueCodec? {
        if let column = type as? any _ColumnValue.Type { return column.codec }
        if let codable = type as? any Codable.Type { return json(codable) }
        return nil
    }

    private static func json<T: Codable>(_ type: T.Type) -> ValueCodec {
        ValueCodec(
            encode: { value in
                guard let value = value as? T else { return .null }
                let data = try JSONEncoder().encode(value)
                return String(decoding: data, as: UTF8.self).databaseValue
            },
            decode: { stored in
                guard let text = String.fromDatabaseValue(stored) else {
                    throw SwiftDataError.storedValue("a \(T.self) stored as something other than JSON")
                }
                return try JSONDecoder().decode(T.self, from: Data(text.utf8))
            })
    }
}

/// A type stored as one of SQLite's own values.
public protocol _ColumnValue {
    static func _fromColumn(_ value: DatabaseValue) -> Self?
    var _columnValue: DatabaseValue { get }
}

extension _ColumnValue {
    static var codec: ValueCodec {
        ValueCodec(
            encode: { value in (value as? Self)?._columnValue ?? .null },
            decode: { stored in
                guard let value = Self._fromColumn(stored) else {
                    throw SwiftDataError.storedValue("\(stored) where a \(Self.self) was expected")
                }
                return value
            })
    }
}

/// The values GRDB already converts, kept as it keeps them.
extension _ColumnValue where Self: DatabaseValueConvertible {
    public static func _fromColumn(_ value: DatabaseValue) -> Self? { Self.fromDatabaseValue(value) }
    public var _columnValue: DatabaseValue { databaseValue }
}

extension String: _ColumnValue {}
extension Int: _ColumnValue {}
extension Int64: _ColumnValue {}
extension Int32: _ColumnValue {}
extension Int16: _ColumnValue {}
extension Double: _ColumnValue {}
extension Float: _ColumnValue {}
extension Bool: _ColumnValue {}
extension Data: _ColumnValue {}
/// Dates as seconds since 2001, as Core Data keeps them: sorting and comparing them is SQLite's REAL order.
extension Date: _ColumnValue {
    public static func _fromColumn(_ value: DatabaseValue) -> Date? {
        Double.fromDatabaseValue(value).map(Date.init(timeIntervalSinceReferenceDate:))
    }
    public var _columnValue: DatabaseValue { timeIntervalSinceReferenceDate.databaseValue }
}
extension UUID: _ColumnValue {
    public static func _fromColumn(_ value: DatabaseValue) -> UUID? { String.fromDatabaseValue(value).flatMap(UUID.init(uuidString:)) }
    public var _columnValue: DatabaseValue { uuidString.databaseValue }
}
extension URL: _ColumnValue {
    public static func _fromColumn(_ value: DatabaseValue) -> URL? { String.fromDatabaseValue(value).flatMap { URL(string: $0) } }
    public var _columnValue: DatabaseValue { absoluteString.databaseValue }
}
extension Optional: _ColumnValue where Wrapped: _ColumnValue {
    public static func _fromColumn(_ value: DatabaseValue) -> Wrapped?? {
        if value.isNull { return .some(nil) }
        return Wrapped._fromColumn(value).map { .some($0) }
    }
    public var _columnValue: DatabaseValue { self?._columnValue ?? .null }
}

/// An optional, seen through its metatype.
public protocol _OptionalValue {
    static var _none: Any { get }
    var _isNone: Bool { get }
}

extension Optional: _OptionalValue {
    public static var _none: Any { Optional<Wrapped>.none as Any }
    public var _isNone: Bool { self == nil }
}

/// An optional model: a to-one relationship that may be empty.
public protocol _OptionalModel {
    static var modelType: any PersistentModel.Type { get }
    static func _wrapping(_ model: (any PersistentModel)?) -> Any
    var _model: (any PersistentModel)? { get }
}

extension Optional: _OptionalModel where Wrapped: PersistentModel {
    public static var modelType: any PersistentModel.Type { Wrapped.self }
    public static func _wrapping(_ model: (any PersistentModel)?) -> Any { model as? Wrapped as Any }
    public var _model: (any PersistentModel)? { self }
}

/// An array of models: a to-many relationship.
public protocol _ModelCollection {
    static var modelType: any PersistentModel.Type { get }
    static var empty: Any { get }
    static func _wrapping(_ models: [any PersistentModel]) -> Any
    var _models: [any PersistentModel] { get }
}

extension Array: _ModelCollection where Element: PersistentModel {
    public static var modelType: any PersistentModel.Type { Element.self }
    public static var empty: Any { [Element]() }
    public static func _wrapping(_ models: [any PersistentModel]) -> Any { models.compactMap { $0 as? Element } }
    public var _models: [any PersistentModel] { map { $0 } }
}
