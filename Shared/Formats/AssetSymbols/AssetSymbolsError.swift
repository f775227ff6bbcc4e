import Foundation

/// Why an asset catalogue cannot be read or its symbols written: the file or folder, and what to do.
public struct AssetSymbolsError: Error, Equatable, CustomStringConvertible {
    /// The file or folder, as the user gave it or as found in the catalogue.
    public var path: String
    /// What is wrong and what to do, as one sentence.
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
