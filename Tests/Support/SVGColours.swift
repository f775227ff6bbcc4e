/// What the tests read of a drawing's colours.
public enum SVGColours {
    /// Every colour an SVG names in `fill`, `stroke` and `stop-color`, as `#rrggbb`.
    public static func all(in svg: String) -> Set<String> {
        var found: Set<String> = []
        for attribute in ["fill=\"#", "stroke=\"#", "stop-color=\"#"] {
            var rest = Substring(svg)
            while let range = rest.firstRange(of: attribute) {
                found.insert("#" + rest[range.upperBound...].prefix(6))
                rest = rest[range.upperBound...]
            }
        }
        return found
    }

    /// Whether `colour` (`#rrggbb`) is a grey, white or black: its three components equal.
    public static func isGrey(_ colour: String) -> Bool {
        let hex = Array(colour.dropFirst())
        return hex.count == 6 && hex[0..<2] == hex[2..<4] && hex[2..<4] == hex[4..<6]
    }
}
