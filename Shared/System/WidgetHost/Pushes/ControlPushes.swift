import ExtensionProtocol
import Foundation

/// Control push updates (iOS 18): each placed control of a kind whose configuration says
/// `pushHandler(_:)` has a token of its own (`Controls`), and a push to it, as APNs delivers it, asks the
/// control for its value again when next shown. docs/system.md ("Widget push updates") has the rules.
extension HomeScreen {
    /// The topic of a control push to an app: its bundle identifier with `.push-type.controls` (Apple's).
    public static func controlTopic(ofApp app: String) -> String {
        WidgetPushes.bundleIdentifier(ofApp: app) + ".push-type.controls"
    }

    /// The placed controls that take pushes, each with its app.
    public func pushControls() throws -> [(control: PlacedControl, app: String)] {
        let extensions = Dictionary(apps.apps.compactMap { app in app.widgetExtension.map { ($0.name, app.name) } }) { first, _ in first }
        return try controls.store.all().compactMap { control in
            guard control.pushToken != nil, let app = extensions[control.extensionName] else { return nil }
            return (control, app)
        }
    }

    /// Receives a push for a control: the control whose token it is sent to (or the only one that takes
    /// pushes, when none is given), its topic its app's. The control is asked for its value again when next
    /// shown; a push refused says why in one sentence and changes nothing. Every push is kept with what
    /// came of it, as widget pushes are.
    public func receiveControlPush(payload: Data, topic: String?, token: String?) throws -> String {
        let date = now()
        var appName: String?
        do {
            try WidgetPush.checkPayload(payload)
            let placed = try pushControls()
            let addressee: (control: PlacedControl, app: String)
            if let token {
                guard PushToken.data(hex: token) != nil else {
                    throw WidgetPushRefusal("The token \(token.debugDescription) is not hexadecimal digits, two to a byte, as 'sample-app home push-token' prints them.")
                }
                guard let found = placed.first(where: { $0.control.pushToken == token.lowercased() }) else {
                    throw WidgetPushRefusal("The token \(token) is not one of a placed control's; 'sample-app home push-token' prints them.")
                }
                addressee = found
            } else {
                guard placed.count == 1 else {
                    throw WidgetPushRefusal(
                        placed.isEmpty
                            ? "No placed control takes pushes: a control's configuration takes them with .pushHandler(_:)."
                            : "\(placed.count) placed controls take pushes; give the token of one with --token ('sample-app home push-token' prints them).")
                }
                addressee = placed[0]
            }
            appName = addressee.app
            let expected = Self.controlTopic(ofApp: addressee.app)
            if let topic, topic != expected {
                throw WidgetPushRefusal(
                    "The topic \(topic.debugDescription) is not the one of the control the token names: a control push to \(addressee.app) goes to \(expected) (APNs refuses such a push: DeviceTokenNotForTopic).")
            }
            let id = addressee.control.id
            _ = try controls.store.modify(id) { control in
                var control = control
                control.reloads += 1
                return control
            }
            let sentence = "The push for \(addressee.app)'s control #\(id) (\(addressee.control.kind)) asks it for its value when next shown."
            try store.pushes.log(ReceivedPush(date: date, app: addressee.app, outcome: .applied, sentence: sentence))
            return sentence
        } catch let refusal as WidgetPushRefusal {
            try store.pushes.logRefusal(refusal, date: date, app: appName)
        }
    }
}
