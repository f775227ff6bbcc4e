/// When each fruit is picked, for the package's own targets (`package` access).
package enum Seasons {
    package static let byFruit = ["Apple": "autumn", "Pear": "summer", "Cherry": "early summer"]
}
