/// Every method the processes exchange, listed once: each request type names its method here, the
/// routers answer by it, `docs/protocol.md` documents each, and a test checks that all three agree.
public enum ExtensionMethod: String, Codable, Sendable, CaseIterable, CustomStringConvertible {
    case extensionStatus = "extension/status"
    case widgetDescribe = "widget/describe"
    case widgetPlaceholder = "widget/placeholder"
    case widgetSnapshot = "widget/snapshot"
    case widgetTimeline = "widget/timeline"
    case widgetPreviews = "widget/previews"
    case widgetOptions = "widget/options"
    case widgetDefault = "widget/default"
    case widgetPerform = "widget/perform"
    case intentsDescribe = "intents/describe"
    case intentsOptions = "intents/options"
    case intentsDefault = "intents/default"

    /// Which extensions answer it.
    public enum Family: Sendable {
        /// Every extension.
        case common
        case widget
        case intents
    }

    public var family: Family {
        switch self {
        case .extensionStatus: .common
        case .widgetDescribe, .widgetPlaceholder, .widgetSnapshot, .widgetTimeline, .widgetPreviews, .widgetOptions, .widgetDefault,
            .widgetPerform:
            .widget
        case .intentsDescribe, .intentsOptions, .intentsDefault: .intents
        }
    }

    public var description: String { rawValue }
}

/// The request types, one per method.
public enum ExtensionMessages {
    public static let all: [any ExtensionRequest.Type] = [
        ExtensionStatusRequest.self,
        WidgetDescribeRequest.self, WidgetPlaceholderRequest.self, WidgetSnapshotRequest.self, WidgetTimelineRequest.self,
        WidgetPreviewsRequest.self, WidgetOptionsRequest.self, WidgetDefaultRequest.self, WidgetPerformRequest.self,
        IntentsDescribeRequest.self, IntentOptionsRequest.self, IntentDefaultRequest.self,
    ]
}
