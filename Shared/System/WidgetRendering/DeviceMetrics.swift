import ExtensionProtocol
import Foundation
import ViewArchive
import ViewLayout

/// The sizes, in points, at which a device's home screen draws each widget family.
public struct DeviceMetrics: Sendable, Equatable {
    public var name: String
    public var sizes: [WidgetFamily: Size]
    /// The radius of a widget's rounded corners, in points.
    public var cornerRadius: Double

    public struct Size: Sendable, Equatable {
        public var width: Double
        public var height: Double
    }

    public func size(of family: WidgetFamily) -> Size {
        sizes[family] ?? sizes[.systemSmall]!
    }

    /// iPhone 15 Pro Max, 16 Plus and the like (430 × 932 points): the default.
    public static let iPhone15ProMax = DeviceMetrics(
        name: "iPhone 15 Pro Max",
        sizes: [
            .systemSmall: Size(width: 170, height: 170),
            .systemMedium: Size(width: 364, height: 170),
            .systemLarge: Size(width: 364, height: 382),
            .systemExtraLarge: Size(width: 364, height: 382),
            .accessoryCircular: Size(width: 76, height: 76),
            .accessoryRectangular: Size(width: 172, height: 76),
            .accessoryInline: Size(width: 257, height: 26),
        ], cornerRadius: 22)

    /// iPhone 15 Pro, 15 and the like (393 × 852 points).
    public static let iPhone15Pro = DeviceMetrics(
        name: "iPhone 15 Pro",
        sizes: [
            .systemSmall: Size(width: 158, height: 158),
            .systemMedium: Size(width: 338, height: 158),
            .systemLarge: Size(width: 338, height: 354),
            .systemExtraLarge: Size(width: 338, height: 354),
            .accessoryCircular: Size(width: 72, height: 72),
            .accessoryRectangular: Size(width: 160, height: 72),
            .accessoryInline: Size(width: 234, height: 26),
        ], cornerRadius: 21)

    /// iPhone SE (375 × 667 points).
    public static let iPhoneSE = DeviceMetrics(
        name: "iPhone SE",
        sizes: [
            .systemSmall: Size(width: 148, height: 148),
            .systemMedium: Size(width: 321, height: 148),
            .systemLarge: Size(width: 321, height: 324),
            .systemExtraLarge: Size(width: 321, height: 324),
            .accessoryCircular: Size(width: 68, height: 68),
            .accessoryRectangular: Size(width: 153, height: 68),
            .accessoryInline: Size(width: 225, height: 26),
        ], cornerRadius: 20)

    public static let all = [iPhone15ProMax, iPhone15Pro, iPhoneSE]

    /// The device named `name`, ignoring case and spaces (`iphone-se`, `iPhone SE`).
    public static func named(_ name: String) -> DeviceMetrics? {
        func key(_ text: String) -> String { text.lowercased().filter { $0.isLetter || $0.isNumber } }
        return all.first { key($0.name) == key(name) }
    }
}
