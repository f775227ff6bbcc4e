// Apple's SwiftUI exports Foundation and Combine: code that imports SwiftUI alone uses `Date`, `URL`
// and `ObservableObject`. So does this one, through Foundation as an iOS target sees it (AppleFoundation).
@_exported import AppleFoundation
