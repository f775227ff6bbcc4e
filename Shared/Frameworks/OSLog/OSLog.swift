import Foundation

/// A log: a subsystem and a category that name where its messages come from. Messages written to it
/// carry both on their line; those written to `OSLog.disabled` are dropped unread.
public class OSLog: NSObject, @unchecked Sendable {
    // @unchecked Sendable: every stored property is an immutable `let` of a Sendable type; the class is
    // not final only because Apple's is not.

    /// The subsystem, in reverse DNS notation (`com.example.widgets`); empty for the default log.
    public let subsystem: String
    /// The category within the subsystem; empty for the default log.
    public let category: String
    /// Whether messages written to it are kept: false only for `OSLog.disabled`.
    let isEnabled: Bool

    /// A log with the given subsystem and category.
    public convenience init(subsystem: String, category: String) {
        self.init(subsystem: subsystem, category: category, isEnabled: true)
    }

    /// A log with the given subsystem and one of the categories the system defines.
    public convenience init(subsystem: String, category: OSLog.Category) {
        self.init(subsystem: subsystem, category: category.rawValue, isEnabled: true)
    }

    init(subsystem: String, category: String, isEnabled: Bool) {
        self.subsystem = subsystem
        self.category = category
        self.isEnabled = isEnabled
    }

    /// The shared default log, without subsystem or category.
    public static let `default` = OSLog(subsystem: "", category: "", isEnabled: true)

    /// A log that keeps nothing: a message written to it is never formatted, its values never evaluated.
    public static let disabled = OSLog(subsystem: "", category: "", isEnabled: false)

    /// Whether a message of level `type` written to this log is kept: every level is kept, except on `disabled`.
    public func isEnabled(type: OSLogType) -> Bool { isEnabled }

    /// Categories the system defines, which Instruments reads for signposts.
    public struct Category: RawRepresentable, Equatable, Hashable, Sendable {
        public let rawValue: String

        /// A category with the given name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Signposts that Instruments shows as points of interest.
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        /// Signposts kept only while a tool records them.
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        /// Signposts kept, with their backtraces, only while a tool records them.
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }
}
