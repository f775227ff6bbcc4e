import ExtensionProtocol
import Foundation
import ViewArchive
import ViewLayout

/// Draws widgets in the terminal: a rounded box of the family's proportions around the content.
public struct TerminalRenderer {
    public var drawing: DrawingContext
    /// Whether to colour the output with ANSI escapes.
    public var usesColor: Bool
    /// The moment drawn: dates in texts are written for it.
    public var now: Date

    public var device: DeviceMetrics { drawing.device }

    public init(device: DeviceMetrics = .standard, usesColor: Bool = false, now: Date = Date()) {
        self.init(drawing: DrawingContext(device: device), usesColor: usesColor, now: now)
    }

    public init(drawing: DrawingContext, usesColor: Bool = false, now: Date = Date()) {
        self.drawing = drawing
        self.usesColor = usesColor
        self.now = now
    }

    /// Whether standard output is a terminal that wants colour (and `NO_COLOR` is not set).
    public static var standardOutputWantsColor: Bool {
        isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    /// The box's inner size in cells for `family`.
    public func cellSize(of family: WidgetFamily) -> (columns: Int, rows: Int) {
        let size = device.size(of: family)
        return (
            TerminalRaster.cells(size.width, per: TerminalRaster.pointsPerColumn),
            TerminalRaster.cells(size.height, per: TerminalRaster.pointsPerRow)
        )
    }

    /// The widget drawn in a box, with `title` on its top edge: the same layout the SVG renderer draws, on cells.
    public func render(_ node: ViewNode, family: WidgetFamily, title: String) -> String {
        let size = device.size(of: family)
        return render(
            drawing.shown(node, family: family), width: size.width, height: size.height,
            renderingMode: drawing.render(family).renderingMode,
            title: title)
    }

    /// A view drawn at a size in a box, with `title` on its top edge: a widget, or a Live Activity's presentation.
    public func render(_ node: ViewNode, width: Double, height: Double, renderingMode: WidgetRenderingModeValue, title: String) -> String {
        let columns = TerminalRaster.cells(width, per: TerminalRaster.pointsPerColumn)
        let rows = TerminalRaster.cells(height, per: TerminalRaster.pointsPerRow)
        let placed = PointLayout(now: now, containerCornerRadius: device.cornerRadius).layout(node, width: width, height: height)
        var lines = TerminalRaster.raster(placed, columns: columns, rows: rows)
        // Outside full colour, the terminal draws levels of white as they are: without colours.
        if renderingMode != .fullColor {
            lines = lines.map {
                $0.map { cell in
                    var cell = cell; cell.style.color = nil; return cell
                }
            }
        }
        let titleCells = DisplayWidth.cells(" \(title) ", style: CellStyle(bold: true)).truncated(to: max(columns - 2, 0))
        var output = "╭─" + encode(titleCells) + String(repeating: "─", count: max(columns - 1 - titleCells.columns, 0)) + "╮\n"
        for line in lines {
            output += "│" + encode(line) + "│\n"
        }
        output += "╰" + String(repeating: "─", count: columns) + "╯"
        return output
    }

    func encode(_ line: [Cell]) -> String {
        var output = ""
        var current = CellStyle()
        for cell in line {
            if usesColor && cell.style != current {
                output += "\u{1B}[0m" + escape(for: cell.style)
                current = cell.style
            }
            // The second column of a wide character has no character of its own.
            if cell.width > 0 { output.append(cell.character) }
        }
        if usesColor && current != CellStyle() { output += "\u{1B}[0m" }
        return output
    }

    func escape(for style: CellStyle) -> String {
        var codes: [String] = []
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.italic { codes.append("3") }
        if style.underline { codes.append("4") }
        if style.strikethrough { codes.append("9") }
        switch style.color {
        case .red: codes.append("31")
        case .green, .mint: codes.append("32")
        case .yellow: codes.append("33")
        case .orange, .brown: codes.append("38;5;208")
        case .blue, .accentColor: codes.append("34")
        case .purple, .indigo, .pink: codes.append("35")
        case .cyan, .teal: codes.append("36")
        case .gray, .secondary, .tertiary, .quaternary: codes.append("90")
        case .primary, .black, .white, .clear, nil: break
        }
        return codes.isEmpty ? "" : "\u{1B}[\(codes.joined(separator: ";"))m"
    }
}
