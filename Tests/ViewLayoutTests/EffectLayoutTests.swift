import Foundation
import Testing
import ViewArchive
import ViewLayout

/// What `scaleEffect`, `mask`, `layoutPriority` and a `TimelineView`'s schedule do to a laid-out view.
/// Widths at 17 points as `PointLayoutTests` lists them ("Widget" 58, "Hi" 17; a line 20 high).
@Suite struct EffectLayoutTests {
    let square = ViewNode.modified(.color(ColorValue(name: .red)), .frame(FrameValue(width: 40, height: 20)))

    /// The placed node of the first view inside `node` that draws something.
    func drawn(_ node: PlacedNode) -> PlacedNode? {
        node.flattened.first { if case .none = $0.content { false } else { true } }
    }

    @Test func aScaleEffectDrawsAroundItsAnchorAndKeepsTheLayoutsFrame() throws {
        let scaled = ViewNode.modified(square, .scaleEffect(x: 2, y: 0.5, anchor: UnitPointValue(x: 0.5, y: 0.5)))
        let placed = PointLayout().layout(scaled, width: 100, height: 100)
        #expect(placed.frame == Rect(x: 30, y: 40, width: 40, height: 20), "the layout's frame is the view's own")
        #expect(try #require(drawn(placed)).frame == Rect(x: 10, y: 45, width: 80, height: 10), "twice as wide, half as tall, about the centre")

        let fromCorner = ViewNode.modified(square, .scaleEffect(x: 0.5, y: 0.5, anchor: UnitPointValue(x: 0, y: 0)))
        #expect(try #require(drawn(PointLayout().layout(fromCorner, width: 100, height: 100))).frame == Rect(x: 30, y: 40, width: 20, height: 10))

        let mirrored = ViewNode.modified(square, .scaleEffect(x: -1, y: 1, anchor: UnitPointValue(x: 0.5, y: 0.5)))
        #expect(try #require(drawn(PointLayout().layout(mirrored, width: 100, height: 100))).frame == Rect(x: 30, y: 40, width: 40, height: 20))
    }

    @Test func aScaledTextIsDrawnAtTheSmallerFactorsSize() throws {
        let text = ViewNode.modified(.text("Hi"), .scaleEffect(x: 2, y: 3, anchor: UnitPointValue(x: 0, y: 0)))
        let placed = try #require(drawn(PointLayout().layout(text, width: 100, height: 100)))
        #expect(placed.style.size == 34, "17 points, twice")
        #expect(placed.frame.width == 34 && placed.frame.height == 60)
    }

    @Test func aFactorThatIsNotANumberDrawsNothing() throws {
        let scaled = ViewNode.modified(square, .scaleEffect(x: .nan, y: .infinity, anchor: UnitPointValue(x: 0.5, y: 0.5)))
        let placed = try #require(drawn(PointLayout().layout(scaled, width: 100, height: 100)))
        #expect(placed.frame.width == 0, "a factor that is not a number draws the view at no size")
        #expect(placed.frame.height.isFinite)
    }

    @Test func aMaskClipsToItsShapeAndFrameAndTakesItsTransparency() throws {
        let circle = ViewNode.modified(
            .modified(.shape(ShapeViewValue(shape: .circle)), .frame(FrameValue(width: 20, height: 20))), .opacity(0.5))
        let masked = ViewNode.modified(square, .mask(circle, alignment: .leading))
        let placed = PointLayout().layout(masked, width: 100, height: 100)
        let wrapper = try #require(placed.children.first)
        #expect(wrapper.frame == Rect(x: 30, y: 40, width: 20, height: 20), "the mask's frame, aligned at the leading edge")
        #expect(wrapper.clip?.shape == .circle && wrapper.clip?.radius == 10)
        #expect(wrapper.opacity == 0.5)
        let text = ViewNode.modified(square, .mask(.text("Hi"), alignment: .center))
        let byText = try #require(PointLayout().layout(text, width: 100, height: 100).children.first)
        #expect(byText.clip?.shape == .rectangle && byText.frame.width == 17, "a text masks to its frame")
    }

    @Test func aHigherLayoutPriorityIsOfferedItsSpaceFirst() throws {
        let long = ViewNode.text("Power Panda is ready")
        func laidOut(_ first: ViewNode) -> (long: Double, widget: Double) {
            let placed = PointLayout().layout(.hstack(alignment: .center, spacing: 0, children: [first, .text("Widget")]), width: 120, height: 100)
            return (placed.children[0].frame.width, placed.children[1].frame.width)
        }
        let plain = laidOut(long)
        #expect(plain.long + plain.widget <= 120 && plain.widget < 58, "shared out: neither text has all it wants")
        let first = laidOut(.modified(long, .layoutPriority(1)))
        #expect(first.long > plain.long, "the text of priority 1 is offered its space first")
        #expect(first.widget < plain.widget, "the other gets what is left")
        #expect(first.long + first.widget <= 120)
        let last = laidOut(.modified(long, .layoutPriority(-1)))
        #expect(last.widget == 58, "a text of a lower priority leaves the other all it wants")
    }

    @Test func aScheduleShowsTheLastChildWhoseDateHasCome() throws {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let clock = ViewNode.scheduled(
            dates: [start, start.addingTimeInterval(60), start.addingTimeInterval(120)],
            children: [.text("A"), .text("B"), .text("Hi")])
        func shown(at now: Date) -> [String]? {
            if case .text(lines: let lines) = drawn(PointLayout(now: now).layout(clock, width: 100, height: 100))?.content { return lines }
            return nil
        }
        #expect(shown(at: start.addingTimeInterval(-5)) == ["A"], "before any date, the first")
        #expect(shown(at: start.addingTimeInterval(59)) == ["A"])
        #expect(shown(at: start.addingTimeInterval(60)) == ["B"])
        #expect(shown(at: start.addingTimeInterval(3_600)) == ["Hi"], "after the last, the last")
    }
}
