import Dispatch
import Foundation

// Names Apple's platforms give every Swift file through Darwin and the Objective-C runtime, which
// Linux's libraries lack, each with the value and behaviour it has there.

/// Nanoseconds in a second, as Darwin's `<sys/time.h>` defines it.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds in a second.
public let USEC_PER_SEC: UInt64 = 1_000_000

/// iOS 17's name for a serial queue: on Linux every `DispatchQueue` made without `.concurrent` is one,
/// so `DispatchSerialQueue(label:)` makes the same queue Apple's does.
public typealias DispatchSerialQueue = DispatchQueue

/// The serial queue's Objective-C class name, which code written before iOS 17 uses as a type.
public typealias OS_dispatch_queue_serial = DispatchQueue

extension NSObject {
    /// The class to archive instances as, asked of the class itself: Objective-C lets a class answer
    /// `NSObject`'s instance methods, so code writes `MyURLProtocol.classForCoder()` to register a
    /// protocol class (`configuration.protocolClasses = [MyURLProtocol.classForCoder()]`). As on
    /// Apple's platforms, the class answers itself.
    public class func classForCoder() -> AnyClass { self }
}

/// A date is a value Foundation bridges to a class (`NSDate`) on Apple's platforms, so APIs that take a
/// `ReferenceConvertible` take it: `Text("\(date, formatter: formatter)")`.
extension Date: @retroactive ReferenceConvertible {
    public typealias ReferenceType = NSDate
}
