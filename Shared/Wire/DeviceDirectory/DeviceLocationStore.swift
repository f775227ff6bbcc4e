import Foundation
import GRDB
import SuiteDatabase
import SuiteHome

/// Where the device is and what the app may read of it, kept in the home's `System/device.sqlite`: the command
/// that moves the device (`sample-app home location set`) writes it, and CoreLocation in the app's and the
/// extensions' processes reads it. A change reads and writes in one transaction, so two processes changing it
/// at once (the app granting access while the user moves the device) lose nothing.
public struct DeviceLocationStore: Sendable {
    let database: SuiteDatabase

    /// The store of `home`, creating its file on first use.
    public init(home: SuiteHome) throws {
        database = try SuiteDatabase.open(name: "the device's location store", path: Self.path(in: home), migrator: Self.migrator)
    }

    /// The store of `home` on a connection of its own, as another process opens it: for tests of two processes at once.
    package static func openedApart(home: SuiteHome) throws -> DeviceLocationStore {
        DeviceLocationStore(database: try SuiteDatabase(name: "the device's location store", path: path(in: home), migrator: migrator))
    }

    init(database: SuiteDatabase) {
        self.database = database
    }

    /// `System/device.sqlite`.
    public static func path(in home: SuiteHome) -> String { home.systemDirectory.appendingPathComponent("device.sqlite").path }

    /// What the device holds now: the initial state until something was set.
    public func state() throws -> DeviceDirectory.LocationState {
        try database.read { try Self.read($0) }
    }

    /// Changes the state in one transaction and returns what it became.
    @discardableResult
    public func update(_ change: (inout DeviceDirectory.LocationState) throws -> Void) throws -> DeviceDirectory.LocationState {
        try database.write { db in
            var state = try Self.read(db)
            try change(&state)
            try db.execute(
                sql: """
                    INSERT INTO deviceLocation (id, known, latitude, longitude, name, access) VALUES (1, ?, ?, ?, ?, ?)
                    ON CONFLICT(id) DO UPDATE SET known = excluded.known, latitude = excluded.latitude,
                        longitude = excluded.longitude, name = excluded.name, access = excluded.access
                    """,
                arguments: [
                    state.location != nil, state.location?.latitude, state.location?.longitude, state.location?.name, state.access.rawValue,
                ])
            return state
        }
    }

    static func read(_ db: Database) throws -> DeviceDirectory.LocationState {
        guard let row = try Row.fetchOne(db, sql: "SELECT known, latitude, longitude, name, access FROM deviceLocation WHERE id = 1")
        else { return .initial }
        // A row another program wrote may hold anything: what cannot be a location reads as unknown.
        let latitude: Double? = row["latitude"]
        let longitude: Double? = row["longitude"]
        var location: DeviceDirectory.Location?
        if row["known"] as Bool? == true, let latitude, let longitude {
            location = try? DeviceDirectory.Location.checked(latitude: latitude, longitude: longitude, name: row["name"])
        }
        let access = (row["access"] as String?).flatMap(DeviceDirectory.LocationAccess.init(rawValue:)) ?? .ask
        return DeviceDirectory.LocationState(location: location, access: access)
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: device location") { db in
            try db.create(table: "deviceLocation") { table in
                table.column("id", .integer).primaryKey().check { $0 == 1 }
                table.column("known", .boolean).notNull()
                table.column("latitude", .double)
                table.column("longitude", .double)
                table.column("name", .text)
                table.column("access", .text).notNull()
            }
        }
        return migrator
    }
}
