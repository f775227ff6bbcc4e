import Foundation
import ViewArchive

// Effects that change how a view is drawn, not where the layout puts it (scale, a turn in depth, a mask),
// the border drawn inside a view's frame, and the priority a stack gives a view.

extension View {
    /// Draws the view `scale.width` times as wide and `scale.height` times as tall around `anchor`; the
    /// layout keeps its original frame.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Draws the view `s` times its size around `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: s, y: s, anchor: anchor)
    }

    /// Draws the view `x` times as wide and `y` times as tall around `anchor`.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        modifier(.scaleEffect(x: Double(x), y: Double(y), anchor: anchor.value))
    }

    /// Turns the view by `angle` about `axis`, drawn as a widget shows it, flat: as seen from in front (the
    /// perspective left out), a turn about the vertical axis narrows the view by the angle's cosine and
    /// mirrors it past 90°, one about the horizontal axis shortens it likewise. The axis's z part, a turn
    /// within the screen's plane, is not drawn (docs/swiftui-subset.md).
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View {
        let (ax, ay) = (Double(axis.x), Double(axis.y))
        let length = (ax * ax + ay * ay).squareRoot()
        let cosine = cos(angle.radians)
        // The x and y terms of the turn's matrix (Rodrigues), the axis normalised without its z part.
        let (x, y) =
            length > 0 && length.isFinite && cosine.isFinite
            ? (cosine + (ax / length) * (ax / length) * (1 - cosine), cosine + (ay / length) * (ay / length) * (1 - cosine))
            : (1, 1)
        return modifier(.scaleEffect(x: x, y: y, anchor: anchor.value))
    }

    /// Draws the view only where `mask` would draw, `mask` aligned in the view's frame.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(mask()) { .mask($0, alignment: alignment.value) }
    }

    /// Draws the view only where `mask` would draw (deprecated in iOS 15 for the form that takes a closure).
    @available(iOS, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(mask) { .mask($0, alignment: .center) }
    }

    /// How soon a stack offers this view its space: before its siblings of a lower priority (0 by default).
    public func layoutPriority(_ value: Double) -> some View {
        modifier(.layoutPriority(value))
    }

    /// A border of `content`, `width` points wide, drawn inside the view's frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
