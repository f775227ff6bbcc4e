import Foundation

/// The Dynamic Island's presentations on a device, in points, from Apple's Human Interface Guidelines
/// (Live Activities, "Specifications"): the compact views either side of the camera, the minimal view,
/// the expanded Island, and the Lock Screen's presentation. Where Apple gives a range, the layout keeps
/// within it; the camera's width between the compact views and the place of each expanded region are ours.
public struct IslandMetrics: Sendable, Equatable {
    /// The width of the compact leading and trailing views; they are as high as the Island.
    public var compactSide: Double
    /// The Island's width in its compact and minimal presentations.
    public var compactWidth: Double
    public var height: Double
    /// The minimal view's width: from `height` to this, as its content needs.
    public var minimalMaximumWidth: Double
    /// The expanded Island's and the Lock Screen presentation's width.
    public var expandedWidth: Double
    /// The expanded and Lock Screen presentations' heights: from 84 to 160 points, as their content needs.
    public var expandedHeights: ClosedRange<Double>
    public var cornerRadius: Double
    /// From the screen's top to the Island's (ours).
    public var top: Double

    /// The camera, between the compact views.
    public var cameraWidth: Double { compactWidth - 2 * compactSide }

    static func island(compactSide: Double, compactWidth: Double, expandedWidth: Double) -> IslandMetrics {
        IslandMetrics(
            compactSide: compactSide, compactWidth: compactWidth, height: 36.67, minimalMaximumWidth: 45, expandedWidth: expandedWidth,
            expandedHeights: 84...160, cornerRadius: 44, top: 11)
    }

    /// The Island in landscape (iOS 27), its compact and minimal views limited in width: each as wide as
    /// the Island is high. Apple's guidelines as the suite has them give no figures; these are ours.
    public var limitedInWidth: IslandMetrics {
        var limited = self
        limited.compactSide = height
        limited.compactWidth = cameraWidth + 2 * height
        limited.minimalMaximumWidth = height
        return limited
    }

    /// The 430 × 932 iPhones with an Island (iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus).
    public static let large = island(compactSide: 62.33, compactWidth: 250, expandedWidth: 408)
    /// The 393 × 852 iPhones with an Island (iPhone 14 Pro, 15, 15 Pro, 16).
    public static let standard = island(compactSide: 52.33, compactWidth: 230, expandedWidth: 371)
}

extension DeviceMetrics {
    /// The sizes of Live Activities' presentations here: the Island's, or for a device without one, its
    /// Lock Screen presentation as wide as the screen less 11 points each side (ours).
    public var activityMetrics: IslandMetrics {
        island ?? IslandMetrics.island(compactSide: 52.33, compactWidth: 230, expandedWidth: screen.width - 22)
    }

    /// The device's Dynamic Island; nil for a device without one, whose Live Activities show on the Lock
    /// Screen (and as banners) only.
    public var island: IslandMetrics? {
        switch (screen.width, screen.height) {
        case (430, 932): .large
        case (393, 852): .standard
        default: nil
        }
    }
}
