import Foundation

/// A value within a range, drawn as a ring or a bar: `Gauge(value:in:label:)`.
public struct Gauge<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel

    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        let width = Double(bounds.upperBound - bounds.lowerBound)
        fraction = width > 0 ? min(max(Double(value - bounds.lowerBound) / width, 0), 1) : 0
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        nodes.append(
            .gauge(
                value: fraction,
                label: .single(label.nodes(in: environment), stackedAlong: .horizontal),
                currentValueLabel: .single(currentValueLabel.nodes(in: environment), stackedAlong: .horizontal)))
    }
}

extension Gauge where CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() })
    }
}

/// How a gauge is drawn: `.gaugeStyle(.accessoryCircular)`.
public struct GaugeStyle: Equatable, Sendable {
    let value: GaugeStyleValue
    /// A ring open at the bottom, the current value inside.
    public static let accessoryCircular = GaugeStyle(value: .accessoryCircular)
    /// A full ring that fills as the value grows.
    public static let accessoryCircularCapacity = GaugeStyle(value: .accessoryCircularCapacity)
    /// A thin bar with a marker.
    public static let accessoryLinear = GaugeStyle(value: .accessoryLinear)
    /// A bar that fills.
    public static let accessoryLinearCapacity = GaugeStyle(value: .accessoryLinearCapacity)
    /// A bar that fills, with the label above: the default.
    public static let linearCapacity = GaugeStyle(value: .linearCapacity)
}

/// A tappable area that opens a URL in the app: `Link(destination:) { … }`. Medium and large widgets may have several.
public struct Link<Label: View>: View, PrimitiveView {
    let destination: URL
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        let labels = label.nodes(in: environment)
        nodes.append(
            .link(
                destination: destination.absoluteString,
                label: labels.count > 1 ? .vstack(alignment: .leading, spacing: nil, children: labels) : .single(labels)))
    }
}

extension Link where Label == Text {
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

/// A shape to clip a view to: `.clipShape(RoundedRectangle(cornerRadius: 8))`.
public protocol Shape {}

/// A shape the archive knows: the built-in ones.
package protocol ArchivableShape: Shape {
    var shapeValue: ShapeValue { get }
}

public struct RoundedRectangle: ArchivableShape, Sendable {
    let cornerRadius: Double
    public init(cornerRadius: Double) { self.cornerRadius = cornerRadius }
    package var shapeValue: ShapeValue { .roundedRectangle(cornerRadius: cornerRadius) }
}

public struct Circle: ArchivableShape, Sendable {
    public init() {}
    package var shapeValue: ShapeValue { .circle }
}

public struct Capsule: ArchivableShape, Sendable {
    public init() {}
    package var shapeValue: ShapeValue { .capsule }
}

/// The widget's own corner shape, inset to the view: what widgets use to round their content.
public struct ContainerRelativeShape: ArchivableShape, Sendable {
    public init() {}
    package var shapeValue: ShapeValue { .containerRelative }
}

/// How the lines of a multi-line text line up.
public enum TextAlignment: String, Sendable, CaseIterable {
    case leading, center, trailing

    var value: HorizontalAlignmentValue {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}
