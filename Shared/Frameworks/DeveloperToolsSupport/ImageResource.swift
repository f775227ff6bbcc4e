import Foundation

/// An image resource: an image set of an asset catalogue, by name and bundle, as Xcode's generated asset
/// symbols give one (`ImageResource.hero`). SwiftUI's `Image(_:)` and UIKit's `UIImage(resource:)` draw it.
public struct ImageResource: Hashable, Sendable {
    /// The image set's name, with the namespaces of the groups around it (`Heroes/Knight`).
    package let name: String
    /// The bundle whose asset catalogues hold it.
    package let bundle: Bundle

    /// Creates an image from a resource with the specified name in the given bundle.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}
