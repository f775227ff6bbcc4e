import Foundation
import ViewArchive

/// How children line up across a vertical stack.
public struct HorizontalAlignment: Hashable, Sendable {
    let value: HorizontalAlignmentValue
    public static let leading = HorizontalAlignment(value: .leading)
    public static let center = HorizontalAlignment(value: .center)
    public static let trailing = HorizontalAlignment(value: .trailing)
}

/// How children line up across a horizontal stack.
public struct VerticalAlignment: Hashable, Sendable {
    let value: VerticalAlignmentValue
    public static let top = VerticalAlignment(value: .top)
    public static let center = VerticalAlignment(value: .center)
    public static let bottom = VerticalAlignment(value: .bottom)
    /// Text baselines: lined up as their centres here.
    public static let firstTextBaseline = VerticalAlignment(value: .center)
    public static let lastTextBaseline = VerticalAlignment(value: .center)
}

/// Where content sits in a frame or a z-stack.
public struct Alignment: Hashable, Sendable {
    let value: AlignmentValue

    init(value: AlignmentValue) {
        self.value = value
    }

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        value =
            switch (horizontal.value, vertical.value) {
            case (.leading, .top): .topLeading
            case (.center, .top): .top
            case (.trailing, .top): .topTrailing
            case (.leading, .center): .leading
            case (.center, .center): .center
            case (.trailing, .center): .trailing
            case (.leading, .bottom): .bottomLeading
            case (.center, .bottom): .bottom
            case (.trailing, .bottom): .bottomTrailing
            }
    }

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
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        nodes.append(.vstack(alignment: alignment.value, spacing: spacing.map(Double.init), children: content.nodes(in: environment)))
    }
}

/// Children side by side.
public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        nodes.append(.hstack(alignment: alignment.value, spacing: spacing.map(Double.init), children: content.nodes(in: environment)))
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

/// Flexible space that pushes its siblings apart along the stack's axis.
public struct Spacer: View, PrimitiveView {
    let minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        nodes.append(.spacer(minLength: minLength.map(Double.init)))
    }
}

/// A thin line across the stack.
public struct Divider: View, PrimitiveView {
    public init() {}

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        nodes.append(.divider)
    }
}
