import Foundation
import WireValues

/// `widget/pushToken`: the app's widget push token and its placed widgets that take pushes (iOS 26), sent
/// whenever that set changes; the extension makes each push handler type its kinds name and tells it.
public struct WidgetPushTokenRequest: ExtensionRequest, Equatable {
    public static let method = ExtensionMethod.widgetPushToken
    public typealias Response = WidgetPushTokenReply

    /// The token, as lowercase hexadecimal digits (as APNs' tools write a device token).
    public var token: String
    public var widgets: [PushWidget]

    public init(token: Data, widgets: [PushWidget]) {
        self.token = PushToken.hex(token)
        self.widgets = widgets
    }
}

/// How a push token is written: as lowercase hexadecimal digits, two to a byte.
public enum PushToken {
    public static func hex(_ token: Data) -> String {
        token.map { String(format: "%02x", $0) }.joined()
    }

    /// The bytes `text` writes; nil when it is not an even number of hexadecimal digits, or empty.
    public static func data(hex text: String) -> Data? {
        let digits = Array(text.utf8)
        guard !digits.isEmpty, digits.count % 2 == 0 else { return nil }
        var bytes = Data(capacity: digits.count / 2)
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let high = value(of: digits[index]), let low = value(of: digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
        }
        return bytes
    }

    private static func value(of digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// A placed widget that takes pushes, as a push handler learns of it (`WidgetInfo`).
public struct PushWidget: Codable, Sendable, Equatable {
    /// The system's number for it.
    public var id: Int64
    public var kind: String
    public var family: WidgetFamily
    public var configuration: IntentValues

    public init(id: Int64, kind: String, family: WidgetFamily, configuration: IntentValues) {
        self.id = id
        self.kind = kind
        self.family = family
        self.configuration = configuration
    }
}

public struct WidgetPushTokenReply: Codable, Sendable, Equatable {
    /// The push handler types told, by their Swift names, in the order their kinds are declared.
    public var handlers: [String]

    public init(handlers: [String]) {
        self.handlers = handlers
    }
}
