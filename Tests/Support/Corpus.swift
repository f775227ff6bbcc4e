import Foundation
import Testing

/// The real `.intentdefinition` files the tests read in place: `$INTENT_CORPUS`, or
/// `../shared/corpus/intentdefinition` beside the repository, where CI puts them. Without either,
/// the tests that need them are skipped, and say so.
public enum Corpus {
    public static let folder: URL = {
        if let given = ProcessInfo.processInfo.environment["INTENT_CORPUS"], !given.isEmpty {
            return URL(fileURLWithPath: given, isDirectory: true)
        }
        return repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/intentdefinition", isDirectory: true)
    }()

    /// The repository this file is in.
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("SCHEMA.md").path)
    }

    /// Why the tests that need the corpus did not run.
    public static var absence: String {
        "needs the corpus of real intent definitions, which is not at \(folder.path); it sits beside the repository "
            + "at ../shared/corpus/intentdefinition in CI, or set INTENT_CORPUS to a copy"
    }

    /// Every definition file of the corpus, by name.
    public static func files() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "intentdefinition" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// The file of the corpus named `name`.
    public static func file(_ name: String) -> URL {
        folder.appendingPathComponent(name)
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs a test only where the corpus is, and says why it was skipped elsewhere.
    public static var needsCorpus: Self {
        .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.absence))
    }
}
