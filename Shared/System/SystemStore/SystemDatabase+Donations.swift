import Foundation
import GRDB
import Intents
import WidgetHost

extension DatabaseMigrator {
    /// Donations, which predictions read by intent, date and minute of the day; and Smart Stacks.
    mutating func registerIntelligenceMigration() {
        registerMigration("v6: donations and stacks") { db in
            try db.create(table: "donation") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("intent", .text).notNull()
                table.column("parameters", .text).notNull()
                table.column("date", .double).notNull()
                // The local minute of the day it was made in, so that a prediction reads only its window.
                table.column("minuteOfDay", .integer).notNull()
                table.column("identifier", .text).notNull().indexed()
                table.column("groupIdentifier", .text).indexed()
            }
            try db.create(index: "donationByIntentAndMinute", on: "donation", columns: ["intent", "minuteOfDay", "date"])
            try db.create(table: "stack") { table in
                table.autoIncrementedPrimaryKey("id")
            }
            try db.create(table: "stackWidget") { table in
                table.column("stackID", .integer).notNull().references("stack", onDelete: .cascade)
                table.column("widgetID", .integer).notNull().unique().references("placedWidget", onDelete: .cascade)
                table.column("position", .integer).notNull()
            }
        }
    }
}

extension SystemDatabase {
    // MARK: Donations

    func donate(_ donations: [Donation]) throws {
        try database.write { db in
            let insert = try db.cachedStatement(
                sql: "INSERT INTO donation (app, intent, parameters, date, minuteOfDay, identifier, groupIdentifier) VALUES (?, ?, ?, ?, ?, ?, ?)")
            for donation in donations {
                try insert.execute(arguments: [
                    donation.app, donation.intent, donation.parametersText, donation.date.timeIntervalSince1970, donation.minuteOfDay,
                    donation.identifier,
                    donation.groupIdentifier,
                ])
            }
        }
    }

    /// Deletes `app`'s donations (one kept before donations had an app is the samples' app's).
    func deleteDonations(_ which: INDonationDeletion, app: String) throws -> Int {
        try database.write { db in
            let ofApp = "COALESCE(app, '\(InstalledExtension.samplesApp)') = ?"
            switch which {
            case .identifiers(let identifiers):
                try db.execute(
                    sql: "DELETE FROM donation WHERE \(ofApp) AND identifier IN (SELECT value FROM json_each(?))",
                    arguments: [app, String(decoding: try JSONEncoder().encode(identifiers), as: UTF8.self)])
            case .group(let group):
                try db.execute(sql: "DELETE FROM donation WHERE \(ofApp) AND groupIdentifier = ?", arguments: [app, group])
            case .all: try db.execute(sql: "DELETE FROM donation WHERE \(ofApp)", arguments: [app])
            }
            return db.changesCount
        }
    }

    /// The donations `app` made of `intent` between two dates in the given minutes of the day, oldest first.
    func donations(intent: String, app: String, from: Date, to: Date, minutes: [ClosedRange<Int>]) throws -> [Donation] {
        try database.read { db in
            var found: [Donation] = []
            for range in minutes {
                let rows = try Row.fetchCursor(
                    db.cachedStatement(
                        sql: """
                            SELECT parameters, date, identifier, groupIdentifier FROM donation
                            WHERE intent = ? AND COALESCE(app, '\(InstalledExtension.samplesApp)') = ?
                            AND minuteOfDay BETWEEN ? AND ? AND date BETWEEN ? AND ?
                            """),
                    arguments: [intent, app, range.lowerBound, range.upperBound, from.timeIntervalSince1970, to.timeIntervalSince1970])
                while let row = try rows.next() {
                    found.append(
                        Donation(
                            app: app, intent: intent, parameters: Donation.parameters(row[0]), date: Date(timeIntervalSince1970: row[1]),
                            identifier: row[2], groupIdentifier: row[3]))
                }
            }
            return found.sorted { $0.date < $1.date }
        }
    }

}
