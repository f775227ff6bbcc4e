import CoreGraphics
import Foundation
import SwiftUI
import Testing
import ViewArchive
import WidgetKit

/// A `CGPath` and a `CGColor` handed to SwiftUI reach the drawing: the archived shape holds the path's
/// elements and the colour's components.
@MainActor
@Suite struct CoreGraphicsBridgingTests {
    func archive<V: View>(_ view: V) -> ViewNode {
        var environment = EnvironmentValues()
        environment.widgetFamily = .systemSmall
        return view.archived(in: environment)
    }

    @Test func aCGPathFilledWithACGColorIsDrawnWithItsElementsAndComponents() throws {
        let triangle = CGMutablePath()
        triangle.move(to: CGPoint(x: 0, y: 0))
        triangle.addLine(to: CGPoint(x: 40, y: 0))
        triangle.addQuadCurve(to: CGPoint(x: 20, y: 30), control: CGPoint(x: 40, y: 30))
        triangle.closeSubpath()
        let node = archive(Path(triangle).fill(Color(cgColor: CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.25))))
        guard case .shape(let drawn) = node, case .path(let elements, _, _) = drawn.shape else {
            Issue.record("expected a drawn path, got \(node)")
            return
        }
        #expect(elements == [.move(x: 0, y: 0), .line(x: 40, y: 0), .quadCurve(x: 20, y: 30, controlX: 40, controlY: 30), .close])
        let color = try #require(drawn.fill?.color)
        #expect(color.red == 1 && color.green == 0.5 && color.blue == 0 && color.opacity == 0.25)
    }

    @Test func aGrayCGColorIsDrawnAsItsGrayInEachComponent() {
        let color = Color(CGColor(gray: 0.4, alpha: 1)).value
        #expect(color.red == 0.4 && color.green == 0.4 && color.blue == 0.4 && color.opacity == 1)
    }

    @Test func aSwiftUIPathComesBackAsTheSameCGPath() {
        let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(Path(path.cgPath) == path)
        #expect(path.cgPath.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 20))
    }
}
