import Foundation

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
public struct ContainerBackgroundPlacement: Equatable, Sendable {
    package init() {}
}

extension View {
    /// This view with `modifier` around it (nothing when nil): how WidgetKit adds modifiers of its own.
    package func modifier(_ modifier: ViewNode.Modifier?, environment: ((inout EnvironmentValues) -> Void)? = nil) -> some View {
        ModifiedView(content: self, modifier: modifier, environmentChange: environment)
    }

    /// Sets the background of the container the view sits in: the widget's own background for `.widget`.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        ModifiedView(content: self, modifier: .containerBackground(style.colorValue), environmentChange: nil)
    }

    /// Sets the font of the text in this view; nil goes back to the default.
    public func font(_ font: Font?) -> some View {
        modifier(.font(font?.value))
    }

    /// Sets the colour of the text and shapes in this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(.foregroundStyle(style.colorValue))
    }

    /// Sets the colour of the text and shapes in this view (deprecated in iOS 17 for `foregroundStyle`).
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(.foregroundStyle(color?.value ?? ColorValue(name: .primary)))
    }

    /// Adds the same padding to the given edges.
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View {
        let amount = length ?? defaultPadding
        func inset(_ edge: Edge.Set) -> Double { edges.contains(edge) ? amount : 0 }
        return modifier(
            .padding(EdgeInsetsValue(top: inset(.top), leading: inset(.leading), bottom: inset(.bottom), trailing: inset(.trailing))))
    }

    /// Adds `length` points of padding on every edge.
    public func padding(_ length: Double) -> some View {
        padding(.all, length)
    }

    /// Gives the view a fixed size.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> some View {
        modifier(.frame(FrameValue(width: width, height: height, alignment: alignment.value)))
    }

    /// Lets the view grow up to a maximum size; pass `.infinity` to fill the space offered.
    public func frame(maxWidth: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center) -> some View {
        func archived(_ value: Double?) -> Double? {
            guard let value else { return nil }
            return value.isInfinite ? FrameValue.infinite : value
        }
        return modifier(.frame(FrameValue(maxWidth: archived(maxWidth), maxHeight: archived(maxHeight), alignment: alignment.value)))
    }

    /// Draws `style` behind the view.
    public func background<S: ShapeStyle>(_ style: S) -> some View {
        modifier(.background(style.colorValue))
    }

    /// Limits text to `number` lines, truncating the rest.
    public func lineLimit(_ number: Int?) -> some View {
        modifier(.lineLimit(number))
    }

    /// Makes the view partly transparent.
    public func opacity(_ opacity: Double) -> some View {
        modifier(.opacity(opacity))
    }

    /// Rounds the view's corners.
    public func cornerRadius(_ radius: Double) -> some View {
        modifier(.cornerRadius(radius))
    }

    /// Draws the view as a placeholder: grey shapes where its text and images would be.
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(.redacted(reason.contains(.placeholder) ? .placeholder : .privacy)) { $0.redactionReasons.formUnion(reason) }
    }

    /// Sets the weight of the text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(.fontWeight(weight?.value))
    }

    /// Sets the text in this view in bold.
    public func bold() -> some View {
        modifier(.bold)
    }

    /// How the lines of multi-line text in this view line up.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(.multilineTextAlignment(alignment.value))
    }

    /// The smallest fraction of its size a text may shrink to before it is truncated.
    public func minimumScaleFactor(_ factor: Double) -> some View {
        modifier(.minimumScaleFactor(min(max(factor, 0.01), 1)))
    }

    /// Clips the view to `shape`.
    public func clipShape<S: Shape>(_ shape: S) -> some View {
        modifier(.clipShape((shape as? any ArchivableShape)?.shapeValue ?? .roundedRectangle(cornerRadius: 0)))
    }

    /// How the gauges in this view are drawn.
    public func gaugeStyle(_ style: GaugeStyle) -> some View {
        modifier(.gaugeStyle(style.value))
    }

    /// Sets an environment value for this view and the views inside it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentModifiedView(content: self) { $0[keyPath: keyPath] = value }
    }
}
