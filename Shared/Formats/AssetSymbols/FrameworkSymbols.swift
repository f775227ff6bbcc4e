/// The type members of Apple's frameworks that a generated symbol would clash with.
///
/// Where a set's symbol is one of these, Xcode writes no member on that type but a `#warning` naming the
/// asset (and, on `ShapeStyle where Self == Color`, nothing at all); the resource itself is still generated.
enum FrameworkSymbols {
    /// SwiftUI's `Color`: its colours, which `ShapeStyle where Self == Color` has too.
    static let color: Set<String> = [
        "accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink", "primary",
        "purple", "red", "secondary", "teal", "white", "yellow",
    ]

    /// UIKit's `UIColor`: its class properties.
    static let uiColor: Set<String> = [
        "black", "blue", "brown", "clear", "cyan", "darkGray", "darkText", "gray", "green", "groupTableViewBackground", "label",
        "lightGray", "lightText", "link", "magenta", "opaqueSeparator", "orange", "placeholderText", "purple",
        "quaternaryLabel", "quaternarySystemFill", "red", "scrollViewTexturedBackgroundColor", "secondaryLabel",
        "secondarySystemBackground", "secondarySystemFill", "secondarySystemGroupedBackground", "separator", "systemBackground",
        "systemBlue", "systemBrown", "systemCyan", "systemFill", "systemGray", "systemGray2", "systemGray3", "systemGray4",
        "systemGray5", "systemGray6", "systemGreen", "systemGroupedBackground", "systemIndigo", "systemMint", "systemOrange",
        "systemPink", "systemPurple", "systemRed", "systemTeal", "systemYellow", "tertiaryLabel", "tertiarySystemBackground",
        "tertiarySystemFill", "tertiarySystemGroupedBackground", "tintColor", "underPageBackgroundColor",
        "viewFlipsideBackgroundColor", "white", "yellow",
    ]

    /// UIKit's `UIImage`: its class properties.
    static let uiImage: Set<String> = ["actions", "add", "checkmark", "remove", "strokedCheckmark"]
}
