import Foundation
import ViewArchive
import ViewLayout
import WireValues

/// A control as the system draws it, the way Apple's templates draw one: a symbol, a title and a value,
/// in the system's style (nothing of the label's own styling), at its size in Control Center's grid.
public struct DrawnControl: Sendable {
    public var id: Int64
    /// Its size in the grid's cells.
    public var columns: Int
    public var rows: Int
    public var title: String
    public var symbol: String?
    public var value: String?
    /// A toggle's state; nil for a button.
    public var isOn: Bool?
    /// The colour of a toggle's symbol while it is on.
    public var tint: ColorValue?
    /// Why it cannot be drawn; nil when it can.
    public var problem: String?

    public init(
        id: Int64, columns: Int = 1, rows: Int = 1, title: String, symbol: String? = nil, value: String? = nil, isOn: Bool? = nil,
        tint: ColorValue? = nil, problem: String? = nil
    ) {
        self.id = id
        self.columns = columns
        self.rows = rows
        self.title = title
        self.symbol = symbol
        self.value = value
        self.isOn = isOn
        self.tint = tint
        self.problem = problem
    }

    /// Whether it shows its title and value beside its symbol (a small control shows its symbol alone).
    var showsText: Bool { columns > 1 }
    var glyph: String { symbol.map(SymbolGlyphs.glyph(for:)) ?? "◆" }
}

/// Where the controls go in Control Center's grid (ours: Apple publishes no grid; iOS 18's is four
/// cells wide, and a control takes 1×1, 2×1 or 2×2 of them): each in the first place, row by row, where
/// it fits, as controls fall into place when one is added.
public enum ControlGrid {
    public static let columns = 4

    /// The top-left cell of each control, in order.
    public static func cells(_ sizes: [(columns: Int, rows: Int)]) -> [(column: Int, row: Int)] {
        var taken: Set<[Int]> = []
        return sizes.map { size in
            var row = 0
            while true {
                for column in 0...(columns - size.columns) {
                    let cells = (row..<row + size.rows).flatMap { r in (column..<column + size.columns).map { [r, $0] } }
                    if cells.allSatisfy({ !taken.contains($0) }) {
                        taken.formUnion(cells)
                        return (column, row)
                    }
                }
                row += 1
            }
        }
    }
}

/// Draws Control Center, the Lock Screen's two controls and the Action button, in the terminal or as SVG.
public struct ControlCenterRenderer {
    public var controlCenter: [DrawnControl]
    /// The Lock Screen's leading and trailing controls.
    public var lockScreen: (leading: DrawnControl?, trailing: DrawnControl?)
    public var actionButton: DrawnControl?
    public var scheme: ColorSchemeValue

    public init(
        controlCenter: [DrawnControl], lockScreen: (leading: DrawnControl?, trailing: DrawnControl?) = (nil, nil),
        actionButton: DrawnControl? = nil, scheme: ColorSchemeValue = .dark
    ) {
        self.controlCenter = controlCenter
        self.lockScreen = lockScreen
        self.actionButton = actionButton
        self.scheme = scheme
    }

    // MARK: Text

    /// Terminal columns and lines of a grid cell.
    static let cellWidth = 16
    static let cellHeight = 4

    /// Control Center's grid in boxes, each control with its id; then the Lock Screen's places and the
    /// Action button, each on a line.
    public func text() -> String {
        var lines: [String] = ["Control Center"]
        if controlCenter.isEmpty {
            lines.append("  (no controls; 'sample-app home controls add KIND' adds one)")
        } else {
            lines += gridText()
        }
        lines.append(lockScreenText())
        lines.append(actionButtonText())
        return lines.joined(separator: "\n")
    }

    /// The Lock Screen's two places on a line.
    public func lockScreenText() -> String {
        "Lock Screen: " + [lockScreen.leading, lockScreen.trailing].map { $0.map(Self.line) ?? "(empty)" }.joined(separator: "   ")
    }

    /// The Action button's control on a line.
    public func actionButtonText() -> String {
        "Action button: " + (actionButton.map(Self.line) ?? "(none)")
    }

    func gridText() -> [String] {
        let cells = ControlGrid.cells(controlCenter.map { ($0.columns, $0.rows) })
        let rows = zip(controlCenter, cells).map { $1.row + $0.rows }.max() ?? 0
        var canvas = TextCanvas(width: ControlGrid.columns * Self.cellWidth, height: rows * Self.cellHeight)
        for (control, cell) in zip(controlCenter, cells) {
            let x = cell.column * Self.cellWidth
            let y = cell.row * Self.cellHeight
            let width = control.columns * Self.cellWidth - 1
            let height = control.rows * Self.cellHeight
            canvas.box(x: x, y: y, width: width, height: height)
            canvas.put("#\(control.id)", x: x + 2, y: y, width: width - 4)
            let inner = width - 4
            if let problem = control.problem {
                canvas.put("⚠ " + problem, x: x + 2, y: y + 1, width: inner)
                continue
            }
            let mark = control.isOn == true ? " ●" : control.isOn == false ? " ○" : ""
            if control.showsText {
                canvas.put(control.glyph + mark + " " + control.title, x: x + 2, y: y + 1, width: inner)
                if let value = control.value { canvas.put(value, x: x + 4, y: y + 2, width: inner - 2) }
            } else {
                canvas.put(control.glyph + mark, x: x + (width - 2) / 2, y: y + 1, width: inner)
            }
        }
        return canvas.lines.map { "  " + $0 }
    }

    /// A control on one line: its id, symbol, title and value.
    static func line(_ control: DrawnControl) -> String {
        if let problem = control.problem { return "#\(control.id) ⚠ \(TerminalText.escaped(problem))" }
        let state = control.isOn.map { $0 ? " ●" : " ○" } ?? ""
        return "#\(control.id) \(control.glyph)\(state) \(TerminalText.escaped(control.title))"
            + (control.value.map { " — \(TerminalText.escaped($0))" } ?? "")
    }

    // MARK: SVG

    /// Points of a grid cell and the gap between cells (ours, near iOS 18's on a 393-point phone).
    static let cellPoints = 72.0
    static let gapPoints = 14.0

    /// Control Center's grid, and below it the Lock Screen's two round controls and the Action button's.
    public func svg() -> String {
        let pitch = Self.cellPoints + Self.gapPoints
        let margin = 20.0
        let cells = ControlGrid.cells(controlCenter.map { ($0.columns, $0.rows) })
        let rows = zip(controlCenter, cells).map { $1.row + $0.rows }.max() ?? 0
        let gridHeight = Double(rows) * pitch
        let width = margin * 2 + Double(ControlGrid.columns) * pitch - Self.gapPoints
        let lockY = margin + 28 + gridHeight + 24
        let height = lockY + 28 + 50 + 40 + 60
        let text = Palette.named(.primary, scheme: scheme).hex
        let secondary = Palette.named(.secondary, scheme: scheme).hex
        var svg = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"-apple-system, 'SF Pro', Helvetica, sans-serif\">",
            "<rect width=\"100%\" height=\"100%\" fill=\"\(scheme == .dark ? "#1c1c1e" : "#e5e5ea")\"/>",
            label("Control Center", x: margin, y: margin + 14, size: 15, color: text),
        ]
        for (index, (control, cell)) in zip(controlCenter, cells).enumerated() {
            let x = margin + Double(cell.column) * pitch
            let y = margin + 28 + Double(cell.row) * pitch
            let w = Double(control.columns) * pitch - Self.gapPoints
            let h = Double(control.rows) * pitch - Self.gapPoints
            svg.append(
                body(
                    control, x: x, y: y, width: w, height: h, radius: control.columns == 1 ? w / 2 : 22, text: text, secondary: secondary,
                    position: index + 1))
        }
        svg.append(label("Lock Screen", x: margin, y: lockY + 14, size: 15, color: text))
        for (index, control) in [lockScreen.leading, lockScreen.trailing].enumerated() {
            let x = index == 0 ? margin : width - margin - 50
            svg.append(round(control, x: x, y: lockY + 28, size: 50, text: text))
        }
        let actionY = lockY + 28 + 50 + 24
        svg.append(label("Action button", x: margin, y: actionY + 14, size: 15, color: text))
        if let actionButton {
            svg.append(
                body(
                    actionButton, x: margin, y: actionY + 24, width: 2 * pitch - Self.gapPoints, height: 44, radius: 22, text: text,
                    secondary: secondary))
        } else {
            svg.append(label("(none)", x: margin, y: actionY + 44, size: 13, color: secondary))
        }
        svg.append("</svg>")
        return svg.joined(separator: "\n")
    }

    /// A control's platter: its symbol, and its title and value when it is wider than a cell. `position`:
    /// its place in Control Center's order (`data-control-position`), where it is one of Control Center's.
    func body(
        _ control: DrawnControl, x: Double, y: Double, width: Double, height: Double, radius: Double, text: String, secondary: String,
        position: Int? = nil
    ) -> String {
        let on = control.isOn == true
        let platter = on ? "#f2f2f7" : (scheme == .dark ? "#3a3a3c" : "#ffffff")
        let ink = on ? "#1c1c1e" : text
        var parts = [
            "<g data-control-id=\"\(control.id)\"\(position.map { " data-control-position=\"\($0)\"" } ?? "")>",
            "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(height))\" rx=\"\(n(min(radius, height / 2)))\" fill=\"\(platter)\"/>",
        ]
        if let problem = control.problem {
            parts.append(label("⚠ " + problem, x: x + 12, y: y + height / 2 + 4, size: 11, color: ink))
        } else {
            let tint = on ? control.tint.map { RGBA($0, scheme: scheme).hex } ?? "#0a84ff" : ink
            if control.showsText {
                parts.append(label(control.glyph, x: x + 14, y: y + min(height, 72) / 2 + 8, size: 22, color: tint))
                // The title sits level with the symbol, or above the value when there is one.
                let titleY = y + min(height, 72) / 2 + (control.value == nil ? 5 : -2)
                parts.append(label(control.title, x: x + 46, y: titleY, size: 13, color: ink, bold: true))
                if let value = control.value {
                    parts.append(label(value, x: x + 46, y: y + min(height, 72) / 2 + 14, size: 12, color: on ? "#3a3a3c" : secondary))
                }
            } else {
                parts.append(label(control.glyph, x: x + width / 2, y: y + height / 2 + 8, size: 24, color: tint, anchor: "middle"))
            }
        }
        parts.append("</g>")
        return parts.joined(separator: "\n")
    }

    /// A Lock Screen control: its symbol in a round button (or an empty place).
    func round(_ control: DrawnControl?, x: Double, y: Double, size: Double, text: String) -> String {
        let circle =
            "<circle cx=\"\(n(x + size / 2))\" cy=\"\(n(y + size / 2))\" r=\"\(n(size / 2))\" fill=\"\(scheme == .dark ? "#3a3a3c" : "#d1d1d6")\"/>"
        guard let control else { return circle }
        let glyph = control.problem == nil ? control.glyph : "⚠"
        return "<g data-control-id=\"\(control.id)\">\(circle)"
            + label(glyph, x: x + size / 2, y: y + size / 2 + 8, size: 22, color: text, anchor: "middle") + "</g>"
    }

    func label(_ string: String, x: Double, y: Double, size: Double, color: String, bold: Bool = false, anchor: String = "start") -> String
    {
        "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\" fill=\"\(color)\" text-anchor=\"\(anchor)\"\(bold ? " font-weight=\"600\"" : "")>\(SVGWriter.escape(string))</text>"
    }

    func n(_ value: Double) -> String { SVGWriter.number(value) }
}

/// Text on a grid of terminal columns, wide characters taking two.
struct TextCanvas {
    /// Each row's columns; "" is the second column of a wide character.
    private var rows: [[String]]

    init(width: Int, height: Int) {
        rows = Array(repeating: Array(repeating: " ", count: width), count: height)
    }

    /// Writes `text` from column `x` of row `y`, cut to `width` columns with an ellipsis; its control
    /// characters shown escaped.
    mutating func put(_ text: String, x: Int, y: Int, width: Int) {
        guard rows.indices.contains(y), width > 0 else { return }
        let text = TerminalText.escaped(text)
        var column = x
        let total = text.reduce(0) { $0 + DisplayWidth.of($1) }
        for character in text {
            let wide = DisplayWidth.of(character)
            if total > width, column - x + wide > width - 1 {
                if column < rows[y].count { rows[y][column] = "…" }
                return
            }
            guard column + wide <= rows[y].count else { return }
            rows[y][column] = String(character)
            if wide == 2 { rows[y][column + 1] = "" }
            column += wide
        }
    }

    /// A rounded box.
    mutating func box(x: Int, y: Int, width: Int, height: Int) {
        put("╭" + String(repeating: "─", count: width - 2) + "╮", x: x, y: y, width: width)
        for row in y + 1..<y + height - 1 {
            put("│", x: x, y: row, width: 1)
            put("│", x: x + width - 1, y: row, width: 1)
        }
        put("╰" + String(repeating: "─", count: width - 2) + "╯", x: x, y: y + height - 1, width: width)
    }

    var lines: [String] {
        rows.map { $0.joined().replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
    }
}
