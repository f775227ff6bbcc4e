import Foundation
import SwiftUI
import Testing
import ViewArchive
import ViewLayout

/// A `Canvas` draws with a `GraphicsContext` at the size it gets; what it draws is archived as views in
/// its box, which the system lays out and draws.
@MainActor
@Suite struct CanvasTests {
    /// The canvas archived at 100 × 80 points and laid out there.
    func drawn(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> PlacedNode {
        var environment = EnvironmentValues()
        environment.archiveSize = CGSize(width: 100, height: 80)
        let node = Canvas(renderer: renderer).archived(in: environment)
        return PointLayout().layout(node, width: 100, height: 80)
    }

    func shapes(_ placed: PlacedNode) -> [ShapeViewValue] {
        placed.flattened.compactMap { if case .shape(let shape) = $0.content { shape } else { nil } }
    }

    func texts(_ placed: PlacedNode) -> [(String, Rect)] {
        placed.flattened.compactMap { if case .text(let lines) = $0.content { (lines.joined(), $0.frame) } else { nil } }
    }

    @Test func pathsAreFilledAndStrokedInTheCanvassBoxThroughTheTransform() throws {
        let placed = drawn { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: size.width, height: size.height)), with: .color(.red))
            context.translateBy(x: 10, y: 20)
            context.scaleBy(x: 2, y: 2)
            var line = Path()
            line.move(to: .zero)
            line.addLine(to: CGPoint(x: 5, y: 0))
            context.stroke(line, with: .color(.blue), lineWidth: 1.5)
        }
        let drawnShapes = shapes(placed)
        try #require(drawnShapes.count == 2)
        #expect(drawnShapes[0].fill == PaintValue(color: ColorValue(name: .red)))
        #expect(drawnShapes[0].shape == .path(elements: [.move(x: 0, y: 0), .line(x: 100, y: 0), .line(x: 100, y: 80), .line(x: 0, y: 80), .close], width: 100, height: 80))
        #expect(drawnShapes[1].shape == .path(elements: [.move(x: 10, y: 20), .line(x: 20, y: 20)], width: 100, height: 80), "moved, then doubled")
        #expect(drawnShapes[1].stroke == StrokeValue(paint: PaintValue(color: ColorValue(name: .blue)), lineWidth: 3), "the line scales with the context")
        #expect(placed.flattened.filter { if case .shape = $0.content { true } else { false } }.allSatisfy { $0.frame == Rect(x: 0, y: 0, width: 100, height: 80) })
    }

    @Test func aTextIsDrawnWithItsAnchorAtThePoint() throws {
        let placed = drawn { context, size in
            context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
            context.draw(Text("Hi"), at: CGPoint(x: 4, y: 6), anchor: .topLeading)
        }
        let drawnTexts = texts(placed)
        try #require(drawnTexts.count == 2)
        let (centred, corner) = (drawnTexts[0].1, drawnTexts[1].1)
        #expect(centred.x + centred.width / 2 == 50 && centred.y + centred.height / 2 == 40, "centred on the canvas's middle")
        #expect(corner.x == 4 && corner.y == 6, "its top leading corner at the point")
    }

    @Test func opacityAndClipsApplyToWhatIsDrawnAfterThem() throws {
        let placed = drawn { context, size in
            context.opacity = 0.5
            context.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40)))
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 80)), with: .linearGradient(
                Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 100, y: 0)))
        }
        let filled = try #require(placed.flattened.first { if case .shape = $0.content { true } else { false } })
        guard case .shape(let shape) = filled.content, let gradient = shape.fill?.gradient else { Issue.record("no gradient"); return }
        #expect(gradient.start == UnitPointValue(x: 0, y: 0) && gradient.end == UnitPointValue(x: 1, y: 0), "the gradient's points, as fractions of the canvas")
        #expect(placed.flattened.contains { $0.opacity == 0.5 })
        #expect(placed.flattened.contains { if case .path = $0.clip?.shape { true } else { false } }, "clipped to the ellipse")
    }
}
