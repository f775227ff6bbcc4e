import Foundation
import ViewArchive

/// Previews of views, as Xcode's canvas shows them; `sample-app home preview` draws those a widget
/// extension declares.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Self.Previews { get }
}

/// The setting a preview is drawn in; WidgetKit's `WidgetPreviewContext` gives a widget family.
public protocol PreviewContext {
    /// The family the preview is drawn in, by name (`systemSmall`); nil leaves it to the one drawing it.
    var previewFamilyName: String? { get }
}

/// How big a preview is drawn.
public enum PreviewLayout: Hashable, Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// The device a preview imitates, by name.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

extension View {
    /// Draws this preview in `context`: for a widget, in a family.
    public func previewContext<C: PreviewContext>(_ context: C) -> some View {
        modifier(.preview(PreviewTraitsValue(family: context.previewFamilyName)))
    }

    /// Names this preview.
    public func previewDisplayName(_ name: String?) -> some View {
        modifier(.preview(PreviewTraitsValue(name: name)))
    }

    /// How big this preview is drawn: in its family's size here.
    public func previewLayout(_ layout: PreviewLayout) -> some View { self }

    /// The device this preview imitates: the system's own here.
    public func previewDevice(_ device: PreviewDevice?) -> some View { self }
}

extension ViewNode {
    /// A preview's view without what the preview says of it, and what it says: its family and name,
    /// the innermost that says each.
    public var previewTraits: (content: ViewNode, traits: PreviewTraitsValue) {
        guard case .modified(let content, .preview(let outer)) = self else { return (self, PreviewTraitsValue()) }
        let (inner, traits) = content.previewTraits
        return (inner, PreviewTraitsValue(family: traits.family ?? outer.family, name: traits.name ?? outer.name))
    }
}
