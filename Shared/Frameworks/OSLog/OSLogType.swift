/// The level of a log message, as Apple's unified logging sorts them: debug, info, default (notice),
/// error and fault. Each line the suite writes names its level in the words Console uses.
public struct OSLogType: RawRepresentable, Equatable, Hashable, Sendable {
    public let rawValue: UInt8

    /// A level from its raw value: 0x00 default, 0x01 info, 0x02 debug, 0x10 error, 0x11 fault, as Apple numbers them.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The default level: things that might result in a failure (`Logger.notice`, `Logger.log`).
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Helpful information that is not essential to troubleshooting.
    public static let info = OSLogType(rawValue: 0x01)
    /// Information useful while developing (`Logger.debug`, `Logger.trace`).
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error the process met (`Logger.error`, `Logger.warning`).
    public static let error = OSLogType(rawValue: 0x10)
    /// A fault: a bug in the code (`Logger.fault`, `Logger.critical`).
    public static let fault = OSLogType(rawValue: 0x11)

    /// The word Console shows for the level; a raw value Apple does not define reads as the default level.
    var name: String {
        switch self {
        case .info: "Info"
        case .debug: "Debug"
        case .error: "Error"
        case .fault: "Fault"
        default: "Default"
        }
    }
}
