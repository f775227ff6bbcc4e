import Foundation

/// A tree of the orchard: the framework the app and its widget extension share.
public struct Tree: Identifiable, Hashable, Sendable {
    public var id: String { name }
    public var name: String
    public var apples: Int

    public init(name: String, apples: Int) {
        self.name = name
        self.apples = apples
    }

    /// The orchard as the app plants it.
    public static let orchard = [Tree(name: "Bramley", apples: 12), Tree(name: "Cox", apples: 7)]

    /// How many apples the whole orchard holds.
    public static var harvest: Int { orchard.reduce(0) { $0 + $1.apples } }
}
