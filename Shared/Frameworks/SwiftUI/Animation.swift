import Foundation
import ViewArchive

// Animations and transitions, accepted and drawn at their end.
//
// A widget is archived once per timeline entry and drawn by the system; on iOS, what moves between two
// entries is the system's own transition, and a view's animations run only within the budget the system
// gives it. Here every entry is drawn as it ends: an animation's curve, a transition and a content
// transition change nothing in the drawing, and `withAnimation` runs its body at once
// (docs/swiftui-subset.md, "Animation").

/// How a change is animated: its curve, its length, its delay and its repeats.
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    /// The curve's name and parameters, as `description` says them.
    let curve: String
    var delayInSeconds: Double = 0
    var speedFactor: Double = 1
    var repeats: String?

    init(curve: String) { self.curve = curve }

    public var description: String {
        var text = curve
        if delayInSeconds != 0 { text += ".delay(\(delayInSeconds))" }
        if speedFactor != 1 { text += ".speed(\(speedFactor))" }
        if let repeats { text += repeats }
        return text
    }

    public static let `default` = Animation(curve: "default")
    public static let linear = Animation(curve: "linear")
    public static let easeIn = Animation(curve: "easeIn")
    public static let easeOut = Animation(curve: "easeOut")
    public static let easeInOut = Animation(curve: "easeInOut")
    public static let spring = Animation(curve: "spring")
    public static let interactiveSpring = Animation(curve: "interactiveSpring")
    public static let smooth = Animation(curve: "smooth")
    public static let snappy = Animation(curve: "snappy")
    public static let bouncy = Animation(curve: "bouncy")

    public static func linear(duration: TimeInterval) -> Animation { Animation(curve: "linear(duration: \(duration))") }
    public static func easeIn(duration: TimeInterval) -> Animation { Animation(curve: "easeIn(duration: \(duration))") }
    public static func easeOut(duration: TimeInterval) -> Animation { Animation(curve: "easeOut(duration: \(duration))") }
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation(curve: "easeInOut(duration: \(duration))") }
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation(curve: "timingCurve(\(p1x), \(p1y), \(p2x), \(p2y), duration: \(duration))")
    }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation(curve: "spring(response: \(response), dampingFraction: \(dampingFraction))")
    }
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        Animation(curve: "spring(duration: \(duration), bounce: \(bounce))")
    }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        Animation(curve: "interactiveSpring(response: \(response), dampingFraction: \(dampingFraction))")
    }
    public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation {
        Animation(curve: "interpolatingSpring(stiffness: \(stiffness), damping: \(damping))")
    }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(curve: "smooth(duration: \(duration))")
    }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(curve: "snappy(duration: \(duration))")
    }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(curve: "bouncy(duration: \(duration))")
    }

    /// This animation, started `delay` seconds later.
    public func delay(_ delay: TimeInterval) -> Animation {
        var animation = self
        animation.delayInSeconds += delay
        return animation
    }

    /// This animation, run `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var animation = self
        animation.speedFactor *= speed
        return animation
    }

    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.repeats = ".repeatCount(\(repeatCount), autoreverses: \(autoreverses))"
        return animation
    }

    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.repeats = ".repeatForever(autoreverses: \(autoreverses))"
        return animation
    }
}

/// Runs `body` at once and returns its result: a widget's change is drawn at its end, so there is
/// nothing to animate.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// How a view comes in and goes out; drawn, as every change in a widget is, at its end.
public struct AnyTransition: Sendable {
    let name: String

    init(name: String) { self.name = name }

    public static let identity = AnyTransition(name: "identity")
    public static let opacity = AnyTransition(name: "opacity")
    public static let scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide")

    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(name: "scale(\(scale))") }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move(\(edge))") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push(\(edge))") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset(\(x), \(y))") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(name: "asymmetric(\(insertion.name), \(removal.name))")
    }

    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(name: "\(name)+\(other.name)") }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// A transition as iOS 17 writes it: `.transition(.blurReplace)`.
public protocol Transition {}

/// The transition that fades.
public struct OpacityTransition: Transition {
    public init() {}
}

/// The transition that blurs one view into the next.
public struct BlurReplaceTransition: Transition {
    public init() {}
}

/// The transition that changes nothing.
public struct IdentityTransition: Transition {
    public init() {}
}

extension Transition where Self == OpacityTransition {
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == BlurReplaceTransition {
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition() }
}

extension Transition where Self == IdentityTransition {
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension View {
    /// Accepted: a widget's changes are drawn at their end.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// Accepted: a widget's changes are drawn at their end.
    @available(iOS, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View { self }

    /// Accepted: the view is drawn where it ends.
    public func transition(_ t: AnyTransition) -> some View { self }

    /// Accepted: the view is drawn where it ends.
    public func transition<T: Transition>(_ transition: T) -> some View { self }

    /// Accepted: the view is drawn as it is, its layers already one.
    public func compositingGroup() -> some View { self }

    /// Accepted, and not run: a widget's view code runs only while the extension archives it, and the
    /// archive never appears on a screen of the extension's own.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Accepted, and not run, as `onAppear`.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
}
