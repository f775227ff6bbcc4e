// Apple's Intents exports Foundation; so does this one, with what Linux's lacks (AppleFoundation) and
// what it keeps apart (FoundationNetworking).
@_exported import AppleFoundation
@_exported import Foundation

#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
