import AppleFoundation
import Foundation
import SuiteHome

/// Where and how a container keeps its models: in memory, in a file at a URL, or in an app group's
/// container, which the app and its extensions share.
public struct ModelConfiguration: Hashable, Sendable, CustomDebugStringConvertible {
    /// Which app group's container holds the store.
    public struct GroupContainer: Hashable, Sendable {
        enum Choice: Hashable, Sendable {
            case automatic
            case identifier(String)
            case none
        }

        let choice: Choice

        /// The container of the app group named `groupName`.
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(choice: .identifier(groupName)) }
        /// The container of the app's app group (the suite's home has one, shared by every app and extension).
        public static var automatic: GroupContainer { GroupContainer(choice: .automatic) }
        /// No app group: the app's own Application Support folder.
        public static var none: GroupContainer { GroupContainer(choice: .none) }
    }

    /// Which CloudKit database the store syncs with; accepted and recorded, as nothing syncs here.
    public struct CloudKitDatabase: Hashable, Sendable {
        let name: String?

        /// The named private database.
        public static func `private`(_ privateDBName: String) -> CloudKitDatabase { CloudKitDatabase(name: privateDBName) }
        /// The app's default database, if it has one.
        public static var automatic: CloudKitDatabase { CloudKitDatabase(name: "automatic") }
        /// No syncing.
        public static var none: CloudKitDatabase { CloudKitDatabase(name: nil) }
    }

    /// The configuration's name; the store's file is named after it (`default.store`).
    public let name: String
    /// The models this configuration stores; the container's schema when nil.
    public var schema: Schema?
    /// Whether the models are kept in memory only, gone when the container is.
    public let isStoredInMemoryOnly: Bool
    /// Whether the store may be written: a context of a container that may not save throws on `save()`.
    public let allowsSave: Bool
    public let groupContainer: GroupContainer
    public let cloudKitDatabase: CloudKitDatabase
    /// The store's file (`/dev/null` for a store in memory).
    public let url: URL
    /// The app group the store is in, when it is in one.
    public let groupAppContainerIdentifier: String?

    /// A store in a file of the app group's container (Library/Application Support/`name`.store), or in memory.
    public init(
        _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
        groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        self.name = name ?? "default"
        self.schema = schema
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        self.groupContainer = groupContainer
        self.cloudKitDatabase = cloudKitDatabase
        let file = "\(self.name).store"
        switch groupContainer.choice {
        case _ where isStoredInMemoryOnly:
            url = URL(fileURLWithPath: "/dev/null")
            groupAppContainerIdentifier = nil
        case .identifier(let group):
            url = Self.applicationSupport(in: FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: group))
                .appendingPathComponent(file)
            groupAppContainerIdentifier = group
        case .automatic:
            url = Self.applicationSupport(in: SuiteHome.current.appGroupDirectory).appendingPathComponent(file)
            groupAppContainerIdentifier = nil
        case .none:
            url = Self.applicationSupport(in: SuiteHome.current.root).appendingPathComponent(file)
            groupAppContainerIdentifier = nil
        }
    }

    /// A store in the file at `url`.
    public init(
        _ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true, cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        self.name = name ?? "default"
        self.schema = schema
        self.url = url
        self.allowsSave = allowsSave
        self.cloudKitDatabase = cloudKitDatabase
        isStoredInMemoryOnly = false
        groupContainer = .none
        groupAppContainerIdentifier = nil
    }

    /// The default store, or one in memory.
    public init(isStoredInMemoryOnly: Bool = false) {
        self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    /// A store for the model types given, or one in memory.
    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(nil, schema: Schema(forTypes), isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    /// iOS keeps a store in `Library/Application Support` of its container.
    private static func applicationSupport(in container: URL?) -> URL {
        (container ?? SuiteHome.current.appGroupDirectory).appendingPathComponent("Library/Application Support", isDirectory: true)
    }

    public static func == (lhs: ModelConfiguration, rhs: ModelConfiguration) -> Bool {
        lhs.name == rhs.name && lhs.url == rhs.url && lhs.isStoredInMemoryOnly == rhs.isStoredInMemoryOnly
            && lhs.allowsSave == rhs.allowsSave
            && lhs.groupContainer == rhs.groupContainer && lhs.cloudKitDatabase == rhs.cloudKitDatabase
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(url)
        hasher.combine(isStoredInMemoryOnly)
    }

    public var debugDescription: String {
        isStoredInMemoryOnly ? "ModelConfiguration(\(name), in memory)" : "ModelConfiguration(\(name), \(url.path))"
    }
}
