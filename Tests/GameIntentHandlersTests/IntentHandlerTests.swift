import ExtensionProtocol
import ExtensionTransport
import Foundation
import GameIntentHandlers
import GameIntents
import IntentsExtensionRuntime
import SampleModels
import TestSupport
import Testing

@Suite struct IntentHandlerTests {
    let store = CharacterStore.inMemory()
    var connection: LocalConnection {
        LocalConnection(
            router: IntentsExtensionRouter.make(
                principal: IntentHandler(characters: store),
                supportedIntents: [SelectCharacterIntent.self]))
    }

    @Test func offersEveryCharacter() throws {
        let reply = try connection.send(IntentOptionsRequest(intent: "SelectCharacter", parameter: "character"))
        #expect(reply.allOptions.map(\.identifier) == ["Power Panda", "Unipony", "Spouty"])
        #expect(reply.allOptions.map(\.displayString) == ["Power Panda", "Unipony", "Spouty"])
        #expect(reply.allOptions[1].value.objectValue?["properties"] == .object(["name": .string("Unipony")]))
    }

    @Test func aConfigurationThatDoesNotFitIsRefused() throws {
        for configuration: IntentValues in [["character": .number(42)], ["colour": .string("red")]] {
            let error = try #require(throws: JSONRPCError.self) {
                try connection.send(IntentOptionsRequest(intent: "SelectCharacter", parameter: "character", configuration: configuration))
            }
            #expect(error.code == .invalidConfiguration, "\(configuration): \(error)")
            #expect(throws: JSONRPCError.self) {
                try connection.send(IntentDefaultRequest(intent: "SelectCharacter", parameter: "character", configuration: configuration))
            }
        }
    }

    @Test func defaultsToTheFirstCharacter() throws {
        let reply = try connection.send(IntentDefaultRequest(intent: "SelectCharacter", parameter: "character"))
        #expect(reply.value?.identifier == "Power Panda")
    }

    @Test func describesItsSupportedIntents() throws {
        let intents = try connection.send(IntentsDescribeRequest()).intents
        #expect(
            intents == [
                IntentDescriptor(
                    name: "SelectCharacter", dynamicParameters: ["character"],
                    definitionFileName: "SelectCharacter.intentdefinition")
            ])
    }

    @Test func refusesUnknownIntentsAndParameters() throws {
        do {
            _ = try connection.send(IntentOptionsRequest(intent: "OrderSoup", parameter: "soup"))
            Issue.record("an unknown intent was accepted")
        } catch let error as JSONRPCError {
            #expect(error.code == .unknownIntent)
        }
        do {
            _ = try connection.send(IntentOptionsRequest(intent: "SelectCharacter", parameter: "colour"))
            Issue.record("an unknown parameter was accepted")
        } catch let error as JSONRPCError {
            #expect(error.code == .unknownParameter)
        }
    }

    @Test func theGeneratedIntentCarriesItsValues() {
        let intent = SelectCharacterIntent()
        let character = GameCharacter(identifier: "Spouty", display: "Spouty")
        character.name = "Spouty"
        intent.character = character
        let copy = SelectCharacterIntent._make(with: intent._parameterValues)
        #expect(copy.character?.identifier == "Spouty")
        #expect(copy.character?.name == "Spouty")
        #expect(copy.character == character)
    }

    /// A handler that implements only the async form, as newer code does.
    final class AsyncHandler: INExtension, SelectCharacterIntentHandling {
        func provideCharacterOptionsCollection(for intent: SelectCharacterIntent) async throws -> INObjectCollection<GameCharacter> {
            INObjectCollection(sections: [INObjectSection(title: "Heroes", items: [GameCharacter(identifier: "h1", display: "Hero One")])])
        }
    }

    @Test func eitherFormOfAHandlerMethodWorks() async throws {
        // Served from a thread of its own, as the extension's server does, so the async form has the task pool to itself.
        let reply = try await onOwnThread {
            let router = IntentsExtensionRouter.make(principal: AsyncHandler(), supportedIntents: [SelectCharacterIntent.self])
            return try LocalConnection(router: router).send(IntentOptionsRequest(intent: "SelectCharacter", parameter: "character"))
        }
        #expect(reply.sections.map(\.title) == ["Heroes"])
        #expect(reply.allOptions.map(\.identifier) == ["h1"])
    }
}

/// A handler that implements neither form: the system gets an error, not a hang.
final class LazyHandler: INExtension, SelectCharacterIntentHandling {}

@Test func aHandlerThatImplementsNothingReportsIt() async throws {
    let result = try await onOwnThread { () -> String in
        let router = IntentsExtensionRouter.make(principal: LazyHandler(), supportedIntents: [SelectCharacterIntent.self])
        do {
            _ = try LocalConnection(router: router).send(IntentOptionsRequest(intent: "SelectCharacter", parameter: "character"))
            return "no error"
        } catch let error as JSONRPCError {
            return error.message
        }
    }
    #expect(result.contains("does not implement provideCharacterOptionsCollection(for:with:)"))
}
