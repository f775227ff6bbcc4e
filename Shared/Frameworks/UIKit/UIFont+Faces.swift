import Foundation
import ViewArchive

/// What a font is apart from its size: its names, and the weight, design and traits it is drawn with.
package struct FontFace: Hashable, Sendable {
    package var familyName: String
    package var postScriptName: String
    /// UIKit's weight, from -1 to 1.
    package var weightValue: CGFloat
    package var design: FontDesignValue
    package var isItalic = false
    package var hasMonospacedDigits = false
    /// The text style a preferred font was made for, by UIKit's raw value.
    package var textStyle: String?
    /// Whether it is the system font (in any design), which SwiftUI's `Font.system` names, rather than a font by name.
    package var isSystem: Bool

    /// The named weight it is drawn in.
    package var weight: FontWeightValue { UIFont.Weight(weightValue).drawn }

    /// The system font (SF Pro on iOS) in `weight`, as iOS names it.
    package static func system(weight: UIFont.Weight) -> FontFace {
        FontFace(
            familyName: ".AppleSystemUIFont", postScriptName: ".SFUI-\(weightName(weight.drawn))", weightValue: weight.rawValue,
            design: .default, isSystem: true)
    }

    /// A weight as PostScript names spell it: "Regular", "Semibold".
    package static func weightName(_ weight: FontWeightValue) -> String {
        switch weight {
        case .ultraLight: "UltraLight"
        case .thin: "Thin"
        case .light: "Light"
        case .regular: "Regular"
        case .medium: "Medium"
        case .semibold: "Semibold"
        case .bold: "Bold"
        case .heavy: "Heavy"
        case .black: "Black"
        }
    }

    /// One of iOS's fonts by PostScript name ("Menlo-Bold") or family name ("Avenir Next", its first font), in any case.
    package static func named(_ name: String) -> FontFace? {
        for family in families {
            if family.name.caseInsensitiveCompare(name) == .orderedSame, let first = family.fonts.first {
                return face(first, of: family)
            }
            if let font = family.fonts.first(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) {
                return face(font, of: family)
            }
        }
        return nil
    }

    static func face(_ font: KnownFont, of family: KnownFamily) -> FontFace {
        return FontFace(
            familyName: family.name, postScriptName: font.name, weightValue: UIFont.Weight.named(font.weight).rawValue,
            design: family.design,
            isItalic: font.italic, isSystem: false)
    }

    static var familyNames: [String] { families.map(\.name).sorted() }

    static func fontNames(forFamily name: String) -> [String] {
        families.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.fonts.map(\.name) ?? []
    }

    struct KnownFont: Sendable {
        let name: String
        let weight: FontWeightValue
        let italic: Bool

        init(_ name: String, _ weight: FontWeightValue = .regular, italic: Bool = false) {
            self.name = name
            self.weight = weight
            self.italic = italic
        }
    }

    struct KnownFamily: Sendable {
        let name: String
        let design: FontDesignValue
        /// Its regular font first, which its family name gives.
        let fonts: [KnownFont]
    }

    /// Fonts iOS ships that widget code names, by family, with the PostScript names iOS gives them: the drawings set
    /// each in Inter at its weight, in its design (serif and monospaced families as SwiftUI's designs).
    static let families: [KnownFamily] = [
        KnownFamily(
            name: "American Typewriter", design: .default,
            fonts: [.init("AmericanTypewriter"), .init("AmericanTypewriter-Light", .light), .init("AmericanTypewriter-Bold", .bold)]),
        KnownFamily(
            name: "Arial", design: .default,
            fonts: [
                .init("ArialMT"), .init("Arial-BoldMT", .bold), .init("Arial-ItalicMT", italic: true),
                .init("Arial-BoldItalicMT", .bold, italic: true),
            ]),
        KnownFamily(
            name: "Avenir", design: .default,
            fonts: [
                .init("Avenir-Book"), .init("Avenir-Roman"), .init("Avenir-Light", .light), .init("Avenir-Medium", .medium),
                .init("Avenir-Heavy", .heavy), .init("Avenir-Black", .black),
            ]),
        KnownFamily(
            name: "Avenir Next", design: .default,
            fonts: [
                .init("AvenirNext-Regular"), .init("AvenirNext-UltraLight", .ultraLight), .init("AvenirNext-Medium", .medium),
                .init("AvenirNext-DemiBold", .semibold), .init("AvenirNext-Bold", .bold), .init("AvenirNext-Heavy", .heavy),
                .init("AvenirNext-Italic", italic: true),
            ]),
        KnownFamily(
            name: "Baskerville", design: .serif,
            fonts: [.init("Baskerville"), .init("Baskerville-SemiBold", .semibold), .init("Baskerville-Bold", .bold)]),
        KnownFamily(
            name: "Chalkboard SE", design: .default,
            fonts: [.init("ChalkboardSE-Regular"), .init("ChalkboardSE-Light", .light), .init("ChalkboardSE-Bold", .bold)]),
        KnownFamily(
            name: "Courier", design: .monospaced,
            fonts: [.init("Courier"), .init("Courier-Bold", .bold), .init("Courier-Oblique", italic: true)]),
        KnownFamily(
            name: "Courier New", design: .monospaced,
            fonts: [.init("CourierNewPSMT"), .init("CourierNewPS-BoldMT", .bold), .init("CourierNewPS-ItalicMT", italic: true)]),
        KnownFamily(
            name: "Didot", design: .serif, fonts: [.init("Didot"), .init("Didot-Bold", .bold), .init("Didot-Italic", italic: true)]),
        KnownFamily(
            name: "Futura", design: .default,
            fonts: [
                .init("Futura-Medium", .medium), .init("Futura-Bold", .bold), .init("Futura-CondensedMedium", .medium),
                .init("Futura-CondensedExtraBold", .heavy), .init("Futura-MediumItalic", .medium, italic: true),
            ]),
        KnownFamily(
            name: "Georgia", design: .serif,
            fonts: [
                .init("Georgia"), .init("Georgia-Bold", .bold), .init("Georgia-Italic", italic: true),
                .init("Georgia-BoldItalic", .bold, italic: true),
            ]),
        KnownFamily(
            name: "Gill Sans", design: .default,
            fonts: [
                .init("GillSans"), .init("GillSans-Light", .light), .init("GillSans-SemiBold", .semibold), .init("GillSans-Bold", .bold),
            ]),
        KnownFamily(
            name: "Helvetica", design: .default,
            fonts: [
                .init("Helvetica"), .init("Helvetica-Light", .light), .init("Helvetica-Bold", .bold),
                .init("Helvetica-Oblique", italic: true),
            ]),
        KnownFamily(
            name: "Helvetica Neue", design: .default,
            fonts: [
                .init("HelveticaNeue"), .init("HelveticaNeue-UltraLight", .ultraLight), .init("HelveticaNeue-Thin", .thin),
                .init("HelveticaNeue-Light", .light), .init("HelveticaNeue-Medium", .medium), .init("HelveticaNeue-Bold", .bold),
                .init("HelveticaNeue-CondensedBold", .bold), .init("HelveticaNeue-CondensedBlack", .black),
                .init("HelveticaNeue-Italic", italic: true),
            ]),
        KnownFamily(
            name: "Marker Felt", design: .default, fonts: [.init("MarkerFelt-Thin", .thin), .init("MarkerFelt-Wide", .bold)]),
        KnownFamily(
            name: "Menlo", design: .monospaced,
            fonts: [
                .init("Menlo-Regular"), .init("Menlo-Bold", .bold), .init("Menlo-Italic", italic: true),
                .init("Menlo-BoldItalic", .bold, italic: true),
            ]),
        KnownFamily(name: "Noteworthy", design: .default, fonts: [.init("Noteworthy-Light", .light), .init("Noteworthy-Bold", .bold)]),
        KnownFamily(
            name: "Palatino", design: .serif,
            fonts: [.init("Palatino-Roman"), .init("Palatino-Bold", .bold), .init("Palatino-Italic", italic: true)]),
        KnownFamily(name: "Rockwell", design: .serif, fonts: [.init("Rockwell-Regular"), .init("Rockwell-Bold", .bold)]),
        KnownFamily(
            name: "Times New Roman", design: .serif,
            fonts: [
                .init("TimesNewRomanPSMT"), .init("TimesNewRomanPS-BoldMT", .bold), .init("TimesNewRomanPS-ItalicMT", italic: true),
            ]),
        KnownFamily(name: "Trebuchet MS", design: .default, fonts: [.init("TrebuchetMS"), .init("TrebuchetMS-Bold", .bold)]),
        KnownFamily(name: "Verdana", design: .default, fonts: [.init("Verdana"), .init("Verdana-Bold", .bold)]),
    ]
}
