import Foundation
import SuiteHome

/// One native target read from a project: the files of its build phases and of its folder-synchronized
/// groups, sorted by what Xcode does with them, and its settings.
struct TargetReading {
    let target: PBXObject
    let objects: PBXObjects
    let paths: FilePaths
    let sourceRoot: URL
    /// The project's settings, lowest level first (`XcodeProjectReader.settingLevels`).
    let projectSettings: [[String: Any]]

    func read() throws(XcodeProjectError) -> XcodeTarget {
        let name = try target.string("name") ?? target.id
        let targetSettings = try XcodeProjectReader.settingLevels(of: target, in: objects, paths: paths)
        let settings = BuildSettings(
            levels: projectSettings + targetSettings, targetName: name,
            projectName: objects.file.components(separatedBy: ".xcodeproj").first ?? "", sourceRoot: sourceRoot)
        var problems: [XcodeProjectError] = []
        var files = try phaseFiles()
        files += try synchronizedFiles()
        let productType = try target.string("productType") ?? ""

        // Settings files: the Info.plist and entitlements, read where the target names them.
        let infoPlist = settings.string("INFOPLIST_FILE").flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, relativeTo: sourceRoot).standardizedFileURL }
        var info: [String: Any] = [:]
        if let infoPlist {
            do {
                info = try Self.dictionary(at: infoPlist)
            } catch {
                problems.append(
                    XcodeProjectError(
                        .unreadableSettings,
                        "Target \(name)'s Info.plist (\(relative(infoPlist))) cannot be read as a property list; restore it, or fix INFOPLIST_FILE in its build settings."))
            }
        }
        let extensionPoint = (info["NSExtension"] as? [String: Any])?["NSExtensionPointIdentifier"] as? String
        let entitlements = settings.string("CODE_SIGN_ENTITLEMENTS").flatMap {
            $0.isEmpty ? nil : URL(fileURLWithPath: $0, relativeTo: sourceRoot).standardizedFileURL
        }
        var appGroups: [String] = []
        if let entitlements {
            do {
                appGroups = (try Self.dictionary(at: entitlements)["com.apple.security.application-groups"] as? [String]) ?? []
            } catch {
                problems.append(
                    XcodeProjectError(
                        .unreadableSettings,
                        "Target \(name)'s entitlements (\(relative(entitlements))) cannot be read as a property list; restore the file, or fix CODE_SIGN_ENTITLEMENTS."))
            }
        }
        files.removeAll { $0.pathExtension == "entitlements" || $0 == infoPlist || $0 == entitlements }

        var sorted = XcodeTarget(
            name: name, productType: productType, extensionPoint: extensionPoint,
            bundleIdentifier: settings.string("PRODUCT_BUNDLE_IDENTIFIER"), infoPlist: infoPlist, entitlements: entitlements,
            appGroups: appGroups, sources: [], intentDefinitions: [], assetCatalogs: [], localizations: [], otherResources: [],
            packageProducts: try packageProducts(), problems: problems)
        sorted.linkedTargets = try linkedTargets()
        let extensionInfo = info["NSExtension"] as? [String: Any]
        sorted.principalClass = (extensionInfo?["NSExtensionPrincipalClass"] as? String)?.split(separator: ".").last.map(String.init)
        sorted.supportedIntents = ((extensionInfo?["NSExtensionAttributes"] as? [String: Any])?["IntentsSupported"] as? [String]) ?? []
        sorted.swiftVersion = settings.string("SWIFT_VERSION")
        sorted.moduleName = settings.string("PRODUCT_MODULE_NAME") ?? BuildSettings.c99Identifier(name)
        sorted.compilationConditions = (settings.string("SWIFT_ACTIVE_COMPILATION_CONDITIONS") ?? "").split(separator: " ").map(String.init)
        var seen = Set<URL>()
        for file in files where seen.insert(file).inserted {
            switch file.pathExtension.lowercased() {
            case "swift": sorted.sources.append(file)
            case "intentdefinition": sorted.intentDefinitions.append(file)
            case "xcassets": sorted.assetCatalogs.append(file)
            case "strings", "stringsdict", "xcstrings": sorted.localizations.append(file)
            // A header is compiled by nothing (a framework's umbrella header has no Objective-C to serve here).
            case "h": sorted.otherResources.append(file)
            case "m", "mm", "c", "cpp":
                sorted.problems.append(
                    XcodeProjectError(
                        .unreadableSettings,
                        "Target \(name) is built from \(relative(file)), which is not Swift; the suite builds Swift only: rewrite it in Swift or leave it out of the target."))
            default: sorted.otherResources.append(file)
            }
        }
        return sorted
    }

    /// The files of the Sources and Resources phases: each build file's reference, or the localized
    /// files of a variant group.
    func phaseFiles() throws(XcodeProjectError) -> [URL] {
        var files: [URL] = []
        for phase in try objects.objects(target.strings("buildPhases"), as: "a build phase of target \(target.id)")
        where phase.isa == "PBXSourcesBuildPhase" || phase.isa == "PBXResourcesBuildPhase" {
            for buildFile in try objects.objects(phase.strings("files"), as: "a file of build phase \(phase.id)") {
                guard let referenceID = try buildFile.string("fileRef") else { continue }
                let reference = try objects.object(referenceID, as: "the file of build file \(buildFile.id)")
                if reference.isa == "PBXVariantGroup" {
                    for child in try objects.objects(reference.strings("children"), as: "a localization of \(reference.id)") {
                        if let url = try paths.url(of: child) { files.append(url.standardizedFileURL) }
                    }
                } else if let url = try paths.url(of: reference) {
                    files.append(url.standardizedFileURL)
                }
            }
        }
        return files
    }

    /// The files of folder-synchronized groups (Xcode 16): every file in the target's folders but those
    /// its exception sets take out, and the files other folders' exception sets put in it.
    func synchronizedFiles() throws(XcodeProjectError) -> [URL] {
        let own = Set(try target.strings("fileSystemSynchronizedGroups"))
        var files: [URL] = []
        for group in objects.all("PBXFileSystemSynchronizedRootGroup").sorted(by: { $0.id < $1.id }) {
            guard let folder = try paths.url(of: group)?.standardizedFileURL else { continue }
            var listed = Set<String>()
            for exceptionID in try group.strings("exceptions") {
                let exceptions = try objects.object(exceptionID, as: "an exception set of folder \(group.id)")
                guard exceptions.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet", try exceptions.string("target") == target.id else {
                    continue
                }
                listed.formUnion(try exceptions.strings("membershipExceptions"))
            }
            // An exception names a file, or a folder and all that is in it.
            func isListed(_ relative: String) -> Bool { listed.contains { relative == $0 || relative.hasPrefix($0 + "/") } }
            if own.contains(group.id) {
                files += Self.walk(folder).filter { !isListed($0.relative) }.map(\.url)
            } else {
                files += Self.walk(folder).filter { isListed($0.relative) }.map(\.url)
            }
        }
        return files
    }

    /// The files under `folder`, with their paths relative to it, as Xcode lists a synchronized folder:
    /// an asset catalogue (or another bundle-like folder) is one item, a `.lproj` folder is looked into,
    /// hidden files are left out.
    static func walk(_ folder: URL) -> [(url: URL, relative: String)] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return [] }
        var found: [(url: URL, relative: String)] = []
        let prefix = folder.standardizedFileURL.path + "/"
        for case let url as URL in enumerator {
            let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            let bundleLike = ["xcassets", "xcdatamodeld", "bundle", "framework", "docc"].contains(url.pathExtension)
            if isFolder && !bundleLike { continue }
            if bundleLike { enumerator.skipDescendants() }
            let path = url.standardizedFileURL.path
            found.append((url.standardizedFileURL, path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : url.lastPathComponent))
        }
        return found.sorted { $0.relative < $1.relative }
    }

    /// The project's native targets whose products the target links (its Frameworks phase), then those it
    /// depends on that are frameworks or libraries (its target dependencies), each once, by name.
    func linkedTargets() throws(XcodeProjectError) -> [String] {
        let natives = objects.all("PBXNativeTarget")
        var names: [String] = []
        func add(_ native: PBXObject) throws(XcodeProjectError) {
            let name = try native.string("name") ?? native.id
            if !names.contains(name) { names.append(name) }
        }
        for phase in try objects.objects(target.strings("buildPhases"), as: "a build phase of target \(target.id)") where phase.isa == "PBXFrameworksBuildPhase" {
            for buildFile in try objects.objects(phase.strings("files"), as: "a file of build phase \(phase.id)") {
                guard let reference = try buildFile.string("fileRef") else { continue }
                for native in natives {
                    if try native.string("productReference") == reference { try add(native) }
                }
            }
        }
        for dependencyID in try target.strings("dependencies") {
            let dependency = try objects.object(dependencyID, as: "a dependency of target \(target.id)")
            guard let id = try dependency.string("target"), let native = natives.first(where: { $0.id == id }) else { continue }
            let type = try native.string("productType") ?? ""
            if type == "com.apple.product-type.framework" || type == "com.apple.product-type.library.static" { try add(native) }
        }
        return names
    }

    /// The Swift package products the target links.
    func packageProducts() throws(XcodeProjectError) -> [PackageProduct] {
        var products: [PackageProduct] = []
        for dependency in try objects.objects(target.strings("packageProductDependencies"), as: "a package product of target \(target.id)") {
            let name = try dependency.string("productName") ?? dependency.id
            guard let packageID = try dependency.string("package") else { continue }
            let package = try objects.object(packageID, as: "the package of product \(name)")
            if package.isa == "XCLocalSwiftPackageReference" {
                let path = try package.string("relativePath") ?? ""
                products.append(PackageProduct(name: name, package: .local(URL(fileURLWithPath: path, relativeTo: sourceRoot).standardizedFileURL)))
            } else {
                let requirement = try package.dictionary("requirement")
                let words = [requirement["kind"], requirement["minimumVersion"] ?? requirement["version"] ?? requirement["branch"]]
                    .compactMap { $0 as? String }.joined(separator: " ")
                products.append(
                    PackageProduct(name: name, package: .remote(repository: try package.string("repositoryURL") ?? "", requirement: words)))
            }
        }
        return products
    }

    func relative(_ url: URL) -> String { relativePath(of: url, from: sourceRoot) }

    /// A property list file (XML or binary) as a dictionary: a regular file of at most 4 MB (Info.plists and
    /// entitlements are a few kilobytes).
    static func dictionary(at url: URL) throws -> [String: Any] {
        let value = try PropertyListSerialization.propertyList(from: SuiteFiles.read(url.path, limit: 4 << 20), options: [], format: nil)
        guard let dictionary = value as? [String: Any] else { throw CocoaError(.propertyListReadCorrupt) }
        return dictionary
    }
}

/// A target's build settings over its project's, with `$(VARIABLE)` and `${VARIABLE}` expanded as Xcode
/// expands them (`$(inherited)`, the names Xcode sets itself, and the `rfc1034identifier`,
/// `c99extidentifier`, `lower` and `upper` operators). A setting no level sets is empty, as in Xcode.
struct BuildSettings {
    private var values: [String: String] = [:]

    /// The settings of `levels`, lowest first (the project's configuration file and settings, then the
    /// target's), each over those below it, its `$(inherited)` standing for what they give.
    init(levels: [[String: Any]], targetName: String, projectName: String, sourceRoot: URL) {
        func text(_ value: Any?) -> String? {
            if let string = value as? String { return string }
            if let list = value as? [Any] { return list.compactMap { $0 as? String }.joined(separator: " ") }
            return nil
        }
        values = [
            "TARGET_NAME": targetName, "PROJECT_NAME": projectName, "PRODUCT_NAME": targetName, "SRCROOT": sourceRoot.path,
            "SOURCE_ROOT": sourceRoot.path, "PROJECT_DIR": sourceRoot.path,
        ]
        for level in levels {
            var next = values
            for (key, value) in level {
                guard let value = text(value) else { continue }
                next[key] = value.replacingOccurrences(of: "$(inherited)", with: values[key] ?? "").trimmingCharacters(in: .whitespaces)
            }
            values = next
        }
        values["PRODUCT_MODULE_NAME"] = values["PRODUCT_MODULE_NAME"] ?? Self.c99Identifier(string("PRODUCT_NAME") ?? targetName)
    }

    /// The setting `key`, expanded; nil when no level sets it.
    func string(_ key: String) -> String? {
        values[key].map { expand($0, depth: 0) }
    }

    private func expand(_ text: String, depth: Int) -> String {
        // Settings that name each other many times over stop growing at 64 KB, far past any real one.
        guard depth < 8, text.contains("$"), text.utf8.count < 1 << 16 else { return text }
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let after = rest.index(after: dollar)
            guard after < rest.endIndex, let close = ["(": ")", "{": "}"][rest[after]],
                let end = rest[after...].firstIndex(of: Character(close))
            else {
                result.append("$")
                rest = rest[after...]
                continue
            }
            let reference = rest[rest.index(after: after)..<end].split(separator: ":", maxSplits: 1).map(String.init)
            var value = values[reference.first ?? ""].map { expand($0, depth: depth + 1) } ?? ""
            if reference.count == 2 {
                switch reference[1] {
                case "rfc1034identifier": value = String(value.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "-" })
                case "c99extidentifier": value = Self.c99Identifier(value)
                case "lower": value = value.lowercased()
                case "upper": value = value.uppercased()
                default: break
                }
            }
            result += value
            rest = rest[rest.index(after: end)...]
            if result.utf8.count > 1 << 16 { break }
        }
        return result + rest
    }

    /// A name made a C identifier as Xcode makes a module's name: every other character an underscore.
    static func c99Identifier(_ name: String) -> String {
        let made = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return made.first?.isNumber == true ? "_" + made : made
    }
}
