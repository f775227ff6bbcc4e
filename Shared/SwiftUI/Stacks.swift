import Foundation

/// How children line up across a vertical stack.
public struct HorizontalAlignment: Equatable, Sendable {
    let name: String
    public static let leading = HorizontalAlignment(name: "leading")
    public static let center = HorizontalAlignment(name: "center")
    public static let trailing = HorizontalAlignment(name: "trailing")
}

/// How children line up across a horizontal stack.
public struct VerticalAlignment: Equatable, Sendable {
    let name: String
    public static let top = VerticalAlignment(name: "top")
    public static let center = VerticalAlignment(name: "center")
    public static let bottom = VerticalAlignment(name: "bottom")
}

/// Where content sits in a frame or a z-stack.
public struct Alignment: Equatable, Sendable {
    let name: String
    public static let center = Alignment(name: "center")
    public static let leading = Alignment(name: "leading")
    public static let trailing = Alignment(name: "trailing")
    public static let top = Alignment(name: "top")
    public static let bottom = Alignment(name: "bottom")
    public static let topLeading = Alignment(name: "topLeading")
    public static let topTrailing = Alignment(name: "topTrailing")
    public static let bottomLeading = Alignment(name: "bottomLeading")
    public static let bottomTrailing = Alignment(name: "bottomTrailing")
}

/// Children one above the other.
public struct VStack<Content: View>: View, _PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _archive(into archive: inout ViewArchive, in environment: EnvironmentValues) {
        archive.container(ViewNode(kind: .vstack, alignment: alignment.name, spacing: spacing)) { content._archive(into: &$0, in: environment) }
    }
}

/// Children side by side.
public struct HStack<Content: View>: View, _PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _archive(into archive: inout ViewArchive, in environment: EnvironmentValues) {
        archive.container(ViewNode(kind: .hstack, alignment: alignment.name, spacing: spacing)) { content._archive(into: &$0, in: environment) }
    }
}

/// Children drawn on top of each other, the last one in front.
public struct ZStack<Content: View>: View, _PrimitiveView {
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public func _archive(into archive: inout ViewArchive, in environment: EnvironmentValues) {
        archive.container(ViewNode(kind: .zstack, alignment: alignment.name)) { content._archive(into: &$0, in: environment) }
    }
}
