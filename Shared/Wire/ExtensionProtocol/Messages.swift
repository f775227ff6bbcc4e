/// Every method the processes exchange, listed once: each request type names its method here, the
/// routers answer by it, `docs/protocol.md` documents each, and a test checks that all three agree.
public enum ExtensionMethod: String, Codable, Sendable, CaseIterable, CustomStringConvertible {
    case extensionStatus = "extension/status"
    case widgetDescribe = "widget/describe"
    case widgetPlaceholder = "widget/placeholder"
    case widgetSnapshot = "widget/snapshot"
    case widgetTimeline = "widget/timeline"
    case widgetPreviews = "widget/previews"
    case widgetRelevance = "widget/relevance"
    case widgetPushToken = "widget/pushToken"
    case widgetOptions = "widget/options"
    case widgetDefault = "widget/default"
    case widgetPerform = "widget/perform"
    case widgetActivity = "widget/activity"
    case controlTemplate = "widget/control"
    case controlPerform = "widget/controlPerform"
    case controlPushTokens = "widget/controlPushTokens"
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
        case .widgetDescribe, .widgetPlaceholder, .widgetSnapshot, .widgetTimeline, .widgetPreviews, .widgetRelevance, .widgetPushToken, .widgetOptions,
            .widgetDefault, .widgetPerform, .widgetActivity, .controlTemplate, .controlPerform, .controlPushTokens:
            .widget
        case .intentsDescribe, .intentsOptions, .intentsDefault: .intents
        }
    }

    /// What answering a method does to the app's data: whether the system may send it again.
    public enum Effect: Sendable {
        /// It reads and computes only: sent again to an extension that replaced one that stopped without
        /// answering, as often as need be.
        case reads
        /// It acts (runs an intent, which may write): sent at most once, since an extension that stops
        /// before answering leaves unknown whether the action ran.
        case acts
    }

    public var effect: Effect {
        switch self {
        // The push handler is the app's code, which may keep the token (send it to its server).
        case .widgetPerform, .controlPerform, .widgetPushToken, .controlPushTokens: .acts
        case .extensionStatus, .widgetDescribe, .widgetPlaceholder, .widgetSnapshot, .widgetTimeline, .widgetPreviews, .widgetRelevance,
            .widgetOptions, .widgetDefault, .widgetActivity, .controlTemplate, .intentsDescribe, .intentsOptions, .intentsDefault:
            .reads
        }
    }

    /// Whether answering it runs the extension's own code, which reads the device's time; a status is the
    /// runtime's, answered at once whatever else runs.
    public var runsExtensionCode: Bool {
        switch self {
        case .extensionStatus: false
        case .widgetDescribe, .widgetPlaceholder, .widgetSnapshot, .widgetTimeline, .widgetPreviews, .widgetRelevance, .widgetPushToken, .widgetOptions,
            .widgetDefault, .widgetPerform, .widgetActivity, .controlTemplate, .controlPerform, .controlPushTokens, .intentsDescribe,
            .intentsOptions, .intentsDefault:
            true
        }
    }

    public var description: String { rawValue }
}

/// The request types, one per method.
public enum ExtensionMessages {
    public static let all: [any ExtensionRequest.Type] = [
        ExtensionStatusRequest.self,
        WidgetDescribeRequest.self, WidgetPlaceholderRequest.self, WidgetSnapshotRequest.self, WidgetTimelineRequest.self,
        WidgetPreviewsRequest.self, WidgetRelevanceRequest.self, WidgetPushTokenRequest.self, WidgetOptionsRequest.self, WidgetDefaultRequest.self, WidgetPerformRequest.self,
        ActivityViewsRequest.self, ControlTemplateRequest.self, ControlPerformRequest.self, ControlPushTokensRequest.self,
        IntentsDescribeRequest.self, IntentOptionsRequest.self, IntentDefaultRequest.self,
    ]
}
