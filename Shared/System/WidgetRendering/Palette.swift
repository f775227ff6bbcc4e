import ExtensionProtocol
import Foundation
import ViewArchive

/// A colour resolved for drawing: sRGB components from 0 to 1.
public struct RGBA: Equatable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255, blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// An archived colour in a colour scheme: system colours take their light or dark variant, as do
    /// colours from an asset catalogue that have one.
    public init(_ value: ColorValue, scheme: ColorSchemeValue) {
        if let name = value.name {
            self = Palette.named(name, scheme: scheme)
        } else if scheme == .dark, let dark = value.dark {
            self.init(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.opacity)
        } else {
            self.init(red: value.red ?? 0, green: value.green ?? 0, blue: value.blue ?? 0)
        }
        if let opacity = value.opacity, opacity.isFinite { alpha *= min(max(opacity, 0), 1) }
    }

    /// The colour with `amount` added to each component, as SwiftUI's `brightness` draws it.
    public func brightened(by amount: Double) -> RGBA {
        guard amount != 0 else { return self }
        func add(_ component: Double) -> Double { min(max(component + amount, 0), 1) }
        return RGBA(red: add(red), green: add(green), blue: add(blue), alpha: alpha)
    }

    /// The colour with light and dark swapped, as `colorInvert` draws it.
    public var inverted: RGBA { RGBA(red: 1 - red, green: 1 - green, blue: 1 - blue, alpha: alpha) }

    /// How bright the colour looks, from 0 to 1: its components weighted as Rec. 709 weighs them.
    public var luminance: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }

    /// The colour as `mode` draws it: as it is in full colour; in vibrant, white as opaque as the colour is
    /// bright (the wallpaper shows through the rest); in accented, the accent group in `tint` (the Home
    /// Screen's, `HomeAppearance.accentTint`) and the rest like vibrant. (Apple: vibrant "desaturates" the
    /// widget into a monochrome whose brightness sets how vibrant it looks; the mapping of each colour to
    /// a level of white is ours.)
    public func rendered(in mode: WidgetRenderingModeValue, accentable: Bool, tint: RGBA = HomeAppearance.defaultTint) -> RGBA {
        switch mode {
        case .fullColor: return self
        case .vibrant: return RGBA(red: 1, green: 1, blue: 1, alpha: alpha * luminance)
        case .accented:
            if accentable { return RGBA(red: tint.red, green: tint.green, blue: tint.blue, alpha: alpha * max(luminance, 0.5)) }
            return RGBA(red: 1, green: 1, blue: 1, alpha: alpha * luminance)
        }
    }

    /// `#rrggbb`, as SVG and CSS write it.
    public var hex: String {
        String(format: "#%02x%02x%02x", Int((red * 255).rounded()), Int((green * 255).rounded()), Int((blue * 255).rounded()))
    }
}

/// Apple's system colours, light and dark, as the Human Interface Guidelines give them.
public enum Palette {
    static func named(_ name: ColorValue.Name, scheme: ColorSchemeValue) -> RGBA {
        func pick(_ light: UInt32, _ dark: UInt32) -> RGBA { RGBA(hex: scheme == .dark ? dark : light) }
        switch name {
        case .primary: return pick(0x000000, 0xFFFFFF)
        case .secondary: return scheme == .dark ? RGBA(hex: 0xEBEBF5, alpha: 0.6) : RGBA(hex: 0x3C3C43, alpha: 0.6)
        case .tertiary: return scheme == .dark ? RGBA(hex: 0xEBEBF5, alpha: 0.3) : RGBA(hex: 0x3C3C43, alpha: 0.3)
        case .quaternary: return scheme == .dark ? RGBA(hex: 0xEBEBF5, alpha: 0.18) : RGBA(hex: 0x3C3C43, alpha: 0.18)
        case .clear: return RGBA(red: 0, green: 0, blue: 0, alpha: 0)
        case .red: return pick(0xFF3B30, 0xFF453A)
        case .orange: return pick(0xFF9500, 0xFF9F0A)
        case .yellow: return pick(0xFFCC00, 0xFFD60A)
        case .green: return pick(0x34C759, 0x30D158)
        case .mint: return pick(0x00C7BE, 0x63E6E2)
        case .teal: return pick(0x30B0C7, 0x40C8E0)
        case .cyan: return pick(0x32ADE6, 0x64D2FF)
        case .blue, .accentColor: return pick(0x007AFF, 0x0A84FF)
        case .indigo: return pick(0x5856D6, 0x5E5CE6)
        case .purple: return pick(0xAF52DE, 0xBF5AF2)
        case .pink: return pick(0xFF2D55, 0xFF375F)
        case .brown: return pick(0xA2845E, 0xAC8E68)
        case .gray: return pick(0x8E8E93, 0x8E8E93)
        case .black: return pick(0x000000, 0x000000)
        case .white: return pick(0xFFFFFF, 0xFFFFFF)
        }
    }

    /// A widget's own background when it sets none.
    public static func widgetBackground(_ scheme: ColorSchemeValue) -> RGBA {
        scheme == .dark ? RGBA(hex: 0x1C1C1E) : RGBA(hex: 0xFFFFFF)
    }

    /// The grey of redacted shapes.
    public static func placeholder(_ scheme: ColorSchemeValue) -> RGBA {
        scheme == .dark ? RGBA(hex: 0x3A3A3C) : RGBA(hex: 0xD1D1D6)
    }

    /// The track behind a bar or a gauge.
    public static func track(_ scheme: ColorSchemeValue) -> RGBA {
        scheme == .dark ? RGBA(hex: 0x3A3A3C) : RGBA(hex: 0xE5E5EA)
    }
}
