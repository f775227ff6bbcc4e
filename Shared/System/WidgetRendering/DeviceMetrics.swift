import ExtensionProtocol
import Foundation
import ViewArchive
import ViewLayout

/// A device the system draws for: its screen in points (portrait), the size of each widget family on
/// it, the radius of a widget's corners, and the models that share the screen.
///
/// The widget sizes are Apple's, from the Human Interface Guidelines' widget specifications: the iPhone
/// table (every family), and the iPad table's sizes as shown on the device (system families only; Apple
/// gives no Lock Screen sizes for iPads, and none for a screen its table leaves out, such as 402 × 874).
/// The corner radii are ours: Apple publishes none, and asks widgets to use `ContainerRelativeShape`.
public struct DeviceMetrics: Sendable, Equatable {
    /// What `--device` and `home device` show: the newest model with this screen.
    public var name: String
    /// Every model with this screen, as Apple's layout guidelines list them.
    public var models: [String]
    public var screen: Size
    public var idiom: Idiom
    public var sizes: [WidgetFamily: Size]
    /// The radius of a widget's rounded corners, in points.
    public var cornerRadius: Double
    /// Pixels to a point, as Apple's device tables give it: 3 for the newer iPhones, 2 for the iPhone SE and
    /// every iPad. A screen that models of both share (414 × 896: the iPhone 11 at 2, the 11 Pro Max at 3)
    /// takes the lower, so that what fits here fits every model of it.
    public var scale: Double

    public enum Idiom: String, Sendable {
        case phone, pad
    }

    public struct Size: Sendable, Equatable, CustomStringConvertible {
        public var width: Double
        public var height: Double

        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }

        /// `393x852`, as `--device` takes it.
        public var description: String { "\(SVGWriter.number(width))x\(SVGWriter.number(height))" }
    }

    /// Whether widgets of `family` can be placed on this device: the iPad has no extra-large size on an
    /// iPhone, and Apple gives no accessory sizes for iPads.
    public func offers(_ family: WidgetFamily) -> Bool { sizes[family] != nil }

    /// The size of `family` here; a family the device does not offer is drawn at the nearest it has (an
    /// extra-large widget at the large size on an iPhone), so that a widget's code can still be looked at.
    public func size(of family: WidgetFamily) -> Size {
        if let size = sizes[family] { return size }
        switch family {
        case .systemExtraLarge, .systemExtraLargePortrait: return sizes[.systemLarge]!
        case .accessoryCircular, .accessoryRectangular, .accessoryInline:
            return DeviceMetrics.iPhone15ProMax.sizes[family]!
        default: return sizes[.systemSmall]!
        }
    }

    /// The device the system draws for unless told otherwise: a 430 × 932 iPhone.
    public static let standard = iPhone15ProMax

    public static let iPhone15ProMax = phone(
        "iPhone 15 Pro Max", models: ["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 16 Plus"], screen: (430, 932),
        small: 170, medium: (364, 170), large: (364, 382), circular: 76, rectangular: (172, 76), inline: (257, 26), radius: 22)
    public static let iPhone14Plus = phone(
        "iPhone 14 Plus", models: ["iPhone 12 Pro Max", "iPhone 13 Pro Max"], screen: (428, 926),
        small: 170, medium: (364, 170), large: (364, 382), circular: 76, rectangular: (172, 76), inline: (257, 26), radius: 22)
    public static let iPhone11ProMax = phone(
        "iPhone 11 Pro Max", models: ["iPhone XR", "iPhone XS Max", "iPhone 11"], screen: (414, 896),
        small: 169, medium: (360, 169), large: (360, 379), circular: 76, rectangular: (160, 72), inline: (248, 26), radius: 22, scale: 2)
    /// Apple's table gives this screen a medium widget 2 points shorter than its small one, and a wider
    /// rectangular one than the larger screens': copied as published.
    public static let iPhone8Plus = phone(
        "iPhone 8 Plus", models: ["iPhone 6 Plus", "iPhone 6s Plus", "iPhone 7 Plus"], screen: (414, 736),
        small: 159, medium: (348, 157), large: (348, 357), circular: 76, rectangular: (170, 76), inline: (248, 26), radius: 21,
        runsCurrentIOS: false)
    public static let iPhone15Pro = phone(
        "iPhone 15 Pro", models: ["iPhone 14 Pro", "iPhone 15", "iPhone 16"], screen: (393, 852),
        small: 158, medium: (338, 158), large: (338, 354), circular: 72, rectangular: (160, 72), inline: (234, 26), radius: 21)
    public static let iPhone14 = phone(
        "iPhone 14", models: ["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 16e"], screen: (390, 844),
        small: 158, medium: (338, 158), large: (338, 354), circular: 72, rectangular: (160, 72), inline: (234, 26), radius: 21)
    public static let iPhone11Pro = phone(
        "iPhone 11 Pro", models: ["iPhone X", "iPhone XS"], screen: (375, 812),
        small: 155, medium: (329, 155), large: (329, 345), circular: 72, rectangular: (157, 72), inline: (225, 26), radius: 20)
    public static let iPhone13Mini = phone(
        "iPhone 13 mini", models: ["iPhone 12 mini"], screen: (360, 780),
        small: 155, medium: (329, 155), large: (329, 345), circular: 72, rectangular: (157, 72), inline: (225, 26), radius: 20)
    public static let iPhoneSE = phone(
        "iPhone SE", models: ["iPhone SE (2nd generation)", "iPhone SE (3rd generation)", "iPhone 8", "iPhone 7", "iPhone 6s"],
        screen: (375, 667), small: 148, medium: (321, 148), large: (321, 324), circular: 68, rectangular: (153, 68),
        inline: (225, 26), radius: 20, scale: 2)
    /// iOS 16, which brought the Lock Screen's widgets, does not run on it: Apple gives it no accessory sizes.
    public static let iPhoneSE1 = DeviceMetrics(
        name: "iPhone SE (1st generation)", models: ["iPod touch (7th generation)"], screen: Size(width: 320, height: 568),
        idiom: .phone,
        sizes: [
            .systemSmall: Size(width: 141, height: 141), .systemMedium: Size(width: 292, height: 141),
            .systemLarge: Size(width: 292, height: 311),
        ], cornerRadius: 18, scale: 2)

    public static let iPad97 = pad(
        "iPad (9.7-inch)", models: ["iPad Pro (9.7-inch)", "iPad Air (9.7-inch)", "iPad mini (7.9-inch)"], screen: (768, 1024),
        small: 120, medium: 260, large: 260, extraLarge: 540, runsCurrentIOS: false)
    public static let iPadMini = pad(
        "iPad mini (8.3-inch)", models: [], screen: (744, 1133), small: 120, medium: 260, large: 260, extraLarge: 540)
    public static let iPad102 = pad(
        "iPad (10.2-inch)", models: [], screen: (810, 1080), small: 124, medium: 272, large: 272, extraLarge: 568)
    public static let iPadAir11 = pad(
        "iPad Air (11-inch)", models: ["iPad Air (10.9-inch)", "iPad (11-inch)"], screen: (820, 1180),
        small: 136, medium: 300, large: 300, extraLarge: 628)
    public static let iPadPro105 = pad(
        "iPad Pro (10.5-inch)", models: ["iPad Air (10.5-inch)"], screen: (834, 1112), small: 132, medium: 288, large: 288, extraLarge: 600)
    public static let iPadPro11 = pad(
        "iPad Pro (11-inch)", models: [], screen: (834, 1194), small: 136, medium: 300, large: 300, extraLarge: 628)
    public static let iPadPro129 = pad(
        "iPad Pro (12.9-inch)", models: ["iPad Air (13-inch)"], screen: (1024, 1366), small: 160, medium: 356, large: 356, extraLarge: 748)

    public static let all = [
        iPhone15ProMax, iPhone14Plus, iPhone11ProMax, iPhone8Plus, iPhone15Pro, iPhone14, iPhone11Pro, iPhone13Mini, iPhoneSE,
        iPhoneSE1, iPad97, iPadMini, iPad102, iPadAir11, iPadPro105, iPadPro11, iPadPro129,
    ]

    /// The device `text` names: a model (`iPhone 16`, `iphone-se`: case, spaces and punctuation aside), or
    /// a screen size in points (`393x852`, either way round).
    public static func named(_ text: String) -> DeviceMetrics? {
        func key(_ text: String) -> String { text.lowercased().filter { $0.isLetter || $0.isNumber } }
        let wanted = key(text)
        if let device = all.first(where: { key($0.name) == wanted || $0.models.contains { key($0) == wanted } }) { return device }
        let sides = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" }).compactMap { Double($0) }
        guard sides.count == 2 else { return nil }
        return all.first { Set([$0.screen.width, $0.screen.height]) == Set(sides) }
    }

    /// What a user may give `--device`, in one sentence's worth: the names, then the sizes.
    public static var choices: String {
        "\(all.map(\.name).joined(separator: ", ")), or a screen size in points (\(all.map(\.screen.description).joined(separator: ", ")))"
    }

    private static func phone(
        _ name: String, models: [String], screen: (Double, Double), small: Double, medium: (Double, Double), large: (Double, Double),
        circular: Double, rectangular: (Double, Double), inline: (Double, Double), radius: Double, scale: Double = 3,
        runsCurrentIOS: Bool = true
    ) -> DeviceMetrics {
        var device = DeviceMetrics(
            name: name, models: models, screen: Size(width: screen.0, height: screen.1), idiom: .phone,
            sizes: [
                .systemSmall: Size(width: small, height: small), .systemMedium: Size(width: medium.0, height: medium.1),
                .systemLarge: Size(width: large.0, height: large.1), .accessoryCircular: Size(width: circular, height: circular),
                .accessoryRectangular: Size(width: rectangular.0, height: rectangular.1),
                .accessoryInline: Size(width: inline.0, height: inline.1),
            ], cornerRadius: radius, scale: scale)
        if runsCurrentIOS {
            device.sizes[.systemExtraLargePortrait] = portrait(small: small, large: Size(width: large.0, height: large.1), extraLarge: nil)
        }
        return device
    }

    /// The portrait extra-large widget (iOS and iPadOS 27), offered on the devices of the screens whose
    /// models run iOS 26 (the iPhone 8 Plus's, the first iPhone SE's and the 9.7-inch iPad's do not), and
    /// for which Apple's tables as the suite has them
    /// give no size. Ours: on an iPad the extra-large widget stood up (its height the large one's side, its
    /// width the extra-large one's); on an iPhone the large widget's width and the height of three small
    /// widgets and the two gaps between them (a large widget is two smalls and one gap high).
    static func portrait(small: Double, large: Size, extraLarge: Size?) -> Size {
        if let extraLarge { return Size(width: extraLarge.height, height: extraLarge.width) }
        let gap = large.height - 2 * small
        return Size(width: large.width, height: 3 * small + 2 * gap)
    }

    /// An iPad's four system families: square small and large, medium and extra large twice as wide as high.
    private static func pad(
        _ name: String, models: [String], screen: (Double, Double), small: Double, medium: Double, large: Double, extraLarge: Double,
        runsCurrentIOS: Bool = true
    ) -> DeviceMetrics {
        var device = DeviceMetrics(
            name: name, models: models, screen: Size(width: screen.0, height: screen.1), idiom: .pad,
            sizes: [
                .systemSmall: Size(width: small, height: small), .systemMedium: Size(width: medium, height: small),
                .systemLarge: Size(width: large, height: large), .systemExtraLarge: Size(width: extraLarge, height: large),
            ], cornerRadius: 20, scale: 2)
        if runsCurrentIOS {
            device.sizes[.systemExtraLargePortrait] = portrait(
                small: small, large: Size(width: large, height: large), extraLarge: Size(width: extraLarge, height: large))
        }
        return device
    }
}

extension DeviceMetrics {
    /// The sentence for a device `text` does not name.
    public static func unknown(_ text: String) -> String {
        "Unknown device \"\(text)\"; give a model such as \(standard.name) or \(iPhone15Pro.name), or a screen size in points such as "
            + "\(iPhone15Pro.screen) ('sample-app home device --list' lists them all)."
    }
}
