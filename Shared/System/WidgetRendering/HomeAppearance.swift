import ExtensionProtocol
import Foundation
import ViewArchive

/// How the Home Screen looks, as iOS 26 lets a person choose it: default (light), dark, clear and tinted,
/// the last two light or dark, tinted with a colour of the person's. In clear and tinted the system draws
/// widgets in the accented rendering mode, their backgrounds removed, on glass (Apple's); the glass, the
/// default tint and how each colour maps are ours (docs/system.md, "Appearances").
public struct HomeAppearance: Equatable, Sendable, CustomStringConvertible {
    public enum Style: String, CaseIterable, Sendable {
        case `default`, dark, clear, tinted
    }

    public var style: Style
    /// Whether a clear or tinted Home Screen is its dark variant; `dark` is dark and `default` light.
    public var isDark: Bool
    /// The colour a tinted Home Screen tints the widgets' accent group in.
    public var tint: RGBA

    /// The tint when the person chose none (ours: a light blue).
    public static let defaultTint = RGBA(hex: 0x8FC3FF)
    public static let standard = HomeAppearance(.default)

    public init(_ style: Style, dark: Bool = false, tint: RGBA? = nil) {
        self.style = style
        self.isDark = style == .dark || (style != .default && dark)
        self.tint = tint ?? Self.defaultTint
    }

    /// The colour scheme widgets are drawn in on this Home Screen, where they are in full colour.
    public var scheme: ColorSchemeValue { isDark ? .dark : .light }

    /// The rendering mode the Home Screen draws its widgets in: accented on clear and tinted ones (Apple's),
    /// nil where the place's own (full colour) holds.
    public var renderingMode: WidgetRenderingModeValue? {
        switch style {
        case .default, .dark: nil
        case .clear, .tinted: .accented
        }
    }

    /// The colour of the accent group in the accented mode: the tint, or white on a clear Home Screen.
    public var accentTint: RGBA {
        style == .clear ? RGBA(red: 1, green: 1, blue: 1) : tint
    }

    /// What the Home Screen draws where it removed a widget's background in `mode`: on clear and tinted
    /// ones the glass (clear: a whitish or a dark veil; tinted: the tint, pale or deep), elsewhere a dark
    /// plate in the accented mode and a translucent one in the vibrant. Apple describes the materials
    /// without figures; these are ours.
    public func plate(_ mode: WidgetRenderingModeValue) -> RGBA {
        switch (style, isDark) {
        case (.clear, false): return RGBA(red: 1, green: 1, blue: 1, alpha: 0.28)
        case (.clear, true): return RGBA(red: 0, green: 0, blue: 0, alpha: 0.4)
        case (.tinted, false): return RGBA(red: tint.red * 0.5 + 0.2, green: tint.green * 0.5 + 0.2, blue: tint.blue * 0.5 + 0.2, alpha: 0.6)
        case (.tinted, true): return RGBA(red: tint.red * 0.2, green: tint.green * 0.2, blue: tint.blue * 0.2, alpha: 0.9)
        default: return mode == .accented ? RGBA(hex: 0x1B2A3B, alpha: 0.9) : RGBA(hex: 0x000000, alpha: 0.35)
        }
    }

    /// `tinted, dark, #4080ff`: what the settings keep, and what `init?(stored:)` reads.
    public var stored: String {
        switch style {
        case .default, .dark: style.rawValue
        case .clear: "clear, \(isDark ? "dark" : "light")"
        case .tinted: "tinted, \(isDark ? "dark" : "light"), \(tint.hex)"
        }
    }

    /// An appearance as `stored` writes it; nil for anything else.
    public init?(stored text: String) {
        let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = parts.first, let style = Style(rawValue: first) else { return nil }
        switch style {
        case .default, .dark:
            guard parts.count == 1 else { return nil }
            self.init(style)
        case .clear, .tinted:
            guard parts.count == (style == .clear ? 2 : 3), parts[1] == "light" || parts[1] == "dark" else { return nil }
            var tint: RGBA?
            if style == .tinted {
                guard let read = try? Self.color(parts[2]) else { return nil }
                tint = read
            }
            self.init(style, dark: parts[1] == "dark", tint: tint)
        }
    }

    /// `tinted (dark) in #4080ff`, as sentences name it.
    public var description: String {
        switch style {
        case .default: "default (light)"
        case .dark: "dark"
        case .clear: "clear (\(isDark ? "dark" : "light"))"
        case .tinted: "tinted (\(isDark ? "dark" : "light")) in \(tint.hex)"
        }
    }

    /// A tint as a person writes it: `#rrggbb` (or `rrggbb`), or a system colour's name (`orange`).
    public static func color(_ text: String) throws -> RGBA {
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        if digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) {
            return RGBA(hex: value)
        }
        if let name = ColorValue.Name(rawValue: text), name != .clear, name != .primary, name != .secondary, name != .tertiary,
            name != .quaternary, name != .accentColor
        {
            return Palette.named(name, scheme: .light)
        }
        throw HomeAppearanceError(
            "\(text.debugDescription) is not a tint: give #rrggbb, or a colour's name (red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray).")
    }
}

/// A tint or an appearance that cannot be read, in one sentence.
public struct HomeAppearanceError: Error, CustomStringConvertible, Sendable {
    public var description: String
    init(_ description: String) { self.description = description }
}
