import Foundation

// Core Foundation's strings and errors as iOS code writes them. On Apple's platforms Foundation
// exports Core Foundation and each of these types is toll-free bridged to its Foundation class, so code
// converts with `as` (`error as CFError`, `"x" as CFString`, `string as String`) and calls the C
// functions on either. Linux's Foundation keeps its Core Foundation to itself; here each type *is* that
// Foundation class, so the same `as` compiles and the functions answer as the class does. A file that
// imports CoreFoundation itself sees Linux's own, unbridged types instead.

/// A Core Foundation string: `NSString`, as it is bridged on Apple's platforms.
public typealias CFString = NSString
/// A Core Foundation error: `NSError`, as it is bridged on Apple's platforms.
public typealias CFError = NSError
/// A Core Foundation dictionary: `NSDictionary`, as it is bridged on Apple's platforms.
public typealias CFDictionary = NSDictionary
/// A Core Foundation index or count.
public typealias CFIndex = Int
/// The name of an error domain.
public typealias CFErrorDomain = CFString

/// The error's code.
public func CFErrorGetCode(_ err: CFError!) -> CFIndex {
    err.code
}

/// The error's domain: for a Swift error, its type's name, as on Apple's platforms.
public func CFErrorGetDomain(_ err: CFError!) -> CFErrorDomain! {
    err.domain as NSString
}

/// A description of the error to show a person: its localized description, or one Foundation
/// makes from its failure reason or its domain and code. Never nil.
public func CFErrorCopyDescription(_ err: CFError!) -> CFString! {
    err.localizedDescription as NSString
}

/// Why the operation failed, to show a person; nil when the error does not say.
public func CFErrorCopyFailureReason(_ err: CFError!) -> CFString! {
    err.localizedFailureReason.map { $0 as NSString }
}

/// What a person might do about the error; nil when the error does not say.
public func CFErrorCopyRecoverySuggestion(_ err: CFError!) -> CFString! {
    err.localizedRecoverySuggestion.map { $0 as NSString }
}

/// The error's user info dictionary; empty when it has none.
public func CFErrorCopyUserInfo(_ err: CFError!) -> CFDictionary! {
    NSDictionary(dictionary: err.userInfo)
}

/// The number of UTF-16 code units in the string, as Core Foundation counts a string's length.
public func CFStringGetLength(_ theString: CFString!) -> CFIndex {
    theString.length
}

// The user info keys and domains, with the values Core Foundation gives them (each the same string as
// Foundation's `NSLocalizedDescriptionKey` and its kin). Apple declares them as constants; here they are
// read-only properties, as a class instance cannot be a global constant in Swift 6.

/// The key for the description to show a person.
public var kCFErrorLocalizedDescriptionKey: CFString! { "NSLocalizedDescription" }
/// The key for the reason the operation failed, to show a person.
public var kCFErrorLocalizedFailureReasonKey: CFString! { "NSLocalizedFailureReason" }
/// The key for what a person might do about the error.
public var kCFErrorLocalizedRecoverySuggestionKey: CFString! { "NSLocalizedRecoverySuggestion" }
/// The key for a description that is not localized.
public var kCFErrorDescriptionKey: CFString! { "NSDescription" }
/// The key for the error that caused this one.
public var kCFErrorUnderlyingErrorKey: CFString! { "NSUnderlyingError" }
/// The key for the URL the error concerns.
public var kCFErrorURLKey: CFString! { "NSURL" }
/// The key for the file path the error concerns.
public var kCFErrorFilePathKey: CFString! { "NSFilePath" }
/// The domain of POSIX errors (`errno`).
public var kCFErrorDomainPOSIX: CFString! { "NSPOSIXErrorDomain" }
/// The domain of `OSStatus` errors.
public var kCFErrorDomainOSStatus: CFString! { "NSOSStatusErrorDomain" }
/// The domain of Mach errors.
public var kCFErrorDomainMach: CFString! { "NSMachErrorDomain" }
/// The domain of Foundation's errors.
public var kCFErrorDomainCocoa: CFString! { "NSCocoaErrorDomain" }
