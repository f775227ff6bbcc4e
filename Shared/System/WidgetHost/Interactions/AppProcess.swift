import ViewArchive

/// The app's own process, where the system runs an intent that acts as the app: a `LiveActivityIntent`
/// pressed in a Live Activity or a widget. On iOS the system launches the app without opening it and
/// calls `perform()` there (Apple's), so that the intent reaches the app's activities.
public struct AppProcess: Sendable {
    /// Runs the control's intent in the app's process and gives its result's dialog, if any.
    public var perform: @Sendable (ControlValue) throws -> String?

    public init(perform: @escaping @Sendable (ControlValue) throws -> String?) {
        self.perform = perform
    }

    /// No app process the system can launch: such an intent is refused, and nothing runs.
    public static let unavailable = AppProcess { control in
        throw HostError(
            "\(control.intent) is a LiveActivityIntent, which runs in the app's process, and this system has no app to launch; nothing ran."
        )
    }
}
