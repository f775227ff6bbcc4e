/// Light or dark appearance, in which the system draws a view and asks for it (SwiftUI's `ColorScheme`).
public enum ColorSchemeValue: String, Codable, CaseIterable, Sendable {
    case light, dark
}
