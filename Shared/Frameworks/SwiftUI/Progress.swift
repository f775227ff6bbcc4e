import Foundation
import ViewArchive

/// A bar (or a ring) that shows how far a value is from zero to its total, as in SwiftUI; with a
/// timer interval, how far the system's clock is through it when it draws.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    enum Progress {
        case value(Double, total: Double)
        case timer(TimerValue)
        /// `ProgressView()`: something is happening, no telling how far along.
        case indeterminate
    }

    let progress: Progress
    let label: Label
    let currentValueLabel: CurrentValueLabel

    init(progress: Progress, label: Label, currentValueLabel: CurrentValueLabel) {
        self.progress = progress
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(progress: .value(Double(value ?? 0), total: Double(total)), label: label(), currentValueLabel: currentValueLabel())
    }

    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            progress: .timer(TimerValue(start: timerInterval.lowerBound, end: timerInterval.upperBound, countsDown: countsDown)),
            label: label(), currentValueLabel: currentValueLabel())
    }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        let bar: ViewNode =
            switch progress {
            case .value(let value, let total): .progress(value: min(max(value, 0), max(total, 0)), total: total)
            case .timer(let timer): .timerProgress(timer)
            case .indeterminate: .progress(value: 0, total: 0)
            }
        let parts = label.nodes(in: environment) + [bar] + currentValueLabel.nodes(in: environment)
        nodes.append(parts.count == 1 ? bar : .vstack(alignment: .leading, spacing: 4, children: parts))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Something is happening, no telling how far along.
    public init() {
        self.init(progress: .indeterminate, label: EmptyView(), currentValueLabel: EmptyView())
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(progress: .value(Double(value ?? 0), total: Double(total)), label: EmptyView(), currentValueLabel: EmptyView())
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Something is happening, under `label`; no telling how far along.
    public init(@ViewBuilder label: () -> Label) {
        self.init(progress: .indeterminate, label: label(), currentValueLabel: EmptyView())
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(progress: .value(Double(value ?? 0), total: Double(total)), label: label(), currentValueLabel: EmptyView())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(progress: .value(Double(value ?? 0), total: Double(total)), label: Text(titleKey), currentValueLabel: EmptyView())
    }

    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(progress: .value(Double(value ?? 0), total: Double(total)), label: Text(title), currentValueLabel: EmptyView())
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// A bar through `timerInterval`, the time left written beneath it.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        let timer = TimerValue(start: timerInterval.lowerBound, end: timerInterval.upperBound, countsDown: countsDown)
        self.init(progress: .timer(timer), label: EmptyView(), currentValueLabel: DefaultDateProgressLabel(timer: timer))
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// A bar through `timerInterval` under `label`, the time left written beneath it.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        let timer = TimerValue(start: timerInterval.lowerBound, end: timerInterval.upperBound, countsDown: countsDown)
        self.init(progress: .timer(timer), label: label(), currentValueLabel: DefaultDateProgressLabel(timer: timer))
    }
}

/// The time a timer's progress view writes by default: what is left of it.
public struct DefaultDateProgressLabel: View, PrimitiveView {
    let timer: TimerValue

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        nodes.append(.timer(timer))
    }
}

/// How a progress view is drawn: `.linear` (a bar) or `.circular` (a ring). A style of your own is
/// drawn as a bar.
public protocol ProgressViewStyle {}

/// What the archive knows of a progress view style.
package protocol KnownProgressViewStyle: ProgressViewStyle {
    var value: ProgressStyleValue { get }
}

public struct DefaultProgressViewStyle: ProgressViewStyle, KnownProgressViewStyle {
    public init() {}
    package var value: ProgressStyleValue { .linear }
}

public struct LinearProgressViewStyle: ProgressViewStyle, KnownProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
    package var value: ProgressStyleValue { .linear }
}

public struct CircularProgressViewStyle: ProgressViewStyle, KnownProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
    package var value: ProgressStyleValue { .circular }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
