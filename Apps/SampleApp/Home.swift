import ArgumentParser

/// `sample-app home`: the system's home screen.
struct Home: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "The system: place, configure and show widgets, as the home screen does.",
        subcommands: [Gallery.self, Describe.self, Add.self, Options.self, Edit.self, Show.self, Tap.self, List.self, Remove.self]
    )
}
