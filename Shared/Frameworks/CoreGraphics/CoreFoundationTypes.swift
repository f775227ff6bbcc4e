import AppleFoundation
import Foundation

// Core Foundation's names that Core Graphics and Core Text take beyond those AppleFoundation declares
// (`CFString`, `CFError`, `CFIndex`). On Apple's platforms each is toll-free bridged to its Foundation
// class, so code converts with `as` (`url as CFURL`); here each *is* that class, and the same `as` compiles.

/// A Core Foundation URL: `NSURL` here, as it is bridged on Apple's platforms.
public typealias CFURL = NSURL
/// A Core Foundation array: `NSArray` here, as it is bridged on Apple's platforms.
public typealias CFArray = NSArray
