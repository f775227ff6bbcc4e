// Apple's SwiftUI exports Foundation and Combine: code that imports SwiftUI alone uses `Date`, `URL`
// and `ObservableObject`. So does this one, through Foundation as an iOS target sees it (AppleFoundation).
@_exported import AppleFoundation

// Apple's SwiftUI on iOS exports UIKit: `UIImage` and `UIColor` with `import SwiftUI` alone.
@_exported import UIKit
