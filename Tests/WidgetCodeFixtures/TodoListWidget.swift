//
//  TodoListWidget.swift
//  TasksWidgetExtension
//

import WidgetKit
import SwiftUI
import Foundation
import Combine

struct TaskItem: Codable, Identifiable, Hashable {
    var id = UUID()
    var title: String
    var isDone: Bool = false
    var due: Date?
}

/// Shared between the app and the widget extension through the app group.
final class TaskStore: ObservableObject {
    static let widgetKind = "TaskListWidget"
    private static let itemsKey = "tasks.items"
    private static let savedAtKey = "tasks.savedAt"

    @Published var items: [TaskItem]
    @Published private(set) var lastSaved: Date?

    private let defaults: UserDefaults
    private var cancellables = Set<AnyCancellable>()

    init(defaults: UserDefaults? = UserDefaults(suiteName: "group.com.example.app")) {
        self.defaults = defaults ?? .standard
        self.items = TaskStore.loadItems(from: self.defaults)
        self.lastSaved = self.defaults.object(forKey: TaskStore.savedAtKey) as? Date

        $items
            .dropFirst()
            .removeDuplicates()
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .receive(on: DispatchQueue.main)
            .sink { [weak self] newItems in
                self?.persist(newItems)
            }
            .store(in: &cancellables)
    }

    static func loadItems(from defaults: UserDefaults) -> [TaskItem] {
        guard let data = defaults.data(forKey: itemsKey) else { return [] }
        return (try? JSONDecoder().decode([TaskItem].self, from: data)) ?? []
    }

    func toggle(_ item: TaskItem) {
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
        items[index].isDone.toggle()
    }

    func add(title: String, due: Date? = nil) {
        items.append(TaskItem(title: title, due: due))
    }

    private func persist(_ items: [TaskItem]) {
        guard let data = try? JSONEncoder().encode(items) else { return }
        defaults.set(data, forKey: TaskStore.itemsKey)
        let now = Date()
        defaults.setValue(now, forKey: TaskStore.savedAtKey)
        lastSaved = now
        WidgetCenter.shared.reloadTimelines(ofKind: TaskStore.widgetKind)
    }
}

struct TaskListEntry: TimelineEntry {
    let date: Date
    let items: [TaskItem]

    var openCount: Int { items.filter { !$0.isDone }.count }
}

struct TaskListProvider: TimelineProvider {
    func placeholder(in context: Context) -> TaskListEntry {
        TaskListEntry(date: Date(), items: [
            TaskItem(title: "Buy groceries"),
            TaskItem(title: "Call the dentist", isDone: true),
            TaskItem(title: "Water the plants"),
        ])
    }

    func getSnapshot(in context: Context, completion: @escaping (TaskListEntry) -> Void) {
        let store = TaskStore()
        completion(store.items.isEmpty ? placeholder(in: context) : TaskListEntry(date: Date(), items: store.items))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TaskListEntry>) -> Void) {
        let items = TaskStore().items.sorted { !$0.isDone && $1.isDone }
        // The app reloads us through WidgetCenter whenever the list changes.
        completion(Timeline(entries: [TaskListEntry(date: Date(), items: items)], policy: .never))
    }
}

struct TaskRow: View {
    let item: TaskItem

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                .foregroundColor(item.isDone ? .green : .secondary)
                .invalidatableContent()
            Text(item.title)
                .strikethrough(item.isDone)
                .foregroundColor(item.isDone ? .secondary : .primary)
                .lineLimit(1)
            Spacer(minLength: 4)
            if let due = item.due, !item.isDone {
                Text(due, style: .time)
                    .font(.caption2)
                    .foregroundColor(due < Date() ? .red : .secondary)
            }
        }
        .font(.system(size: 13))
    }
}

struct TaskListWidgetEntryView: View {
    @Environment(\.widgetFamily) private var family
    var entry: TaskListEntry

    private var maxRows: Int {
        switch family {
        case .systemSmall: return 3
        case .systemMedium: return 4
        default: return 9
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Label("Tasks", systemImage: "checklist")
                    .font(.headline)
                    .foregroundColor(.accentColor)
                Spacer()
                Text("\(entry.openCount)")
                    .font(.system(.headline, design: .rounded))
                    .foregroundStyle(.secondary)
            }
            if entry.items.isEmpty {
                Spacer()
                Text("All done 🎉")
                    .frame(maxWidth: .infinity)
                Spacer()
            } else {
                ForEach(Array(entry.items.prefix(maxRows))) { item in
                    TaskRow(item: item)
                }
                Spacer(minLength: 0)
            }
        }
        .widgetURL(URL(string: "exampleapp://tasks"))
    }
}

struct TaskListWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: TaskStore.widgetKind, provider: TaskListProvider()) { entry in
            TaskListWidgetEntryView(entry: entry)
                .containerBackground(.fill.quaternary, for: .widget)
        }
        .configurationDisplayName("Tasks")
        .description("Keep an eye on what's left to do.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
