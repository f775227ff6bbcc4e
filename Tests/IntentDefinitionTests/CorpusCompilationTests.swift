import Foundation
import IntentDefinition
import TestSupport
import Testing

/// Every real definition file must generate Swift that compiles against our `Intents`, each as a module of its own.
@Suite(.needsCorpus) struct CorpusCompilationTests {
    /// The build folder's module directory, where `Intents.swiftmodule` is.
    static var modulesDirectory: URL {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
        while directory.pathExtension == "xctest" { directory.deleteLastPathComponent() }
        return directory.appendingPathComponent("Modules")
    }

    @Test func everyCorpusFileGeneratesSwiftThatCompiles() throws {
        let modules = Self.modulesDirectory
        try #require(
            FileManager.default.fileExists(atPath: modules.appendingPathComponent("Intents.swiftmodule").path),
            "Intents.swiftmodule is not in \(modules.path); build the package first")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let files = try Corpus.files() + Fixtures.extraFiles()
        #expect(files.count >= 27)
        for (index, file) in files.enumerated() {
            let swift: URL
            do {
                swift = try IntentDefinitionGenerator.generate(definition: file, into: output)
            } catch {
                Issue.record("\(file.lastPathComponent) does not generate: \(error)")
                continue
            }
            let moduleName = "Corpus\(index)"
            let result = try Self.compile(swift, moduleName: moduleName, modules: modules, output: output)
            if result.status != 0 {
                let errors = result.errors.split(separator: "\n").filter { $0.contains("error:") }.prefix(5).joined(separator: "\n")
                Issue.record("\(file.lastPathComponent): the generated Swift does not compile:\n\(errors)")
            }
        }
    }

    /// The module maps SwiftPM writes for the build's C modules (OpenCombine's helpers among them, which
    /// Intents brings through Foundation's Combine): a module importing Intents needs them found. Those of
    /// the same modules built for the build's own tools (`-tool.build`) would define each module twice.
    static func cModuleMaps(besides modules: URL) -> [URL] {
        let build = modules.deletingLastPathComponent()
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
        let built = folders.filter { $0.hasSuffix(".build") && !$0.hasSuffix("-tool.build") }
            .map { build.appendingPathComponent($0).appendingPathComponent("module.modulemap") }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        return built + systemModuleMaps(besides: build)
    }

    /// The module maps of the dependencies' system libraries (GRDB's SQLite, which Intents brings through
    /// CoreLocation's places), which stay in the checkouts: SwiftPM copies no system library's map into the build.
    static func systemModuleMaps(besides build: URL) -> [URL] {
        var directory = build
        while directory.lastPathComponent != ".build", directory.path != "/" { directory.deleteLastPathComponent() }
        let checkouts = directory.appendingPathComponent("checkouts")
        let manager = FileManager.default
        var maps: [URL] = []
        for package in (try? manager.contentsOfDirectory(atPath: checkouts.path)) ?? [] {
            let sources = checkouts.appendingPathComponent(package).appendingPathComponent("Sources")
            for target in (try? manager.contentsOfDirectory(atPath: sources.path)) ?? [] {
                let map = sources.appendingPathComponent(target).appendingPathComponent("module.modulemap")
                guard let text = try? String(contentsOf: map, encoding: .utf8), text.contains("[system]") else { continue }
                maps.append(map)
            }
        }
        return maps
    }

    static func compile(_ file: URL, moduleName: String, modules: URL, output: URL) throws -> (status: Int32, errors: String) {
        try compile([file], moduleName: moduleName, modules: modules, output: output)
    }

    /// Compiles the files as one module against the build's `Intents`: the status and what the compiler wrote.
    static func compile(_ files: [URL], moduleName: String, modules: URL, output: URL) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "swiftc", "-parse-as-library", "-emit-module", "-module-name", moduleName,
                "-emit-module-path", output.appendingPathComponent("\(moduleName).swiftmodule").path,
                "-I", modules.path,
            ] + files.map(\.path) + cModuleMaps(besides: modules).flatMap { ["-Xcc", "-fmodule-map-file=\($0.path)"] }
        let errors = output.appendingPathComponent("\(moduleName).log")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, (try? String(contentsOf: errors, encoding: .utf8)) ?? "")
    }
}
