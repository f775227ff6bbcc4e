import Foundation
import SuiteHome
import Synchronization
import WireValues
import XcodeProject

/// Builds a product of a local Swift package that a project's target links, as Xcode builds a package
/// added with "Add Local…": the product's targets, and the targets of the package they depend on, each
/// compiled once into a module and a static library against the suite, with the flags the project's own
/// targets take. The target that links the product then compiles against those modules and links those
/// libraries.
///
/// The package's manifest is read by SwiftPM itself (`swift package dump-package`, the toolchain's),
/// since only SwiftPM can run a `Package.swift`. A target is compiled again only when a file of it,
/// or the manifest, is newer than its library. What the suite does not build yet is refused in a
/// sentence naming it: products of other packages the package depends on, C-family targets, binary and
/// macro targets, and resources (`Bundle.module`).
struct LocalPackageBuilder {
    let suite: SuiteBuild
    /// Where the package's targets build: a folder per package.
    let folder: URL

    /// The modules of `product` of the package at `package`, linked by `target`, each after those it needs.
    func build(product: String, of package: URL, for target: String) throws(XcodeBuildError) -> [BuiltModule] {
        let manifest = try PackageManifest.read(
            package, swift: suite.compiler.deletingLastPathComponent().appendingPathComponent("swift"),
            cache: folder.appendingPathComponent(".manifests", isDirectory: true))
        guard let declared = manifest.products.first(where: { $0.name == product }) else {
            throw XcodeBuildError(
                "Target \(target) links \(product) from the local package at \(package.path), which has no product of that name (it has \(manifest.products.map(\.name).joined(separator: ", "))); choose one in Xcode's Frameworks and Libraries.")
        }
        // Named folders and files below: `buildOrder` refused a name that could climb out of them.
        let order = try manifest.buildOrder(of: declared.targets, for: product)
        let out = folder.appendingPathComponent(manifest.name, isDirectory: true)
        var built: [BuiltModule] = []
        for packageTarget in order {
            built.append(
                try suite.compileModule(
                    packageTarget.name, sources: try packageTarget.sources(in: package, of: manifest.name),
                    inputs: [package.appendingPathComponent("Package.swift")], languageMode: manifest.languageMode,
                    arguments: ["-package-name", manifest.name], after: built, into: out.appendingPathComponent(packageTarget.name, isDirectory: true),
                    what: "\(packageTarget.name) (of the local package \(manifest.name))"))
        }
        return built
    }
}

/// What SwiftPM says of a package's manifest (`swift package dump-package`), as far as the suite builds it.
struct PackageManifest: Decodable {
    var name: String
    var products: [Product]
    var targets: [Target]
    var toolsVersion: ToolsVersion
    var swiftLanguageVersions: [String]?

    struct Product: Decodable {
        var name: String
        var targets: [String]
    }

    struct ToolsVersion: Decodable {
        var _version: String
    }

    struct Target: Decodable {
        var name: String
        /// `regular`, `executable`, `test`, `binary`, `macro`, `plugin`, `system`.
        var type: String
        var path: String?
        var exclude: [String]
        var sources: [String]?
        var resources: [Resource]
        var dependencies: [Dependency]

        struct Resource: Decodable {
            var path: String
        }

        /// A dependency in the manifest's JSON: `{"byName": ["Name", null]}`, `{"target": [...]}`, `{"product": [...]}`.
        struct Dependency: Decodable {
            var name: String
            var isProduct: Bool

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyKey.self)
                guard let key = container.allKeys.first else {
                    throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "an empty dependency"))
                }
                var values = try container.nestedUnkeyedContainer(forKey: key)
                name = try values.decode(String.self)
                isProduct = key.stringValue == "product"
            }
        }
    }

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The language mode its targets compile in: the first it lists, else its tools version's (6 from tools 6.0).
    var languageMode: String {
        // The newest mode it lists, as SwiftPM chooses, else its tools version's.
        let tools = toolsVersion._version
        let modes = (swiftLanguageVersions ?? []).map(XcodeExtensionBuilder.languageMode)
        let order = ["4", "4.2", "5", "6"]
        return modes.max { (order.firstIndex(of: $0) ?? 0) < (order.firstIndex(of: $1) ?? 0) }
            ?? (tools.hasPrefix("5.") || tools.hasPrefix("4.") ? "5" : "6")
    }

    /// Reads the manifest of the package in `folder` through `swift package dump-package`, kept in `cache`
    /// until its `Package.swift` changes (SwiftPM takes half a second to run a manifest; a watch asks at each save).
    static func read(_ folder: URL, swift: URL, cache: URL) throws(XcodeBuildError) -> PackageManifest {
        let file = folder.appendingPathComponent("Package.swift")
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path) else {
            throw XcodeBuildError(
                "The local package at \(folder.path) has no Package.swift; put the package back there, or change its place in Xcode.")
        }
        let key = "\(file.path) \((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0) \((attributes[.size] as? UInt64) ?? 0) \(swift.path)\n"
        // One file a package, named by a hash of its path (FNV-1a: a name, not a secret).
        let named = folder.path.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        let cached = cache.appendingPathComponent(String(named, radix: 16) + ".json")
        if let kept = try? SuiteFiles.read(cached.path, limit: 16 << 20), kept.starts(with: Data(key.utf8)),
            let manifest = try? JSONDecoder().decode(PackageManifest.self, from: kept.dropFirst(key.utf8.count))
        {
            return manifest
        }
        let (manifest, json) = try dump(folder, swift: swift)
        // A cache that cannot be written costs the next build half a second, nothing more.
        try? SuiteFiles.makeDirectory(cache.path, mode: 0o700, restrictingExisting: true)
        try? SuiteFiles.write(Data(key.utf8) + json, to: cached.path, mode: 0o600)
        return manifest
    }

    /// The manifest as SwiftPM dumps it, and the JSON it was read from.
    static func dump(_ folder: URL, swift: URL) throws(XcodeBuildError) -> (PackageManifest, Data) {
        // Run as this user, as the compiler is: another user's to change, it is not run (HomeTrust).
        if let problem = HomeTrust.problem(with: swift.path) {
            throw XcodeBuildError("SwiftPM cannot be trusted to read the local package at \(folder.path): \(problem)")
        }
        let process = Process()
        process.executableURL = swift
        process.arguments = ["package", "dump-package", "--package-path", folder.path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw XcodeBuildError("SwiftPM (\(swift.path)) cannot be started to read the local package at \(folder.path); check that the toolchain that built the suite is still installed.")
        }
        // Read both pipes at once: a manifest that fails may say more than a pipe holds.
        let said = Mutex(Data())
        let reading = DispatchGroup()
        let errorHandle = errors.fileHandleForReading
        DispatchQueue.global().async(group: reading) {
            let data = errorHandle.readDataToEndOfFile()
            said.withLock { $0 = data }
        }
        let json = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        reading.wait()
        guard process.terminationStatus == 0, let manifest = try? JSONDecoder().decode(PackageManifest.self, from: json) else {
            let first = String(decoding: said.withLock { $0 }, as: UTF8.self).split(separator: "\n").first { $0.contains("error") }
            throw XcodeBuildError(
                "The manifest of the local package at \(folder.path) cannot be read\(first.map { ": " + TerminalText.escaped(String($0)) } ?? ""); 'swift package dump-package' in its folder shows why.")
        }
        return (manifest, json)
    }

    /// The targets `roots` are made of and depend on, each after those it depends on; refused where the
    /// suite builds no such target.
    func buildOrder(of roots: [String], for product: String) throws(XcodeBuildError) -> [Target] {
        // The package's and its targets' names name folders and files of the build.
        guard SuiteName.isAllowed(name, spacesAllowed: false) else {
            throw XcodeBuildError(
                "The local package \(name.debugDescription) has a name the suite cannot build under; name it with letters, digits, '.', '-' or '_'.")
        }
        var ordered: [Target] = []
        var visiting: [String] = []
        func visit(_ name: String) throws(XcodeBuildError) {
            if ordered.contains(where: { $0.name == name }) { return }
            guard !visiting.contains(name) else {
                throw XcodeBuildError("The targets of the local package \(self.name) depend on each other in a circle (\((visiting + [name]).joined(separator: " → "))); SwiftPM refuses it too.")
            }
            guard let target = targets.first(where: { $0.name == name }) else {
                throw XcodeBuildError(
                    "\(product) of the local package \(self.name) needs \(name), a product of another package, and the suite does not build a package's own dependencies yet; build the target without \(product).")
            }
            guard XcodeExtensionBuilder.isIdentifier(name) else {
                throw XcodeBuildError(
                    "Target \(name.debugDescription) of the local package \(self.name) is no Swift identifier, which a module's name must be; SwiftPM would refuse it too.")
            }
            guard target.type == "regular" else {
                throw XcodeBuildError(
                    "\(product) of the local package \(self.name) is made of \(name), a \(target.type) target, and the suite builds Swift library targets only.")
            }
            guard target.resources.isEmpty else {
                throw XcodeBuildError(
                    "Target \(name) of the local package \(self.name) has resources (Bundle.module), which the suite does not build yet; keep them in the project's own targets.")
            }
            visiting.append(name)
            for dependency in target.dependencies {
                if dependency.isProduct {
                    throw XcodeBuildError(
                        "\(product) of the local package \(self.name) needs \(dependency.name), a product of another package, and the suite does not build a package's own dependencies yet; build the target without \(product).")
                }
                try visit(dependency.name)
            }
            visiting.removeLast()
            ordered.append(target)
        }
        for root in roots { try visit(root) }
        return ordered
    }
}

extension PackageManifest.Target {
    /// Its Swift files, in the order of their paths: under its `path` (by default `Sources/<name>`, or one
    /// of SwiftPM's other source folders), its `sources` if it lists them, less what it excludes. A C-family
    /// file is refused.
    func sources(in package: URL, of packageName: String) throws(XcodeBuildError) -> [URL] {
        let root: URL
        if let path {
            root = package.appendingPathComponent(path, isDirectory: true)
        } else {
            root =
                ["Sources", "Source", "src", "srcs"].map { package.appendingPathComponent($0).appendingPathComponent(name, isDirectory: true) }
                .first { FileManager.default.fileExists(atPath: $0.path) } ?? package.appendingPathComponent("Sources/\(name)", isDirectory: true)
        }
        let rootPath = root.standardizedFileURL.path
        let included = (sources ?? [""]).map { $0.isEmpty ? rootPath : root.appendingPathComponent($0).standardizedFileURL.path }
        let excluded = exclude.map { root.appendingPathComponent($0).standardizedFileURL.path }
        func within(_ path: String, _ folder: String) -> Bool { path == folder || path.hasPrefix(folder + "/") }
        var files: [URL] = []
        let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let file = walk?.nextObject() as? URL {
            let path = file.standardizedFileURL.path
            guard included.contains(where: { within(path, $0) }), !excluded.contains(where: { within(path, $0) }) else { continue }
            if ["c", "m", "mm", "cpp", "cc", "cxx"].contains(file.pathExtension) {
                throw XcodeBuildError(
                    "Target \(name) of the local package \(packageName) has C-family sources (\(file.lastPathComponent)), and the suite builds Swift targets only.")
            }
            if file.pathExtension == "swift" { files.append(file.standardizedFileURL) }
        }
        guard !files.isEmpty else {
            throw XcodeBuildError("Target \(name) of the local package \(packageName) has no Swift files in \(rootPath); SwiftPM would refuse it too.")
        }
        return files.sorted { $0.path < $1.path }
    }
}
