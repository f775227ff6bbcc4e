import Foundation
import Intents

/// The sizes a widget comes in, as App Intents names them to size an array parameter per family.
/// `accessoryCorner` is a watch's; a phone never asks for it.
public enum IntentWidgetFamily: Hashable, Sendable, CaseIterable {
    case accessoryCircular
    case accessoryCorner
    case accessoryInline
    case accessoryRectangular
    case systemExtraLarge
    case systemExtraLargePortrait
    case systemLarge
    case systemMedium
    case systemSmall
}

/// How many values an array parameter takes: exactly some number, or from a least to a most.
public struct IntentCollectionSize: ExpressibleByIntegerLiteral, Equatable, Sendable {
    package let minimum: Int
    package let maximum: Int

    /// Exactly `count` values. A negative count is a mistake in the code, stopped as Swift stops `5...2`.
    public init(exactly count: Int) {
        precondition(count >= 0, "IntentCollectionSize(exactly: \(count)) needs a count of 0 or more.")
        minimum = count
        maximum = count
    }

    /// From `min` to `max` values, both included.
    public init(min: Int, max: Int) {
        precondition(min >= 0 && min <= max, "IntentCollectionSize(min: \(min), max: \(max)) needs 0 ≤ min ≤ max.")
        minimum = min
        maximum = max
    }

    /// `size: 3` is exactly three.
    public init(integerLiteral value: Int) {
        self.init(exactly: value)
    }
}

/// The sizes an array parameter was given: one for every family, or one per family named (a family
/// left out takes any number, as an intent definition's array without a size for it does).
package enum ParameterCollectionSizes: Sendable {
    case any
    case everyFamily(IntentCollectionSize)
    case perFamily([IntentWidgetFamily: IntentCollectionSize])

    /// The size for a widget of `family`; nil when it takes any number.
    package func size(for family: IntentWidgetFamily) -> IntentCollectionSize? {
        switch self {
        case .any: nil
        case .everyFamily(let size): size
        case .perFamily(let sizes): sizes[family]
        }
    }
}

extension IntentParameter where Value.UnwrappedType: Collection, Value.ValueType: AppEntity {
    /// An array of entities with a size per widget family.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        size: [IntentWidgetFamily: IntentCollectionSize], inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title, description: description, default: defaultValue, requestValueDialog: nil)
        collectionSizes = .perFamily(size)
    }

    /// An array of entities with a size per widget family, its choices from `query`.
    public convenience init<Query: EntityQuery>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        size: [IntentWidgetFamily: IntentCollectionSize], inputConnectionBehavior: InputConnectionBehavior = .default, query: Query
    ) where Value.ValueType == Query.Entity {
        self.init(title, description: description, default: defaultValue, requestValueDialog: nil)
        collectionSizes = .perFamily(size)
        provide(entitiesFrom: query)
    }

    /// An array of entities of one size in every family.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        size: IntentCollectionSize, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title, description: description, default: defaultValue, requestValueDialog: nil)
        collectionSizes = .everyFamily(size)
    }

    /// An array of entities of one size in every family, its choices from `query`.
    public convenience init<Query: EntityQuery>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        size: IntentCollectionSize, inputConnectionBehavior: InputConnectionBehavior = .default, query: Query
    ) where Value.ValueType == Query.Entity {
        self.init(title, description: description, default: defaultValue, requestValueDialog: nil)
        collectionSizes = .everyFamily(size)
        provide(entitiesFrom: query)
    }
}
