import Foundation
import ViewArchive

/// How a view's `GeometryReader`s learn the space they get.
///
/// SwiftUI lays out first and asks a reader's content for its view afterwards; here the widget
/// extension archives the view before the system lays it out. So the archive is made, laid out by
/// the system's own layout (which WidgetKit hands in), and made again with the frame each reader
/// got, until the frames hold: a reader below a title in a padded stack gets what is left of the
/// widget, as on iOS, not the whole widget.
///
/// Unchecked because `place` is the system's layout, a pure function of the view and the size (it keeps
/// nothing between calls), which the compiler cannot see.
package struct GeometryLayout: @unchecked Sendable {
    /// Lays out `node` in a widget of `size`, reporting each reader's content and the frame it is placed in, in placing order.
    package let place: (_ node: ViewNode, _ size: CGSize) -> [(content: ViewNode, frame: CGRect)]

    package init(place: @escaping (ViewNode, CGSize) -> [(content: ViewNode, frame: CGRect)]) {
        self.place = place
    }

    /// At most this many archives of one view: a layout whose readers' frames keep changing stops here.
    static let passes = 4

    /// The archive of `view` with each reader's content made for its frame.
    @MainActor func archive<V: View>(_ view: V, in environment: EnvironmentValues) -> ViewNode {
        var frames: [CGRect] = []
        var node = ViewNode.empty
        for _ in 0..<Self.passes {
            var pass = environment
            let readers = GeometryReaders(frames: frames)
            pass.geometryReaders = readers
            node = .single(view.nodes(in: pass))
            guard !readers.contents.isEmpty else { return node }
            let next = readers.frames(from: place(node, environment.archiveSize), otherwise: environment.archiveSize)
            if next == frames { break }
            frames = next
        }
        return node
    }
}

/// The readers of one archive, in the order they are archived: the frame each is given, and the content each made.
/// Unchecked because one archive is made on one thread at a time; the readers go with it, in the
/// environment, and no other archive sees them.
final class GeometryReaders: @unchecked Sendable {
    private let given: [CGRect]
    private(set) var contents: [ViewNode] = []

    init(frames: [CGRect]) {
        given = frames
    }

    /// Takes the next reader's place, before its content is made (so that readers inside it come after it); nil when it has no frame yet.
    func begin() -> (index: Int, frame: CGRect?) {
        contents.append(.empty)
        let index = contents.count - 1
        return (index, index < given.count ? given[index] : nil)
    }

    func finish(_ index: Int, content: ViewNode) {
        contents[index] = content
    }

    /// Each reader's frame from a layout: the placement of a content equal to its own, taken in placing order.
    func frames(from placements: [(content: ViewNode, frame: CGRect)], otherwise fallback: CGSize) -> [CGRect] {
        var unused = placements
        return contents.map { content in
            guard let index = unused.firstIndex(where: { $0.content == content }) else { return CGRect(origin: .zero, size: fallback) }
            return unused.remove(at: index).frame
        }
    }
}

private struct GeometryLayoutKey: EnvironmentKey {
    static let defaultValue: GeometryLayout? = nil
}

private struct GeometryReadersKey: EnvironmentKey {
    static let defaultValue: GeometryReaders? = nil
}

extension EnvironmentValues {
    /// The system's layout, for readers to learn their frames; nil archives each reader at the archive's size.
    package var geometryLayout: GeometryLayout? {
        get { self[GeometryLayoutKey.self] }
        set { self[GeometryLayoutKey.self] = newValue }
    }

    var geometryReaders: GeometryReaders? {
        get { self[GeometryReadersKey.self] }
        set { self[GeometryReadersKey.self] = newValue }
    }
}
