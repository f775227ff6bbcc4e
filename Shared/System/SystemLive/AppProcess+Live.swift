import AppIntents
import Intents
import ViewArchive
import WidgetHost

extension AppProcess {
    /// The suite's app is the process the system's commands run in (`sample-app`, which is the app and,
    /// under `home`, the system), so an intent that acts as the app runs right here, as iOS launches the
    /// app without opening it: `launch` first (what the app does whenever it starts), then `perform()`.
    /// The app's ActivityKit reaches the system's store as any app command's does.
    public static func thisProcess(launch: @escaping @Sendable () throws -> Void = {}) -> AppProcess {
        AppProcess { control in
            try launch()
            return try perform(control)
        }
    }

    private static func perform(_ control: ControlValue) throws -> String? {
        do {
            return try AppIntentReflection.run(typeNamed: control.intentType, with: control.parameters, timeout: performTimeout)
        } catch let failure as AppIntentReflection.RunFailure {
            throw HostError(failure.sentence(intent: control.intent, typeName: control.intentType, in: .app))
        }
    }

    /// How long the system waits for an intent in the app's process (ours: Apple publishes none).
    static let performTimeout = 30.0
}
