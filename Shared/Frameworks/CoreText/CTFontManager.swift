@_exported import CoreGraphics
import Foundation
import Synchronization

/// For how long a registered font stays registered.
public enum CTFontManagerScope: UInt32, Sendable {
    /// Not registered.
    case none = 0
    /// For this process, until it ends or unregisters it.
    case process = 1
    /// For this user, across processes and restarts (on iOS, with the person's consent).
    case persistent = 2
    /// For this login session (macOS).
    case session = 3

    /// For this user: the same as `persistent`.
    public static var user: CTFontManagerScope { .persistent }
}

/// The error domain of the font manager's errors. (`nonisolated(unsafe)`: an immutable `NSString`, which Linux
/// does not mark Sendable.)
nonisolated(unsafe) public let kCTFontManagerErrorDomain: CFString = "com.apple.CoreText.CTFontManagerErrorDomain"

/// What went wrong registering or unregistering a font: the codes of Apple's `CTFontManagerError`.
public enum CTFontManagerError: CFIndex, Error, Sendable {
    case fileNotFound = 101
    case insufficientPermissions = 102
    case unrecognizedFormat = 103
    case invalidFontData = 104
    case alreadyRegistered = 105
    case exceededResourceLimit = 106
    case assetNotFound = 107
    case notRegistered = 201
    case inUse = 202
    case systemRequired = 203
    case registrationFailed = 301
    case missingEntitlement = 302
    case insufficientInfo = 303
    case cancelledByUser = 304
    case duplicatedName = 305
    case invalidFilePath = 306
    case unsupportedScope = 307
}

/// Registers the fonts of the file at `fontURL` for `scope`. The file must be a TrueType or OpenType font
/// (or a collection of them); its families, read from its `name` table, become this process's for every
/// scope here. On failure it returns false and, when `error` is given, puts there an error of
/// `kCTFontManagerErrorDomain` that the caller owns, as Apple's does.
@discardableResult
public func CTFontManagerRegisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    let url = fontURL as URL
    do {
        try RegisteredFonts.register(url)
        return true
    } catch let failure {
        error?.pointee = Unmanaged.passRetained(RegisteredFonts.error(failure, url: url))
        return false
    }
}

/// Unregisters the fonts of the file at `fontURL`; fails with `notRegistered` for a file this process did not register.
@discardableResult
public func CTFontManagerUnregisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    let url = fontURL as URL
    guard RegisteredFonts.unregister(url) else {
        error?.pointee = Unmanaged.passRetained(RegisteredFonts.error(.notRegistered, url: url))
        return false
    }
    return true
}

/// Registers the fonts of each file in `fontURLs` (URLs); `registrationHandler` gets the errors, one per failed
/// file, then is called once more with `done` true, as Apple's does.
public func CTFontManagerRegisterFontURLs(
    _ fontURLs: CFArray, _ scope: CTFontManagerScope, _ enabled: Bool, _ registrationHandler: ((CFArray, Bool) -> Bool)?
) {
    var errors: [NSError] = []
    for element in fontURLs {
        guard let url = (element as? URL) ?? (element as? NSURL).map({ $0 as URL }) else { continue }
        do {
            try RegisteredFonts.register(url)
        } catch {
            errors.append(RegisteredFonts.error(error, url: url))
        }
    }
    if !errors.isEmpty, registrationHandler?(errors as NSArray, false) == false { return }
    _ = registrationHandler?(NSArray(), true)
}

/// The font families this process can draw: the system's (Inter, in which the layout measures every font) and
/// those it registered, sorted.
public func CTFontManagerCopyAvailableFontFamilyNames() -> CFArray {
    (Array(Set(["Inter"] + RegisteredFonts.familyNames)).sorted() as [String]) as NSArray
}

/// The fonts this process registered, by file: their family names.
package enum RegisteredFonts {
    private static let byPath = Mutex<[String: [String]]>([:])

    /// Every family registered, in no order.
    package static var familyNames: [String] { byPath.withLock { $0.values.flatMap { $0 } } }

    /// The families registered from the file at `url`, if it was.
    package static func families(registeredFrom url: URL) -> [String]? {
        byPath.withLock { $0[url.standardizedFileURL.path] }
    }

    static func register(_ url: URL) throws(CTFontManagerError) {
        guard url.isFileURL else { throw .invalidFilePath }
        let path = url.standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: path) else { throw .fileNotFound }
        guard let bytes = try? Data(contentsOf: url, options: .mappedIfSafe) else { throw .insufficientPermissions }
        let families = try FontNames.families(in: [UInt8](bytes), fallback: url.deletingPathExtension().lastPathComponent)
        try byPath.withLock { (registered) throws(CTFontManagerError) in
            guard registered[path] == nil else { throw .alreadyRegistered }
            registered[path] = families
        }
    }

    static func unregister(_ url: URL) -> Bool {
        byPath.withLock { $0.removeValue(forKey: url.standardizedFileURL.path) != nil }
    }

    /// The error Apple's font manager gives: its domain and code, and the file in its user info.
    static func error(_ code: CTFontManagerError, url: URL) -> NSError {
        let reason: String =
            switch code {
            case .fileNotFound: "The file \(url.path) does not exist; check the font's path in the bundle."
            case .insufficientPermissions: "The file \(url.path) cannot be read; check its permissions."
            case .unrecognizedFormat: "The file \(url.path) is not a TrueType or OpenType font; register a .ttf, .otf or .ttc file."
            case .invalidFontData: "The font file \(url.path) is damaged; replace it with a whole copy."
            case .alreadyRegistered: "The fonts of \(url.path) are already registered in this process."
            case .notRegistered: "The fonts of \(url.path) were not registered in this process."
            case .invalidFilePath: "\(url) is not a file URL; give the font file's URL."
            default: "The fonts of \(url.path) could not be registered."
            }
        return NSError(
            domain: kCTFontManagerErrorDomain as String, code: code.rawValue,
            userInfo: [NSLocalizedDescriptionKey: reason, NSURLErrorKey: url, "CTFontManagerErrorFontURLs": [url]])
    }
}

/// Reads a font file's family names from its `name` table.
enum FontNames {
    /// The families in an sfnt font or collection; `fallback` (the file's name) for a font whose `name` table
    /// gives none. Bytes that are not a font are refused.
    static func families(in bytes: [UInt8], fallback: String) throws(CTFontManagerError) -> [String] {
        guard let tag = u32(bytes, 0) else { throw .unrecognizedFormat }
        let fonts: [Int]
        switch tag {
        case 0x0001_0000, 0x4F54_544F, 0x7472_7565:  // TrueType, 'OTTO', 'true'
            fonts = [0]
        case 0x7474_6366:  // 'ttcf': a collection
            guard let count = u32(bytes, 8), count > 0, count < 1024 else { throw .invalidFontData }
            fonts = try (0..<Int(count)).map { (index) throws(CTFontManagerError) in
                guard let offset = u32(bytes, 12 + 4 * index) else { throw .invalidFontData }
                return Int(offset)
            }
        default:
            throw .unrecognizedFormat
        }
        var names: [String] = []
        for font in fonts {
            guard let tableCount = u16(bytes, font + 4), tableCount < 512 else { throw .invalidFontData }
            for table in 0..<Int(tableCount) {
                let record = font + 12 + 16 * table
                guard u32(bytes, record) == 0x6E61_6D65, let offset = u32(bytes, record + 8) else { continue }  // 'name'
                if let family = family(bytes, Int(offset)), !names.contains(family) { names.append(family) }
            }
        }
        return names.isEmpty ? [fallback] : names
    }

    /// The family name in the `name` table at `table`: the typographic family (16) if there is one, else the
    /// family (1); Windows' UTF-16 names before the Mac's.
    private static func family(_ bytes: [UInt8], _ table: Int) -> String? {
        guard let count = u16(bytes, table + 2), let storage = u16(bytes, table + 4) else { return nil }
        var found: [(rank: Int, name: String)] = []
        for index in 0..<Int(count) {
            let record = table + 6 + 12 * index
            guard let platform = u16(bytes, record), let nameID = u16(bytes, record + 6), nameID == 1 || nameID == 16,
                let length = u16(bytes, record + 8), let offset = u16(bytes, record + 10)
            else { continue }
            let start = table + Int(storage) + Int(offset)
            guard start >= 0, start + Int(length) <= bytes.count else { continue }
            let raw = Array(bytes[start..<start + Int(length)])
            let name: String
            switch platform {
            case 0, 3:
                let units = stride(from: 0, to: raw.count - 1, by: 2).map { UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]) }
                name = String(decoding: units, as: UTF16.self)
            case 1:
                name = String(decoding: raw, as: UTF8.self)
            default:
                continue
            }
            guard !name.isEmpty else { continue }
            found.append(((nameID == 16 ? 0 : 2) + (platform == 1 ? 1 : 0), name))
        }
        return found.min { $0.rank < $1.rank }?.name
    }

    private static func u16(_ bytes: [UInt8], _ offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    private static func u32(_ bytes: [UInt8], _ offset: Int) -> UInt32? {
        guard offset >= 0, offset + 4 <= bytes.count else { return nil }
        return (0..<4).reduce(0) { $0 << 8 | UInt32(bytes[offset + $1]) }
    }
}
