import Foundation
import ViewArchive

/// An image, as in SwiftUI: an SF Symbol by name, or one from the extension's asset catalogue.
///
/// An image is drawn at its own size, a symbol at the size of the text around it; `resizable()`
/// makes it take the space it is offered, and `aspectRatio`, `scaledToFit` and `scaledToFill` keep
/// its proportions.
public struct Image: View, PrimitiveView, Hashable, Sendable {
    var value: ImageValue

    /// An SF Symbol; the symbols the system draws are listed in docs/swiftui-subset.md.
    public init(systemName: String) {
        value = ImageValue(systemName: systemName)
    }

    /// An image from the extension's asset catalogue (`Name.imageset`), or `bundle`'s.
    public init(_ name: String, bundle: Bundle? = nil) {
        value = ImageValue(name: name, file: AssetCatalog.imageFile(named: name, bundle: bundle))
    }

    /// A UIKit image: one from bytes, a file, the asset catalogue or a symbol, drawn as it is.
    public init(uiImage: UIImage) {
        value = uiImage.archived
    }

    /// An image that accessibility leaves out: drawn the same.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// The image, sized to the space it is offered.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.value.resizable = true
        return copy
    }

    /// How the image takes its colours: its own, or the foreground style's (a template); drawn in its own here.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

    /// How the image is scaled smoothly: as the system draws it here.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    /// The sizes a symbol comes in, next to text.
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }

    package func appendNodes(to nodes: inout [ViewNode], in environment: EnvironmentValues) {
        nodes.append(.image(value))
    }
}

/// How a view fits the space it is offered while keeping its proportions.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    case fit, fill
}

/// How a symbol's layers are coloured; drawn in one colour here.
public struct SymbolRenderingMode: Hashable, Sendable {
    public static let monochrome = SymbolRenderingMode()
    public static let multicolor = SymbolRenderingMode()
    public static let hierarchical = SymbolRenderingMode()
    public static let palette = SymbolRenderingMode()
}
