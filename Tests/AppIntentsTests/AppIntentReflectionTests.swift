import AppIntents
import Foundation
import Intents
import Testing
import TestSupport

/// What the system learns of an intent at run time and how it runs one it names: its parameters found by
/// reflection, an intent made from kept values, `perform()` run within its time, and a parameter's options
/// searched.
@Suite struct AppIntentReflectionTests {
    typealias Plan = IntentParameterTests.Plan
    typealias Order = IntentParameterTests.Order

    struct Greet: AppIntent {
        static let title: LocalizedStringResource = "Greet"
        @Parameter(title: "Name", default: "you") var name: String
        func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Hello, \(name).") }
    }

    struct Nap: AppIntent {
        static let title: LocalizedStringResource = "Nap"
        func perform() async throws -> some IntentResult {
            try await Task.sleep(for: .seconds(30))
            return .result()
        }
    }

    struct Refusal: Error, Equatable {}

    struct Refuse: AppIntent {
        static let title: LocalizedStringResource = "Refuse"
        func perform() async throws -> some IntentResult {
            try refuse()
            return .result()
        }
        func refuse() throws { throw Refusal() }
    }

    @Test func theParametersAreFoundInTheOrderDeclaredAndNothingElse() {
        let names = AppIntentReflection.parameters(of: Plan()).map(\.name)
        #expect(names == ["name", "place", "guests", "budget", "outdoors", "note", "hero"], "not `attempts`, which is no parameter")
        #expect(AppIntentReflection.parameters(of: Nap()).isEmpty)
    }

    @Test func aKeptNullLeavesTheDefaultAndWhatCannotBeReadIsListedByName() async throws {
        let (plan, unread) = try await AppIntentReflection.make(
            Plan.self,
            with: ["name": .null, "guests": .string("many"), "zeta": .bool(true), "alpha": .number(1), "outdoors": .bool(false)])
        #expect(plan.name == "Picnic", "a null is no value given")
        #expect(plan.guests == 4 && !plan.outdoors)
        #expect(unread == ["alpha", "guests", "zeta"], "names it lacks and values it cannot read, in one sorted list")
    }

    @Test func theKeptValuesAreThoseOfParametersThatHaveOne() {
        let plan = Plan()
        plan.place = "Park"
        let values = AppIntentReflection.values(of: plan)
        #expect(
            values == [
                "name": .string("Picnic"), "place": .string("Park"), "guests": .number(4), "outdoors": .bool(true),
                "note": .string("Bring a hat"),
            ])
    }

    @Test func performingAnIntentSaysWhatItsDialogSays() async throws {
        let greet = Greet()
        greet.name = "Ada"
        #expect(try await AppIntentReflection.perform(greet) == "Hello, Ada.")
        #expect(try await AppIntentReflection.perform(IntentParameterTests.Plan()) == nil, "a result without a dialog says nothing")
        #expect(try await AppIntentReflection.perform(Greet.self, with: ["name": .string("Bo")]) == "Hello, Bo.")
        let refused = await #expect(throws: AppIntentReflection.Unread.self) {
            try await AppIntentReflection.perform(Greet.self, with: ["name": .number(3), "mood": .string("calm")])
        }
        #expect(refused?.names == ["mood", "name"], "an intent that cannot take its values is not run")
    }

    /// Runs `run(typeNamed:…)` on a thread of its own, as the system's request does: it waits for the intent.
    func run(_ typeName: String, with values: IntentValues, timeout: Double = 10) async throws -> Result<String?, any Error> {
        try await onOwnThread { Result { try AppIntentReflection.run(typeNamed: typeName, with: values, timeout: timeout) } }
    }

    @Test func anIntentNamedByTheRuntimesNameIsMadeAndRun() async throws {
        let typeName = try #require(_mangledTypeName(Greet.self))
        #expect(try await run(typeName, with: ["name": .string("Cy")]).get() == "Hello, Cy.")
        #expect(try await run(typeName, with: [:]).get() == "Hello, you.", "the defaults stand")
    }

    @Test func anIntentThatCannotRunFailsSayingWhy() async throws {
        let greet = try #require(_mangledTypeName(Greet.self))
        let unknown = try await run("NotAnIntentAnywhere", with: [:])
        #expect(unknown.failure as? AppIntentReflection.RunFailure == .unknownType)
        let notAnIntent = try #require(_mangledTypeName(Refusal.self))
        #expect(try await run(notAnIntent, with: [:]).failure as? AppIntentReflection.RunFailure == .unknownType, "a type, but no intent")
        let unread = try await run(greet, with: ["colour": .string("red")])
        #expect(unread.failure as? AppIntentReflection.RunFailure == .unread(["colour"]))
        let refuse = try #require(_mangledTypeName(Refuse.self))
        #expect(try await run(refuse, with: [:]).failure is Refusal, "the intent's own error is passed on")
    }

    @Test func anIntentThatDoesNotFinishInTimeFailsWithTheWholeSecondsItHad() async throws {
        let nap = try #require(_mangledTypeName(Nap.self))
        let outcome = try await run(nap, with: [:], timeout: 1.5)
        // Had the wait ended with the intent, it would have succeeded: the nap ends only after 30 s.
        #expect(outcome.failure as? AppIntentReflection.RunFailure == .timedOut(1), "the wait ends at its timeout")
    }

    @Test func eachFailureHasOneSentenceNamingTheIntentAndWhatToDo() {
        typealias Failure = AppIntentReflection.RunFailure
        let inExtension = Failure.unknownType.sentence(intent: "Greet", typeName: "4main5GreetV", in: .widgetExtension)
        #expect(inExtension.contains("no App Intent Greet (4main5GreetV)") && inExtension.contains("widget extension"))
        let inApp = Failure.unknownType.sentence(intent: "Greet", typeName: "4main5GreetV", in: .app)
        #expect(inApp.contains("The app has no App Intent Greet") && inApp.contains("link the intent into the app"))
        let late = Failure.timedOut(5).sentence(intent: "Nap", typeName: "t", in: .widgetExtension)
        #expect(late == "Nap.perform() did not finish within 5 s.")
        #expect(Failure.timedOut(5).sentence(intent: "Nap", typeName: "t", in: .app).hasSuffix("within 5 s in the app's process."))
        let unread = Failure.unread(["mood", "name"]).sentence(intent: "Greet", typeName: "t", in: .app)
        #expect(unread.contains("Greet cannot take the values given for mood, name;"))
        let all = [inExtension, inApp, late, unread]
        #expect(all.allSatisfy { !$0.contains("\n") && $0.hasSuffix(".") }, "one sentence each")
    }

    @Test func optionsAreTheSuggestionsTheSearchOrTheSuggestionsHoldingTheTerm() async throws {
        let plan = Plan()
        #expect(try await AppIntentReflection.options(of: plan.$name, matching: nil) == nil, "text has no options to give")

        let hero = plan.$hero
        let everyone = try await AppIntentReflection.options(of: hero, matching: nil)
        #expect(everyone?.flatMap(\.items).compactMap(\.identifier) == ["1", "2", "3"])
        #expect(try await AppIntentReflection.options(of: hero, matching: "") == everyone, "an empty term is no term")
        let searched = try await AppIntentReflection.options(of: hero, matching: "SPOUT")
        #expect(searched?.flatMap(\.items).compactMap(\.identifier) == ["3"], "the query's own search")

        let flavour = Order().$flavour
        let filtered = try await AppIntentReflection.options(of: flavour, matching: "CHOC")
        #expect(filtered?.map(\.title) == ["Classic", "Fresh"], "each section kept, with its title")
        #expect(filtered?.map { $0.items.map(\.displayText) } == [["Chocolate"], []], "its options whose text holds the term")
    }
}

extension Result {
    /// The error, when it failed.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
