import ArgumentParser

/// `sample-app`: the game app, and the system (home screen and widget daemon) it runs beside.
@main
struct SampleApp: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sample-app",
        abstract: "The game app and the system that hosts its widgets, on Linux.",
        discussion: """
        The app's own commands are 'game'. The system's are 'home' (the home screen) and \
        'extensions' (the processes it starts). 'demo' is a guided tour of all of them.
        """,
        subcommands: [Home.self, Game.self, OpenURL.self, Extensions.self, Demo.self]
    )
}
