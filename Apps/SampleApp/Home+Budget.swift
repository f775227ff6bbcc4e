import ArgumentParser
import SystemStore
import WidgetHost

extension Home {
    /// `sample-app home budget [--set N]`: the reloads each widget may spend in 24 hours.
    struct Budget: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "budget",
            abstract: "Show or set how many reloads each widget may spend in 24 hours.",
            discussion: """
                Reloads by the timeline's policy and those the app asks for from the background spend the budget; \
                those the app asks for in the foreground, a widget's first timeline and one after its configuration \
                changed do not. A widget whose budget is spent keeps its timeline until the budget renews; \
                'sample-app home timeline ID' says when. See docs/system.md.
                """)

        @OptionGroup var global: GlobalOptions

        @Option(name: .customLong("set"), help: ArgumentHelp("The new budget, from 1 to 1000.", valueName: "reloads"))
        var budget: Int?

        func validate() throws {
            if let budget, !BudgetUse.allowed.contains(budget) {
                throw ValidationError("--set takes a budget from 1 to 1000 reloads a day; \(budget) is not one.")
            }
        }

        func run() throws {
            let home = try global.homeScreen()
            if let budget { try home.timelines.setDailyBudget(budget) }
            print(TimelineText.budget(try home.timelines.budgetReport(), changed: budget != nil))
        }
    }
}
