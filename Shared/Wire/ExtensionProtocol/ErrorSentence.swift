import Foundation

/// An error as a user reads it: one sentence.
public enum ErrorSentence {
    /// Foundation's errors (an `NSError` underneath: a file not found, a URL that failed) by their localized
    /// description, never the dump their description is; every other error by its description, which the
    /// suite's own errors make a sentence.
    public static func of(_ error: any Error) -> String {
        if let decoding = error as? DecodingError { return of(decoding) }
        guard type(of: error) is NSError.Type || error is any CustomNSError else { return "\(error)" }
        let text = (error as NSError).localizedDescription
        return text.hasSuffix(".") ? text : text + "."
    }

    /// What did not decode, by its key path and why: "the key \"health\" is missing".
    static func of(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context, _ key: (any CodingKey)? = nil) -> String {
            let keys = (context.codingPath + (key.map { [$0] } ?? [])).map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            return keys.isEmpty ? "the top level" : "\"" + keys.joined(separator: ".").replacingOccurrences(of: ".[", with: "[") + "\""
        }
        func name(_ type: Any.Type) -> String {
            switch type {
            case is any BinaryInteger.Type: "an integer"
            case is any BinaryFloatingPoint.Type: "a number"
            case is String.Type: "a string"
            case is Bool.Type: "true or false"
            case is [String: Any].Type: "an object"
            case is any Collection.Type: "an array"
            default: "a \(type)"
            }
        }
        switch error {
        case .keyNotFound(let key, let context): return "the key \(path(context, key)) is missing."
        case .typeMismatch(let type, let context): return "\(path(context)) is not \(name(type))."
        case .valueNotFound(let type, let context): return "\(path(context)) is null where \(name(type)) is expected."
        case .dataCorrupted(let context):
            let reason = context.debugDescription.hasSuffix(".") ? context.debugDescription : context.debugDescription + "."
            return context.codingPath.isEmpty ? "it is not valid JSON: \(reason)" : "\(path(context)) cannot be read: \(reason)"
        @unknown default: return "\(error)"
        }
    }
}
