import Foundation

/// A value within a range, drawn as a ring or a bar: `Gauge(value:in:label:)`.
public struct Gauge<Label: View, CurrentValueLabel: View>: View, _PrimitiveView {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel

    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        let width = Double(bounds.upperBound - bounds.lowerBound)
        fraction = width > 0 ? min(max(Double(value - bounds.lowerBound) / width, 0), 1) : 0
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }

    public func _archive(into archive: inout ViewArchive, in environment: EnvironmentValues) {
        // The label first, then the current value's: each an empty node when the gauge has none.
        archive.container(ViewNode(kind: .gauge, value: fraction, total: 1)) { children in
            children.one(.hstack) { label._archive(into: &$0, in: environment) }
            children.one(.hstack) { currentValueLabel._archive(into: &$0, in: environment) }
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() })
    }
}

/// How a gauge is drawn: `.gaugeStyle(.accessoryCircular)`.
public struct GaugeStyle: Equatable, Sendable {
    let name: String
    /// A ring open at the bottom, the current value inside.
    public static let accessoryCircular = GaugeStyle(name: "accessoryCircular")
    /// A full ring that fills as the value grows.
    public static let accessoryCircularCapacity = GaugeStyle(name: "accessoryCircularCapacity")
    /// A thin bar with a marker.
    public static let accessoryLinear = GaugeStyle(name: "accessoryLinear")
    /// A bar that fills.
    public static let accessoryLinearCapacity = GaugeStyle(name: "accessoryLinearCapacity")
    /// A bar that fills, with the label above: the default.
    public static let linearCapacity = GaugeStyle(name: "linearCapacity")
}

/// A tappable area that opens a URL in the app: `Link(destination:) { … }`. Medium and large widgets may have several.
public struct Link<Label: View>: View, _PrimitiveView {
    let destination: URL
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public func _archive(into archive: inout ViewArchive, in environment: EnvironmentValues) {
        archive.container(ViewNode(kind: .link, url: destination.absoluteString)) { label._archive(into: &$0, in: environment) }
    }
}

extension Link where Label == Text {
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

/// A shape to clip a view to: `.clipShape(RoundedRectangle(cornerRadius: 8))`.
public protocol Shape {
    /// The archived name and corner radius.
    var _shape: (name: String, radius: Double?) { get }
}

public struct RoundedRectangle: Shape, Sendable {
    let cornerRadius: Double
    public init(cornerRadius: Double) { self.cornerRadius = cornerRadius }
    public var _shape: (name: String, radius: Double?) { ("roundedRectangle", cornerRadius) }
}

public struct Circle: Shape, Sendable {
    public init() {}
    public var _shape: (name: String, radius: Double?) { ("circle", nil) }
}

public struct Capsule: Shape, Sendable {
    public init() {}
    public var _shape: (name: String, radius: Double?) { ("capsule", nil) }
}

/// The widget's own corner shape, inset to the view: what widgets use to round their content.
public struct ContainerRelativeShape: Shape, Sendable {
    public init() {}
    public var _shape: (name: String, radius: Double?) { ("containerRelative", nil) }
}

/// How the lines of a multi-line text line up.
public enum TextAlignment: String, Sendable, CaseIterable {
    case leading, center, trailing
}
