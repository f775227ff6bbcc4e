import AppleFoundation
import Foundation
import Intents

/// Runs a view's code on the main actor, where Apple's SwiftUI and WidgetKit run it (`View`, `Widget` and
/// their kin are `@MainActor`), from the threads that answer the system's requests.
///
/// A request's thread waits while the main thread runs the work: the widget extension's main thread runs
/// the main run loop for as long as the process lives (ExtensionProcess), and a test process runs Swift's
/// main executor (on Dispatch's threads once `dispatchMain()` took the main thread's place). On the main
/// queue itself, whichever thread runs it, the work runs at once.
package enum MainActorWork {
    package static func run<Value: Sendable>(_ work: @MainActor () throws -> Value) rethrows -> Value {
        if MainQueue.isCurrent { return try MainActor.assumeIsolated(work) }
        return try DispatchQueue.main.sync { try MainActor.assumeIsolated(work) }
    }

    /// Runs `work` on the main actor with `input`, which the caller hands over: a provider's entries, made on
    /// the request's thread and drawn on the main actor. The widget's entries need not be `Sendable`
    /// (`HandedOver`): the caller waits, and uses none of them until `work` is done.
    package static func run<Input, Value: Sendable>(handing input: Input, _ work: @MainActor (Input) throws -> Value) rethrows
        -> Value
    {
        let handed = HandedOver(input)
        return try run { try work(handed.value) }
    }
}

extension MainActorWork {
    /// What `work` makes on the main actor from `input`, handed back: a widget's definition, which the main
    /// actor makes and keeps none of (`HandedOver`: it need not be `Sendable`).
    package static func make<Input, Value>(handing input: Input, _ work: @MainActor (Input) throws -> Value) rethrows -> Value {
        try run(handing: input) { HandedOver(try work($0)) }.value
    }
}

/// A value the main actor made and alone reads: a widget's view closure, made in its `body` and kept by
/// its configuration, which the runtime calls through `MainActorWork` from a request's thread. Unchecked
/// because the closure is the widget's code, which need not be `Sendable` (Apple's is not); the value can
/// be read only on the main actor, so it is never called anywhere else.
package struct MainActorBound<Value>: @unchecked Sendable {
    private let stored: Value

    @MainActor package init(_ value: Value) {
        stored = value
    }

    @MainActor package var value: Value { stored }
}
