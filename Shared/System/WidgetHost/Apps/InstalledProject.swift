import Foundation

/// An app installed from an Xcode project: the project and the targets built from it, so that a watch
/// (`home install … --watch`, `home serve --watch`) builds them again when their files change; and why the
/// last build failed, while the one before it serves, so that the live page shows it over the app's widgets.
public struct InstalledProject: Codable, Equatable, Sendable {
    public var app: String
    /// The `.xcodeproj` folder.
    public var project: URL
    /// The extension targets built, by name.
    public var targets: [String]
    /// Why the newest build failed; nil when the installed build is the newest.
    public var failure: BuildFailure?

    public init(app: String, project: URL, targets: [String], failure: BuildFailure? = nil) {
        self.app = app
        self.project = URL(fileURLWithPath: project.path, isDirectory: true)
        self.targets = targets
        self.failure = failure
    }
}

/// A build that failed: the sentence that says so, the compiler's lines (escaped), and when.
public struct BuildFailure: Codable, Equatable, Sendable {
    public var sentence: String
    public var lines: [String]
    public var date: Date

    public init(sentence: String, lines: [String] = [], date: Date) {
        self.sentence = sentence
        self.lines = lines
        self.date = date
    }
}
