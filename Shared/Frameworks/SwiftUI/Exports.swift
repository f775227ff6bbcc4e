// Apple's SwiftUI exports Foundation and Combine: code that imports SwiftUI alone uses `Date`, `URL`
// and `ObservableObject`. So does this one, through Foundation as an iOS target sees it (AppleFoundation).
@_exported import AppleFoundation

// Apple's SwiftUI on iOS exports UIKit: `UIImage` and `UIColor` with `import SwiftUI` alone.
@_exported import UIKit

// Apple's SwiftUI exports Observation (iOS 17): `@Observable` and `withObservationTracking` with `import
// SwiftUI` alone. The toolchain's Observation module is the same on Linux.
@_exported import Observation
