import Foundation
import ViewArchive

// What changes how a view is drawn rather than where it goes: a `TimelineView`'s child of the moment,
// `scaleEffect` and `mask`.

extension PointLayout {
    /// The child of a `TimelineView` shown now.
    package func shown(_ dates: [Date], _ children: [ViewNode]) -> ViewNode? { ViewNode.shown(dates, children, at: now) }

    /// A factor of `scaleEffect` the drawing can take: a finite one within ±1,000 (0 otherwise).
    package static func scale(_ factor: Double) -> Double { factor.isFinite ? min(max(factor, -1_000), 1_000) : 0 }

    /// `node` and everything inside it drawn `x` times as wide and `y` times as tall around a point, as
    /// `scaleEffect` draws it: frames, text and corner radii scale; a negative factor mirrors the frames.
    /// Text takes the smaller factor, so that a text scaled more along one axis still fits its frame.
    package static func scaled(_ node: PlacedNode, x: Double, y: Double, around point: (x: Double, y: Double)) -> PlacedNode {
        var scaled = node
        let left = point.x + (node.frame.x - point.x) * x
        let top = point.y + (node.frame.y - point.y) * y
        let right = point.x + (node.frame.x + node.frame.width - point.x) * x
        let bottom = point.y + (node.frame.y + node.frame.height - point.y) * y
        scaled.frame = Rect(x: min(left, right), y: min(top, bottom), width: abs(right - left), height: abs(bottom - top))
        let factor = min(abs(x), abs(y))
        scaled.style.size *= factor
        scaled.clip = node.clip.map { ($0.shape, $0.radius * factor) }
        scaled.backgrounds = node.backgrounds.map { Self.scaled($0, x: x, y: y, around: point) }
        scaled.children = node.children.map { Self.scaled($0, x: x, y: y, around: point) }
        scaled.overlays = node.overlays.map { Self.scaled($0, x: x, y: y, around: point) }
        return scaled
    }

    /// `content` drawn only within `mask`, as `mask` draws it: inside the mask's shape when it is one (a
    /// shape or a colour), inside its frame otherwise, and as transparent as the mask is.
    package func masked(_ content: PlacedNode, by mask: PlacedNode) -> PlacedNode {
        let drawn = mask.flattened.first { if case .none = $0.content { false } else { true } } ?? mask
        let shape: ShapeValue
        if case .shape(let value) = drawn.content { shape = value.shape } else { shape = .rectangle }
        var wrapper = PlacedNode(frame: drawn.frame, content: .none, style: content.style)
        wrapper.clip = (shape, radius(of: shape, in: drawn.frame))
        wrapper.opacity = mask.opacity * drawn.opacity
        wrapper.children = [content]
        return wrapper
    }
}
