import Foundation

/// The models a container stores, their properties and version, as SwiftData describes them.
public final class Schema: @unchecked Sendable {
    // Unchecked: its entities are set once, when it is made, and only read afterwards.

    /// A semantic version of a schema.
    public struct Version: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
        public let major: Int
        public let minor: Int
        public let patch: Int

        /// A version; each number must be 0 or more.
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            precondition(
                major >= 0 && minor >= 0 && patch >= 0, "A schema version's numbers must be 0 or more; got \(major).\(minor).\(patch).")
            self.major = major
            self.minor = minor
            self.patch = patch
        }

        public static func < (lhs: Version, rhs: Version) -> Bool {
            (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }

        public var description: String { "\(major).\(minor).\(patch)" }
    }

    /// The schema's version.
    public final let version: Version
    /// The schema's models.
    public final var entities: [Entity]
    /// The schema's models by name.
    public final var entitiesByName: [String: Entity] {
        Dictionary(entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The model types, in the order given; the types their relationships reach are added after them.
    let modelTypes: [any PersistentModel.Type]

    /// An empty schema.
    public init() {
        version = Version(1, 0, 0)
        entities = []
        modelTypes = []
    }

    /// A schema of the entities given. Entities made by hand describe a store but store nothing here:
    /// give the model types (`Schema([Item.self])`) for a schema a container can keep models of.
    public init(_ entities: Entity..., version: Version = Version(1, 0, 0)) {
        self.version = version
        self.entities = entities
        modelTypes = []
    }

    /// A schema of the model types given, and those their relationships reach.
    public convenience init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        self.init(modelTypes: types, version: version)
    }

    /// The schema of a versioned schema: its models and its version.
    public convenience init(versionedSchema: any VersionedSchema.Type) {
        self.init(modelTypes: versionedSchema.models, version: versionedSchema.versionIdentifier)
    }

    init(modelTypes types: [any PersistentModel.Type], version: Version) {
        var seen = Set<ObjectIdentifier>()
        var all: [any PersistentModel.Type] = []
        var pending = types
        while !pending.isEmpty {
            let type = pending.removeFirst()
            guard seen.insert(ObjectIdentifier(type)).inserted else { continue }
            all.append(type)
            for property in EntityLayout.of(type).properties {
                if let destination = property.destination { pending.append(destination) }
            }
        }
        self.version = version
        modelTypes = all
        EntityLayout.linkInverses(all.map { EntityLayout.of($0) })
        entities = all.map { Entity(layout: EntityLayout.of($0)) }
    }

    /// A model's description in a schema: its name and properties.
    public final class Entity: Hashable, CustomStringConvertible {
        /// The model's name: its type's.
        public final var name: String
        /// The stored properties.
        public final var properties: [any SchemaProperty]
        /// The lists of property names whose values are unique together.
        public final var uniquenessConstraints: [[String]]
        /// The lists of property names the store is indexed on.
        public final var indices: [[String]]

        /// An entity of the given name and properties.
        public init(_ name: String, properties: any SchemaProperty...) {
            self.name = name
            self.properties = properties
            uniquenessConstraints = []
            indices = []
        }

        init(layout: EntityLayout) {
            name = layout.name
            properties = layout.properties.map { property -> any SchemaProperty in
                if let relationship = property.relationship { return relationship }
                return property.attribute
            }
            uniquenessConstraints = layout.uniqueness.map { $0.map { layout.properties[$0].name } }
            indices = layout.indices.map { $0.map { layout.properties[$0].name } }
        }

        /// The attributes among the properties.
        public final var attributes: Set<Attribute> { Set(properties.compactMap { $0 as? Attribute }) }
        /// The relationships among the properties.
        public final var relationships: Set<Relationship> { Set(properties.compactMap { $0 as? Relationship }) }

        public static func == (lhs: Entity, rhs: Entity) -> Bool {
            lhs.name == rhs.name && lhs.uniquenessConstraints == rhs.uniquenessConstraints
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(name) }
        public var description: String { "Entity \(name) (\(properties.map(\.name).joined(separator: ", ")))" }
    }

    /// A stored property of a model that holds a value, not another model.
    public final class Attribute: SchemaProperty, @unchecked Sendable {
        // Unchecked: its values are set when the schema is made and only read afterwards.

        /// How an attribute is stored.
        public struct Option: Hashable, Codable, Sendable {
            let name: String

            /// The value is unique among the models of the type: inserting a model with the same value updates the stored one.
            public static var unique: Option { Option(name: "unique") }
            /// The value is kept beside the store rather than in it; here it is kept in the store's file.
            public static var externalStorage: Option { Option(name: "externalStorage") }
            /// The value is encrypted in iCloud; accepted, as nothing syncs here.
            public static var allowsCloudEncryption: Option { Option(name: "allowsCloudEncryption") }
            /// The value stays in the history after the model is deleted; accepted, as there is no history here.
            public static var preserveValueOnDeletion: Option { Option(name: "preserveValueOnDeletion") }
            /// The value is indexed by Spotlight; accepted, as there is no Spotlight here.
            public static var spotlight: Option { Option(name: "spotlight") }
            /// The value goes through the named value transformer; kept as its Codable form here.
            public static func transformable(by transformerName: String) -> Option { Option(name: "transformable:\(transformerName)") }
        }

        public var name: String
        public var originalName: String
        public final var options: [Option]
        public var valueType: any Any.Type
        public final var defaultValue: Any?
        public final var hashModifier: String?

        /// An attribute's options, as `@Attribute` takes them; `@Model` names the property.
        public init(_ options: Option..., originalName: String? = nil, hashModifier: String? = nil) {
            self.options = options
            self.originalName = originalName ?? ""
            self.hashModifier = hashModifier
            name = ""
            valueType = Any.self
        }

        public var isAttribute: Bool { true }
        public var isRelationship: Bool { false }
        public var isTransient: Bool { false }
        public var isUnique: Bool { options.contains(.unique) }
        public var isOptional: Bool { valueType is any _OptionalValue.Type }

        public static func == (lhs: Attribute, rhs: Attribute) -> Bool {
            lhs.name == rhs.name && lhs.options == rhs.options && lhs.originalName == rhs.originalName
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(name) }
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: PropertyCodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(originalName, forKey: .originalName)
            try container.encode(options, forKey: .options)
        }
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: PropertyCodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            originalName = try container.decode(String.self, forKey: .originalName)
            options = try container.decode([Option].self, forKey: .options)
            valueType = Any.self
        }
    }

    /// A stored property of a model that holds other models.
    public final class Relationship: SchemaProperty, @unchecked Sendable {
        // Unchecked: its values are set when the schema is made and only read afterwards.

        /// How a relationship is stored.
        public struct Option: Hashable, Codable, Sendable {
            let name: String
            /// The related model is unique to this one.
            public static var unique: Option { Option(name: "unique") }
        }

        /// What deleting a model does to the models it relates to.
        public enum DeleteRule: String, Hashable, Codable, Sendable {
            /// Deletes the related models too.
            case cascade
            /// Refuses the delete (at `save()`) while related models remain.
            case deny
            /// Leaves the related models as they are.
            case noAction
            /// Removes the deleted model from the related models' inverse relationship.
            case nullify
        }

        public var name: String
        public var originalName: String
        public final var options: [Option]
        public final var deleteRule: DeleteRule
        public final var minimumModelCount: Int?
        public final var maximumModelCount: Int?
        public final var hashModifier: String?
        /// The key path of the relationship on the related model that points back, if given.
        public final var inverseKeyPath: AnyKeyPath?
        /// The name of that relationship, once known.
        public final var inverseName: String?
        /// The related model's name.
        public final var destination: String
        public var valueType: any Any.Type
        /// The relationship's key path on its model.
        public final var keypath: AnyKeyPath?

        /// A relationship's options, as `@Relationship` takes them; `@Model` names the property.
        public init(
            _ options: Option..., deleteRule: DeleteRule = .nullify, minimumModelCount: Int? = 0, maximumModelCount: Int? = 0,
            originalName: String? = nil, inverse: AnyKeyPath? = nil, hashModifier: String? = nil
        ) {
            self.options = options
            self.deleteRule = deleteRule
            self.minimumModelCount = minimumModelCount
            self.maximumModelCount = maximumModelCount
            self.originalName = originalName ?? ""
            inverseKeyPath = inverse
            self.hashModifier = hashModifier
            name = ""
            destination = ""
            valueType = Any.self
        }

        /// Whether it holds one model (optional or not) rather than several.
        public final var isToOneRelationship: Bool { !(valueType is any _ModelCollection.Type) }
        public var isAttribute: Bool { false }
        public var isRelationship: Bool { true }
        public var isTransient: Bool { false }
        public var isUnique: Bool { options.contains(.unique) }
        public var isOptional: Bool { valueType is any _OptionalValue.Type }

        public static func == (lhs: Relationship, rhs: Relationship) -> Bool {
            lhs.name == rhs.name && lhs.destination == rhs.destination && lhs.deleteRule == rhs.deleteRule
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(name) }
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: PropertyCodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(originalName, forKey: .originalName)
            try container.encode(destination, forKey: .destination)
            try container.encode(deleteRule, forKey: .deleteRule)
        }
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: PropertyCodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            originalName = try container.decode(String.self, forKey: .originalName)
            destination = try container.decode(String.self, forKey: .destination)
            deleteRule = try container.decode(DeleteRule.self, forKey: .deleteRule)
            options = []
            valueType = Any.self
        }
    }

    /// What `@Model` records for each stored property: its name, key path, default value and options.
    public struct PropertyMetadata {
        let name: String
        let keypath: AnyKeyPath
        let defaultValue: Any?
        let metadata: (any SchemaProperty)?

        public init(name: String, keypath: AnyKeyPath, defaultValue: Any? = nil, metadata: (any SchemaProperty)? = nil) {
            self.name = name
            self.keypath = keypath
            self.defaultValue = defaultValue
            self.metadata = metadata
        }
    }

    /// The properties whose values `#Unique` makes unique together, one list per constraint.
    public final class Unique<T> where T: PersistentModel {
        public final let constraints: [[PartialKeyPath<T>]]

        public init(_ constraints: [PartialKeyPath<T>]...) {
            self.constraints = constraints
        }
    }

    /// The properties `#Index` indexes the store on.
    public final class Index<T> where T: PersistentModel {
        /// An index's kind and properties.
        public enum Types<P> where P: PersistentModel {
            case binary([PartialKeyPath<P>])
            /// An R-tree index, for ranges; kept as a binary index here.
            case rtree([PartialKeyPath<P>])
        }

        public final let indices: [Types<T>]

        /// Binary indices, one per list of key paths.
        public init(_ binaryIndices: [PartialKeyPath<T>]...) {
            indices = binaryIndices.map { Types.binary($0) }
        }

        public init(_ indices: Types<T>...) {
            self.indices = indices
        }

        /// Each index's key paths, for `@Model`'s expansion.
        public var _keyPathLists: [[PartialKeyPath<T>]] {
            indices.map {
                switch $0 {
                case .binary(let paths), .rtree(let paths): paths
                }
            }
        }
    }
}

enum PropertyCodingKeys: String, CodingKey {
    case name, originalName, options, destination, deleteRule
}

/// A property of a model as a schema describes it.
public protocol SchemaProperty: Codable, Hashable {
    var name: String { get set }
    var originalName: String { get set }
    var valueType: any Any.Type { get set }
    var isAttribute: Bool { get }
    var isRelationship: Bool { get }
    var isTransient: Bool { get }
    var isOptional: Bool { get }
    var isUnique: Bool { get }
}
