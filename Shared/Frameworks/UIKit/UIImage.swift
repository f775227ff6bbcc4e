import Foundation
import SuiteHome
import ViewArchive
import ViewLayout

/// An image as UIKit gives widget code one: from the asset catalogue, an SF Symbol, a file, or bytes
/// (PNG or JPEG), shown with SwiftUI's `Image(uiImage:)`.
///
/// The system draws an image from a file on this machine: an image made from bytes is kept in the
/// home's `Images/` folder, named by its content, so that the same bytes make one file.
///
/// Sendable, as Apple's is; unchecked because an `open` `NSObject` subclass cannot be checked: everything
/// it holds is set when made and never changed.
open class UIImage: NSObject, @unchecked Sendable {
    /// The image as the archive carries it.
    package let archived: ImageValue
    /// Its size in points: a PNG's or JPEG's pixels at its scale; a symbol's, that of body text.
    public let size: CGSize
    /// Points to pixels: 1, or what the file's name says (`@2x`, `@3x`), or what `init(data:scale:)` was given.
    public let scale: CGFloat
    /// The bytes of an image read from a file or made from bytes.
    private let bytes: Data?

    private init(archived: ImageValue, size: CGSize, scale: CGFloat, bytes: Data?) {
        self.archived = archived
        self.size = size
        self.scale = scale
        self.bytes = bytes
    }

    /// An image of the extension's asset catalogue; nil when it has none of that name.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, with: nil)
    }

    /// An image of `bundle`'s asset catalogue (or the extension's); the configuration is not read here.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        guard let file = AssetCatalog.imageFile(named: name, bundle: bundle) else { return nil }
        self.init(file: file, name: name)
    }

    /// Initialize a `UIImage` with an image resource: the image set Xcode's generated symbol names
    /// (`UIImage(resource: .hero)`, `UIImage.hero`), found as `init(named:in:with:)` finds one; an empty image
    /// of no size when the bundle has none of that name.
    public convenience init(resource: ImageResource) {
        if let file = AssetCatalog.imageFile(named: resource.name, bundle: resource.bundle),
            let image = UIImage(file: file, name: resource.name)
        {
            self.init(archived: image.archived, size: image.size, scale: image.scale, bytes: image.bytes)
        } else {
            self.init(archived: ImageValue(name: resource.name, file: nil), size: .zero, scale: 1, bytes: nil)
        }
    }

    /// An SF Symbol, drawn as the suite draws symbols (docs/swiftui-subset.md); nil for an empty name.
    public init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        archived = ImageValue(systemName: name)
        size = CGSize(width: 20, height: 20)
        scale = 1
        bytes = nil
    }

    /// The PNG or JPEG image in the file at `path`; nil when there is none, or it is neither.
    public convenience init?(contentsOfFile path: String) {
        self.init(file: path, name: (path as NSString).lastPathComponent)
    }

    /// A PNG or JPEG image from its bytes; nil for bytes that are neither.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// A PNG or JPEG image from its bytes, whose pixels are `scale` to a point.
    public init?(data: Data, scale: CGFloat) {
        // The whole image: a camera's JPEG may put its frame's size after large metadata.
        let whole = [UInt8](data)
        guard scale > 0, let pixels = ImageFiles.pixelSize(whole),
            let file = Self.keep(data, type: ImageFiles.pngSize(whole) != nil ? "png" : "jpg")
        else { return nil }
        archived = ImageValue(file: file)
        size = CGSize(width: pixels.width / scale, height: pixels.height / scale)
        self.scale = scale
        bytes = data
    }

    private convenience init?(file: String, name: String) {
        guard let data = FileManager.default.contents(atPath: file), let pixels = ImageFiles.pixelSize([UInt8](data)) else { return nil }
        let scale = ImageFiles.scale(ofFile: file)
        self.init(
            archived: ImageValue(name: name, file: file), size: CGSize(width: pixels.width / scale, height: pixels.height / scale),
            scale: scale, bytes: data)
    }

    /// The image as PNG: its own bytes when it is one; nil otherwise (there is no encoder here).
    public func pngData() -> Data? {
        guard let bytes, ImageFiles.pngSize([UInt8](bytes.prefix(32))) != nil else { return nil }
        return bytes
    }

    /// The image as JPEG: its own bytes when it is one, whatever the quality; nil otherwise.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let bytes, ImageFiles.jpegSize([UInt8](bytes.prefix(64 * 1024))) != nil else { return nil }
        return bytes
    }

    /// How a symbol is drawn (weight, scale, point size): accepted, and drawn as the text around it.
    /// Unchecked as `UIImage` is: it holds nothing.
    open class Configuration: NSObject, @unchecked Sendable {}

    /// Keeps `data` in the home's `Images/` folder under a name made from its content; the file's path.
    private static func keep(_ data: Data, type: String) -> String? {
        // FNV-1a over the bytes, with their count: a name for the content, not a secret.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let directory = SuiteHome.current.imageDirectory
        let file = directory.appendingPathComponent("\(String(hash, radix: 16))-\(data.count).\(type)").path
        if FileManager.default.fileExists(atPath: file) { return file }
        guard (try? SuiteFiles.makeDirectory(directory.path)) != nil, (try? SuiteFiles.write(data, to: file)) != nil else { return nil }
        return file
    }
}
