import Foundation
import Intents

/// An identifier the system can keep as text and read back.
public protocol EntityIdentifierConvertible {
    var entityIdentifierString: String { get }
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
    public var entityIdentifierString: String { self }
    public static func entityIdentifier(for entityIdentifierString: String) -> String? { entityIdentifierString }
}

extension Int: EntityIdentifierConvertible {
    public var entityIdentifierString: String { String(self) }
    public static func entityIdentifier(for entityIdentifierString: String) -> Int? { Int(entityIdentifierString) }
}

extension UUID: EntityIdentifierConvertible {
    public var entityIdentifierString: String { uuidString }
    public static func entityIdentifier(for entityIdentifierString: String) -> UUID? { UUID(uuidString: entityIdentifierString) }
}

/// A thing of the app a parameter can refer to (a character, a card): the system keeps its identifier
/// and shows its representation, and asks its query for it again by that identifier.
public protocol AppEntity: _IntentValue, DisplayRepresentable, Identifiable, Sendable where ID: EntityIdentifierConvertible {
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    static var defaultQuery: DefaultQuery { get }
}

extension AppEntity {
    public static var _valueType: _ParameterValueType {
        var type = _ParameterValueType(
            .entity, typeName: String(describing: Self.self), displayName: typeDisplayRepresentation.name.text)
        let query = defaultQuery
        type.suggestions = { try await query.suggestedEntities()._sections }
        if let query = query as? any EntityStringQuery {
            type.search = { term in try await searchSections(query, term) }
        }
        type.defaultResult = { await query.defaultResult().map { $0._intentValue } }
        return type
    }

    /// As an `INObject` is kept: identifier, display string and subtitle.
    public var _intentValue: IntentValue {
        var object: [String: IntentValue] = [
            "identifier": .string(id.entityIdentifierString), "displayString": .string(displayRepresentation.title.text),
        ]
        if let subtitle = displayRepresentation.subtitle { object["subtitleString"] = .string(subtitle.text) }
        return .object(object)
    }

    /// The entity the query finds now by the kept identifier; nil when it is gone.
    public static func _decoded(_ value: IntentValue) async throws -> Self? {
        guard let text = value.identifier, let id = ID.entityIdentifier(for: text) else { return nil }
        return try await defaultQuery.entities(for: [id]).first
    }
}

/// Where the options of a parameter come from: a list, and the one chosen at first.
public protocol DynamicOptionsProvider: Sendable {
    associatedtype Result: ResultsCollection
    associatedtype DefaultValue: _IntentValue = Result.Result

    func results() async throws -> Result
    func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
    public func defaultResult() async -> DefaultValue? { nil }
}

/// How the system finds an entity type's values: by identifiers, as suggestions, and first.
public protocol EntityQuery: DynamicOptionsProvider where Result.Result == Entity, DefaultValue == Entity {
    associatedtype Entity: AppEntity
    /// An array of entities, unless the query gives sections (`IntentItemCollection`).
    associatedtype Result = [Entity]

    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    func suggestedEntities() async throws -> Result
}

extension EntityQuery {
    public func results() async throws -> Result { try await suggestedEntities() }
}

extension EntityQuery where Result == [Entity] {
    /// None, unless the query suggests some.
    public func suggestedEntities() async throws -> [Entity] { [] }
}

/// The entities `query` finds for `term`, in sections; its type opened from the existential.
package func searchSections<Query: EntityStringQuery>(_ query: Query, _ term: String) async throws -> [_OptionSection] {
    try await query.entities(matching: term)._sections
}

/// A query the Edit Widget form can search as the user types.
public protocol EntityStringQuery: EntityQuery {
    func entities(matching string: String) async throws -> Result
}

/// A query that can list every entity.
public protocol EnumerableEntityQuery: EntityQuery {
    func allEntities() async throws -> Result
}

/// A list of results: an array, or an `IntentItemCollection` in sections.
public protocol ResultsCollection<Result> {
    associatedtype Result: _IntentValue

    var items: [Result] { get }
    var promptLabel: LocalizedStringResource? { get }
    var usesIndexedCollation: Bool { get }
    static var empty: Self { get }
    /// Its sections, each value as the system keeps it.
    var _sections: [_OptionSection] { get }
}

extension Array: ResultsCollection where Element: _IntentValue {
    public typealias Result = Element
    public var items: [Element] { self }
    public var promptLabel: LocalizedStringResource? { nil }
    public var usesIndexedCollation: Bool { false }
    public static var empty: [Element] { [] }
    public var _sections: [_OptionSection] { [_OptionSection(title: nil, items: map(\._intentValue))] }
}

/// Results in titled sections.
public struct IntentItemCollection<Result: _IntentValue>: ResultsCollection {
    public var sections: [IntentItemSection<Result>]
    public var promptLabel: LocalizedStringResource?
    public var usesIndexedCollation: Bool

    public init(sections: [IntentItemSection<Result>], promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false) {
        self.sections = sections
        self.promptLabel = promptLabel
        self.usesIndexedCollation = usesIndexedCollation
    }

    public init(items: [Result], promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false) {
        self.init(sections: [IntentItemSection(items: items)], promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation)
    }

    public var items: [Result] { sections.flatMap(\.items) }
    public static var empty: IntentItemCollection<Result> { IntentItemCollection(sections: []) }
    public var _sections: [_OptionSection] {
        sections.map { _OptionSection(title: $0.title?.text, items: $0.items.map(\._intentValue)) }
    }
}

/// A section of an `IntentItemCollection`.
public struct IntentItemSection<Result: _IntentValue> {
    public var title: LocalizedStringResource?
    public var items: [Result]

    public init(_ title: LocalizedStringResource? = nil, items: [Result]) {
        self.title = title
        self.items = items
    }
}

/// An enumeration a parameter can hold: the form lists its cases by their representations.
public protocol AppEnum: _IntentValue, StaticDisplayRepresentable, RawRepresentable, Sendable where RawValue: LosslessStringConvertible {}

extension AppEnum {
    public static var _valueType: _ParameterValueType {
        var type = _ParameterValueType(
            .enumeration, typeName: String(describing: Self.self), displayName: typeDisplayRepresentation.name.text)
        type.cases = allCases.map { ($0.rawValue.description, caseDisplayRepresentations[$0]?.title.text ?? $0.rawValue.description) }
        return type
    }

    /// Its raw value, as text.
    public var _intentValue: IntentValue { .string(rawValue.description) }

    public static func _decoded(_ value: IntentValue) async throws -> Self? {
        value.stringValue.flatMap(RawValue.init).flatMap(Self.init(rawValue:))
    }
}
