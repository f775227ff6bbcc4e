import Foundation

/// The sizes of text a user may choose in Settings, as SwiftUI names them since iOS 15.
///
/// The device here reads at `.large`, the default, and texts are drawn at their text style's size for it;
/// a view may set another (`dynamicTypeSize(_:)`) and read it back, but it is drawn at `.large`
/// (docs/swiftui-subset.md).
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes, past `xxxLarge`.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// The sizes of text a user may choose, as SwiftUI named them before `DynamicTypeSize`.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { (Self.allCases.firstIndex(of: self) ?? 0) >= 7 }

    /// The category of a dynamic type size: the two lists pair off in order.
    public init?(_ dynamicTypeSize: DynamicTypeSize) {
        guard let index = DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) else { return nil }
        self = Self.allCases[index]
    }
}

extension DynamicTypeSize {
    /// The dynamic type size of a category.
    public init?(_ uiSizeCategory: ContentSizeCategory) {
        guard let index = ContentSizeCategory.allCases.firstIndex(of: uiSizeCategory) else { return nil }
        self = Self.allCases[index]
    }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
}

extension EnvironmentValues {
    /// The size of text the views read: `.large` on this device unless a view sets another.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The size of text as a `ContentSizeCategory` (deprecated by Apple for `dynamicTypeSize`).
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) ?? .large }
        set { dynamicTypeSize = DynamicTypeSize(newValue) ?? .large }
    }
}

extension View {
    /// Sets the size of text the views inside read.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the size of text the views inside read within `range`.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { (size: inout DynamicTypeSize) in
            if range.contains(size) { return }
            let sizes = DynamicTypeSize.allCases.filter { range.contains($0) }
            if let first = sizes.first, size < first { size = first } else if let last = sizes.last { size = last }
        }
    }
}
