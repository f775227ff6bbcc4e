import Foundation
import ViewArchive

/// The horizontal and vertical axes, as in SwiftUI.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    case horizontal, vertical

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// What a `GeometryReader`'s content knows of the space it gets: the frame the system's layout
/// gives the reader (see `GeometryLayout`), or the widget's own when the view is archived without it.
public struct GeometryProxy: Sendable {
    public let size: CGSize
    /// The reader's frame in the widget.
    let frameInWidget: CGRect
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    init(frame: CGRect) {
        size = frame.size
        frameInWidget = frame
    }

    /// The frame of the reader: at the origin in its own space, where the widget places it in any other.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: CGRect(origin: .zero, size: size)
        case .global, .named: frameInWidget
        }
    }
}

/// A coordinate space for `GeometryProxy.frame(in:)`; a named one is the widget's here.
public enum CoordinateSpace: Hashable, Sendable {
    case global, local
    case named(String)
}

/// A view that fills the space it is offered and gives its content that space's size.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        let readers = environment.geometryReaders
        let place = readers?.begin()
        let frame = place?.frame ?? CGRect(origin: .zero, size: environment.archiveSize)
        let view = EnvironmentValues.withCurrent(environment) { content(GeometryProxy(frame: frame)) }
        let inner = ViewNode.single(view.nodes(in: environment), stackedAlong: .vertical)
        if let place { readers?.finish(place.index, content: inner) }
        nodes.append(.geometry(content: inner))
    }
}

/// One column of a `LazyVGrid`, or one row of a `LazyHGrid`.
public struct GridItem: Hashable, Sendable {
    public enum Size: Hashable, Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    var value: GridItemValue {
        func finite(_ value: CGFloat) -> Double { value.isFinite ? Double(value) : 100_000 }
        let size: GridItemValue.Size =
            switch self.size {
            case .fixed(let length): .fixed(Double(length))
            case .flexible(let minimum, let maximum): .flexible(minimum: Double(minimum), maximum: finite(maximum))
            case .adaptive(let minimum, let maximum): .adaptive(minimum: Double(minimum), maximum: finite(maximum))
            }
        return GridItemValue(size: size, spacing: spacing.map(Double.init))
    }
}

/// Which headers and footers stay on screen as a lazy grid scrolls; widgets do not scroll.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// Children in rows across columns that `columns` size.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let grid: GridValue
    let content: Content

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        grid = GridValue(
            vertical: true, items: columns.map(\.value), spacing: spacing.map(Double.init),
            alignment: Alignment(horizontal: alignment, vertical: .center).value)
        self.content = content()
    }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        nodes.append(.grid(grid, children: content.nodes(in: environment)))
    }
}

/// Children in columns down rows that `rows` size.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let grid: GridValue
    let content: Content

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        grid = GridValue(
            vertical: false, items: rows.map(\.value), spacing: spacing.map(Double.init),
            alignment: Alignment(horizontal: .center, vertical: alignment).value)
        self.content = content()
    }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        nodes.append(.grid(grid, children: content.nodes(in: environment)))
    }
}

/// Rows of cells, as in SwiftUI: laid out here as a stack of rows, each a stack of its cells.
public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        var inner = environment
        inner.gridRowSpacing = horizontalSpacing.map(Double.init)
        inner.gridRowAlignment = alignment.value.vertical
        let rows = content.nodes(in: inner)
        nodes.append(.vstack(alignment: alignment.value.horizontal, spacing: verticalSpacing.map(Double.init), children: rows))
    }
}

/// One row of a `Grid`.
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        nodes.append(
            .hstack(
                alignment: alignment?.value ?? environment.gridRowAlignment, spacing: environment.gridRowSpacing,
                children: content.nodes(in: environment)))
    }
}

/// The first of its children that fits the space offered, as SwiftUI picks it; the last when none does.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        nodes.append(.firstFitting(children: content.nodes(in: environment)))
    }
}
