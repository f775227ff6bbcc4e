import Foundation
import IntentDefinition
import TestSupport
import Testing

/// Real handler code of the corpus projects must find the methods it implements in our generated protocols.
/// The signatures are those quoted from the projects in the corpus's SCHEMA.md, section 6.
@Suite(.needsCorpus) struct HandlerSignatureTests {
    static let signatures: [(file: String, signature: String)] = [
        (
            "01_",
            "func provideHeroOptionsCollection(for intent: DynamicCharacterSelectionIntent, with completion: @escaping (INObjectCollection<Hero>?, Error?) -> Void)"
        ),
        ("01_", "func defaultHero(for intent: DynamicCharacterSelectionIntent) -> Hero?"),
        (
            "03_",
            "func provideHeroNameOptionsCollection(for intent: EmojiRangerSelectionIntent) async throws -> INObjectCollection<NSString>"
        ),
        (
            "06_",
            "func provideAccountsOptionsCollection(for intent: SendPostIntent, with completion: @escaping (INObjectCollection<Account>?, Error?) -> Void)"
        ),
        ("18_", "func defaultSky(for intent: StatusIntent) -> SkyID?"),
        ("04_", "func provideToppingsOptions(for intent: OrderSoupIntent, with completion: @escaping ([INObject]?, Error?) -> Void)"),
        ("04_", "func resolveOrderType(for intent: OrderSoupIntent, with completion: @escaping (OrderTypeResolutionResult) -> Void)"),
        (
            "04_",
            "func resolveQuantity(for intent: OrderSoupIntent, with completion: @escaping (OrderSoupQuantityResolutionResult) -> Void)"
        ),
        ("04_", "func confirm(intent: OrderSoupIntent, completion: @escaping (OrderSoupIntentResponse) -> Void)"),
        ("04_", "func handle(intent: OrderSoupIntent, completion: @escaping (OrderSoupIntentResponse) -> Void)"),
    ]

    static func generated(_ prefix: String) throws -> String {
        let file = try #require(try Corpus.files().first { $0.lastPathComponent.hasPrefix(prefix) })
        let text = try String(contentsOf: file, encoding: .utf8)
        let definition = try IntentDefinitionReader.read(data: Data(text.utf8), fileName: file.lastPathComponent)
        return SwiftGenerator(file: definition, sourceFileName: file.lastPathComponent, sourceText: text).generate()
            .replacingOccurrences(of: "Swift.Void", with: "Void")
            .replacingOccurrences(of: "Swift.Error", with: "Error")
    }

    @Test func responseCodesWithParametersGetFactories() throws {
        // SoupChef's success dialog is "Your total is ${orderDetails.total}. Your ${soup} order will be ready in ${waitTime}."
        let swift = try Self.generated("04_")
        #expect(
            swift.contains(
                "    public static func success(orderDetails: OrderDetails, soup: Soup, waitTime: String) -> OrderSoupIntentResponse {\n"))
        #expect(swift.contains("    public static func failureOutOfStock(soup: Soup) -> OrderSoupIntentResponse {\n"))
    }

    @Test(arguments: 0..<signatures.count)
    func theProtocolDeclaresWhatHandlersImplement(index: Int) throws {
        let (prefix, signature) = Self.signatures[index]
        let swift = try Self.generated(prefix)
        #expect(swift.contains("    " + signature + "\n"), "\(prefix): missing \(signature)")
    }
}
