import Foundation
import SuiteHome

/// Reads a definition file and writes the Swift generated from it, all or nothing.
public enum IntentDefinitionGenerator {
    /// The name of the Swift file generated from `definition`: `SelectCharacter.intentdefinition.swift`, so that
    /// it cannot clash with a `SelectCharacter.swift` of the project's own beside the definition.
    public static func outputFileName(for definition: URL) -> String {
        definition.lastPathComponent + ".swift"
    }

    /// Generates the Swift for `definition` into `directory`; writes nothing when the definition is bad.
    /// Returns the file written. An unchanged output is not rewritten, so builds stay incremental.
    @discardableResult
    public static func generate(definition: URL, into directory: URL) throws -> URL {
        let data: Data
        do {
            data = try Data(contentsOf: definition)
        } catch {
            throw IntentDefinitionError(
                file: definition.lastPathComponent, keyPath: "",
                message: "cannot be read (\(error.localizedDescription)); check the path.")
        }
        let file = try IntentDefinitionReader.read(data: data, fileName: definition.lastPathComponent)
        guard let text = String(data: data, encoding: .utf8) else {
            throw IntentDefinitionError(
                file: definition.lastPathComponent, keyPath: "", message: "is not UTF-8 text; save it again from Xcode.")
        }
        let swift = SwiftGenerator(file: file, sourceFileName: definition.lastPathComponent, sourceText: text).generate()
        let output = directory.appendingPathComponent(outputFileName(for: definition))
        if let existing = try? String(contentsOf: output, encoding: .utf8), existing == swift {
            return output
        }
        try SuiteFiles.makeDirectory(directory.path, mode: 0o755)
        try SuiteFiles.write(swift.utf8, to: output.path)
        return output
    }
}
