import Foundation
import GRDB

// How a context reads the store's rows into models and writes models back as rows (ModelContext.swift
// keeps what it inserted, changed and deleted until it saves).

extension ModelContext {
    // MARK: Reading the store

    func knownLayout<T: PersistentModel>(of type: T.Type) throws -> EntityLayout {
        let layout = EntityLayout.of(type)
        guard container.contains(layout) else {
            throw SwiftDataError(.modelNotInSchema, "\(T.self) is not a model of this container's schema; add it to the container's types.")
        }
        return layout
    }

    /// Reads what was saved to the entity's table since this context last looked.
    func sync(_ layout: EntityLayout) throws {
        let since = synced[layout.name]
        let columns = (["Z_PK"] + layout.properties.map(\.column)).joined(separator: ", ")
        let read = try container.store.read { db -> (generation: Int64, rows: [Row], keys: Set<Int64>?)? in
            let generation = try ModelStore.generation(db)
            if generation == since { return nil }
            let rows = try Row.fetchAll(db, sql: "SELECT \(columns) FROM \(layout.table) WHERE Z_GEN > ?", arguments: [since ?? -1])
            let keys = since == nil ? nil : Set(try Int64.fetchAll(db, sql: "SELECT Z_PK FROM \(layout.table)"))
            return (generation, rows, keys)
        }
        guard let read else { return }
        var models = registered[layout.name] ?? [:]
        if let keys = read.keys {
            for (key, model) in models where !keys.contains(key) {
                models.removeValue(forKey: key)
                let identity = ObjectIdentifier(model)
                changed.removeValue(forKey: identity)
                deleted.removeValue(forKey: identity)
                Self.markGone(model)
            }
        }
        for row in read.rows {
            let key: Int64 = row[0]
            var values: [Any] = []
            values.reserveCapacity(layout.properties.count)
            for (index, property) in layout.properties.enumerated() {
                values.append(try Self.decode(row[index + 1] as DatabaseValue, for: property))
            }
            if let model = models[key] {
                if !Self.hasLocalChanges(model) { Self.refresh(model, with: values) }
            } else {
                models[key] = Self.makeModel(of: layout.type, values: values, key: key, context: self)
            }
        }
        registered[layout.name] = models
        synced[layout.name] = read.generation
    }

    static func decode(_ value: DatabaseValue, for property: PropertyLayout) throws -> Any {
        switch property.kind {
        case .attribute(let codec):
            return try codec.decode(value)
        case .toOne(_, let optional):
            if let key = Int64.fromDatabaseValue(value) { return RelationshipFault(keys: [key]) }
            if optional, let type = property.valueType as? any _OptionalValue.Type { return type._none }
            return UnsetValue()
        case .toMany:
            let keys = String.fromDatabaseValue(value).flatMap { try? JSONDecoder().decode([Int64].self, from: Data($0.utf8)) } ?? []
            return RelationshipFault(keys: keys)
        }
    }

    static func encode(_ value: Any, for property: PropertyLayout, keys: [ObjectIdentifier: Int64]) throws -> DatabaseValue {
        func key(of model: any PersistentModel) -> Int64? {
            primaryKey(of: model) ?? keys[ObjectIdentifier(model)]
        }
        switch property.kind {
        case .attribute(let codec):
            return try codec.encode(value)
        case .toOne:
            if let fault = value as? RelationshipFault { return fault.keys.first?.databaseValue ?? .null }
            if let optional = value as? any _OptionalModel { return optional._model.flatMap(key(of:))?.databaseValue ?? .null }
            if let model = value as? any PersistentModel { return key(of: model)?.databaseValue ?? .null }
            return .null
        case .toMany:
            let list: [Int64]
            if let fault = value as? RelationshipFault {
                list = fault.keys
            } else if let collection = value as? any _ModelCollection {
                list = collection._models.compactMap(key(of:))
            } else {
                list = []
            }
            return String(decoding: try JSONEncoder().encode(list), as: UTF8.self).databaseValue
        }
    }

    // MARK: Writing rows

    /// Inserts the model's attributes, or updates the stored model whose unique values it shares; its key.
    func insertRow(_ model: any PersistentModel, generation: Int64, keys: [ObjectIdentifier: Int64], _ db: Database) throws -> Int64
    {
        let layout = Self.layout(of: model)
        let values = Self.values(of: model)
        let attributes = layout.properties.indices.filter { !layout.properties[$0].isRelationship }
        var encoded: [Int: DatabaseValue] = [:]
        for index in attributes { encoded[index] = try Self.encode(values[index], for: layout.properties[index], keys: keys) }
        for constraint in layout.uniqueness {
            var arguments: [DatabaseValue] = []
            for index in constraint {
                arguments.append(try encoded[index] ?? Self.encode(values[index], for: layout.properties[index], keys: keys))
            }
            let condition = constraint.map { "\(layout.properties[$0].column) IS ?" }.joined(separator: " AND ")
            let statement = try db.cachedStatement(sql: "SELECT Z_PK FROM \(layout.table) WHERE \(condition) LIMIT 1")
            if let existing = try Int64.fetchOne(statement, arguments: StatementArguments(arguments)) {
                let assignments = (["Z_GEN = ?"] + attributes.map { "\(layout.properties[$0].column) = ?" }).joined(separator: ", ")
                let update = try db.cachedStatement(sql: "UPDATE \(layout.table) SET \(assignments) WHERE Z_PK = ?")
                try update.execute(
                    arguments: StatementArguments(
                        [generation.databaseValue] + attributes.map { encoded[$0] ?? .null } + [existing.databaseValue]))
                return existing
            }
        }
        let columns = (["Z_GEN"] + attributes.map { layout.properties[$0].column }).joined(separator: ", ")
        let marks = Array(repeating: "?", count: attributes.count + 1).joined(separator: ", ")
        let statement = try db.cachedStatement(sql: "INSERT INTO \(layout.table) (\(columns)) VALUES (\(marks))")
        try statement.execute(arguments: StatementArguments([generation.databaseValue] + attributes.map { encoded[$0] ?? .null }))
        return db.lastInsertedRowID
    }

    /// Writes every property of a stored (or just inserted) model.
    func updateRow(_ model: any PersistentModel, generation: Int64, keys: [ObjectIdentifier: Int64], _ db: Database) throws {
        guard let key = Self.primaryKey(of: model) ?? keys[ObjectIdentifier(model)] else { return }
        let layout = Self.layout(of: model)
        let values = Self.values(of: model)
        var arguments: [DatabaseValue] = [generation.databaseValue]
        for (index, property) in layout.properties.enumerated() {
            arguments.append(try Self.encode(values[index], for: property, keys: keys))
        }
        arguments.append(key.databaseValue)
        let assignments = (["Z_GEN = ?"] + layout.properties.map { "\($0.column) = ?" }).joined(separator: ", ")
        let statement = try db.cachedStatement(sql: "UPDATE \(layout.table) SET \(assignments) WHERE Z_PK = ?")
        try statement.execute(arguments: StatementArguments(arguments))
    }
}
