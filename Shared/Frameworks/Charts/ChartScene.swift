import Foundation
import SwiftUI
import ViewArchive

/// What a chart draws, in its own points, first drawn first: the plot's grid, the marks, the axes'
/// ticks and labels, the legend, and the views (annotations, labels of your own) placed over them.
package struct ChartScene {
    /// One drawing.
    package enum Element {
        case fill(Path, AnyShapeStyle, opacity: Double)
        case stroke(Path, AnyShapeStyle, lineWidth: CGFloat, opacity: Double)
        case text(String, font: Font, style: AnyShapeStyle, at: CGPoint, anchor: UnitPoint)
    }

    /// A view placed with its `anchor` at a point.
    struct PlacedView {
        var make: (EnvironmentValues) -> [ViewNode]
        var point: CGPoint
        var anchor: UnitPoint
    }

    /// The plot area: where the marks are, inside the axes and the legend.
    package var plot: CGRect = .zero
    package var elements: [Element] = []
    var views: [PlacedView] = []

    /// Draws the elements in `context`.
    func draw(in context: inout GraphicsContext) {
        for element in elements {
            switch element {
            case .fill(let path, let style, let opacity):
                context.opacity = opacity
                context.fill(path, with: .style(style))
            case .stroke(let path, let style, let lineWidth, let opacity):
                context.opacity = opacity
                context.stroke(path, with: .style(style), lineWidth: lineWidth)
            case .text(let string, let font, let style, let point, let anchor):
                context.opacity = 1
                context.draw(Text(verbatim: string).font(font).foregroundStyle(style), at: point, anchor: anchor)
            }
        }
    }
}

/// The views of a chart placed over its canvas, in a box of the chart's size: each in a box far larger
/// than the chart, aligned in it by its anchor, and moved so that the anchor falls on its point.
struct ChartOverlay: View, PrimitiveView {
    let size: CGSize
    let views: [ChartScene.PlacedView]

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        guard !views.isEmpty else { return }
        let room = 2 * Double(max(size.width, size.height)) + 2_000
        let alignments: [[AlignmentValue]] = [
            [.topLeading, .top, .topTrailing], [.leading, .center, .trailing], [.bottomLeading, .bottom, .bottomTrailing],
        ]
        func third(_ fraction: CGFloat) -> Double {
            fraction.isFinite ? (min(max(Double(fraction), 0), 1) * 2).rounded() / 2 : 0.5
        }
        let children = views.map { view -> ViewNode in
            let (ax, ay) = (third(view.anchor.x), third(view.anchor.y))
            let boxed = ViewNode.modified(
                .single(view.make(environment)), .frame(FrameValue(width: room, height: room, alignment: alignments[Int(ay * 2)][Int(ax * 2)])))
            return .modified(boxed, .offset(x: Double(view.point.x) - ax * room, y: Double(view.point.y) - ay * room))
        }
        let box = FrameValue(width: Double(size.width), height: Double(size.height), alignment: .topLeading)
        nodes.append(.modified(.zstack(alignment: .topLeading, children: children), .frame(box)))
    }
}
