import Foundation
import SwiftUI
import Testing
import ViewArchive
import ViewLayout

@testable import Charts

/// Charts laid out as the system lays out a widget's archive: the marks' geometry, the axes' labels at
/// their ticks, the legend, the sectors, as Swift Charts draws them.
@MainActor
@Suite struct ChartLayoutTests {
    /// A chart archived at `width` × `height` points and laid out there, as `CanvasTests` does.
    func drawn<V: View>(_ view: V, width: Double = 200, height: Double = 120) -> PlacedNode {
        var environment = EnvironmentValues()
        environment.archiveSize = CGSize(width: width, height: height)
        return PointLayout().layout(view.archived(in: environment), width: width, height: height)
    }

    /// Each filled or stroked path, with the box around its points.
    func shapes(_ placed: PlacedNode) -> [(shape: ShapeViewValue, box: CGRect)] {
        placed.flattened.compactMap { node in
            guard case .shape(let shape) = node.content, case .path(let elements, _, _) = shape.shape else { return nil }
            return (shape, box(of: elements))
        }
    }

    func box(of elements: [PathElementValue]) -> CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let x, let y), .line(let x, let y): points.append(CGPoint(x: x, y: y))
            case .quadCurve(let x, let y, _, _), .curve(let x, let y, _, _, _, _): points.append(CGPoint(x: x, y: y))
            case .close: break
            }
        }
        guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(), let minY = points.map(\.y).min(),
            let maxY = points.map(\.y).max()
        else { return .zero }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    func points(of shape: ShapeViewValue) -> [CGPoint] {
        guard case .path(let elements, _, _) = shape.shape else { return [] }
        return elements.compactMap { element in
            switch element {
            case .move(let x, let y), .line(let x, let y), .quadCurve(let x, let y, _, _), .curve(let x, let y, _, _, _, _): CGPoint(x: x, y: y)
            case .close: nil
            }
        }
    }

    /// Each text drawn, with the middle of its frame: the first drawn of two alike (the y axis's labels
    /// are drawn before the x axis's).
    func texts(_ placed: PlacedNode) -> [String: CGPoint] {
        var found: [String: CGPoint] = [:]
        for node in placed.flattened {
            if case .text(let lines) = node.content, found[lines.joined()] == nil {
                found[lines.joined()] = CGPoint(x: node.frame.x + node.frame.width / 2, y: node.frame.y + node.frame.height / 2)
            }
        }
        return found
    }

    func filled(_ placed: PlacedNode, _ color: ColorValue.Name) -> [CGRect] {
        shapes(placed).filter { $0.shape.fill?.color?.name == color }.map(\.box)
    }

    struct Sale: Identifiable {
        let id: String
        let count: Int
    }

    @Test func barsRiseFromZeroInProportionToTheirValues() throws {
        let sales = [Sale(id: "A", count: 5), Sale(id: "B", count: 10), Sale(id: "C", count: 15)]
        let placed = drawn(Chart(sales) { BarMark(x: .value("Shape", $0.id), y: .value("Count", $0.count)) })
        let bars = filled(placed, .blue)
        try #require(bars.count == 3)
        let baseline = bars[0].maxY
        #expect(bars.allSatisfy { abs($0.maxY - baseline) < 0.001 }, "every bar stands on zero")
        #expect(abs(bars[1].height - 2 * bars[0].height) < 0.001 && abs(bars[2].height - 3 * bars[0].height) < 0.001)
        // The domain is 0…15: the tallest bar reaches the top grid line, whose label is 15.
        let labels = texts(placed)
        let top = try #require(labels["15"])
        let zero = try #require(labels["0"])
        #expect(abs(top.y - bars[2].minY) < 0.5, "15 at the top of C's bar")
        #expect(abs(zero.y - baseline) < 0.5, "0 at the baseline")
        #expect(labels["5"] != nil && labels["10"] != nil && labels["20"] == nil)
        #expect(top.x > bars[2].maxX, "the y axis is on the trailing edge")
        // Categories in bands, in data order, each label under its bar; a bar 70% of its band.
        for (bar, name) in zip(bars, ["A", "B", "C"]) {
            let label = try #require(labels[name])
            #expect(abs(label.x - bar.midX) < 0.5 && label.y > baseline)
        }
        let band = bars[1].midX - bars[0].midX
        #expect(abs(bars[0].width - 0.7 * band) < 0.001)
    }

    @Test func gridLinesCrossThePlotAtTheTicks() throws {
        let placed = drawn(Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 97)) })
        let bar = try #require(filled(placed, .blue).first)
        let lines = shapes(placed).filter { $0.shape.stroke != nil && $0.box.height == 0 }
        #expect(lines.count == 6, "0, 20, 40, 60, 80, 100")
        let spacing = Set(zip(lines, lines.dropFirst()).map { (($0.box.minY - $1.box.minY) * 1000).rounded() })
        #expect(spacing.count == 1, "evenly spaced")
        #expect(abs(bar.height / (lines[0].box.minY - lines[5].box.minY) - 0.97) < 0.001, "97 of 100")
    }

    @Test func pointsLieOnTheirLine() throws {
        let values = [(1, 4.0), (2, 9.0), (3, 6.0), (4, 12.0)]
        let placed = drawn(
            Chart {
                ForEach(values, id: \.0) { day, value in
                    LineMark(x: .value("Day", day), y: .value("Value", value))
                    PointMark(x: .value("Day", day), y: .value("Value", value))
                }
            })
        let line = try #require(shapes(placed).first { $0.shape.stroke?.paint?.color?.name == .blue })
        let vertices = points(of: line.shape)
        #expect(vertices.count == 4)
        let dots = filled(placed, .blue)
        try #require(dots.count == 4)
        for (dot, vertex) in zip(dots, vertices) {
            #expect(abs(dot.midX - vertex.x) < 0.001 && abs(dot.midY - vertex.y) < 0.001)
        }
        #expect(line.shape.stroke?.lineWidth == 2, "a line 2 points wide")
        #expect(vertices[1].y < vertices[0].y, "a larger value is higher")
        // The x axis is numeric, from zero: 0 at the plot's leading edge, labels from their lines.
        let labels = texts(placed)
        #expect(labels["0"] != nil && labels["4"] != nil)
    }

    @Test func seriesAreColouredInPaletteOrderWithALegendBelow() throws {
        let placed = drawn(
            Chart {
                ForEach(["Walk", "Run"], id: \.self) { kind in
                    ForEach([1, 2, 3], id: \.self) { day in
                        LineMark(x: .value("Day", day), y: .value("Km", kind == "Walk" ? day : day * 2))
                            .foregroundStyle(by: .value("Kind", kind))
                    }
                }
            })
        let strokes = shapes(placed).compactMap { $0.shape.stroke?.paint?.color?.name }
        #expect(strokes.contains(.blue) && strokes.contains(.green), "Walk blue, Run green")
        let labels = texts(placed)
        let walk = try #require(labels["Walk"])
        let run = try #require(labels["Run"])
        let zero = try #require(labels["0"])
        #expect(walk.y > zero.y && abs(walk.y - run.y) < 0.001 && walk.x < run.x, "one row below the plot, in order")
        let swatches = filled(placed, .green)
        #expect(swatches.count == 1 && abs(swatches[0].midY - run.y) < 1, "Run's swatch beside it")
    }

    @Test func barsThatShareACategoryStack() throws {
        let placed = drawn(
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Steps", 5)).foregroundStyle(by: .value("Kind", "Walk"))
                BarMark(x: .value("Day", "Mon"), y: .value("Steps", 10)).foregroundStyle(by: .value("Kind", "Run"))
            })
        let walk = try #require(filled(placed, .blue).first)
        let run = try #require(filled(placed, .green).first { $0.height > 10 })
        #expect(abs(run.maxY - walk.minY) < 0.001, "Run stands on Walk")
        #expect(abs(run.height - 2 * walk.height) < 0.001)
    }

    @Test func hiddenAxesExplicitDomainsAndMarksOfYourOwn() throws {
        let chart = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 25)) }
        let hidden = texts(drawn(chart.chartYAxis(.hidden).chartXAxis(.hidden)))
        #expect(hidden.isEmpty)
        let fixed = drawn(chart.chartYScale(domain: 0...50))
        let labels = texts(fixed)
        let bar = try #require(filled(fixed, .blue).first)
        let top = try #require(labels["50"])
        let zero = try #require(labels["0"])
        #expect(abs((bar.maxY - bar.minY) / (zero.y - top.y) - 0.5) < 0.01, "25 is half of an exact 0…50")
        let own = drawn(chart.chartYAxis { AxisMarks(values: [0, 100]) { AxisValueLabel() } })
        #expect(Set(texts(own).keys) == ["0", "100", "Mon"], "only the values named")
        #expect(shapes(own).filter { $0.shape.stroke != nil && $0.box.height == 0 }.isEmpty, "only labels: no grid lines")
        let formatted = texts(drawn(chart.chartYAxis { AxisMarks { value in AxisValueLabel("\(value.as(Int.self) ?? -1) steps") } }))
        #expect(formatted["25 steps"] != nil && formatted["5 steps"] != nil, "the value given to the content, as an Int")
    }

    @Test func binnedDatesSpanTheirDay() throws {
        let noon = Date(timeIntervalSince1970: 1_795_780_800)  // 2026-11-27 12:00 UTC
        let placed = drawn(
            Chart {
                ForEach(0..<3) { day in
                    BarMark(x: .value("Day", noon.addingTimeInterval(Double(day) * 86_400), unit: .day), y: .value("Steps", 10))
                }
            })
        let bars = filled(placed, .blue)
        try #require(bars.count == 3)
        let dayWidth = bars[1].midX - bars[0].midX
        #expect(abs(bars[0].width - 0.7 * dayWidth) < 0.001, "70% of a day")
        #expect(texts(placed)["Nov 27"] != nil, "the first day labelled")
    }

    @Test func sectorsStartAtTheTopAndGoClockwise() throws {
        let values = [("A", 1.0), ("B", 1.0), ("C", 2.0)]
        let placed = drawn(
            Chart(values, id: \.0) { name, value in
                SectorMark(angle: .value("Share", value), innerRadius: .ratio(0.5), angularInset: 1)
                    .foregroundStyle(by: .value("Name", name))
            }, width: 120, height: 140)
        let first = try #require(shapes(placed).first { $0.shape.fill?.color?.name == .blue && $0.box.height > 20 })
        let second = try #require(shapes(placed).first { $0.shape.fill?.color?.name == .green && $0.box.height > 20 })
        let third = try #require(shapes(placed).first { $0.shape.fill?.color?.name == .orange && $0.box.height > 20 })
        let center = CGPoint(x: first.box.minX, y: first.box.maxY)
        #expect(first.box.minY < second.box.minY, "A is the top right quarter")
        #expect(second.box.minY >= center.y - 1 && second.box.minX >= center.x - 1, "B the bottom right quarter")
        #expect(third.box.maxX <= center.x + 1 && abs(third.box.height - 2 * first.box.height) < 2, "C the left half")
        let outer = points(of: first.shape).first
        #expect(outer.map { abs($0.y - first.box.minY) < 0.5 } == true, "drawn from the top")
        #expect(!points(of: first.shape).contains { abs($0.x - center.x) < 0.1 && abs($0.y - center.y) < 0.1 }, "a donut: no point at the centre")
        #expect(shapes(placed).allSatisfy { $0.shape.stroke == nil }, "no axes around a pie")
    }

    @Test func annotationsSitAboveTheirMark() throws {
        let placed = drawn(
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Steps", 8)).annotation { Text("eight") }
            })
        let bar = try #require(filled(placed, .blue).first)
        let label = try #require(texts(placed)["eight"])
        #expect(abs(label.x - bar.midX) < 0.5 && label.y < bar.minY)
    }

    @Test func areasFillDownToZeroAndRulesCrossThePlot() throws {
        let placed = drawn(
            Chart {
                ForEach([(1, 4.0), (2, 9.0), (3, 6.0)], id: \.0) { day, value in
                    AreaMark(x: .value("Day", day), y: .value("Value", value))
                }
                RuleMark(y: .value("Goal", 5)).foregroundStyle(.red)
            })
        let area = try #require(shapes(placed).first { $0.shape.fill?.color?.name == .blue })
        let rule = try #require(shapes(placed).first { $0.shape.stroke?.paint?.color?.name == .red })
        let labels = texts(placed)
        let zero = try #require(labels["0"])
        let ten = try #require(labels["10"])
        #expect(abs(area.box.maxY - zero.y) < 0.5, "filled down to zero")
        #expect(rule.box.height == 0 && abs(rule.box.midY - (zero.y + ten.y) / 2) < 0.5, "the rule at 5, halfway to 10")
        let gridLine = try #require(shapes(placed).first { $0.shape.stroke != nil && $0.box.height == 0 && $0.shape.stroke?.paint?.color?.name != .red })
        #expect(rule.box.minX == gridLine.box.minX && rule.box.maxX == gridLine.box.maxX, "across the whole plot")
    }

    @Test func aStepLineHoldsEachValueUntilTheNext() throws {
        let placed = drawn(
            Chart {
                ForEach([(1, 2.0), (2, 6.0), (3, 4.0)], id: \.0) { day, value in
                    LineMark(x: .value("Day", day), y: .value("Value", value)).interpolationMethod(.stepStart)
                }
            })
        let line = try #require(shapes(placed).first { $0.shape.stroke?.paint?.color?.name == .blue })
        let vertices = points(of: line.shape)
        try #require(vertices.count == 5)
        #expect(vertices[1].y == vertices[0].y && vertices[1].x == vertices[2].x, "across at the first value, then up")
        #expect(vertices[3].y == vertices[2].y && vertices[3].x == vertices[4].x)
    }

    @Test func aStyleScaleReplacesThePaletteAndTheLegendCanBeHidden() throws {
        let chart = Chart {
            ForEach(["Walk", "Run"], id: \.self) { kind in
                PointMark(x: .value("Kind", kind), y: .value("Km", 3)).foregroundStyle(by: .value("Kind", kind)).symbol(by: .value("Kind", kind))
            }
        }
        let mapped = drawn(chart.chartForegroundStyleScale(["Walk": Color.red, "Run": Color.purple]).chartLegend(.hidden))
        let fills = shapes(mapped).compactMap { $0.shape.fill?.color?.name }
        #expect(fills.contains(.red) && fills.contains(.purple) && !fills.contains(.blue))
        #expect(texts(mapped).keys.filter { $0 == "Walk" || $0 == "Run" }.count == 2, "the x axis's labels, no legend's")
        let plain = drawn(chart)
        let runDot = try #require(shapes(plain).first { $0.shape.fill?.color?.name == .green })
        guard case .path(let elements, _, _) = runDot.shape.shape else { Issue.record("no path"); return }
        #expect(elements.count == 5 && !elements.contains { if case .curve = $0 { true } else { false } }, "Run's symbol is the second, a square")
        #expect(texts(plain).keys.filter { $0 == "Walk" }.count == 1 && shapes(plain).filter { $0.shape.fill?.color?.name == .green }.count == 2,
            "the legend's swatch beside the point")
    }

    func conditional(_ showsBars: Bool, goal: Int?) -> some View {
        Chart {
            if showsBars {
                BarMark(x: .value("Day", "Mon"), y: .value("Steps", 4))
            } else {
                PointMark(x: .value("Day", "Mon"), y: .value("Steps", 4))
            }
            if let goal {
                RuleMark(y: .value("Goal", goal))
            }
        }
    }

    @Test func conditionalContentIsDrawnOnlyWhenItHolds() {
        let bars = shapes(drawn(conditional(true, goal: 6)))
        let points = shapes(drawn(conditional(false, goal: nil)))
        #expect(bars.contains { $0.shape.fill?.color?.name == .blue && $0.box.width > 20 }, "a bar")
        #expect(bars.contains { $0.shape.stroke?.paint?.color?.name == .blue && $0.box.height == 0 }, "and the goal's rule")
        #expect(points.contains { $0.shape.fill?.color?.name == .blue && $0.box.width < 10 }, "a point")
        #expect(!points.contains { $0.shape.stroke?.paint?.color?.name == .blue }, "and no rule")
    }

    @Test func aDashedRuleIsDrawnAsItsDashes() throws {
        let placed = drawn(
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Steps", 8))
                RuleMark(y: .value("Goal", 5)).foregroundStyle(.red).lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 2]))
            })
        let rule = try #require(shapes(placed).first { $0.shape.stroke?.paint?.color?.name == .red })
        guard case .path(let elements, _, _) = rule.shape.shape else { Issue.record("no path"); return }
        var dashes: [Double] = []
        var start = 0.0
        for element in elements {
            if case .move(let x, _) = element { start = x }
            if case .line(let x, _) = element { dashes.append(x - start) }
        }
        #expect(dashes.count > 10, "many dashes across the plot")
        #expect(dashes.dropLast().allSatisfy { abs($0 - 4) < 0.001 }, "each 4 points long")
        let moves = elements.compactMap { if case .move(let x, _) = $0 { x } else { nil } }
        #expect(zip(moves, moves.dropFirst()).allSatisfy { abs($1 - $0 - 6) < 0.001 }, "a dash every 6 points")
    }

    @Test func barsPositionedByAValueStandSideBySide() throws {
        let placed = drawn(
            Chart {
                ForEach(["Mon", "Tue"], id: \.self) { day in
                    BarMark(x: .value("Day", day), y: .value("Km", 4)).foregroundStyle(by: .value("Kind", "Walk")).position(by: .value("Kind", "Walk"))
                    BarMark(x: .value("Day", day), y: .value("Km", 8)).foregroundStyle(by: .value("Kind", "Run")).position(by: .value("Kind", "Run"))
                }
            })
        let walks = filled(placed, .blue).filter { $0.height > 10 }
        let runs = filled(placed, .green).filter { $0.height > 10 }
        try #require(walks.count == 2 && runs.count == 2)
        #expect(abs(walks[0].maxY - runs[0].maxY) < 0.001, "both from zero, not stacked")
        #expect(abs(runs[0].height - 2 * walks[0].height) < 0.001)
        #expect(abs(walks[0].maxX - runs[0].minX) < 0.001, "Walk then Run, touching")
        let band = walks[1].minX - walks[0].minX
        #expect(abs(walks[0].width + runs[0].width - 0.7 * band) < 0.001, "the pair as wide as one bar")
    }
}
