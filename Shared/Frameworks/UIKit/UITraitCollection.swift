import Foundation

/// The traits of the environment an interface is drawn in, as far as fonts read them: the size of text the user
/// chose. The device here reads at `.large`, the default (docs/swiftui-subset.md, "UIKit").
///
/// Immutable and shared between threads as Apple's is: unchecked because an `open` `NSObject` subclass cannot be
/// checked; its one property is a constant.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The size of text the user chose in Settings.
    public let preferredContentSizeCategory: UIContentSizeCategory

    /// Traits that say nothing: the category is `.unspecified`.
    public override init() {
        preferredContentSizeCategory = .unspecified
        super.init()
    }

    /// Traits that hold only a size of text.
    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
        super.init()
    }

    /// The traits of what is being drawn now: the device's, at `.large`.
    open class var current: UITraitCollection { UITraitCollection(preferredContentSizeCategory: .large) }
}

/// The sizes of text a user may choose in Settings, by UIKit's names; their raw values are UIKit's.
public struct UIContentSizeCategory: Hashable, Equatable, RawRepresentable, Sendable {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXXL")

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }
}
