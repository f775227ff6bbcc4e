import Foundation
import ViewArchive

/// A colour as UIKit gives widget code one: components, an asset catalogue's colour, or one of the
/// system's, which change with the colour scheme as on iOS. SwiftUI's `Color(uiColor:)` shows it.
/// Sendable, as Apple's is; unchecked because an `open` `NSObject` subclass cannot be checked: its value
/// is set when made and never changed.
open class UIColor: NSObject, @unchecked Sendable {
    /// The colour as the archive carries it.
    package let value: ColorValue

    package init(value: ColorValue) {
        self.value = value
    }

    /// sRGB components from 0 to 1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(value: ColorValue(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// A grey from black (0) to white (1).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Hue, saturation and brightness from 0 to 1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(
            value: ColorValue(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
    }

    /// A colour of the extension's asset catalogue, light and dark; nil when it has none of that name.
    public convenience init?(named name: String) {
        guard let value = AssetCatalog.color(named: name, bundle: nil) else { return nil }
        self.init(value: value)
    }

    /// Initialize a `UIColor` with a color resource: the colour set Xcode's generated symbol names
    /// (`UIColor(resource: .brandRed)`, `UIColor.brandRed`), light and dark, found as `init(named:)` finds one;
    /// clear when the bundle has none of that name.
    public convenience init(resource: ColorResource) {
        self.init(value: AssetCatalog.color(named: resource.name, bundle: resource.bundle) ?? ColorValue(name: .clear))
    }

    /// The same colour at another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var copy = value
        copy.opacity = Double(alpha)
        copy.dark?.opacity = Double(alpha)
        return UIColor(value: copy)
    }

    /// Two colours are equal when they draw the same, as UIKit compares them.
    open override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.value == value }
    open override var hash: Int { value.hashValue }

    private static func named(_ name: ColorValue.Name) -> UIColor { UIColor(value: ColorValue(name: name)) }

    /// A colour of one value in light mode and another in dark, given as 0xRRGGBB.
    private static func adaptive(light: Int, dark: Int) -> UIColor {
        func part(_ hex: Int, _ shift: Int) -> Double { Double((hex >> shift) & 0xFF) / 255 }
        return UIColor(
            value: ColorValue(
                red: part(light, 16), green: part(light, 8), blue: part(light, 0), opacity: 1,
                dark: .init(red: part(dark, 16), green: part(dark, 8), blue: part(dark, 0))))
    }

    // The fixed colours.
    open class var black: UIColor { named(.black) }
    open class var white: UIColor { named(.white) }
    open class var clear: UIColor { named(.clear) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var darkGray: UIColor { UIColor(white: 1 / 3, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 2 / 3, alpha: 1) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }

    // The system's colours, which SwiftUI's of the same names are.
    open class var systemRed: UIColor { named(.red) }
    open class var systemOrange: UIColor { named(.orange) }
    open class var systemYellow: UIColor { named(.yellow) }
    open class var systemGreen: UIColor { named(.green) }
    open class var systemMint: UIColor { named(.mint) }
    open class var systemTeal: UIColor { named(.teal) }
    open class var systemCyan: UIColor { named(.cyan) }
    open class var systemBlue: UIColor { named(.blue) }
    open class var systemIndigo: UIColor { named(.indigo) }
    open class var systemPurple: UIColor { named(.purple) }
    open class var systemPink: UIColor { named(.pink) }
    open class var systemBrown: UIColor { named(.brown) }
    open class var systemGray: UIColor { named(.gray) }
    open class var tintColor: UIColor { named(.accentColor) }

    // Text and backgrounds, which follow the colour scheme.
    open class var label: UIColor { named(.primary) }
    open class var secondaryLabel: UIColor { named(.secondary) }
    open class var tertiaryLabel: UIColor { named(.tertiary) }
    open class var quaternaryLabel: UIColor { named(.quaternary) }
    open class var systemBackground: UIColor { adaptive(light: 0xFFFFFF, dark: 0x000000) }
    open class var secondarySystemBackground: UIColor { adaptive(light: 0xF2F2F7, dark: 0x1C1C1E) }
    open class var tertiarySystemBackground: UIColor { adaptive(light: 0xFFFFFF, dark: 0x2C2C2E) }
    open class var systemGroupedBackground: UIColor { adaptive(light: 0xF2F2F7, dark: 0x000000) }
    open class var secondarySystemGroupedBackground: UIColor { adaptive(light: 0xFFFFFF, dark: 0x1C1C1E) }
    open class var systemFill: UIColor { adaptive(light: 0xE5E5EA, dark: 0x3A3A3C) }
    open class var separator: UIColor { adaptive(light: 0xC6C6C8, dark: 0x38383A) }
}
