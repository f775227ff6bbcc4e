// Apple's Intents exports Foundation; so does this one, with what Linux's lacks (AppleFoundation) and
// what it keeps apart (FoundationNetworking).
@_exported import AppleFoundation
@_exported import Foundation

#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif

// A parameter's value on the wire, which the code Xcode generates for an intent definition archives to.
@_exported import WireValues
