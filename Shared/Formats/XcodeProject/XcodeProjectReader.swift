import Foundation

/// Reads a `.xcodeproj` as Xcode builds it: `project.pbxproj` (an old-style property list, which
/// Foundation's `PropertyListSerialization` reads), each native target's build phases and
/// folder-synchronized groups, its build settings, Info.plist and entitlements.
///
/// Reading refuses only a file that is not a project or is damaged; what a target lacks (a file gone from
/// the disk, an unreadable Info.plist) is kept as that target's problem, and refused when the target is
/// chosen (`XcodeProject.extensions(named:)`), so that a broken target nobody installs stands in no one's way.
public enum XcodeProjectReader {
    /// The largest `project.pbxproj` read: projects with thousands of files stay under a few megabytes.
    static let largestFile = 64 << 20

    /// The project at `url`: a `.xcodeproj` folder, or a folder that holds exactly one.
    public static func read(_ url: URL) throws(XcodeProjectError) -> XcodeProject {
        let location = try projectFolder(url)
        let file = location.lastPathComponent + "/project.pbxproj"
        let pbxproj = location.appendingPathComponent("project.pbxproj")
        let size = (try? FileManager.default.attributesOfItem(atPath: pbxproj.path)[.size] as? Int) ?? nil
        guard let size else {
            throw XcodeProjectError(
                .notAProject, "\(location.path) is not an Xcode project: it has no project.pbxproj; give the .xcodeproj folder Xcode made.")
        }
        guard size <= largestFile else {
            throw XcodeProjectError(.damaged, "\(file) is \(size >> 20) MB, more than any project Xcode writes; give the project's own file.")
        }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: pbxproj), options: [], format: nil)
        } catch {
            throw XcodeProjectError(
                .damaged,
                "\(file) cannot be read as the property list Xcode writes (a stray character, or an unfinished merge?); restore it from version control.")
        }
        let objects = try PBXObjects(plist: plist, file: file)
        let projectDir = try objects.root.string("projectDirPath") ?? ""
        let sourceRoot = URL(fileURLWithPath: projectDir, relativeTo: location.deletingLastPathComponent()).standardizedFileURL
        let paths = try FilePaths(objects: objects, sourceRoot: sourceRoot)
        let projectSettings = try settingLevels(of: objects.root, in: objects, paths: paths)
        var targets: [XcodeTarget] = []
        for target in try objects.objects(objects.root.strings("targets"), as: "a target of the project") {
            guard target.isa == "PBXNativeTarget" else { continue }
            targets.append(
                try TargetReading(target: target, objects: objects, paths: paths, sourceRoot: sourceRoot, projectSettings: projectSettings)
                    .read())
        }
        return XcodeProject(location: location, sourceRoot: sourceRoot, targets: targets)
    }

    /// Whether `url` names an Xcode project: a `.xcodeproj`, or a folder that holds one or more (which
    /// `read` then refuses, or reads, in its own words).
    public static func namesProject(_ url: URL) -> Bool {
        url.pathExtension == "xcodeproj" || !projects(in: url.standardizedFileURL).isEmpty
    }

    /// The `.xcodeproj` folders in `folder`, by name.
    static func projects(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".xcodeproj") }.sorted()
    }

    /// The `.xcodeproj` that `url` names, or the one in the folder it names.
    static func projectFolder(_ url: URL) throws(XcodeProjectError) -> URL {
        let url = url.standardizedFileURL
        if url.pathExtension == "xcodeproj" { return url }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw XcodeProjectError(
                .notAProject, "\(url.path) is not an Xcode project; give the .xcodeproj folder Xcode made, or the folder that holds it.")
        }
        let projects = projects(in: url)
        switch projects.count {
        case 1: return url.appendingPathComponent(projects[0], isDirectory: true)
        case 0:
            throw XcodeProjectError(
                .notAProject, "\(url.path) holds no .xcodeproj; give the .xcodeproj folder Xcode made, or the folder that holds it.")
        default:
            throw XcodeProjectError(
                .notAProject, "\(url.path) holds \(projects.count) projects (\(projects.joined(separator: ", "))); give the one to read.")
        }
    }

    /// The build settings of a project or target as Xcode layers them, lowest first: the configuration
    /// file its configuration is based on (an `.xcconfig`, with what it includes), then the
    /// configuration's own settings. The configuration is Debug (the one Xcode's Run builds), else the
    /// list's default.
    static func settingLevels(of object: PBXObject, in objects: PBXObjects, paths: FilePaths) throws(XcodeProjectError) -> [[String: Any]] {
        guard let listID = try object.string("buildConfigurationList") else { return [] }
        let list = try objects.object(listID, as: "the build configurations of \(object.isa) \(object.id)")
        let configurations = try objects.objects(list.strings("buildConfigurations"), as: "a build configuration")
        var named: [String: PBXObject] = [:]
        for configuration in configurations {
            if let name = try configuration.string("name") { named[name] = named[name] ?? configuration }
        }
        let fallback = try list.string("defaultConfigurationName").flatMap { named[$0] } ?? configurations.first
        guard let configuration = named["Debug"] ?? fallback else { return [] }
        let owner = try object.string("name").map { "target \($0)" } ?? "the project"
        var file: URL?
        if let reference = try configuration.string("baseConfigurationReference") {
            file = try paths.url(of: objects.object(reference, as: "the configuration file of \(owner)"))
        } else if let anchor = try configuration.string("baseConfigurationReferenceAnchor"),
            let relative = try configuration.string("baseConfigurationReferenceRelativePath")
        {
            // Xcode 16: a file inside a folder-synchronized group, named by the group and its path there.
            file = try paths.url(of: objects.object(anchor, as: "the folder of the configuration file of \(owner)"))?.appendingPathComponent(relative)
        }
        let based = try file.map { (file) throws(XcodeProjectError) in try ConfigurationFile.settings(at: file, of: owner) }
        return [based ?? [:], try configuration.dictionary("buildSettings") ?? [:]]
    }
}

/// Where each file reference and group of a project is on the disk: a path relative to its group (the
/// groups' own paths joined), to the project's folder (`SOURCE_ROOT`), or absolute; products and the
/// SDK's frameworks are nowhere in the project.
struct FilePaths {
    private var parents: [String: String] = [:]
    private let objects: PBXObjects
    private let sourceRoot: URL

    init(objects: PBXObjects, sourceRoot: URL) throws(XcodeProjectError) {
        self.objects = objects
        self.sourceRoot = sourceRoot
        for isa in ["PBXGroup", "PBXVariantGroup", "XCVersionGroup"] {
            for group in objects.all(isa) {
                for child in try group.strings("children") { parents[child] = group.id }
            }
        }
    }

    /// The place on disk of the reference or group `object`; nil for one outside the project (a product, an SDK framework).
    func url(of object: PBXObject) throws(XcodeProjectError) -> URL? {
        try url(of: object, inside: [])
    }

    /// `url(of:)`, refusing a group that is, through its parents, inside itself (a damaged file).
    private func url(of object: PBXObject, inside: Set<String>) throws(XcodeProjectError) -> URL? {
        guard !inside.contains(object.id) else {
            throw XcodeProjectError(.damaged, "\(objects.file) puts group \(object.id) inside itself; restore the file from version control.")
        }
        let path = try object.string("path")
        switch try object.string("sourceTree") ?? "<group>" {
        case "<group>":
            let base: URL?
            if let parent = parents[object.id] {
                base = try url(of: objects.object(parent, as: "the group of \(object.id)"), inside: inside.union([object.id]))
            } else {
                base = sourceRoot
            }
            guard let base else { return nil }
            return path.map { base.appendingPathComponent($0) } ?? base
        case "SOURCE_ROOT": return path.map { sourceRoot.appendingPathComponent($0) } ?? sourceRoot
        case "<absolute>": return path.map { URL(fileURLWithPath: $0) }
        default: return nil
        }
    }
}
