import Foundation
import ViewArchive

/// A value within a range, drawn as a ring or a bar: `Gauge(value:in:label:)`, with Apple's four view
/// parameters. The minimum, maximum and marked value labels are accepted and not drawn
/// (docs/swiftui-subset.md).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View, PrimitiveView {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel

    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
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

extension Gauge where MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel, minimumValueLabel: minimumValueLabel,
            maximumValueLabel: maximumValueLabel, markedValueLabels: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel, minimumValueLabel: { EmptyView() },
            maximumValueLabel: { EmptyView() }, markedValueLabels: markedValueLabels)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel, markedValueLabels: { EmptyView() })
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() })
    }
}

/// How a gauge is drawn: `.gaugeStyle(.accessoryCircular)`. A style of your own is drawn as the default.
public protocol GaugeStyle {}

/// What the archive knows of a gauge style.
package protocol KnownGaugeStyle: GaugeStyle {
    var value: GaugeStyleValue { get }
}

/// A bar that fills, with the label above: the default.
public struct LinearCapacityGaugeStyle: GaugeStyle, KnownGaugeStyle {
    public init() {}
    package var value: GaugeStyleValue { .linearCapacity }
}

/// A ring open at the bottom, the current value inside.
public struct AccessoryCircularGaugeStyle: GaugeStyle, KnownGaugeStyle {
    public init() {}
    package var value: GaugeStyleValue { .accessoryCircular }
}

/// A full ring that fills as the value grows.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, KnownGaugeStyle {
    public init() {}
    package var value: GaugeStyleValue { .accessoryCircularCapacity }
}

/// A thin bar with a marker.
public struct AccessoryLinearGaugeStyle: GaugeStyle, KnownGaugeStyle {
    public init() {}
    package var value: GaugeStyleValue { .accessoryLinear }
}

/// A bar that fills.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, KnownGaugeStyle {
    public init() {}
    package var value: GaugeStyleValue { .accessoryLinearCapacity }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
    public static var automatic: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
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
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
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
