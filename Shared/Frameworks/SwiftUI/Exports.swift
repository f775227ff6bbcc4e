// Apple's SwiftUI exports Foundation and Combine: code that imports SwiftUI alone uses `Date`, `URL`
// and `ObservableObject`. So does this one; on Linux, Foundation keeps `URLSession` and its kin in
// FoundationNetworking, and what it lacks of Apple's Foundation is in AppleFoundation.
@_exported import AppleFoundation
@_exported import Combine
@_exported import Foundation

#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
