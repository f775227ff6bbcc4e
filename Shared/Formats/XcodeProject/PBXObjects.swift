import Foundation

/// The objects of a `project.pbxproj`, by identifier, read as Xcode writes them: each a dictionary with
/// an `isa`, its fields strings, arrays of strings, dictionaries, or the identifiers of other objects.
/// Every access names what it looks for, so that a project damaged by hand or by a merge is refused in
/// a sentence saying where.
struct PBXObjects {
    /// `Fruit.xcodeproj/project.pbxproj`, as sentences name the file.
    let file: String
    let root: PBXObject
    private let objects: [String: [String: Any]]

    init(plist: Any, file: String) throws(XcodeProjectError) {
        self.file = file
        guard let top = plist as? [String: Any], let objects = top["objects"] as? [String: Any],
            let rootID = top["rootObject"] as? String
        else {
            throw XcodeProjectError(
                .damaged, "\(file) has no objects or no root object, as every project Xcode writes has; restore it from version control.")
        }
        var typed: [String: [String: Any]] = [:]
        for (id, value) in objects {
            guard let fields = value as? [String: Any], fields["isa"] is String else {
                throw XcodeProjectError(.damaged, "\(file) holds an object \(id) without a type (isa); restore the file from version control.")
            }
            typed[id] = fields
        }
        guard let rootFields = typed[rootID], rootFields["isa"] as? String == "PBXProject" else {
            throw XcodeProjectError(.damaged, "\(file) names \(rootID) as its project object but defines no project by that name; restore it from version control.")
        }
        self.objects = typed
        root = PBXObject(id: rootID, fields: rootFields, file: file)
    }

    /// The object `id`, which the file names as `what`; refused when the file does not define it.
    func object(_ id: String, as what: String) throws(XcodeProjectError) -> PBXObject {
        guard let fields = objects[id] else {
            throw XcodeProjectError(
                .damaged, "\(file) names \(id) as \(what) but defines no such object; it was damaged (an unfinished merge?): restore it from version control.")
        }
        return PBXObject(id: id, fields: fields, file: file)
    }

    /// The objects `ids` name, each as `what`.
    func objects(_ ids: [String], as what: String) throws(XcodeProjectError) -> [PBXObject] {
        var found: [PBXObject] = []
        for id in ids { found.append(try object(id, as: what)) }
        return found
    }

    /// Every object of type `isa`.
    func all(_ isa: String) -> [PBXObject] {
        objects.filter { $0.value["isa"] as? String == isa }.map { PBXObject(id: $0.key, fields: $0.value, file: file) }
    }
}

/// One object of a `project.pbxproj`.
struct PBXObject {
    let id: String
    let fields: [String: Any]
    let file: String

    var isa: String { fields["isa"] as? String ?? "" }

    /// A string field; nil when absent.
    func string(_ key: String) throws(XcodeProjectError) -> String? {
        guard let value = fields[key] else { return nil }
        guard let text = value as? String else { throw wrongShape(key, "a string") }
        return text
    }

    /// An array-of-strings field (identifiers, paths); empty when absent.
    func strings(_ key: String) throws(XcodeProjectError) -> [String] {
        guard let value = fields[key] else { return [] }
        guard let texts = value as? [Any], texts.allSatisfy({ $0 is String }) else { throw wrongShape(key, "a list") }
        return texts.compactMap { $0 as? String }
    }

    /// A dictionary field (build settings); empty when absent.
    func dictionary(_ key: String) throws(XcodeProjectError) -> [String: Any] {
        guard let value = fields[key] else { return [:] }
        guard let dictionary = value as? [String: Any] else { throw wrongShape(key, "a dictionary") }
        return dictionary
    }

    private func wrongShape(_ key: String, _ shape: String) -> XcodeProjectError {
        XcodeProjectError(.damaged, "\(file): the \(key) of \(isa) \(id) is not \(shape); restore the file from version control.")
    }
}
