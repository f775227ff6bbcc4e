import Foundation
import SwiftUI

extension ChartLayout {
    /// The share of the circle each sector takes, in order: its value over the sum of the positive
    /// values (a sector of a value that is not positive takes none, as Apple asks for positive data).
    static func sectorFractions(_ values: [Double]) -> [Double] {
        let total = values.filter { $0 > 0 && $0.isFinite }.reduce(0, +)
        guard total > 0 else { return values.map { _ in 0 } }
        return values.map { $0 > 0 && $0.isFinite ? $0 / total : 0 }
    }

    /// Draws the sectors as a pie (or a donut) in the middle of `area`: the first from the top, each
    /// after the one before, clockwise.
    func drawSectors(in area: CGRect, into scene: inout ChartScene) {
        let sectors = marks.filter { $0.kind == .sector }
        let fractions = Self.sectorFractions(sectors.map { $0.angle?.datum.continuous ?? 0 })
        let center = CGPoint(x: area.midX, y: area.midY)
        let radius = max(min(area.width, area.height) / 2, 0)
        var start = -Double.pi / 2
        for (mark, fraction) in zip(sectors, fractions) {
            let sweep = fraction * 2 * Double.pi
            defer { start += sweep }
            guard sweep > 0 else { continue }
            let outer = mark.outerRadius.resolved(step: radius, automatic: radius)
            let inner: CGFloat =
                switch mark.innerRadius.kind {
                case .automatic: 0
                case .fixed(let points): points
                case .ratio(let ratio): outer * ratio
                case .inset(let inset): outer - inset
                }
            let innerRadius = min(max(inner.isFinite ? inner : 0, 0), outer)
            // The inset is a gap in points between neighbours: half of it taken from each side, at each radius.
            let gap = Double(max(mark.angularInset ?? 0, 0)) / 2
            let outerTrim = outer > 0 ? min(gap / Double(outer), sweep / 2) : 0
            var path = Path()
            path.addArc(
                center: center, radius: outer, startAngle: .radians(start + outerTrim), endAngle: .radians(start + sweep - outerTrim),
                clockwise: false)
            if innerRadius > 0 {
                let innerTrim = min(gap / Double(innerRadius), sweep / 2)
                path.addArc(
                    center: center, radius: innerRadius, startAngle: .radians(start + sweep - innerTrim), endAngle: .radians(start + innerTrim),
                    clockwise: true)
            } else {
                path.addLine(to: center)
            }
            path.closeSubpath()
            scene.elements.append(.fill(path, style(of: mark), opacity: mark.style.opacity))
            let middle = start + sweep / 2
            let labelRadius = (outer + innerRadius) / 2
            let spot = CGPoint(x: center.x + labelRadius * CGFloat(cos(middle)), y: center.y + labelRadius * CGFloat(sin(middle)))
            annotate(mark, frame: CGRect(x: spot.x, y: spot.y, width: 0, height: 0), into: &scene)
        }
    }

    // MARK: Legend

    /// One entry of the legend: a category's name, style and symbol.
    struct LegendEntry {
        let label: String
        let style: AnyShapeStyle
        let symbol: (any ChartSymbolShape)?
    }

    /// The legend's entries: the `foregroundStyle(by:)` values (with their symbols when `symbol(by:)`
    /// names the same values), or else the `symbol(by:)` values.
    func legendEntries() -> [LegendEntry] {
        let colors = foregroundCategories
        let symbols = symbolCategories
        if !colors.isEmpty {
            return colors.enumerated().map { index, datum in
                let style = settings.foregroundStyles?(datum, index) ?? AnyShapeStyle(ChartPalette.color(at: index))
                let symbol = symbols.firstIndex(of: datum).map { settings.symbols?(datum, $0) ?? ChartPalette.symbol(at: $0) }
                return LegendEntry(label: text(of: datum, stride: nil), style: style, symbol: symbol)
            }
        }
        return symbols.enumerated().map { index, datum in
            LegendEntry(label: text(of: datum, stride: nil), style: Self.labelStyle, symbol: settings.symbols?(datum, index) ?? ChartPalette.symbol(at: index))
        }
    }

    static let swatchSide: CGFloat = 7
    static let swatchGap: CGFloat = 4
    static let entryGap: CGFloat = 12

    /// The legend's entries in rows that fit `width`: the index of each row's first entry, and the height.
    func legendRows(_ entries: [LegendEntry], width: Double) -> (rows: [[Int]], height: Double) {
        var rows: [[Int]] = [[]]
        var used = 0.0
        for (index, entry) in entries.enumerated() {
            let entryWidth = Double(Self.swatchSide + Self.swatchGap + Self.width(of: entry.label))
            if !rows[rows.count - 1].isEmpty, used + Double(Self.entryGap) + entryWidth > width {
                rows.append([])
                used = 0
            }
            used += (rows[rows.count - 1].isEmpty ? 0 : Double(Self.entryGap)) + entryWidth
            rows[rows.count - 1].append(index)
        }
        return (rows, Double(rows.count) * Double(Self.labelHeight))
    }

    /// Draws the legend from `top`, leading-aligned (or as `chartLegend(alignment:)` says).
    func drawLegend(_ entries: [LegendEntry], top: CGFloat, width: CGFloat, into scene: inout ChartScene) {
        let (rows, _) = legendRows(entries, width: Double(width))
        for (rowIndex, row) in rows.enumerated() {
            let rowWidth = row.reduce(CGFloat(0)) { $0 + Self.swatchSide + Self.swatchGap + Self.width(of: entries[$1].label) }
                + Self.entryGap * CGFloat(max(row.count - 1, 0))
            var x: CGFloat =
                switch settings.legendAlignment?.horizontal {
                case .some(.center): (width - rowWidth) / 2
                case .some(.trailing): width - rowWidth
                default: 0
                }
            let middle = top + Self.labelHeight * (CGFloat(rowIndex) + 0.5)
            for index in row {
                let entry = entries[index]
                let box = CGRect(x: x, y: middle - Self.swatchSide / 2, width: Self.swatchSide, height: Self.swatchSide)
                let symbol = entry.symbol ?? BasicChartSymbolShape.circle
                if let basic = symbol as? BasicChartSymbolShape, basic.isStroked {
                    scene.elements.append(.stroke(symbol.path(in: box), entry.style, lineWidth: 1.5, opacity: 1))
                } else {
                    scene.elements.append(.fill(symbol.path(in: box), entry.style, opacity: 1))
                }
                x += Self.swatchSide + Self.swatchGap
                scene.elements.append(.text(entry.label, font: Self.labelFont, style: Self.labelStyle, at: CGPoint(x: x, y: middle), anchor: .leading))
                x += Self.width(of: entry.label) + Self.entryGap
            }
        }
    }
}
