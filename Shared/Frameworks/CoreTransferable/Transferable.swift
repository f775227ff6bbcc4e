import Foundation
@_exported import UniformTypeIdentifiers

/// A type that can be shared, dragged or copied: it says, in `transferRepresentation`, which content
/// types it can be exported as and imported from. Nothing here shares or drags; a value is exported
/// and imported with `exported(as:)` and `init(importing:contentType:)`, as iOS 18.2 allows.
public protocol Transferable {
    /// The representation's type, inferred from `transferRepresentation`.
    associatedtype Representation: TransferRepresentation

    /// The ways the type is exported and imported, the preferred first.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Self.Representation { get }
}

/// A way to export or import a `Transferable` type: one of the framework's (`DataRepresentation`,
/// `CodableRepresentation`, `FileRepresentation`, `ProxyRepresentation`) or several composed in `body`.
public protocol TransferRepresentation<Item>: Sendable {
    /// The type transferred.
    associatedtype Item: Transferable
    /// The representation this one is made of.
    associatedtype Body: TransferRepresentation

    /// The representations this one is made of.
    @TransferRepresentationBuilder<Self.Item> var body: Self.Body { get }
}

extension Never: Transferable {
    /// Never called: nothing is of type `Never`.
    public static var transferRepresentation: Never { return fatalError("Never has no transfer representation.") }
}

extension Never: TransferRepresentation {
    public typealias Item = Never
    /// Never called: the framework's own representations have no body.
    public var body: Never { return fatalError("Never has no body.") }
}

/// Builds a type's representations from the statements of `transferRepresentation` or `body`.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    /// One representation, as it is.
    public static func buildExpression<Content: TransferRepresentation>(_ content: Content) -> Content where Content.Item == Item {
        content
    }

    /// One representation, as it is.
    public static func buildBlock<Content: TransferRepresentation>(_ content: Content) -> Content where Content.Item == Item {
        content
    }

    /// Several representations, the first preferred.
    public static func buildBlock<each Content: TransferRepresentation>(_ content: repeat each Content) -> TupleTransferRepresentation<
        Item, (repeat each Content)
    > {
        var entries: [TransferEntry<Item>] = []
        for representation in repeat each content {
            entries += transferEntries(of: representation, as: Item.self)
        }
        return TupleTransferRepresentation(entries: entries)
    }
}

/// Several representations composed, the first preferred.
public struct TupleTransferRepresentation<Item: Transferable, Value>: TransferRepresentation, PrimitiveTransferRepresentation {
    public typealias Body = Never
    let entries: [TransferEntry<Item>]

    /// Never called: its parts are kept as they were built.
    public var body: Never { return fatalError("TupleTransferRepresentation has no body.") }

    func transferEntries() -> [TransferEntry<Item>] { entries }
}

/// One content type a type can be exported as or imported from, and how.
struct TransferEntry<Item>: @unchecked Sendable {
    // @unchecked Sendable: the closures are the `@Sendable` ones a developer passed, or wrap them with
    // coders made inside them; what they hold beyond those is the item's metatype, which never changes.
    // They are not marked `@Sendable` so that generic code may use `Item.self` inside them.
    var contentType: UTType
    var exporting: ((Item) async throws -> Data)?
    var importing: ((Data) async throws -> Item)?
    var suggestedFileName: String?
}

/// The framework's own representations, which say directly how they export and import.
protocol PrimitiveTransferRepresentation<Item> {
    associatedtype Item
    func transferEntries() -> [TransferEntry<Item>]
}

/// The entries of `representation`, taken apart down to the framework's own.
func transferEntries<R: TransferRepresentation, Item>(of representation: R, as item: Item.Type) -> [TransferEntry<Item>] {
    if let primitive = representation as? any PrimitiveTransferRepresentation<Item> {
        return primitive.transferEntries()
    }
    if R.Body.self == Never.self { return [] }
    return transferEntries(of: representation.body, as: Item.self)
}

/// Why a value could not be exported or imported.
public struct TransferableError: Error, CustomStringConvertible {
    let description_: String
    /// What went wrong, in one sentence.
    public var description: String { description_ }
}

extension Transferable {
    /// The representations that can export, in order of preference.
    static var exportEntries: [TransferEntry<Self>] {
        transferEntries(of: transferRepresentation, as: Self.self).filter { $0.exporting != nil }
    }

    /// The value as data of `contentType`: by the first representation whose type conforms to it, or the first
    /// that exports at all when `contentType` is nil.
    public func exported(as contentType: UTType?) async throws -> Data {
        let entries = Self.exportEntries
        let chosen = contentType.map { wanted in entries.first { $0.contentType.conforms(to: wanted) } } ?? entries.first
        guard let entry = chosen, let export = entry.exporting else {
            let asked = contentType.map { "as \($0.identifier)" } ?? "at all"
            throw TransferableError(
                description_:
                    "\(Self.self) cannot be exported \(asked); add a transfer representation of that content type to its transferRepresentation."
            )
        }
        return try await export(self)
    }

    /// A value from `data` of `contentType`: by the first representation that imports a type it conforms to,
    /// or, when `contentType` is nil, by the first that manages to.
    public init(importing data: Data, contentType: UTType?) async throws {
        let entries = transferEntries(of: Self.transferRepresentation, as: Self.self).filter { $0.importing != nil }
        let candidates = contentType.map { given in entries.filter { given.conforms(to: $0.contentType) } } ?? entries
        var lastError: (any Error)?
        for entry in candidates {
            guard let importing = entry.importing else { continue }
            do {
                self = try await importing(data)
                return
            } catch {
                lastError = error
            }
        }
        throw lastError
            ?? TransferableError(
                description_:
                    "\(Self.self) cannot be imported from \(contentType?.identifier ?? "this data"); add a transfer representation that imports it."
            )
    }

    /// The content types the value can be exported as, in order of preference.
    package static var exportedContentTypes: [UTType] { exportEntries.map(\.contentType) }
}
