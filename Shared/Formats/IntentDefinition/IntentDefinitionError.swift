import Foundation

/// Why an intent definition file cannot be used: the file, where in it, and what to do.
public struct IntentDefinitionError: Error, Equatable, CustomStringConvertible {
    /// The file's name as the user gave it.
    public var file: String
    /// Where in the property list, as `/INIntents[0]/INIntentParameters[1]/INIntentParameterType`.
    public var keyPath: String
    /// What is wrong and what to do, as one sentence.
    public var message: String

    public init(file: String, keyPath: String, message: String) {
        self.file = file
        self.keyPath = keyPath
        self.message = message
    }

    public var description: String {
        keyPath.isEmpty ? "\(file): \(message)" : "\(file): \(keyPath): \(message)"
    }
}
