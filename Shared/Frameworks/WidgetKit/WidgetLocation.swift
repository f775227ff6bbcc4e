import ExtensionProtocol
import Foundation
import SwiftUI

/// A place the system shows widgets (iOS 17; CarPlay iOS 26), as `disfavoredLocations(_:for:)` names it.
public struct WidgetLocation: Hashable, Sendable {
    /// The system's name for the place (`WidgetLocationValue`'s raw value, or `iPhoneWidgetsOnMac`).
    package let name: String

    /// The Home Screen, or Today View.
    public static let homeScreen = WidgetLocation(name: WidgetLocationValue.homeScreen.rawValue)
    public static let lockScreen = WidgetLocation(name: WidgetLocationValue.lockScreen.rawValue)
    public static let standBy = WidgetLocation(name: WidgetLocationValue.standBy.rawValue)
    /// CarPlay's dashboard (iOS 26).
    public static let carPlay = WidgetLocation(name: WidgetLocationValue.carPlay.rawValue)
    /// An iPhone's widget shown on a Mac, which this system does not draw.
    public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
}

/// How visionOS mounts a widget (iOS 26): accepted, so that code written for visionOS too compiles, and
/// without effect here, as on iOS.
public struct WidgetMountingStyle: Hashable, Sendable {
    let name: String

    /// Surrounded by a composite material.
    public static let elevated = WidgetMountingStyle(name: "elevated")
    /// Shown within a recessed portal.
    public static let recessed = WidgetMountingStyle(name: "recessed")
}

/// How much detail a widget is asked to show (iOS 26): `.simplified` only on visionOS, at a distance;
/// always `.default` elsewhere, as here.
public struct LevelOfDetail: Hashable, Sendable {
    let name: String

    public static let `default` = LevelOfDetail(name: "default")
    public static let simplified = LevelOfDetail(name: "simplified")
}

private struct LevelOfDetailKey: EnvironmentKey {
    static let defaultValue = LevelOfDetail.default
}

extension EnvironmentValues {
    /// The level of detail the widget is asked to show: `.default` outside visionOS (Apple's).
    public var levelOfDetail: LevelOfDetail {
        get { self[LevelOfDetailKey.self] }
        set { self[LevelOfDetailKey.self] = newValue }
    }
}

extension WidgetConfiguration {
    /// Keeps the widget's `families` out of `locations`: the system offers them there neither in its gallery
    /// nor when placing, and StandBy does not show them.
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> some WidgetConfiguration {
        modified { definition in
            for location in locations {
                definition.disfavored.append(DisfavoredLocation(location: location.name, families: families))
            }
        }
    }

    /// The mounting styles the widget supports on visionOS: accepted, without effect here, as on iOS.
    public func supportedMountingStyles(_ styles: [WidgetMountingStyle]) -> some WidgetConfiguration {
        modified { _ in }
    }
}
