import ArgumentParser

struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo", abstract: "A guided tour: the app, the system and both extensions at work.")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        try GuidedTour(global: global).run()
    }
}
