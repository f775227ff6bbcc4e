import Foundation

/// A uniform type identifier: what kind of data a file or a transfer holds (`public.json`), the file
/// extensions and MIME type it goes by, and the types it conforms to. The system's common types are
/// known here by the same identifiers as on iOS; others are made with `exportedAs`/`importedAs`.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The type's identifier, in reverse DNS notation.
    public let identifier: String
    /// The file extensions it goes by, the preferred first.
    let filenameExtensions: [String]
    /// The MIME types it goes by, the preferred first.
    let mimeTypes: [String]
    /// The identifiers of the types it conforms to directly.
    let parents: [String]
    /// Whether the system or an app declares it (false for one made from an unknown extension).
    public let isDeclared: Bool

    init(identifier: String, filenameExtensions: [String] = [], mimeTypes: [String] = [], parents: [String], isDeclared: Bool = true) {
        self.identifier = identifier
        self.filenameExtensions = filenameExtensions
        self.mimeTypes = mimeTypes
        self.parents = parents
        self.isDeclared = isDeclared
    }

    /// The known type with this identifier, or nil.
    public init?(_ identifier: String) {
        guard let known = Self.known[identifier.lowercased()] else { return nil }
        self = known
    }

    /// The known type that goes by this file extension and conforms to `supertype`, or nil.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let wanted = filenameExtension.lowercased()
        guard let known = Self.all.first(where: { $0.filenameExtensions.contains(wanted) && $0.conforms(to: supertype) }) else {
            return nil
        }
        self = known
    }

    /// The known type that goes by this MIME type and conforms to `supertype`, or nil.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let wanted = mimeType.lowercased()
        guard let known = Self.all.first(where: { $0.mimeTypes.contains(wanted) && $0.conforms(to: supertype) }) else { return nil }
        self = known
    }

    /// A type the app declares and owns (on iOS, in its Info.plist), conforming to `parentType` (data when nil).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        if let known = Self.known[identifier.lowercased()] {
            self = known
        } else {
            self.init(identifier: identifier, parents: [(parentType ?? .data).identifier])
        }
    }

    /// A type another app owns and this app uses, conforming to `parentType` (data when nil).
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    /// The file extension the type prefers, if any.
    public var preferredFilenameExtension: String? { filenameExtensions.first }

    /// The MIME type the type prefers, if any.
    public var preferredMIMEType: String? { mimeTypes.first }

    /// A description of the type: its identifier.
    public var description: String { identifier }

    /// Whether the type is `type` or conforms to it through its parents.
    public func conforms(to type: UTType) -> Bool {
        supertypes.contains(type) || self == type
    }

    /// Whether `type` conforms to this one.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }

    /// Whether this one conforms to `type`.
    public func isSubtype(of type: UTType) -> Bool { conforms(to: type) }

    /// Every type this one conforms to, through its parents.
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var queue = parents
        while let next = queue.popLast() {
            guard let parent = Self.known[next], found.insert(parent).inserted else { continue }
            queue += parent.parents
        }
        return found
    }

    // Identity is the identifier alone, as for Apple's type.
    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier.lowercased() == rhs.identifier.lowercased() }

    public func hash(into hasher: inout Hasher) { hasher.combine(identifier.lowercased()) }

    public init(from decoder: any Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        self = UTType(identifier) ?? UTType(exportedAs: identifier)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}
