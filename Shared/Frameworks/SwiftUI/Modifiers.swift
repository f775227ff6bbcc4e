import Foundation
import ViewArchive

/// A view with one modifier around it (none when `modifier` is nil); a `Group`'s modifier goes around each of its views.
struct ModifiedView<Content: View>: View, PrimitiveView {
    let content: Content
    let modifier: ViewNode.Modifier?
    /// How the modifier changes the environment of the views inside (`redacted` does).
    let environmentChange: ((inout EnvironmentValues) -> Void)?

    func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        var inner = environment
        environmentChange?(&inner)
        guard let modifier else { return content.appendNodes(to: &nodes, in: inner) }
        for node in content.nodes(in: inner) {
            nodes.append(.modified(node, modifier))
        }
    }
}

/// A view with a modifier that holds a view of its own (`background`, `overlay`), archived in the same environment.
struct ViewModifiedView<Content: View, Decoration: View>: View, PrimitiveView {
    let content: Content
    let decoration: Decoration
    let make: (ViewNode) -> ViewNode.Modifier

    func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        // Its nodes, not a whole archive: the archive around it gives any geometry reader inside its frame.
        let modifier = make(.single(decoration.nodes(in: environment)))
        for node in content.nodes(in: environment) {
            nodes.append(.modified(node, modifier))
        }
    }
}

/// A view whose environment differs from its parent's; it adds no node of its own.
struct EnvironmentModifiedView<Content: View>: View, PrimitiveView {
    let content: Content
    let transform: (inout EnvironmentValues) -> Void

    func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        var inner = environment
        transform(&inner)
        content.appendNodes(to: &nodes, in: inner)
    }
}

/// The default padding SwiftUI adds around content, in points.
let defaultPadding = 16.0

/// Where a container background goes; WidgetKit adds `.widget`.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    package init() {}
}

/// The parts of the screen a view may draw under; a widget has none to ignore.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// This view with `modifier` around it (nothing when nil): how WidgetKit adds modifiers of its own.
    package func modifier(_ modifier: ViewNode.Modifier?, environment: ((inout EnvironmentValues) -> Void)? = nil) -> some View {
        ModifiedView(content: self, modifier: modifier, environmentChange: environment)
    }

    /// This view with a modifier that holds `decoration`.
    package func modifier<Decoration: View>(_ decoration: Decoration, _ make: @escaping (ViewNode) -> ViewNode.Modifier) -> some View {
        ViewModifiedView(content: self, decoration: decoration, make: make)
    }

    /// Sets the background of the container the view sits in: the widget's own background for `.widget`.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        modifier(.containerBackground(.shape(ShapeViewValue(shape: .rectangle, fill: style.paintValue))))
    }

    /// Sets the background of the container the view sits in to a view of its own.
    public func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        modifier(content()) { .containerBackground($0) }
    }

    /// Sets the font of the text in this view; nil goes back to the default.
    public func font(_ font: Font?) -> some View {
        modifier(.font(font?.value))
    }

    /// Sets the design of the font of the text in this view.
    public func fontDesign(_ design: Font.Design?) -> some View {
        modifier(design.map { .font(FontValue(design: $0.value)) })
    }

    /// Sets the colour of the text and shapes in this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(style.paintValue.map { .foregroundStyle($0) })
    }

    /// Sets the colours of the first and second levels of the text and shapes in this view; the first is drawn.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }

    /// Sets the colour of the text and shapes in this view (deprecated in iOS 17 for `foregroundStyle`).
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(.foregroundStyle(PaintValue(color: color?.value ?? ColorValue(name: .primary))))
    }

    /// The tint of the controls in this view: its bars and gauges.
    public func tint(_ tint: Color?) -> some View {
        modifier(tint.map { .foregroundStyle(PaintValue(color: $0.value)) })
    }

    /// Adds the same padding to the given edges.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(.padding(EdgeInsetsValue(edges, length.map(Double.init) ?? defaultPadding)))
    }

    /// Adds `length` points of padding on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Adds padding of its own to each edge.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(.padding(insets.value))
    }

    /// Gives the view a fixed size.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(.frame(FrameValue(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment.value)))
    }

    /// Bounds the view's size, below and above, with an ideal for where nothing else decides; pass
    /// `.infinity` as a maximum to fill the space offered.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        func archived(_ value: CGFloat?) -> Double? {
            guard let value else { return nil }
            return value.isInfinite ? FrameValue.infinite : Double(value)
        }
        return modifier(
            .frame(
                FrameValue(
                    minWidth: archived(minWidth), idealWidth: archived(idealWidth), maxWidth: archived(maxWidth),
                    minHeight: archived(minHeight), idealHeight: archived(idealHeight), maxHeight: archived(maxHeight),
                    alignment: alignment.value)))
    }

    /// The view at its ideal size on both axes, whatever it is offered.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// The view at its ideal size on the axes given, whatever it is offered.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(.fixedSize(horizontal: horizontal, vertical: vertical))
    }

    /// Keeps the view's proportions (its own, or `aspectRatio` wide to 1 high) as it fits or fills what it is offered.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(.aspectRatio(AspectRatioValue(ratio: aspectRatio.map(Double.init), fill: contentMode == .fill)))
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// Scales the view to fit what it is offered, keeping its proportions.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales the view to fill what it is offered, keeping its proportions.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Moves the view, without moving anything else.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(.offset(x: Double(x), y: Double(y)))
    }

    public func offset(_ offset: CGSize) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Draws `style` behind the view.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(.background(.shape(ShapeViewValue(shape: .rectangle, fill: style.paintValue)), alignment: .center))
    }

    /// Draws `style` behind the view, in `shape`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(shape.fill(style)) { .background($0, alignment: .center) }
    }

    /// Draws a view behind this one, the size of this one.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(content()) { .background($0, alignment: alignment.value) }
    }

    /// Draws a view behind this one (deprecated in iOS 15 for the form that takes a closure).
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(background) { .background($0, alignment: alignment.value) }
    }

    /// Draws a view in front of this one, the size of this one.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(content()) { .overlay($0, alignment: alignment.value) }
    }

    /// Draws a view in front of this one (deprecated in iOS 15 for the form that takes a closure).
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(overlay) { .overlay($0, alignment: alignment.value) }
    }

    /// Draws `style` in front of the view, in `shape`.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(shape.fill(style)) { .overlay($0, alignment: .center) }
    }

    /// Lets the view draw under the safe areas: a widget has none, so this changes nothing.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    /// Limits text to `number` lines, truncating the rest.
    public func lineLimit(_ number: Int?) -> some View {
        modifier(.lineLimit(number))
    }

    /// Makes the view partly transparent.
    public func opacity(_ opacity: Double) -> some View {
        modifier(.opacity(opacity))
    }

    /// Rounds the view's corners.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(.cornerRadius(Double(radius)))
    }

    /// Turns light colours dark and dark colours light.
    public func colorInvert() -> some View {
        modifier(.colorInvert)
    }

    /// Draws the view as a placeholder: grey shapes where its text and images would be.
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(.redacted(reason.contains(.placeholder) ? .placeholder : .privacy)) { $0.redactionReasons.formUnion(reason) }
    }

    /// Draws the view as it is, even inside a redacted view.
    public func unredacted() -> some View {
        EnvironmentModifiedView(content: self) { $0.redactionReasons = [] }
    }

    /// Marks the view as one to redact when the device is locked: drawn as it is here.
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }

    /// Marks content that becomes out of date until the next timeline: drawn as it is here.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }

    /// Sets the weight of the text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(.fontWeight(weight?.value))
    }

    /// Sets the text in this view in bold.
    public func bold(_ isActive: Bool = true) -> some View {
        modifier(isActive ? .bold : nil)
    }

    /// Sets the text in this view in italic.
    public func italic(_ isActive: Bool = true) -> some View {
        modifier(isActive ? .italic : nil)
    }

    /// Underlines the text in this view.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
        modifier(isActive ? .underline : nil)
    }

    /// Strikes through the text in this view.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        modifier(isActive ? .strikethrough : nil)
    }

    /// Digits of one width: the system font's digits are drawn so here.
    public func monospacedDigit() -> some View { self }

    /// How the lines of multi-line text in this view line up.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(.multilineTextAlignment(alignment.value))
    }

    /// The smallest fraction of its size a text may shrink to before it is truncated.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        modifier(.minimumScaleFactor(min(max(Double(factor), 0.01), 1)))
    }

    /// Clips the view to `shape`.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(.clipShape(shape.archived(in: EnvironmentValues.current).shape))
    }

    /// Clips the view to its frame: what a widget's frame does anyway.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(.clipShape(.rectangle))
    }

    /// How the gauges in this view are drawn.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        modifier(.gaugeStyle((style as? any KnownGaugeStyle)?.value ?? .linearCapacity))
    }

    /// How the progress views in this view are drawn.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifier(.progressViewStyle((style as? any KnownProgressViewStyle)?.value ?? .linear))
    }

    /// How the labels in this view are drawn.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(content: self) { $0.labelParts = (style as? any KnownLabelStyle)?.parts ?? (true, true) }
    }

    /// How the symbols in this view colour their layers: in one colour here.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }

    /// The size of the symbols in this view next to their text: the text's here.
    public func imageScale(_ scale: Image.Scale) -> some View { self }

    /// Sets an environment value for this view and the views inside it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentModifiedView(content: self) { $0[keyPath: keyPath] = value }
    }

    /// Changes an environment value for this view and the views inside it.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        EnvironmentModifiedView(content: self) { transform(&$0[keyPath: keyPath]) }
    }

    /// Tells accessibility what the view is: drawn the same.
    public func accessibilityLabel(_ label: Text) -> some View { self }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { self }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }

    /// Names the view for animations between entries: a widget here changes without animation.
    public func id<ID: Hashable>(_ id: ID) -> some View { self }

    /// Animates changes between entries: a widget here changes without animation.
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
}

/// How content changes between timeline entries; drawn without animation here.
public struct ContentTransition: Hashable, Sendable {
    public static let identity = ContentTransition()
    public static let opacity = ContentTransition()
    public static let interpolate = ContentTransition()
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
}

extension EdgeInsetsValue {
    /// `length` on each of `edges`, none on the others.
    package init(_ edges: Edge.Set, _ length: Double) {
        func inset(_ edge: Edge.Set) -> Double { edges.contains(edge) ? length : 0 }
        self.init(top: inset(.top), leading: inset(.leading), bottom: inset(.bottom), trailing: inset(.trailing))
    }
}
