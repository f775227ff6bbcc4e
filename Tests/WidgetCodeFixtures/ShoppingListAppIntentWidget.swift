import AppIntents
import SwiftUI
import WidgetKit

// Widget code written to Apple's documented iOS 17 App Intents signatures, as it would be in Xcode:
// it must compile here unchanged. An entity with a string query, an enumeration, an options provider,
// a configuration intent, an empty one, a provider with recommendations, a button, a toggle, and
// containerBackground.

struct ShoppingList: AppEntity {
    let id: UUID
    let name: String
    let itemCount: Int

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Shopping List"
    static var defaultQuery = ShoppingListQuery()

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(itemCount) items")
    }

    static let samples = [
        ShoppingList(id: UUID(), name: "Groceries", itemCount: 12),
        ShoppingList(id: UUID(), name: "Hardware", itemCount: 3),
    ]
}

struct ShoppingListQuery: EntityStringQuery {
    func entities(for identifiers: [ShoppingList.ID]) async throws -> [ShoppingList] {
        ShoppingList.samples.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [ShoppingList] {
        ShoppingList.samples
    }

    func entities(matching string: String) async throws -> [ShoppingList] {
        ShoppingList.samples.filter { $0.name.localizedCaseInsensitiveContains(string) }
    }

    func defaultResult() async -> ShoppingList? {
        ShoppingList.samples.first
    }
}

enum SortOrder: String, AppEnum {
    case name, count

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Sort Order"
    static var caseDisplayRepresentations: [SortOrder: DisplayRepresentation] = [
        .name: "By Name",
        .count: DisplayRepresentation(title: "By Count", subtitle: "Most items first"),
    ]
}

struct StoreOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> [String] {
        ["Corner Shop", "Market", "Online"]
    }

    func defaultResult() async -> String? {
        "Market"
    }
}

struct ShoppingListConfiguration: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Shopping List"
    static var description: IntentDescription? = IntentDescription("Choose the list to show.")

    @Parameter(title: "List")
    var list: ShoppingList?

    @Parameter(title: "Sort", default: .name)
    var sortOrder: SortOrder

    @Parameter(title: "Store", optionsProvider: StoreOptionsProvider())
    var store: String?

    @Parameter(title: "Show Checked Items", default: false)
    var showChecked: Bool

    static var parameterSummary: some ParameterSummary {
        Summary("Show \(\.$list) sorted \(\.$sortOrder)")
    }

    init() {}

    init(list: ShoppingList) {
        self.list = list
    }
}

struct NoConfiguration: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Shopping Summary"
}

struct CheckOffItem: AppIntent {
    static var title: LocalizedStringResource = "Check Off Item"

    @Parameter(title: "List")
    var list: ShoppingList

    init() {}

    init(list: ShoppingList) {
        self.list = list
    }

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct ToggleShowChecked: AppIntent {
    static var title: LocalizedStringResource = "Show Checked"
    static var openAppWhenRun: Bool = false

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Done")
    }
}

struct ShoppingEntry: TimelineEntry {
    let date: Date
    let list: ShoppingList
    let showChecked: Bool
}

struct ShoppingProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ShoppingEntry {
        ShoppingEntry(date: Date(), list: ShoppingList.samples[0], showChecked: false)
    }

    func snapshot(for configuration: ShoppingListConfiguration, in context: Context) async -> ShoppingEntry {
        ShoppingEntry(date: Date(), list: configuration.list ?? ShoppingList.samples[0], showChecked: configuration.showChecked)
    }

    func timeline(for configuration: ShoppingListConfiguration, in context: Context) async -> Timeline<ShoppingEntry> {
        let entry = await snapshot(for: configuration, in: context)
        return Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(3600)))
    }

    func recommendations() -> [AppIntentRecommendation<ShoppingListConfiguration>] {
        ShoppingList.samples.map { AppIntentRecommendation(intent: ShoppingListConfiguration(list: $0), description: $0.name) }
    }
}

struct ShoppingListView: View {
    var entry: ShoppingEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.list.name).font(.headline)
            Text("\(entry.list.itemCount) items")
            HStack {
                Button(intent: CheckOffItem(list: entry.list)) {
                    Label("Check", systemImage: "checkmark.circle")
                }
                Button("Check All", intent: CheckOffItem(list: entry.list))
                Toggle("Checked", isOn: entry.showChecked, intent: ToggleShowChecked())
                Toggle(isOn: entry.showChecked, intent: ToggleShowChecked()) {
                    Image(systemName: "eye")
                }
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct ShoppingListWidget: Widget {
    let kind = "fixtures.shopping-list"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: ShoppingListConfiguration.self, provider: ShoppingProvider()) { entry in
            ShoppingListView(entry: entry)
        }
        .configurationDisplayName("Shopping List")
        .description("Keep an eye on a list.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct ShoppingSummaryProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ShoppingEntry {
        ShoppingEntry(date: Date(), list: ShoppingList.samples[0], showChecked: false)
    }

    func snapshot(for configuration: NoConfiguration, in context: Context) async -> ShoppingEntry {
        placeholder(in: context)
    }

    func timeline(for configuration: NoConfiguration, in context: Context) async -> Timeline<ShoppingEntry> {
        Timeline(entries: [placeholder(in: context)], policy: .never)
    }
}

struct ShoppingSummaryWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "fixtures.shopping-summary", intent: NoConfiguration.self, provider: ShoppingSummaryProvider()) {
            entry in
            ShoppingListView(entry: entry)
                .containerBackground(for: .widget) {
                    Color.yellow
                }
        }
        .configurationDisplayName("Shopping Summary")
    }
}

#Preview("Groceries, from the provider", as: .systemSmall, using: ShoppingListConfiguration(list: ShoppingList.samples[0])) {
    ShoppingListWidget()
} timelineProvider: {
    ShoppingProvider()
}

#Preview("Hardware, checked", as: .systemMedium, using: ShoppingListConfiguration(list: ShoppingList.samples[1])) {
    ShoppingListWidget()
} timeline: {
    ShoppingEntry(date: .now, list: ShoppingList.samples[1], showChecked: true)
}
