import Foundation
import GRDB

// A context's models of any type: a relationship's models wrapped as its property holds them, and read
// back from it.

extension ModelContext {
    // MARK: Models, whatever their type

    static func wrap(_ models: [any PersistentModel], for property: PropertyLayout) -> Any {
        if let collection = property.valueType as? any _ModelCollection.Type { return collection._wrapping(models) }
        if let optional = property.valueType as? any _OptionalModel.Type { return optional._wrapping(models.first) }
        return models.first ?? UnsetValue()
    }

    static func makeModel(of type: any PersistentModel.Type, values: [Any], key: Int64?, context: ModelContext?) -> any PersistentModel {
        func make<M: PersistentModel>(_ type: M.Type) -> M {
            let backing = DefaultBackingData<M>(for: M.self)
            backing.values = values
            backing.committed = values
            backing.primaryKey = key
            backing.storeIdentifier = context?.container.store.identifier
            backing.context = context
            return M(backingData: backing)
        }
        return make(type)
    }

    static func layout(of model: any PersistentModel) -> EntityLayout {
        func open<M: PersistentModel>(_ model: M) -> EntityLayout { model._backing.layout }
        return open(model)
    }

    static func values(of model: any PersistentModel) -> [Any] {
        func open<M: PersistentModel>(_ model: M) -> [Any] { model._backing.values }
        return open(model)
    }

    static func primaryKey(of model: any PersistentModel) -> Int64? {
        func open<M: PersistentModel>(_ model: M) -> Int64? { model._backing.primaryKey }
        return open(model)
    }

    static func context(of model: any PersistentModel) -> ModelContext? {
        func open<M: PersistentModel>(_ model: M) -> ModelContext? { model._backing.context }
        return open(model)
    }

    static func isDeleted(_ model: any PersistentModel) -> Bool {
        func open<M: PersistentModel>(_ model: M) -> Bool { model._backing.isDeleted }
        return open(model)
    }

    static func hasLocalChanges(_ model: any PersistentModel) -> Bool {
        func open<M: PersistentModel>(_ model: M) -> Bool { model._backing.isChanged || model._backing.isDeleted }
        return open(model)
    }

    static func refresh(_ model: any PersistentModel, with values: [Any]) {
        func open<M: PersistentModel>(_ model: M) {
            model._backing.values = values
            model._backing.committed = values
        }
        open(model)
    }

    static func markGone(_ model: any PersistentModel) {
        func open<M: PersistentModel>(_ model: M) {
            model._backing.isDeleted = true
            model._backing.context = nil
        }
        open(model)
    }

    /// Registers a model just saved under its key; a model it replaced by upsert takes its values.
    func adopt(_ model: any PersistentModel, key: Int64) {
        func open<M: PersistentModel>(_ model: M) {
            let backing = model._backing
            if let previous = registered[backing.layout.name]?[key] as? M, previous !== model {
                previous._backing.values = backing.values
                previous._backing.committed = backing.values
            }
            backing.primaryKey = key
            backing.storeIdentifier = container.store.identifier
            backing.committed = backing.values
            backing.isChanged = false
            registered[backing.layout.name, default: [:]][key] = model
        }
        open(model)
    }

    func markSaved(_ model: any PersistentModel) {
        func open<M: PersistentModel>(_ model: M) {
            model._backing.committed = model._backing.values
            model._backing.isChanged = false
        }
        open(model)
    }

    func forget(_ model: any PersistentModel) {
        func open<M: PersistentModel>(_ model: M) {
            let backing = model._backing
            if let key = backing.primaryKey { registered[backing.layout.name]?.removeValue(forKey: key) }
            backing.context = nil
            backing.isChanged = false
        }
        open(model)
    }

    func detach(_ model: any PersistentModel) {
        func open<M: PersistentModel>(_ model: M) {
            model._backing.context = nil
        }
        open(model)
    }

    func restore(_ model: any PersistentModel) {
        func open<M: PersistentModel>(_ model: M) {
            let backing = model._backing
            if let committed = backing.committed { backing.values = committed }
            backing.isChanged = false
            backing.isDeleted = false
        }
        open(model)
    }

    /// Sorts (and skips and limits) the results as the descriptor says: by each sort descriptor in turn,
    /// then by the order models were stored in. With a limit, only that many are kept while sorting.
    /// The models that meet the descriptor's predicate, sorted (and skipped and limited) as it says: by each
    /// sort descriptor in turn, then in the order the models were stored in.
    static func select<T: PersistentModel>(_ keyed: [(model: T, key: Int64)], by descriptor: FetchDescriptor<T>) throws -> [T] {
        if let limit = descriptor.fetchLimit, limit < 0 {
            throw SwiftDataError(.invalidArgument, "A fetch's fetchLimit must be 0 or more, or nil for all; it was \(limit).")
        }
        if let offset = descriptor.fetchOffset, offset < 0 {
            throw SwiftDataError(.invalidArgument, "A fetch's fetchOffset must be 0 or more; it was \(offset).")
        }
        let offset = descriptor.fetchOffset ?? 0
        let wanted = descriptor.fetchLimit.map { $0 + offset }
        let sortBy = descriptor.sortBy
        // Each sort descriptor's values, read once per model where they are numbers or dates (ordered the same
        // way by `<`); other values are compared by the descriptor itself, reading them at each comparison.
        let numbers = sortBy.map { SortKeys(keyed.map(\.model), by: $0)?.values }
        let columns = numbers.allSatisfy { $0 != nil } ? numbers.compactMap { $0 } : nil
        let ascending = sortBy.map { $0.order == .forward }
        func precedes(_ lhs: Int, _ rhs: Int) -> Bool {
            if let columns {
                for (column, values) in columns.enumerated() where values[lhs] != values[rhs] {
                    return (values[lhs] < values[rhs]) == ascending[column]
                }
                return keyed[lhs].key < keyed[rhs].key
            }
            for (index, sort) in sortBy.enumerated() {
                let order: ComparisonResult
                if let values = numbers[index] {
                    order =
                        values[lhs] == values[rhs]
                        ? .orderedSame : (values[lhs] < values[rhs]) == ascending[index] ? .orderedAscending : .orderedDescending
                } else {
                    order = sort.compare(keyed[lhs].model, keyed[rhs].model)
                }
                switch order {
                case .orderedAscending: return true
                case .orderedDescending: return false
                case .orderedSame: continue
                }
            }
            return keyed[lhs].key < keyed[rhs].key
        }
        func page(_ indices: [Int]) -> [T] {
            let start = min(offset, indices.count)
            let end = descriptor.fetchLimit.map { min(start + $0, indices.count) } ?? indices.count
            return indices[start..<end].map { keyed[$0].model }
        }
        if let predicate = descriptor.predicate, let wanted, !sortBy.isEmpty, columns != nil {
            // Sorted first, by values read once each, then filtered until the page is full: the predicate runs
            // on as many models as the page needs, not on every model, as an index lets SQLite do.
            var matched: [Int] = []
            for index in keyed.indices.sorted(by: precedes) {
                guard matched.count < wanted else { break }
                if try predicate.evaluate(keyed[index].model) { matched.append(index) }
            }
            return page(matched)
        }
        var indices = Array(keyed.indices)
        if let predicate = descriptor.predicate {
            indices = try indices.filter { try predicate.evaluate(keyed[$0].model) }
        }
        if let wanted, wanted < indices.count / 4 {
            // The first `offset + limit` only: each model is placed among those kept so far, by binary search.
            var kept: [Int] = []
            kept.reserveCapacity(wanted + 1)
            for element in indices {
                if kept.count == wanted, let last = kept.last, !precedes(element, last) { continue }
                var low = 0
                var high = kept.count
                while low < high {
                    let middle = (low + high) / 2
                    if precedes(element, kept[middle]) { high = middle } else { low = middle + 1 }
                }
                kept.insert(element, at: low)
                if kept.count > wanted { kept.removeLast() }
            }
            return page(kept)
        }
        return page(indices.sorted(by: precedes))
    }

    // MARK: Relationships changed

    /// Keeps the other side of relationship `index` in step after it changed from `old`, and inserts
    /// related models that are in no context yet.
    func relationshipChanged<T: PersistentModel>(_ model: T, backing: DefaultBackingData<T>, index: Int, from old: [any PersistentModel]) {
        let now = backing.relatedModels(at: index)
        for other in now where Self.context(of: other) == nil { insertAny(other) }
        guard let link = backing.layout.inverse(of: index) else { return }
        let nowIdentities = Set(now.map(ObjectIdentifier.init))
        let oldIdentities = Set(old.map(ObjectIdentifier.init))
        for other in old where !nowIdentities.contains(ObjectIdentifier(other)) { removeAny(model, from: other, at: link.index) }
        for other in now where !oldIdentities.contains(ObjectIdentifier(other)) {
            addAny(model, to: other, at: link.index, forwardIndex: index)
        }
    }

    func insertAny(_ model: any PersistentModel) { insertModel(model) }

    /// Takes `model` out of relationship `index` of `other`.
    func removeAny<Other: PersistentModel>(_ model: any PersistentModel, from other: Other, at index: Int) {
        let backing = other._backing
        let current = backing.relatedModels(at: index)
        guard current.contains(where: { $0 === model }) else { return }
        willChangeAny(other, backing: backing)
        backing.values[index] = Self.wrap(current.filter { $0 !== model }, for: backing.layout.properties[index])
    }

    /// Puts `model` in relationship `index` of `other`; a to-one relationship's former model loses `other`.
    func addAny<Other: PersistentModel>(_ model: any PersistentModel, to other: Other, at index: Int, forwardIndex: Int) {
        let backing = other._backing
        let current = backing.relatedModels(at: index)
        guard !current.contains(where: { $0 === model }) else { return }
        willChangeAny(other, backing: backing)
        let property = backing.layout.properties[index]
        if case .toMany = property.kind {
            backing.values[index] = Self.wrap(current + [model], for: property)
        } else {
            for former in current where former !== model { removeAny(other, fromModel: former, at: forwardIndex) }
            backing.values[index] = Self.wrap([model], for: property)
        }
    }

    func removeAny(_ model: any PersistentModel, fromModel other: any PersistentModel, at index: Int) {
        removeAny(model, from: other, at: index)
    }

    func willChangeAny<Other: PersistentModel>(_ model: Other, backing: DefaultBackingData<Other>) {
        if backing.context === self { willChange(model, backing: backing) }
    }
}
