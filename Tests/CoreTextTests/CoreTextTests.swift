import CoreText
import Foundation
import Testing

/// Registering a font file: a TrueType or OpenType file is registered under its family name for the process;
/// a missing file or one that is not a font fails with Core Text's error, put where the caller asked.
@Suite struct CoreTextTests {
    /// A minimal TrueType file: the sfnt header and a `name` table naming its family (UTF-16, Windows).
    static func font(family: String) -> Data {
        let name = Array(family.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        var bytes: [UInt8] = []
        func u16(_ value: Int) { bytes += [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        func u32(_ value: Int) { u16(value >> 16); u16(value & 0xFFFF) }
        u32(0x0001_0000); u16(1); u16(16); u16(0); u16(0)  // header: one table
        u32(0x6E61_6D65); u32(0); u32(28); u32(6 + 12 + name.count)  // the 'name' table's record, at offset 28
        u16(0); u16(1); u16(18)  // format, one name record, strings at 18
        u16(3); u16(1); u16(0x409); u16(1); u16(name.count); u16(0)  // Windows, Unicode BMP, English: family
        bytes += name
        return Data(bytes)
    }

    func temporaryFile(_ name: String, _ data: Data) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(name)")
        try data.write(to: file)
        return file
    }

    @Test func aFontFileIsRegisteredUnderItsFamilyAndUnregistered() throws {
        let file = try temporaryFile("Brand.ttf", Self.font(family: "Brand Sans"))
        defer { try? FileManager.default.removeItem(at: file) }
        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterFontsForURL(file as CFURL, .process, &error))
        #expect(error == nil)
        #expect(RegisteredFonts.families(registeredFrom: file) == ["Brand Sans"])
        #expect((CTFontManagerCopyAvailableFontFamilyNames() as? [String])?.contains("Brand Sans") == true)
        // Twice is refused, as Core Text refuses it.
        #expect(!CTFontManagerRegisterFontsForURL(file as CFURL, .process, &error))
        #expect(error?.takeRetainedValue().code == CTFontManagerError.alreadyRegistered.rawValue)
        #expect(CTFontManagerUnregisterFontsForURL(file as CFURL, .process, nil))
        #expect(RegisteredFonts.families(registeredFrom: file) == nil)
        #expect(!CTFontManagerUnregisterFontsForURL(file as CFURL, .process, nil))
    }

    @Test func aMissingFileAndAFileThatIsNotAFontFailWithCoreTextsErrors() throws {
        var error: Unmanaged<CFError>?
        let missing = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString).ttf")
        #expect(!CTFontManagerRegisterFontsForURL(missing as CFURL, .process, &error))
        let notFound = try #require(error?.takeRetainedValue())
        #expect(notFound.domain == kCTFontManagerErrorDomain as String && notFound.code == CTFontManagerError.fileNotFound.rawValue)
        let text = try temporaryFile("notes.ttf", Data("just some text".utf8))
        defer { try? FileManager.default.removeItem(at: text) }
        error = nil
        #expect(!CTFontManagerRegisterFontsForURL(text as CFURL, .process, &error))
        #expect(error?.takeRetainedValue().code == CTFontManagerError.unrecognizedFormat.rawValue)
    }

    @Test func aFontWithoutANameTableIsRegisteredUnderItsFileName() throws {
        var bytes = [UInt8](Self.font(family: "X"))
        bytes[12] = 0x7A  // the table's tag is no longer 'name'
        let file = try temporaryFile("Plain.otf", Data(bytes))
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(CTFontManagerRegisterFontsForURL(file as CFURL, .process, nil))
        #expect(RegisteredFonts.families(registeredFrom: file) == [file.deletingPathExtension().lastPathComponent])
        CTFontManagerRegisterFontURLs([file, URL(fileURLWithPath: "/nonexistent.ttf")] as CFArray, .process, true) { errors, done in
            if !done { #expect((errors as? [NSError])?.map(\.code) == [105, 101]) }
            return true
        }
    }
}
