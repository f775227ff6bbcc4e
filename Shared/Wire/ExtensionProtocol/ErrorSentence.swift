import Foundation

/// An error as a user reads it: one sentence.
public enum ErrorSentence {
    /// Foundation's errors (an `NSError` underneath: a file not found, a URL that failed) by their localized
    /// description, never the dump their description is; every other error by its description, which the
    /// suite's own errors make a sentence.
    public static func of(_ error: any Error) -> String {
        guard type(of: error) is NSError.Type || error is any CustomNSError else { return "\(error)" }
        let text = (error as NSError).localizedDescription
        return text.hasSuffix(".") ? text : text + "."
    }
}
