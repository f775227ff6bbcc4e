import AppIntents

/// The heroes the App Intents tests configure widgets and controls with, found by the extension's query:
/// one set of them, so that the tests of AppIntents, of the widget extension and of controls agree.
public struct Hero: AppEntity {
    public let id: String
    public var name: String
    public static let all = [Hero(id: "1", name: "Power Panda"), Hero(id: "2", name: "Unipony"), Hero(id: "3", name: "Spouty")]
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Hero"
    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)", subtitle: "a hero") }
    public static let defaultQuery = HeroQuery()
}

/// Finds heroes by identifier and by name; a new configuration gets the last, Spouty.
public struct HeroQuery: EntityStringQuery {
    public init() {}
    public func entities(for identifiers: [Hero.ID]) async throws -> [Hero] { Hero.all.filter { identifiers.contains($0.id) } }
    public func suggestedEntities() async throws -> [Hero] { Hero.all }
    public func entities(matching string: String) async throws -> [Hero] {
        Hero.all.filter { $0.name.localizedCaseInsensitiveContains(string) }
    }
    public func defaultResult() async -> Hero? { Hero.all.last }
}

/// A hero's mood: an enumeration parameter with a default.
public enum Mood: String, AppEnum {
    case calm, brave
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mood"
    public static let caseDisplayRepresentations: [Mood: DisplayRepresentation] = [.calm: "Calm", .brave: "Brave"]
}

/// A widget's configuration with one parameter of each kind the tests need: an entity, an enumeration
/// with a default, a bounded number and an optional text.
public struct PickHero: WidgetConfigurationIntent {
    public static let title: LocalizedStringResource = "Pick a Hero"
    public static let description: IntentDescription? = IntentDescription("Shows a hero's health.")

    @Parameter(title: "Hero") public var hero: Hero?
    @Parameter(title: "Mood", default: .brave) public var mood: Mood
    @Parameter(title: "Count", default: 3, inclusiveRange: (1, 10)) public var count: Int
    @Parameter(title: "Note", description: "Shown under the name.") public var note: String?

    public init() {}
}
