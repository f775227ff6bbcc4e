import Foundation

/// A color resource: a colour set of an asset catalogue, by name and bundle, as Xcode's generated asset
/// symbols give one (`ColorResource.brandRed`). SwiftUI's `Color(_:)` and UIKit's `UIColor(resource:)` draw it.
public struct ColorResource: Hashable, Sendable {
    /// The colour set's name, with the namespaces of the groups around it (`Brand/Red`).
    package let name: String
    /// The bundle whose asset catalogues hold it.
    package let bundle: Bundle

    /// Creates a color from a resource with the specified name in the given bundle.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}
