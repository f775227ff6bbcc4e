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
        } catch AppIntentReflection.RunFailure.unknownType {
            // The runtime finds the type by the name the widget extension archived; only types the app links resolve.
            throw HostError(
                "The app has no App Intent \(control.intent) (\(control.intentType)) to run; link the intent into the app as well as the widget extension."
            )
        } catch AppIntentReflection.RunFailure.timedOut(let seconds) {
            throw HostError("\(control.intent).perform() did not finish within \(seconds) s in the app's process.")
        } catch AppIntentReflection.RunFailure.unread(let names) {
            throw HostError(
                "\(control.intent) cannot take the values given for \(names.joined(separator: ", ")); check the control's intent.")
        }
    }

    /// How long the system waits for an intent in the app's process (ours: Apple publishes none).
    static let performTimeout = 30.0
}
