/// Terminal stand-ins for the SF Symbols the widgets use.
enum SymbolGlyphs {
    static let glyphs: [String: String] = [
        "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥", "bolt": "ϟ", "bolt.fill": "ϟ",
        "checkmark": "✓", "checkmark.circle": "✓", "checkmark.circle.fill": "✓", "xmark": "✕", "clock": "◷",
        "calendar": "▦", "creditcard": "▭", "creditcard.fill": "▬", "cart": "⊻", "arrow.up": "↑", "arrow.down": "↓",
        "arrow.right": "→", "arrow.left": "←", "circle": "○", "circle.fill": "●", "sun.max": "☀", "moon": "☾",
        "cloud": "☁", "flame": "♨", "person": "☺", "person.fill": "☻", "gamecontroller": "◈", "bell": "♪",
    ]

    static func glyph(for name: String) -> String { glyphs[name] ?? "◆" }
}
