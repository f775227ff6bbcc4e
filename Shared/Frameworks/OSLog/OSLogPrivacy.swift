import Foundation

/// Whether an interpolated value is shown in a log line or redacted, as Apple's unified logging decides
/// it when no debugger is attached: a redacted value reads `<private>`, or with the `.hash` mask
/// `<mask.hash: '…'>`, a digest that is the same for the same value.
public struct OSLogPrivacy: Equatable, Hashable, Sendable {
    enum Visibility: Hashable, Sendable {
        /// The value's type decides: numbers and Booleans are shown, strings and objects redacted.
        case auto
        case `public`
        case `private`
        case sensitive
    }

    let visibility: Visibility
    let mask: Mask

    /// How a redacted value is written.
    public enum Mask: Equatable, Hashable, Sendable {
        /// A digest of the value, so that lines holding the same value can be matched.
        case hash
        /// The generic `<private>`.
        case none
    }

    /// Let the value's type decide, as when no privacy is given: numbers and Booleans shown, the rest redacted.
    public static var auto: OSLogPrivacy { OSLogPrivacy(visibility: .auto, mask: .none) }
    /// Let the value's type decide, writing a redacted value as `mask` says.
    public static func auto(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy(visibility: .auto, mask: mask) }
    /// Always show the value.
    public static var `public`: OSLogPrivacy { OSLogPrivacy(visibility: .public, mask: .none) }
    /// Always redact the value.
    public static var `private`: OSLogPrivacy { OSLogPrivacy(visibility: .private, mask: .none) }
    /// Always redact the value, writing it as `mask` says.
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy(visibility: .private, mask: mask) }
    /// Always redact the value, which holds sensitive information; written as `private` is.
    public static var sensitive: OSLogPrivacy { OSLogPrivacy(visibility: .sensitive, mask: .none) }
    /// Always redact the sensitive value, writing it as `mask` says.
    public static func sensitive(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy(visibility: .sensitive, mask: mask) }

    /// Whether a value of a type that is public by default (`isScalar`) is shown under this privacy.
    func shows(scalar isScalar: Bool) -> Bool {
        switch visibility {
        case .public: true
        case .private, .sensitive: false
        case .auto: isScalar
        }
    }

    /// What a redacted `value` is written as.
    func redacted(_ value: String) -> String {
        switch mask {
        case .none: "<private>"
        case .hash: "<mask.hash: '\(Self.digest(of: value))'>"
        }
    }

    /// A 64-bit FNV-1a digest of the value's UTF-8, in base 64: the same for the same value in every process.
    static func digest(of value: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in value.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let bytes = (0..<8).map { UInt8(truncatingIfNeeded: hash >> (8 * (7 - UInt64($0)))) }
        return Data(bytes).base64EncodedString()
    }
}
