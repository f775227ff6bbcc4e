import Foundation

/// The fruit bowl the app fills and the widgets show, kept in the app group's container.
struct Fruit: Codable, Hashable, Identifiable {
    var id: String { name }
    var name: String
    var emoji: String
    var ripeness: Double
}

enum FruitStore {
    static let appGroup = "group.local.fruit"

    static var defaults: UserDefaults { UserDefaults(suiteName: appGroup) ?? .standard }

    static var bowl: [Fruit] {
        get {
            guard let data = defaults.data(forKey: "bowl"), let fruit = try? JSONDecoder().decode([Fruit].self, from: data) else {
                return [Fruit(name: "Apple", emoji: "🍎", ripeness: 0.8), Fruit(name: "Pear", emoji: "🍐", ripeness: 0.4)]
            }
            return fruit
        }
        set { defaults.set(try? JSONEncoder().encode(newValue), forKey: "bowl") }
    }
}
