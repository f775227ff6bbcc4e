import Foundation

/// The outcome of resolving one parameter, as in Apple's Intents framework.
open class INIntentResolutionResult: NSObject {
    /// How the value resolved: `success`, `needsValue`, `notRequired`, `unsupported`, `disambiguation`, `confirmationRequired`.
    public let outcome: String
    /// The resolved value or the values offered, in wire form.
    public let values: [IntentValue]

    public required init(outcome: String, values: [IntentValue]) {
        self.outcome = outcome
        self.values = values
        super.init()
    }

    open class func needsValue() -> Self { self.init(outcome: "needsValue", values: []) }
    open class func notRequired() -> Self { self.init(outcome: "notRequired", values: []) }
    open class func unsupported() -> Self { self.init(outcome: "unsupported", values: []) }
    open class func unsupported(forReason reason: Int) -> Self { self.init(outcome: "unsupported", values: [.number(Double(reason))]) }

    public static func _make(_ outcome: String, _ values: [IntentValue]) -> Self { self.init(outcome: outcome, values: values) }
}

open class INStringResolutionResult: INIntentResolutionResult {
    open class func success(with resolvedString: String) -> Self { _make("success", [.string(resolvedString)]) }
    open class func disambiguation(with stringsToDisambiguate: [String]) -> Self {
        _make("disambiguation", stringsToDisambiguate.map(IntentValue.string))
    }
    open class func confirmationRequired(with stringToConfirm: String?) -> Self {
        _make("confirmationRequired", stringToConfirm.map { [.string($0)] } ?? [])
    }
}

open class INBooleanResolutionResult: INIntentResolutionResult {
    open class func success(with resolvedValue: Bool) -> Self { _make("success", [.bool(resolvedValue)]) }
    open class func confirmationRequired(with valueToConfirm: NSNumber?) -> Self {
        _make("confirmationRequired", valueToConfirm.map { [.bool($0.boolValue)] } ?? [])
    }
}

open class INIntegerResolutionResult: INIntentResolutionResult {
    open class func success(with resolvedValue: Int) -> Self { _make("success", [.number(Double(resolvedValue))]) }
    open class func confirmationRequired(with valueToConfirm: NSNumber?) -> Self {
        _make("confirmationRequired", valueToConfirm.map { [.number($0.doubleValue)] } ?? [])
    }
}

open class INDoubleResolutionResult: INIntentResolutionResult {
    open class func success(with resolvedValue: Double) -> Self { _make("success", [.number(resolvedValue)]) }
    open class func confirmationRequired(with valueToConfirm: NSNumber?) -> Self {
        _make("confirmationRequired", valueToConfirm.map { [.number($0.doubleValue)] } ?? [])
    }
}

open class INTimeIntervalResolutionResult: INIntentResolutionResult {
    open class func success(with resolvedTimeInterval: TimeInterval) -> Self { _make("success", [.number(resolvedTimeInterval)]) }
    open class func confirmationRequired(with timeIntervalToConfirm: TimeInterval) -> Self {
        _make("confirmationRequired", [.number(timeIntervalToConfirm)])
    }
}

open class INDateComponentsResolutionResult: INIntentResolutionResult {
    open class func success(with resolvedDateComponents: DateComponents) -> Self { _make("success", [resolvedDateComponents._intentValue]) }
    open class func disambiguation(with dateComponentsToDisambiguate: [DateComponents]) -> Self {
        _make("disambiguation", dateComponentsToDisambiguate.map(\._intentValue))
    }
    open class func confirmationRequired(with dateComponentsToConfirm: DateComponents?) -> Self {
        _make("confirmationRequired", dateComponentsToConfirm.map { [$0._intentValue] } ?? [])
    }
}

open class INURLResolutionResult: INIntentResolutionResult {
    open class func success(with resolvedURL: URL) -> Self { _make("success", [resolvedURL._intentValue]) }
    open class func disambiguation(with urlsToDisambiguate: [URL]) -> Self {
        _make("disambiguation", urlsToDisambiguate.map(\._intentValue))
    }
    open class func confirmationRequired(with urlToConfirm: URL?) -> Self {
        _make("confirmationRequired", urlToConfirm.map { [$0._intentValue] } ?? [])
    }
}

open class INObjectResolutionResult: INIntentResolutionResult {
    open class func success(with resolvedObject: INObject) -> Self { _make("success", [resolvedObject.intentValue]) }
    open class func disambiguation(with objectsToDisambiguate: [INObject]) -> Self {
        _make("disambiguation", objectsToDisambiguate.map(\.intentValue))
    }
    open class func confirmationRequired(with objectToConfirm: INObject?) -> Self {
        _make("confirmationRequired", objectToConfirm.map { [$0.intentValue] } ?? [])
    }
}

open class INEnumResolutionResult: INIntentResolutionResult {}
