import AppleFoundation
import Combine
import Foundation

/// A representation that converts the item to and from bytes of one content type.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    public typealias Body = Never
    let entry: TransferEntry<Item>

    /// Exports and imports the item as `contentType`.
    public init(
        contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
        importing: @escaping @Sendable (Data) async throws -> Item
    ) {
        entry = TransferEntry(contentType: contentType, exporting: exporting, importing: importing)
    }

    /// Exports the item as `exportedContentType`; never imports.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        entry = TransferEntry(contentType: exportedContentType, exporting: exporting, importing: nil)
    }

    /// Imports the item from `importedContentType`; never exports.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        entry = TransferEntry(contentType: importedContentType, exporting: nil, importing: importing)
    }

    /// Never called: the framework exports and imports it directly.
    public var body: Never { return fatalError("DataRepresentation has no body.") }

    func transferEntries() -> [TransferEntry<Item>] { [entry] }
}

/// A representation that encodes the item with a `Codable` encoder, JSON by default.
public struct CodableRepresentation<Item, Encoder, Decoder>: TransferRepresentation, PrimitiveTransferRepresentation
where
    Item: Transferable, Item: Decodable, Item: Encodable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder, Encoder.Output == Data,
    Decoder.Input == Data
{
    public typealias Body = Never
    let entry: TransferEntry<Item>

    /// Exports and imports the item as JSON of `contentType`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType) where Encoder == JSONEncoder, Decoder == JSONDecoder {
        entry = TransferEntry(
            contentType: contentType, exporting: { try JSONEncoder().encode($0) },
            importing: { try JSONDecoder().decode(Item.self, from: $0) })
    }

    /// Exports and imports the item with `encoder` and `decoder`, as `contentType`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        // The coders are used inside `@Sendable` closures; Apple's take them as they are, so this does too.
        let coders = UncheckedCoders(encoder: encoder, decoder: decoder)
        entry = TransferEntry(
            contentType: contentType, exporting: { try coders.encoder.encode($0) },
            importing: { try coders.decoder.decode(Item.self, from: $0) })
    }

    /// Never called: the framework exports and imports it directly.
    public var body: Never { return fatalError("CodableRepresentation has no body.") }

    func transferEntries() -> [TransferEntry<Item>] { [entry] }
}

/// A developer's encoder and decoder, carried into the representation's closures.
private struct UncheckedCoders<Encoder, Decoder>: @unchecked Sendable {
    // @unchecked Sendable: Foundation's coders are classes not marked Sendable, though encoding and
    // decoding do not change them; Apple's CodableRepresentation keeps them the same way.
    let encoder: Encoder
    let decoder: Decoder
}

/// A file sent by an export: its URL.
public struct SentTransferredFile: Sendable {
    /// The file.
    public let file: URL
    /// Whether the receiver may open the original rather than a copy.
    public let allowAccessingOriginalFile: Bool

    /// A file to send.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file received by an import: its URL, which the importer should copy before returning.
public struct ReceivedTransferredFile: Sendable {
    /// The file.
    public let file: URL
    /// Whether it is the original rather than a copy.
    public let isOriginalFile: Bool
}

/// A representation that moves the item as a file of one content type; exported as the file's bytes here.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    public typealias Body = Never
    let entry: TransferEntry<Item>

    /// Exports and imports the item as a file of `contentType`.
    public init(
        contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        entry = TransferEntry(contentType: contentType, exporting: Self.reading(exporting), importing: Self.writing(importing, contentType))
    }

    /// Exports the item as a file of `exportedContentType`; never imports.
    public init(
        exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
    ) {
        entry = TransferEntry(contentType: exportedContentType, exporting: Self.reading(exporting), importing: nil)
    }

    /// Imports the item from a file of `importedContentType`; never exports.
    public init(
        importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        entry = TransferEntry(contentType: importedContentType, exporting: nil, importing: Self.writing(importing, importedContentType))
    }

    private static func reading(_ exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) -> (Item) async throws -> Data
    {
        { item in try Data(contentsOf: try await exporting(item).file) }
    }

    /// Imports bytes by writing them to a temporary file for the importer, removed once it returns.
    private static func writing(_ importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item, _ type: UTType)
        -> (Data) async throws -> Item
    {
        { data in
            let name = UUID().uuidString + (type.preferredFilenameExtension.map { ".\($0)" } ?? "")
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(name)
            try data.write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            return try await importing(ReceivedTransferredFile(file: file, isOriginalFile: false))
        }
    }

    /// Never called: the framework exports and imports it directly.
    public var body: Never { return fatalError("FileRepresentation has no body.") }

    func transferEntries() -> [TransferEntry<Item>] { [entry] }
}

/// A representation that transfers the item as another `Transferable` value, in each of that value's representations.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation,
    PrimitiveTransferRepresentation
{
    public typealias Body = Never
    let entries: [TransferEntry<Item>]

    /// Exports the item as the value `exporting` gives; never imports.
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
        entries = ProxyRepresentation.exportEntries.map { proxyEntry in
            TransferEntry(
                contentType: proxyEntry.contentType,
                exporting: { item in
                    let proxy = try await exporting(item)
                    return try await proxy.exported(as: proxyEntry.contentType)
                }, importing: nil)
        }
    }

    /// Exports the item as the value `exporting` gives, and imports it from the value `importing` takes.
    public init(
        exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
        importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item
    ) {
        let exportOnly = Self(exporting: exporting).entries
        entries = exportOnly.map { entry in
            var both = entry
            let type = entry.contentType
            both.importing = { data in try await importing(try await ProxyRepresentation(importing: data, contentType: type)) }
            return both
        }
    }

    /// Never called: the framework exports and imports it directly.
    public var body: Never { return fatalError("ProxyRepresentation has no body.") }

    func transferEntries() -> [TransferEntry<Item>] { entries }
}

extension TransferRepresentation {
    /// The file name to suggest when the item is saved as a file.
    public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Item> {
        SuggestedName(
            entries: transferEntries(of: self, as: Item.self).map { given in
                var named = given
                named.suggestedFileName = fileName
                return named
            })
    }

    /// Exports by this representation only when `condition` holds for the item; otherwise the next is used.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> some TransferRepresentation<Item> {
        SuggestedName(
            entries: transferEntries(of: self, as: Item.self).map { given in
                var conditional = given
                let type = given.contentType
                if let export = given.exporting {
                    conditional.exporting = { item in
                        guard condition(item) else {
                            throw TransferableError(
                                description_: "\(Item.self) is not exported as \(type.identifier) in its present state.")
                        }
                        return try await export(item)
                    }
                }
                return conditional
            })
    }
}

/// A representation changed by a modifier: its entries, as changed.
struct SuggestedName<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    typealias Body = Never
    let entries: [TransferEntry<Item>]
    var body: Never { return fatalError("A modified representation has no body.") }
    func transferEntries() -> [TransferEntry<Item>] { entries }
}

extension String: Transferable {
    /// Plain text in UTF-8.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .utf8PlainText, exporting: { Data($0.utf8) }, importing: { String(decoding: $0, as: UTF8.self) })
    }
}

extension Data: Transferable {
    /// Bytes, as they are.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}

extension URL: Transferable {
    /// The URL's text.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(
            contentType: .url, exporting: { Data($0.absoluteString.utf8) },
            importing: { data in
                guard let url = URL(string: String(decoding: data, as: UTF8.self)) else {
                    throw TransferableError(description_: "The data is not a URL; give the URL's text.")
                }
                return url
            })
    }
}
