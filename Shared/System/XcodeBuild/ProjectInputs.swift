import Foundation
import XcodeProject

/// What a build of a project's targets reads, each file stamped with its size and modification time:
/// two that differ say a file was saved, added or removed since the first was taken, and the targets are
/// built again (`--watch`). It holds the project file, each target's sources, intent definitions, strings,
/// other resources, Info.plist and entitlements, every file inside its asset catalogues, and the folders
/// that hold its sources, whose times change when a file is added to one (a folder-synchronized group
/// takes it in without the project file changing), and every file of the local packages its targets link.
///
/// Polled rather than told (inotify): an editor saves by writing a new file and renaming it over the
/// old, which a watch on the old file misses, and a stamp of a few dozen files costs a millisecond.
public struct ProjectInputs: Equatable, Sendable {
    public struct Stamp: Equatable, Sendable {
        var size: UInt64
        var modified: Date
        var isFolder: Bool
    }

    /// Each path read, and its stamp; nil for a path not there (a file deleted is a change too).
    public private(set) var stamps: [String: Stamp?]

    /// The inputs of `targets` of `project`, as the disk has them now.
    public init(of project: XcodeProject, targets: [XcodeTarget]) {
        var paths: Set<String> = [project.location.appendingPathComponent("project.pbxproj").path]
        // The framework targets they link are built from their files too.
        let linked = targets.flatMap { (try? project.frameworks(linkedBy: $0)) ?? [] }
        for target in targets + linked {
            for file in target.sources + target.intentDefinitions + target.localizations + target.otherResources {
                paths.insert(file.path)
                paths.insert(file.deletingLastPathComponent().path)
            }
            for file in [target.infoPlist, target.entitlements].compactMap({ $0 }) { paths.insert(file.path) }
            // A local package's manifest and files (its build folders, hidden, left out).
            for case .local(let package) in target.packageProducts.map(\.package) {
                paths.insert(package.path)
                let walk = FileManager.default.enumerator(at: package, includingPropertiesForKeys: nil, options: .skipsHiddenFiles)
                while let file = walk?.nextObject() as? URL { paths.insert(file.path) }
            }
            for catalog in target.assetCatalogs {
                paths.insert(catalog.path)
                let walk = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil)
                while let file = walk?.nextObject() as? URL { paths.insert(file.path) }
            }
        }
        self.init(paths: paths)
    }

    /// The stamps of `paths`, as the disk has them now.
    public init(paths: Set<String>) {
        var stamps: [String: Stamp?] = [:]
        for path in paths {
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            // Kept as nil, not left out, for a path not there.
            stamps[path] = .some(attributes.flatMap { attributes in
                (attributes[.modificationDate] as? Date).map {
                    Stamp(size: (attributes[.size] as? UInt64) ?? 0, modified: $0, isFolder: attributes[.type] as? FileAttributeType == .typeDirectory)
                }
            })
        }
        self.stamps = stamps
    }

    /// When the newest of them was last changed; nil when none is there.
    public var newest: Date? { stamps.values.compactMap { $0?.modified }.max() }

    /// These paths, each with `earlier`'s stamp where it has one: what a build read, stamped before it ran.
    public func keeping(_ earlier: ProjectInputs) -> ProjectInputs {
        var kept = self
        for path in stamps.keys where earlier.stamps.keys.contains(path) { kept.stamps[path] = earlier.stamps[path] }
        return kept
    }

    /// The same paths, stamped again as the disk has them now.
    public func again() -> ProjectInputs { ProjectInputs(paths: Set(stamps.keys)) }

    /// The paths whose stamps differ from `earlier`'s, for saying what changed: files before the folders
    /// that hold them (a file saved changes its folder's time too), each in the order of its path.
    public func changed(since earlier: ProjectInputs) -> [String] {
        func isFolder(_ path: String) -> Bool { ((stamps[path] ?? nil) ?? (earlier.stamps[path] ?? nil))?.isFolder ?? false }
        return stamps.keys.filter { earlier.stamps[$0] != stamps[$0] }.sorted { (isFolder($0) ? 1 : 0, $0) < (isFolder($1) ? 1 : 0, $1) }
    }
}
