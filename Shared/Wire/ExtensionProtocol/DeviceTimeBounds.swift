import Foundation

/// The times the device's clock may show: those every part of the suite represents, the wire's ISO 8601
/// dates (four-digit years), SQLite's seconds, and an extension's clock moved in 64-bit nanoseconds
/// from real time (about 292 years either way). A time outside is refused where it is typed, and by an
/// extension when a request carries one.
public enum DeviceTimeBounds {
    /// 1970-01-01T00:00:00Z.
    public static let earliest = Date(timeIntervalSince1970: 0)
    /// 2200-01-01T00:00:00Z, not itself included.
    public static let end = Date(timeIntervalSince1970: 7_258_118_400)

    public static func contains(_ date: Date) -> Bool { date >= earliest && date < end }

    /// How a refusal names the range.
    public static let described = "from 1970-01-01 to the end of 2199"
}
