import CoreTransferable
import Foundation
import Testing
import UniformTypeIdentifiers

/// A note a developer makes transferable: as JSON, as plain text, and through a proxy.
struct Note: Codable, Equatable, Transferable {
    var title: String
    var body: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        DataRepresentation(exportedContentType: .plainText) { note in Data("\(note.title): \(note.body)".utf8) }
        ProxyRepresentation(exporting: \.title)
    }
}

/// A file-backed document, exported through its file.
struct Document: Transferable {
    var file: URL

    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(contentType: .pdf) { document in
            SentTransferredFile(document.file)
        } importing: { received in
            Document(file: received.file)
        }
    }
}

@Suite struct CoreTransferableTests {
    @Test func typesAreFoundByExtensionAndConformThroughTheirParents() throws {
        #expect(UTType(filenameExtension: "json") == .json)
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(filenameExtension: "nothing-known") == nil)
        #expect(UTType.json.conforms(to: .text) && UTType.json.conforms(to: .data) && !UTType.json.conforms(to: .image))
        #expect(UTType.png.conforms(to: .image) && UTType.utf8PlainText.conforms(to: .plainText))
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg" && UTType.json.preferredMIMEType == "application/json")
        let mine = UTType(exportedAs: "com.example.note", conformingTo: .json)
        #expect(mine.identifier == "com.example.note" && mine.conforms(to: .text))
        #expect(UTType(importedAs: "com.other.thing").conforms(to: .data))
        #expect(UTType("public.url") == .url)
    }

    @Test func aValueIsExportedByTheFirstRepresentationOfTheTypeAsked() async throws {
        let note = Note(title: "Milk", body: "Two litres")
        let json = try await note.exported(as: .json)
        #expect(try JSONDecoder().decode(Note.self, from: json) == note)
        #expect(String(decoding: try await note.exported(as: .plainText), as: UTF8.self) == "Milk: Two litres")
        // Text in UTF-8 comes from the proxy: the title, as a String exports itself.
        #expect(String(decoding: try await note.exported(as: .utf8PlainText), as: UTF8.self) == "Milk")
        // With no type asked, the first representation that exports.
        #expect(try JSONDecoder().decode(Note.self, from: try await note.exported(as: nil)) == note)
        await #expect(throws: TransferableError.self) { try await note.exported(as: .png) }
        #expect(Note.exportedContentTypes == [.json, .plainText, .utf8PlainText])
    }

    @Test func aValueIsImportedByARepresentationThatImportsItsType() async throws {
        let data = try JSONEncoder().encode(Note(title: "Eggs", body: "Six"))
        #expect(try await Note(importing: data, contentType: .json) == Note(title: "Eggs", body: "Six"))
        await #expect(throws: (any Error).self) { try await Note(importing: Data("x".utf8), contentType: .plainText) }
    }

    @Test func aFileRepresentationExportsTheFilesBytesAndImportsFromACopy() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("doc-\(UUID().uuidString).pdf")
        try Data("%PDF-1.7".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try await Document(file: file).exported(as: .pdf) == Data("%PDF-1.7".utf8))
        let imported = try await Document(importing: Data("%PDF-2.0".utf8), contentType: .pdf)
        #expect(imported.file.pathExtension == "pdf")
    }
}
