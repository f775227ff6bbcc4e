import Foundation
import TestSupport

/// Paths the tests read in place; the corpus's are `Corpus`'s.
enum Fixtures {
    static let repositoryRoot = Corpus.repositoryRoot

    static let gameDefinition = repositoryRoot.appendingPathComponent("Shared/Samples/GameIntents/SelectCharacter.intentdefinition")

    /// More definition files to hold to the same tests: every `.intentdefinition` in the folder that
    /// `INTENTGEN_EXTRA_DEFINITIONS` names, so that a user can check their own project's files.
    static func extraFiles() throws -> [URL] {
        guard let folder = ProcessInfo.processInfo.environment["INTENTGEN_EXTRA_DEFINITIONS"], !folder.isEmpty else { return [] }
        return try FileManager.default.contentsOfDirectory(at: URL(fileURLWithPath: folder), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "intentdefinition" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// The game's definition with `edit` applied to its text: the base of the broken-file tests.
    static func gameDefinition(editing edit: (String) -> String) throws -> Data {
        Data(edit(try String(contentsOf: gameDefinition, encoding: .utf8)).utf8)
    }
}
