import ExtensionProtocol
import Foundation

/// A push for an app's widgets as APNs delivers it (iOS 26): the request's `apns-push-type` (`widgets`),
/// its `apns-topic` (the app's bundle identifier with `.push-type.widgets`), the device token it is
/// sent to, and its payload, `{"aps": {"content-changed": true}}` (Apple's "Updating widgets with
/// WidgetKit push notifications"). The topic and the token may be left out here: the system then finds
/// the app by the other, or takes the only app whose widgets take pushes.
public struct WidgetPush: Sendable, Equatable {
    public static let pushType = "widgets"

    public var topic: String?
    /// The token, in hexadecimal digits.
    public var token: String?

    /// Reads the payload of a push with this topic and token; a payload that is not one is refused in one sentence.
    init(payload: Data, topic: String?, token: String?) throws {
        try Self.checkPayload(payload)
        self.topic = topic
        self.token = token
    }

    /// Refuses a payload that is not a widget's or a control's push, `{"aps": {"content-changed": true}}`,
    /// at most 4 KB, in one sentence.
    static func checkPayload(_ payload: Data) throws {
        guard payload.count <= ActivityPush.apnsPayloadLimit else {
            throw WidgetPushRefusal(
                "The push payload is \(payload.count) bytes, over APNs' limit of \(ActivityPush.apnsPayloadLimit) bytes (4 KB); APNs refuses it before it reaches the device."
            )
        }
        guard let object = try? JSONSerialization.jsonObject(with: payload), let root = object as? [String: Any] else {
            throw WidgetPushRefusal("The push payload is not a JSON object; a widget push's is {\"aps\": {\"content-changed\": true}}.")
        }
        guard root["aps"] is [String: Any] else {
            throw WidgetPushRefusal("The push payload has no \"aps\" dictionary; a widget push's is {\"aps\": {\"content-changed\": true}}.")
        }
        // Foundation's decoder takes a boolean only where one is: JSONSerialization reads 1 as true.
        guard let changed = try? JSONDecoder().decode(Payload.self, from: payload).aps.contentChanged, changed else {
            throw WidgetPushRefusal(
                "The push's \"aps\" must say \"content-changed\": true (a boolean); WidgetKit reloads the widgets only for that.")
        }
    }

    private struct Payload: Decodable {
        struct APS: Decodable {
            var contentChanged: Bool?

            enum CodingKeys: String, CodingKey { case contentChanged = "content-changed" }
        }

        var aps: APS
    }

    /// The app the push is for, among the apps whose widgets take pushes; `installed` names every app.
    /// A topic or token that names none, or names two different apps, is refused, as APNs refuses it
    /// (`BadTopic`, `BadDeviceToken`, `DeviceTokenNotForTopic`).
    func addressee(among pushApps: [WidgetPushes.PushApp], tokens: [String: Data], installed: [String]) throws -> WidgetPushes.PushApp {
        let listed = pushApps.isEmpty ? "no app's widgets take pushes" : "the topics are " + pushApps.map { WidgetPushes.topic(ofApp: $0.app) }.joined(separator: ", ")
        var byTopic: String?
        if let topic {
            guard topic.hasSuffix(WidgetPushes.topicSuffix) else {
                throw WidgetPushRefusal(
                    "The topic \(topic.debugDescription) is not a widget push's: it is the app's bundle identifier followed by \(WidgetPushes.topicSuffix) (\(listed)).")
            }
            guard let app = installed.first(where: { WidgetPushes.topic(ofApp: $0) == topic }) else {
                throw WidgetPushRefusal("No installed app has the topic \(topic.debugDescription); \(listed).")
            }
            byTopic = app
        }
        var byToken: String?
        if let token {
            guard let data = PushToken.data(hex: token) else {
                throw WidgetPushRefusal("The token \(token.debugDescription) is not hexadecimal digits, two to a byte, as 'sample-app home push-token' prints them.")
            }
            guard let app = tokens.first(where: { $0.value == data })?.key else {
                throw WidgetPushRefusal("The token \(token) is not one the system gave any app; 'sample-app home push-token' prints them.")
            }
            byToken = app
        }
        if let byTopic, let byToken, byTopic != byToken {
            throw WidgetPushRefusal("The token is \(byToken)'s, not \(byTopic)'s, whose topic the push names; APNs refuses such a push (DeviceTokenNotForTopic).")
        }
        guard let name = byTopic ?? byToken ?? (pushApps.count == 1 ? pushApps[0].app : nil) else {
            throw WidgetPushRefusal(
                pushApps.isEmpty
                    ? "No installed app has a widget that takes pushes: a widget's configuration takes them with .pushHandler(_:)."
                    : "Several apps' widgets take pushes; name one with --topic (\(listed)).")
        }
        guard let pushApp = pushApps.first(where: { $0.app == name }) else {
            throw WidgetPushRefusal("\(name) has no widget that takes pushes: a widget's configuration takes them with .pushHandler(_:).")
        }
        guard tokens[name] != nil else {
            throw WidgetPushRefusal(
                "\(name) has no widget push token yet: the system gives one when a widget that takes pushes (\(pushApp.kinds.joined(separator: ", "))) is first placed.")
        }
        return pushApp
    }
}
