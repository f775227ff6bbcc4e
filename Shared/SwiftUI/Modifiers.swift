import Foundation

/// A view with one modifier applied; a `Group`'s modifier applies to each of its views.
public struct ModifiedContent<Content: View>: View, _PrimitiveView {
    let content: Content
    let modifier: ModifierNode
    let environment: ((inout EnvironmentValues) -> Void)?

    init(content: Content, modifier: ModifierNode, environment: ((inout EnvironmentValues) -> Void)? = nil) {
        self.content = content
        self.modifier = modifier
        self.environment = environment
    }

    public func _archive(into archive: inout ViewArchive, in environment: EnvironmentValues) {
        archive.modified(by: modifier) { archive in
            if let change = self.environment {
                var inner = environment
                change(&inner)
                content._archive(into: &archive, in: inner)
            } else {
                content._archive(into: &archive, in: environment)
            }
        }
    }
}

/// The default padding SwiftUI adds around content, in points.
let defaultPadding = 16.0

/// Where a container background goes; WidgetKit adds `.widget`.
public struct ContainerBackgroundPlacement: Equatable, Sendable {
    public let name: String
    public init(_name name: String) { self.name = name }
}

extension View {
    /// This view with a modifier node, for frameworks that add modifiers of their own (WidgetKit).
    public func _modifier(_ node: ModifierNode) -> ModifiedContent<Self> {
        modified(node)
    }

    /// Sets the background of the container the view sits in: the widget's own background for `.widget`.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> ModifiedContent<Self> {
        modified(ModifierNode(kind: .containerBackground, color: style._colorValue, string: container.name))
    }

    func modified(_ modifier: ModifierNode, environment: ((inout EnvironmentValues) -> Void)? = nil) -> ModifiedContent<Self> {
        ModifiedContent(content: self, modifier: modifier, environment: environment)
    }

    /// Sets the font of the text in this view.
    public func font(_ font: Font?) -> ModifiedContent<Self> {
        modified(ModifierNode(kind: .font, font: font?.value))
    }

    /// Sets the colour of the text and shapes in this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self> {
        modified(ModifierNode(kind: .foregroundStyle, color: style._colorValue))
    }

    /// Sets the colour of the text and shapes in this view (deprecated in iOS 17 for `foregroundStyle`).
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self> {
        modified(ModifierNode(kind: .foregroundStyle, color: color?.value))
    }

    /// Adds the same padding to the given edges.
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> ModifiedContent<Self> {
        let amount = length ?? defaultPadding
        func inset(_ edge: Edge.Set) -> Double { edges.contains(edge) ? amount : 0 }
        return modified(ModifierNode(kind: .padding, edges: EdgeInsetsValue(
            top: inset(.top), leading: inset(.leading), bottom: inset(.bottom), trailing: inset(.trailing))))
    }

    /// Adds `length` points of padding on every edge.
    public func padding(_ length: Double) -> ModifiedContent<Self> {
        padding(.all, length)
    }

    /// Gives the view a fixed size.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ModifiedContent<Self> {
        modified(ModifierNode(kind: .frame, frame: FrameValue(width: width, height: height, alignment: alignment.name)))
    }

    /// Lets the view grow up to a maximum size; pass `.infinity` to fill the space offered.
    public func frame(maxWidth: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center) -> ModifiedContent<Self> {
        func archived(_ value: Double?) -> Double? {
            guard let value else { return nil }
            return value.isInfinite ? FrameValue.infinite : value
        }
        return modified(ModifierNode(kind: .frame, frame: FrameValue(
            maxWidth: archived(maxWidth), maxHeight: archived(maxHeight), alignment: alignment.name)))
    }

    /// Draws `style` behind the view.
    public func background<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self> {
        modified(ModifierNode(kind: .background, color: style._colorValue))
    }

    /// Limits text to `number` lines, truncating the rest.
    public func lineLimit(_ number: Int?) -> ModifiedContent<Self> {
        modified(ModifierNode(kind: .lineLimit, count: number))
    }

    /// Makes the view partly transparent.
    public func opacity(_ opacity: Double) -> ModifiedContent<Self> {
        modified(ModifierNode(kind: .opacity, length: opacity))
    }

    /// Rounds the view's corners.
    public func cornerRadius(_ radius: Double) -> ModifiedContent<Self> {
        modified(ModifierNode(kind: .cornerRadius, length: radius))
    }

    /// Draws the view as a placeholder: grey shapes where its text and images would be.
    public func redacted(reason: RedactionReasons) -> ModifiedContent<Self> {
        modified(ModifierNode(kind: .redacted, string: reason.contains(.placeholder) ? "placeholder" : "privacy")) {
            $0.redactionReasons.formUnion(reason)
        }
    }

    /// Sets the weight of the text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self> {
        modified(ModifierNode(kind: .fontWeight, string: weight?.name))
    }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self> {
        modified(ModifierNode(kind: .multilineTextAlignment, string: alignment.rawValue))
    }

    /// The smallest fraction of its size a text may shrink to before it is truncated.
    public func minimumScaleFactor(_ factor: Double) -> ModifiedContent<Self> {
        modified(ModifierNode(kind: .minimumScaleFactor, length: min(max(factor, 0.01), 1)))
    }

    public func clipShape<S: Shape>(_ shape: S) -> ModifiedContent<Self> {
        let archived = shape._shape
        return modified(ModifierNode(kind: .clipShape, length: archived.radius, string: archived.name))
    }

    public func gaugeStyle(_ style: GaugeStyle) -> ModifiedContent<Self> {
        modified(ModifierNode(kind: .gaugeStyle, string: style.name))
    }

    /// Sets an environment value for this view and the views inside it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentModifiedView(content: self) { $0[keyPath: keyPath] = value }
    }
}

/// A view whose environment differs from its parent's; it adds no node of its own.
struct EnvironmentModifiedView<Content: View>: View, _PrimitiveView {
    let content: Content
    let transform: (inout EnvironmentValues) -> Void

    func _archive(into archive: inout ViewArchive, in environment: EnvironmentValues) {
        var inner = environment
        transform(&inner)
        content._archive(into: &archive, in: inner)
    }
}
