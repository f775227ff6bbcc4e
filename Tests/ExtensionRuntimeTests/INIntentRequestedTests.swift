import ExtensionProtocol
import ExtensionRuntime
import Foundation
import Intents
import Testing

/// The intent a request's configuration gives (`INIntent.requested(by:)`): made when every value fits its
/// parameter, refused with `invalidConfiguration` and the intent's own sentence otherwise.
@Suite struct INIntentRequestedTests {
    /// An intent as Xcode generates one from a definition: a team's name and its members.
    final class SetTeamIntent: INIntent {
        var team: String?
        var members: [String]?

        override class var _intentName: String { "SetTeam" }
        override class var _parameterNames: [String] { ["team", "members"] }

        override var _parameterValues: IntentValues {
            var values = IntentValues()
            values["team"] = team.map(IntentValue.string)
            values["members"] = members.map { IntentValue.array($0.map(IntentValue.string)) }
            return values
        }

        override func _setParameterValues(_ values: IntentValues) {
            team = values["team"]?.stringValue
            // As generated code reads a list: the values that fit, the others left out.
            members = values["members"]?.arrayValue.map { $0.compactMap(\.stringValue) }
        }
    }

    /// An intent without parameters.
    final class PingIntent: INIntent {}

    /// The error `requested(by:)` throws for `configuration`; nil when it makes the intent.
    func refusal(_ configuration: IntentValues) -> JSONRPCError? {
        do throws(JSONRPCError) {
            _ = try SetTeamIntent.requested(by: configuration)
            return nil
        } catch {
            return error
        }
    }

    @Test func aConfigurationThatFitsGivesTheIntentWithItsValues() throws {
        let intent = try SetTeamIntent.requested(by: ["team": .string("Reds"), "members": .array([.string("Ana"), .string("Ben")])])
        #expect(intent.team == "Reds" && intent.members == ["Ana", "Ben"])
        let empty = try SetTeamIntent.requested(by: [:])
        #expect(empty.team == nil && empty.members == nil, "no value is no value, not a refusal")
        let nulls = try SetTeamIntent.requested(by: ["team": .null, "members": .null])
        #expect(nulls.team == nil && nulls.members == nil, "a null is no value given")
    }

    @Test func aNameTheIntentLacksIsRefusedListingTheNamesItHas() throws {
        let error = try #require(refusal(["team": .string("Reds"), "colour": .string("red")]))
        #expect(error.code == .invalidConfiguration && error.code.rawValue == -32004)
        let expected = IntentValuesError.unknownParameter("colour", intent: "SetTeam", known: ["team", "members"])
        #expect(error.message == expected.description)
        #expect(error.message == "SetTeam has no parameter \"colour\"; its parameters are team, members.")
    }

    @Test func anIntentWithoutParametersSaysItHasNone() throws {
        let error = try #require(throws: JSONRPCError.self) { _ = try PingIntent.requested(by: ["anything": .bool(true)]) }
        #expect(error.code == .invalidConfiguration)
        #expect(error.message == "PingIntent has no parameter \"anything\"; its parameters are none.")
        // A null for any name is no value given: this one is made, not refused.
        _ = try PingIntent.requested(by: ["anything": .null])
    }

    @Test func aValueOfAnotherTypeIsRefusedNamingTheValue() throws {
        let error = try #require(refusal(["team": .number(3)]))
        #expect(error.code == .invalidConfiguration)
        #expect(error.message == IntentValuesError.doesNotFit("team", intent: "SetTeam", value: .number(3)).description)
        #expect(error.message.contains("team (3)"), "\(error.message)")
    }

    @Test func aListWithAValueThatDoesNotFitIsRefusedWhole() throws {
        let value: IntentValue = .array([.string("Ana"), .number(2)])
        let error = try #require(refusal(["members": value]))
        #expect(error.message == IntentValuesError.doesNotFit("members", intent: "SetTeam", value: value).description)
        #expect(refusal(["members": .array([])]) == nil, "an empty list fits")
    }

    @Test func namesAreCheckedInAlphabeticalOrderSoTheFirstRefusalIsAlwaysTheSame() throws {
        // "members" does not fit and ten names after it are unknown: a dictionary's own order would rarely
        // check "members" first; alphabetical order always does.
        var configuration: IntentValues = ["members": .string("Ana")]
        for index in 0..<10 { configuration["zone\(index)"] = .string("north") }
        let error = try #require(refusal(configuration))
        #expect(error.message == IntentValuesError.doesNotFit("members", intent: "SetTeam", value: .string("Ana")).description)
        let unknownFirst = try #require(refusal(["alpha": .string("a"), "team": .number(1)]))
        #expect(unknownFirst.message.contains("no parameter \"alpha\""), "\(unknownFirst.message)")
    }
}
