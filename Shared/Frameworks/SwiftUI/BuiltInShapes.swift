import Foundation
import ViewArchive

// The shapes SwiftUI offers, each archived as its own kind of `ShapeValue`.

nonisolated public struct Rectangle: Shape, InsettableShape, ArchivableShape {
    public init() {}
    package var shapeValue: ShapeValue { .rectangle }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> Rectangle { self }
}

nonisolated public struct RoundedRectangle: Shape, InsettableShape, ArchivableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    package var shapeValue: ShapeValue { .roundedRectangle(cornerRadius: Double(min(cornerSize.width, cornerSize.height))) }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    public func inset(by amount: CGFloat) -> RoundedRectangle { self }
}

nonisolated public struct Circle: Shape, InsettableShape, ArchivableShape {
    public init() {}
    package var shapeValue: ShapeValue { .circle }

    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    public func inset(by amount: CGFloat) -> Circle { self }
}

nonisolated public struct Ellipse: Shape, InsettableShape, ArchivableShape {
    public init() {}
    package var shapeValue: ShapeValue { .ellipse }
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> Ellipse { self }
}

nonisolated public struct Capsule: Shape, InsettableShape, ArchivableShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    package var shapeValue: ShapeValue { .capsule }

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }

    public func inset(by amount: CGFloat) -> Capsule { self }
}

/// The widget's own corner shape, inset to the view: what widgets use to round their content.
nonisolated public struct ContainerRelativeShape: Shape, InsettableShape, ArchivableShape {
    public init() {}
    package var shapeValue: ShapeValue { .containerRelative }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: 22) }
    public func inset(by amount: CGFloat) -> ContainerRelativeShape { self }
}
