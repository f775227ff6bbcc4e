import Foundation

/// How children line up across a vertical stack.
public struct HorizontalAlignment: Equatable, Sendable {
    let value: HorizontalAlignmentValue
    public static let leading = HorizontalAlignment(value: .leading)
    public static let center = HorizontalAlignment(value: .center)
    public static let trailing = HorizontalAlignment(value: .trailing)
}

/// How children line up across a horizontal stack.
public struct VerticalAlignment: Equatable, Sendable {
    let value: VerticalAlignmentValue
    public static let top = VerticalAlignment(value: .top)
    public static let center = VerticalAlignment(value: .center)
    public static let bottom = VerticalAlignment(value: .bottom)
}

/// Where content sits in a frame or a z-stack.
public struct Alignment: Equatable, Sendable {
    let value: AlignmentValue

    public var horizontal: HorizontalAlignment { HorizontalAlignment(value: value.horizontal) }
    public var vertical: VerticalAlignment { VerticalAlignment(value: value.vertical) }

    public static let center = Alignment(value: .center)
    public static let leading = Alignment(value: .leading)
    public static let trailing = Alignment(value: .trailing)
    public static let top = Alignment(value: .top)
    public static let bottom = Alignment(value: .bottom)
    public static let topLeading = Alignment(value: .topLeading)
    public static let topTrailing = Alignment(value: .topTrailing)
    public static let bottomLeading = Alignment(value: .bottomLeading)
    public static let bottomTrailing = Alignment(value: .bottomTrailing)
}

/// Children one above the other.
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        nodes.append(.vstack(alignment: alignment.value, spacing: spacing, children: content.nodes(in: environment)))
    }
}

/// Children side by side.
public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        nodes.append(.hstack(alignment: alignment.value, spacing: spacing, children: content.nodes(in: environment)))
    }
}

/// Children drawn on top of each other, the last one in front.
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        nodes.append(.zstack(alignment: alignment.value, children: content.nodes(in: environment)))
    }
}
