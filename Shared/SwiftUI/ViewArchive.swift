import Foundation
import WireJSON

/// Where views archive themselves: straight to the JSON of their `ViewNode`s, as the views are walked.
///
/// A widget extension archives a view for every entry of every timeline it answers, so it builds
/// no tree: each primitive view writes its own node, and a `ModifiedContent` hands its modifier down
/// to the nodes its content writes. The bytes are those `ViewNode.write(to:)` writes for the same tree.
public struct ViewArchive: ~Copyable {
    var json: JSONWriter
    /// The modifiers of the `ModifiedContent`s around the nodes being written, outermost first.
    /// Each node written at this level takes them all, after its own and innermost first.
    var modifiers: [ModifierNode] = []
    /// How many nodes have been written at this level.
    var count = 0

    init(json: consuming JSONWriter) {
        self.json = json
    }

    /// Writes a node without children. `node.modifiers` are its own, before those around it.
    public mutating func leaf(_ node: ViewNode) {
        count += 1
        node.writeHead(to: &json)
        node.writeMiddle(to: &json)
        writeModifiers(of: node)
        node.writeTail(to: &json)
    }

    /// Writes a node whose children `children` writes. The modifiers around the node are not its children's.
    public mutating func container(_ node: ViewNode, children: (inout ViewArchive) -> Void) {
        count += 1
        let outerModifiers = modifiers, outerCount = count
        modifiers = []
        count = 0
        node.writeHead(to: &json)
        json.key("children")
        json.beginArray()
        children(&self)
        json.endArray()
        modifiers = outerModifiers
        count = outerCount
        node.writeMiddle(to: &json)
        writeModifiers(of: node)
        node.writeTail(to: &json)
    }

    /// Writes what `content` writes as a single node: that node if it writes one, an `empty` node if it
    /// writes none, and a stack of `kind` around them if it writes several.
    public mutating func one(_ kind: ViewNode.Kind, _ content: (inout ViewArchive) -> Void) {
        let start = json.mark, outerCount = count
        count = 0
        content(&self)
        let written = count
        count = outerCount
        if written == 1 {
            count += 1
            return
        }
        // Rare: write again, inside the node that holds them.
        json.rewind(to: start)
        if written == 0 {
            leaf(ViewNode(kind: .empty))
        } else {
            container(ViewNode(kind: kind), children: content)
        }
    }

    /// Applies `modifier` to each node `content` writes at this level.
    public mutating func modified(by modifier: ModifierNode, _ content: (inout ViewArchive) -> Void) {
        modifiers.append(modifier)
        content(&self)
        modifiers.removeLast()
    }

    private mutating func writeModifiers(of node: ViewNode) {
        let own = node.modifiers ?? []
        guard !own.isEmpty || !modifiers.isEmpty else { return }
        json.key("modifiers")
        json.beginArray()
        for modifier in own { modifier.write(to: &json) }
        for modifier in modifiers.reversed() { modifier.write(to: &json) }
        json.endArray()
    }
}

/// Turns views into their archive.
public enum ViewArchiver {
    /// The archive of `view` in `environment` as JSON: one node, a vertical stack if the view has several,
    /// with `modifiers` on its outside.
    public static func json<V: View>(of view: V, in environment: EnvironmentValues = EnvironmentValues(),
                                     adding modifiers: [ModifierNode] = []) -> [UInt8] {
        var archive = ViewArchive(json: JSONWriter())
        archive.modifiers = modifiers
        archive.one(.vstack) { view._archive(into: &$0, in: environment) }
        return archive.json.bytes
    }

    /// The archive of `view` in `environment` as a tree: one node, a vertical stack if the view has several.
    public static func archive<V: View>(_ view: V, in environment: EnvironmentValues = EnvironmentValues()) -> ViewNode {
        ArchivedView(checked: json(of: view, in: environment)).node
    }
}

/// A view as it crosses to the system: the JSON of its `ViewNode`.
///
/// The widget extension writes it once, straight from the views (`ViewArchiver.json(of:)`). The system
/// checks its shape when it reads a reply, keeps the bytes as they came, and reads them into a tree
/// (`node`) only to draw them.
public struct ArchivedView: Sendable, Equatable {
    /// A `ViewNode`'s JSON, checked.
    public let json: [UInt8]

    init(checked json: [UInt8]) {
        self.json = json
    }

    /// The archive of `view` in `environment`, with `modifiers` on its outside.
    public init<V: View>(_ view: V, in environment: EnvironmentValues = EnvironmentValues(), adding modifiers: [ModifierNode] = []) {
        json = ViewArchiver.json(of: view, in: environment, adding: modifiers)
    }

    /// The archive of a tree.
    public init(_ node: ViewNode) {
        var writer = JSONWriter(capacity: 1024)
        node.write(to: &writer)
        json = writer.bytes
    }

    /// The view as a tree, to draw.
    public var node: ViewNode {
        do {
            return try JSONReader.decode(ViewNode.self, from: json, root: "view")
        } catch {
            // Every way to make an archive writes it or checks it, so this is a bug here, not bad input.
            preconditionFailure("An archived view that was checked no longer reads as a view: \(error)")
        }
    }

    /// Two archives are equal when they hold the same tree, whatever the order of their keys.
    public static func == (left: ArchivedView, right: ArchivedView) -> Bool {
        left.json == right.json || left.node == right.node
    }
}

extension ArchivedView: FastWireCodable {
    /// Checks that the next value is a view and keeps its bytes, without building the tree.
    public init(from reader: inout JSONReader) throws {
        json = try reader.capturing { reader in try ViewNode.check(&reader) }.bytes
    }

    public func write(to writer: inout JSONWriter) {
        writer.json(json)
    }
}

extension ArchivedView: Codable {
    public init(from decoder: Decoder) throws {
        self.init(try ViewNode(from: decoder))
    }

    public func encode(to encoder: Encoder) throws {
        try node.encode(to: encoder)
    }
}
