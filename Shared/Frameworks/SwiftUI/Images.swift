import Foundation
import ViewArchive

/// An image, as in SwiftUI: an SF Symbol by name, or one from the extension's asset catalogue.
///
/// An image is drawn at its own size, a symbol at the size of the text around it; `resizable()`
/// makes it take the space it is offered, and `aspectRatio`, `scaledToFit` and `scaledToFill` keep
/// its proportions.
nonisolated public struct Image: View, PrimitiveView, Hashable, Sendable {
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
        var value = value
        value.systemName = value.systemName.map(environment.symbolVariants.applied(to:))
        nodes.append(.image(value))
    }
}

/// The variants of an SF Symbol a view asks for (`symbolVariant(.circle.fill)`): each symbol inside is
/// drawn as the symbol of its name with them, `heart` as `heart.circle.fill`.
public struct SymbolVariants: Hashable, Sendable {
    /// The variants' parts of a symbol's name, in the order SF Symbols names them: the slash, the shape
    /// around, the fill.
    private var slashed = false
    private var enclosure: String?
    private var filled = false

    public static let none = SymbolVariants()
    public static let circle = SymbolVariants().circle
    public static let square = SymbolVariants().square
    public static let rectangle = SymbolVariants().rectangle
    public static let fill = SymbolVariants().fill
    public static let slash = SymbolVariants().slash

    public var circle: SymbolVariants { enclosed(in: "circle") }
    public var square: SymbolVariants { enclosed(in: "square") }
    public var rectangle: SymbolVariants { enclosed(in: "rectangle") }

    public var fill: SymbolVariants {
        var variants = self
        variants.filled = true
        return variants
    }

    public var slash: SymbolVariants {
        var variants = self
        variants.slashed = true
        return variants
    }

    /// Whether these variants hold all of `other`'s.
    public func contains(_ other: SymbolVariants) -> Bool {
        (!other.slashed || slashed) && (other.enclosure == nil || other.enclosure == enclosure) && (!other.filled || filled)
    }

    private func enclosed(in shape: String) -> SymbolVariants {
        var variants = self
        variants.enclosure = shape
        return variants
    }

    /// These variants and `other`'s: `other`'s shape when it has one.
    func adding(_ other: SymbolVariants) -> SymbolVariants {
        var variants = self
        variants.slashed = slashed || other.slashed
        variants.enclosure = other.enclosure ?? enclosure
        variants.filled = filled || other.filled
        return variants
    }

    /// The symbol's name with these variants; a part the name already has is not added again.
    func applied(to name: String) -> String {
        var parts = name.split(separator: ".").map(String.init)
        if slashed && !parts.contains("slash") { parts.append("slash") }
        if let enclosure, !parts.contains(enclosure) { parts.append(enclosure) }
        if filled && parts.last != "fill" { parts.append("fill") }
        return parts.joined(separator: ".")
    }
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

extension EnvironmentValues {
    /// The variants the symbols inside are drawn with.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Draws the symbols inside with `variant` added to the variants around (`.none` clears them).
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment(\.symbolVariants) { (variants: inout SymbolVariants) in
            variants = variant == .none ? .none : variants.adding(variant)
        }
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
