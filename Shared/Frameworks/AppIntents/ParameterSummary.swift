import Foundation

/// How an intent's parameters read as a sentence ("Show \(\.$character)"), in Shortcuts. Kept here;
/// nothing shows it yet (docs/appintents-subset.md).
public protocol ParameterSummary {}

/// A summary: a sentence naming parameters by key path, and the other parameters after it.
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
    /// The parameters the sentence names, in order.
    package var named: [PartialKeyPath<Intent>]

    public init() {
        named = []
    }

    public init(_ string: ParameterSummaryString<Intent>, table: String? = nil) {
        named = string.keyPaths
    }

    public init(
        _ string: ParameterSummaryString<Intent>, table: String? = nil,
        @ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<Intent>]
    ) {
        named = string.keyPaths + additionalParameterKeyPaths()
    }

    @resultBuilder
    public enum ParameterKeyPathsBuilder {
        public static func buildBlock(_ keyPaths: PartialKeyPath<Intent>...) -> [PartialKeyPath<Intent>] { keyPaths }
    }
}

/// The sentence of a summary: text with parameters interpolated by key path, `"Show \(\.$character)"`.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
    package var text = ""
    package var keyPaths: [PartialKeyPath<Intent>] = []

    public init(stringLiteral value: String) {
        text = value
    }

    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
        keyPaths = stringInterpolation.keyPaths
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        var keyPaths: [PartialKeyPath<Intent>] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {
            text += "${\(keyPath)}"
            keyPaths.append(keyPath)
        }
    }
}
