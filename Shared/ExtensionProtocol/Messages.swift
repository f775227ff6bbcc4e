/// Every request the processes exchange, listed once. Servers register handlers for these
/// types; `docs/protocol.md` documents each; a test checks that the two agree.
public enum ExtensionMessages {
    /// Requests every extension answers.
    public static let common: [any ExtensionRequest.Type] = [
        ExtensionStatusRequest.self,
    ]

    /// Requests the widget extension answers.
    public static let widget: [any ExtensionRequest.Type] = [
        WidgetDescribeRequest.self,
        WidgetPlaceholderRequest.self,
        WidgetSnapshotRequest.self,
        WidgetTimelineRequest.self,
    ]

    /// Requests the intents extension answers.
    public static let intents: [any ExtensionRequest.Type] = [
        IntentsDescribeRequest.self,
        IntentOptionsRequest.self,
        IntentDefaultRequest.self,
    ]

    public static var all: [any ExtensionRequest.Type] { common + widget + intents }
}
