import ExtensionProtocol
import Foundation
import ViewArchive
import WidgetRendering
import WireJSON
import WireValues

/// The forms every command's text takes: a table of columns, and JSON.
public enum TextFormat {
    /// Rows of cells, left-aligned in columns two spaces apart; a cell's control characters are shown
    /// escaped, so that no text splits a row.
    public static func table(_ rows: [[String]]) -> String {
        let rows = rows.map { $0.map(TerminalText.escaped) }
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }

    public static func json<T: Encodable>(_ value: T) throws -> String {
        try WireEncoder(pretty: true).string(value)
    }
}
