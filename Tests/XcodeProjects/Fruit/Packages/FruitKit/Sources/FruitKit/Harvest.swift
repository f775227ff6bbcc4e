import FruitSeasons

/// What the widgets say of a fruit's season.
public enum Harvest {
    /// "In season: autumn", for a fruit named in `name` ("🍎 Apple" or "Apple").
    public static func season(of name: String) -> String {
        let season = Seasons.byFruit.first { name.hasSuffix($0.key) }?.value ?? "all year"
        return "In season: \(season)"
    }
}
