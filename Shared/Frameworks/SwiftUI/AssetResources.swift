// Apple's SwiftUI exports DeveloperToolsSupport: `ColorResource` and `ImageResource`, which Xcode's generated
// asset symbols extend, with `import SwiftUI` alone.
@_exported import DeveloperToolsSupport
import Foundation
import ViewArchive

extension Color {
    /// Initialize a `Color` with a color resource: the colour set Xcode's generated symbol names
    /// (`Color(.brandRed)`), light and dark, found as `Color(_:bundle:)` finds one; clear when there is none.
    public init(_ resource: ColorResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}

extension Image {
    /// Initialize an `Image` with an image resource: the image set Xcode's generated symbol names
    /// (`Image(.hero)`), found as `Image(_:bundle:)` finds one.
    public init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}
