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
    /// `arguments` besides; left as it is when its library is newer than `sources`, `inputs` and those
    /// modules' libraries. `what` names it in the sentence of a failed compile.
    func compileModule(
        _ name: String, sources: [URL], inputs: [URL] = [], languageMode: String, arguments extra: [String], after: [BuiltModule], into folder: URL,
        what: String
    ) throws(XcodeBuildError) -> BuiltModule {
        let module = BuiltModule(name: name, folder: folder, library: folder.appendingPathComponent("lib\(name).a"))
        func modified(_ file: URL) -> Date? { (try? FileManager.default.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date }
        if let madeAt = modified(module.library),
            (sources + inputs + after.map(\.library)).allSatisfy({ (modified($0) ?? .distantFuture) < madeAt })
        {
            return module
        }
        do {
            try SuiteFiles.makeDirectory(folder.deletingLastPathComponent().path, mode: 0o700, restrictingExisting: true)
            try SuiteFiles.makeDirectory(folder.path, mode: 0o700, restrictingExisting: true)
        } catch {
            throw XcodeBuildError("The build folder \(folder.path) cannot be made; check that the suite's home is yours and writable.")
        }
        var arguments = [
            "-module-name", name, "-parse-as-library", "-swift-version", languageMode, "-Onone", "-g", "-static", "-emit-library",
            "-emit-module", "-emit-module-path", folder.appendingPathComponent("\(name).swiftmodule").path, "-I", modules.path,
        ]
        arguments += BuiltModule.searchPaths(after) + XcodeExtensionBuilder.widgetTargetFlags + clangModuleArguments + extra
        arguments += sources.map(\.path) + ["-o", module.library.path]
        try XcodeExtensionBuilder.runCompiler(self, arguments, failing: what)
        return module
    }
}
