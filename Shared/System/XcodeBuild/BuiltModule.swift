import Foundation
import SuiteHome

/// A Swift module built for a project's target to import and link: a local package's target, or one of
/// the project's framework targets. Each is its `.swiftmodule` and a static library, in a folder of its
/// own; the extension that needs it compiles with `-I` the folder and links the library.
struct BuiltModule: Equatable {
    var name: String
    var folder: URL
    var library: URL

    /// The arguments that let a compile import `modules`.
    static func searchPaths(_ modules: [BuiltModule]) -> [String] { modules.flatMap { ["-I", $0.folder.path] } }

    /// The libraries of `modules`, built in that order (each after those it needs), in the order a
    /// linker resolves static libraries: each before those it needs.
    static func linkOrder(_ modules: [BuiltModule]) -> [String] { modules.reversed().map(\.library.path) }
}

extension SuiteBuild {
    /// Compiles `sources` into the module `name` and its static library in `folder`, against the suite and
    /// `after` (the modules it may import, built before it), with the flags of a widget target and
    /// `arguments` besides; left as it is when the stamp of its last compile (`stamp`) still holds.
    /// `generated`, where the Swift generated for it was written; `what` names it in the sentence of a
    /// failed compile.
    func compileModule(
        _ name: String, sources: [URL], inputs: [URL] = [], languageMode: String, arguments extra: [String], after: [BuiltModule], into folder: URL,
        generated: URL? = nil, what: String
    ) throws(XcodeBuildError) -> BuiltModule {
        let module = BuiltModule(name: name, folder: folder, library: folder.appendingPathComponent("lib\(name).a"))
        var arguments = [
            "-module-name", name, "-parse-as-library", "-swift-version", languageMode, "-Onone", "-g", "-static", "-emit-library",
            "-emit-module", "-emit-module-path", folder.appendingPathComponent("\(name).swiftmodule").path,
        ]
        // The project's modules before the suite's, as for the extension (XcodeExtensionBuilder.arguments).
        arguments += BuiltModule.searchPaths(after) + ["-I", modules.path] + XcodeExtensionBuilder.widgetTargetFlags + moduleArguments + extra
        arguments += sources.map(\.path) + ["-o", module.library.path]
        let stampFile = folder.appendingPathComponent(".stamp")
        // Taken before the compile: a file saved while it runs is seen as changed by the next build.
        let stamp = stamp(arguments: arguments, files: sources + inputs + after.map(\.library), generated: generated)
        if FileManager.default.fileExists(atPath: module.library.path), (try? String(contentsOf: stampFile, encoding: .utf8)) == stamp {
            return module
        }
        do {
            try SuiteFiles.makeDirectory(folder.deletingLastPathComponent().path, mode: 0o700, restrictingExisting: true)
            try SuiteFiles.makeDirectory(folder.path, mode: 0o700, restrictingExisting: true)
        } catch {
            throw XcodeBuildError("The build folder \(folder.path) cannot be made; check that the suite's home is yours and writable.")
        }
        try? FileManager.default.removeItem(at: stampFile)
        try XcodeExtensionBuilder.runCompiler(self, arguments, failing: what)
        try? stamp.write(to: stampFile, atomically: true, encoding: .utf8)
        return module
    }

    /// What a build was made from, in words two builds compare: the compiler's arguments, the time and size
    /// of each file it read (the suite's library and the compiler too), and the text of each file the
    /// build generated itself (written anew each time, the same when what it comes from is).
    func stamp(arguments: [String], files: [URL], generated: URL?) -> String {
        var lines = arguments
        for file in files + [library, compiler] {
            if let generated, file.path.hasPrefix(generated.path + "/") {
                lines.append("\(file.path): " + ((try? String(contentsOf: file, encoding: .utf8)) ?? "unreadable"))
                continue
            }
            let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            lines.append("\(file.path) \(modified) \((attributes?[.size] as? UInt64) ?? 0)")
        }
        return lines.joined(separator: "\n")
    }

}
