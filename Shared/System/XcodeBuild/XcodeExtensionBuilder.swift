#if canImport(Glibc)
    import Glibc
#endif
import AssetSymbols
import Foundation
import IntentDefinition
import SuiteHome
import WireValues
import XcodeProject

/// Builds an Xcode project's widget or intents extension against the suite as it was built: the Swift
/// Xcode would generate for the target (its intent definitions' classes, its asset catalogues'
/// symbols, and for an intents extension the entry point its Info.plist describes), then one compiler
/// run over the target's sources and that Swift, linking `libWidgetSuite.so`. The suite is never built
/// a second time. Each target builds in a folder of its own, its asset catalogues and strings copied
/// beside the executable, where the frameworks look for them.
public struct XcodeExtensionBuilder: Sendable {
    public let suite: SuiteBuild
    /// Where builds go: a folder per target.
    public let folder: URL

    public init(suite: SuiteBuild, folder: URL) {
        self.suite = suite
        self.folder = folder
    }

    /// The arguments every widget target is compiled with (docs/widget-target.swiftflags, which a test
    /// keeps in step with these and with Package.swift's).
    public static let widgetTargetFlags = ["-Xfrontend", "-import-module", "-Xfrontend", "AppleFoundation", "-module-alias", "Darwin=Glibc"]

    /// An extension built: where its executable goes, whether it was compiled (or was current already),
    /// and, compiled, the new executable waiting beside it with the stamp of what it was compiled from.
    public struct Built: Sendable {
        public var executable: URL
        public var compiled: Bool
        var target: XcodeTarget
        var staged: (executable: URL, stamp: String, stampFile: URL)?
    }

    /// Builds `target`, with `frameworks` (the project's framework targets it links,
    /// `XcodeProject.frameworks(linkedBy:)`) built before it; `place` then puts it in place. A build that
    /// fails leaves the previous one in place.
    public func build(_ target: XcodeTarget, frameworks: [XcodeTarget] = []) throws(XcodeBuildError) -> Built {
        // The modules it imports, each after those it needs: each framework's packages and the framework,
        // then the target's own packages.
        var modules: [BuiltModule] = []
        func add(_ built: [BuiltModule]) {
            for module in built where !modules.contains(module) { modules.append(module) }
        }
        // A framework compiles against what it links alone, whichever extension builds it: its
        // compile is then the same for each, and the second finds it current.
        var needed: [String: [BuiltModule]] = [:]
        for framework in frameworks {
            var needs: [BuiltModule] = []
            for module in framework.linkedTargets.flatMap({ needed[$0] ?? [] }) + (try packages(of: framework)) where !needs.contains(module) {
                needs.append(module)
            }
            let module = try buildFramework(framework, after: needs)
            needed[framework.name] = needs + [module]
            add(needs + [module])
        }
        add(try packages(of: target))
        guard Self.isIdentifier(target.moduleName) else {
            throw XcodeBuildError(
                "Target \(target.name)'s module name \(target.moduleName.debugDescription) is not a Swift identifier; fix PRODUCT_MODULE_NAME in its build settings.")
        }
        // Beside the frameworks' and packages' builds, in a folder of their own whatever a target is named.
        let targets = folder.appendingPathComponent("Targets", isDirectory: true)
        let out = targets.appendingPathComponent(target.name, isDirectory: true)
        let generated = out.appendingPathComponent("Generated", isDirectory: true)
        do {
            try? FileManager.default.removeItem(at: generated)
            // Each folder this user's alone: the system starts what is built here.
            for folder in [self.folder.deletingLastPathComponent(), self.folder, targets, out, generated] {
                try SuiteFiles.makeDirectory(folder.path, mode: 0o700, restrictingExisting: true)
            }
        } catch {
            throw XcodeBuildError("The build folder \(out.path) cannot be made; check that the suite's home is yours and writable.")
        }
        var sources = target.sources
        for definition in target.intentDefinitions {
            do {
                sources.append(try IntentDefinitionGenerator.generate(definition: definition, into: generated))
            } catch let error as IntentDefinitionError {
                throw XcodeBuildError("Target \(target.name)'s intent definition \(definition.lastPathComponent) cannot be generated: \(error)")
            } catch {
                throw XcodeBuildError("The build folder \(generated.path) cannot be written; check that the suite's home is yours and writable.")
            }
        }
        for catalog in target.assetCatalogs { try Self.checkContents(of: catalog, in: target) }
        try Self.checkResourceNames(of: target)
        if !target.assetCatalogs.isEmpty {
            do {
                sources.append(try AssetSymbolsGenerator.generate(catalogs: target.assetCatalogs, into: generated).file)
            } catch {
                // Each catalogue's Contents.json was read above: what is left is writing the symbols.
                throw XcodeBuildError("The symbols of target \(target.name)'s asset catalogues cannot be written in \(generated.path); check that the suite's home is yours and writable.")
            }
        }
        if target.role == .intentsExtension {
            sources.append(try writeIntentsEntryPoint(of: target, importing: modules.map(\.name), into: generated))
        }
        let executable = out.appendingPathComponent(target.name)
        let building = out.appendingPathComponent(".\(target.name).building")
        let arguments = arguments(for: target, sources: sources, modules: modules, output: building)
        // Compiled again only when what it is compiled from changed: a save of one extension's file leaves the other as it is.
        let stampFile = out.appendingPathComponent(".\(target.name).stamp")
        let stamp = suite.stamp(arguments: arguments, files: sources + modules.map(\.library), generated: generated)
        let isCurrent = FileManager.default.isExecutableFile(atPath: executable.path) && (try? String(contentsOf: stampFile, encoding: .utf8)) == stamp
        if !isCurrent { try Self.runCompiler(suite, arguments, failing: target.name) }
        return Built(executable: executable, compiled: !isCurrent, target: target, staged: isCurrent ? nil : (building, stamp, stampFile))
    }

    /// Puts `built` in place of the build before it: its resources copied beside it and, when it was
    /// compiled, the new executable renamed over the old one (a launch finds one or the other, never none).
    /// Called once every target of the app compiled, so that a target that fails leaves every one as it was.
    public func place(_ built: Built) throws(XcodeBuildError) {
        let out = built.executable.deletingLastPathComponent()
        do {
            try copyResources(of: built.target, into: out)
            if let (building, stamp, stampFile) = built.staged {
                guard rename(building.path, built.executable.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
                try stamp.write(to: stampFile, atomically: true, encoding: .utf8)
            }
        } catch {
            throw XcodeBuildError("The build of \(built.target.name) could not be put in place in \(out.path): check that the suite's home is writable.")
        }
    }

    /// The modules of the local packages `target` links, as Xcode builds them; a remote package would have to be fetched.
    func packages(of target: XcodeTarget) throws(XcodeBuildError) -> [BuiltModule] {
        var modules: [BuiltModule] = []
        for product in target.packageProducts {
            switch product.package {
            case .local(let folder):
                let builder = LocalPackageBuilder(suite: suite, folder: self.folder.appendingPathComponent("Packages", isDirectory: true))
                for module in try builder.build(product: product.name, of: folder, for: target.name) where !modules.contains(module) {
                    modules.append(module)
                }
            case .remote(let repository, _):
                throw XcodeBuildError(
                    "Target \(target.name) links the Swift package product \(product.name) from \(repository), a remote package, which the suite does not fetch; clone it beside the project and add that folder in Xcode as a local package (Add Package Dependencies… > Add Local…), or build the target without it.")
            }
        }
        return modules
    }

    /// A framework target of the project, built as a module and a static library (its intent definitions'
    /// classes generated into it), against `after`. Its resources would be in its own bundle, which no
    /// extension here reads: refused.
    func buildFramework(_ framework: XcodeTarget, after: [BuiltModule]) throws(XcodeBuildError) -> BuiltModule {
        if let resource = (framework.assetCatalogs + framework.localizations).first {
            throw XcodeBuildError(
                "Target \(framework.name), a \(framework.kindDescription) the extension links, has resources (\(resource.lastPathComponent)), which the suite does not build into a framework yet; move them to the extension target.")
        }
        guard Self.isIdentifier(framework.moduleName) else {
            throw XcodeBuildError(
                "Target \(framework.name)'s module name \(framework.moduleName.debugDescription) is not a Swift identifier; fix PRODUCT_MODULE_NAME in its build settings.")
        }
        let out = folder.appendingPathComponent("Frameworks", isDirectory: true).appendingPathComponent(framework.name, isDirectory: true)
        var sources = framework.sources
        let generated = out.appendingPathComponent("Generated", isDirectory: true)
        for definition in framework.intentDefinitions {
            do {
                try SuiteFiles.makeDirectory(generated.path, mode: 0o700, restrictingExisting: true)
                sources.append(try IntentDefinitionGenerator.generate(definition: definition, into: generated))
            } catch let error as IntentDefinitionError {
                throw XcodeBuildError("Target \(framework.name)'s intent definition \(definition.lastPathComponent) cannot be generated: \(error)")
            } catch {
                throw XcodeBuildError("The build folder \(generated.path) cannot be written; check that the suite's home is yours and writable.")
            }
        }
        guard !sources.isEmpty else {
            throw XcodeBuildError("Target \(framework.name), a \(framework.kindDescription) the extension links, has no Swift files to build.")
        }
        return try suite.compileModule(
            framework.moduleName, sources: sources, languageMode: framework.swiftVersion.map(Self.languageMode) ?? "5",
            arguments: framework.compilationConditions.flatMap { ["-D", $0] }, after: after, into: out, generated: generated, what: framework.name)
    }

    /// The compiler's arguments for `target` over `sources` and the modules it imports, writing `output`.
    func arguments(for target: XcodeTarget, sources: [URL], modules: [BuiltModule] = [], output: URL) -> [String] {
        let mode = target.swiftVersion.map(Self.languageMode) ?? "5"
        var arguments = [
            "-module-name", target.moduleName, "-parse-as-library", "-swift-version", mode, "-Onone", "-g",
        ]
        // The project's own modules first: one named as a module of the suite's build (the game's
        // `SampleModels`) is the project's, as it would be in Xcode.
        arguments += BuiltModule.searchPaths(modules) + ["-I", suite.modules.path]
        arguments += ["-L", suite.products.path, "-lWidgetSuite", "-Xlinker", "-rpath", "-Xlinker", suite.products.path]
        arguments += Self.widgetTargetFlags + suite.moduleArguments
        arguments += target.compilationConditions.flatMap { ["-D", $0] }
        // Static libraries after the sources that need them, each before those it needs.
        arguments += sources.map(\.path) + BuiltModule.linkOrder(modules) + ["-o", output.path]
        return arguments
    }

    /// The compiler's `-swift-version` for a Swift version as Xcode's `SWIFT_VERSION` or a package's
    /// manifest gives it (`5.0`, `6`, `4.2`).
    static func languageMode(_ version: String) -> String {
        version.hasPrefix("6") ? "6" : version.hasPrefix("4.2") ? "4.2" : version.hasPrefix("4") ? "4" : "5"
    }

    /// Runs the compiler; when it fails, a sentence naming `what` did not compile, with the compiler's lines.
    static func runCompiler(_ suite: SuiteBuild, _ arguments: [String], failing what: String) throws(XcodeBuildError) {
        let compiler = suite.compiler
        let process = Process()
        process.executableURL = compiler
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            throw XcodeBuildError("The Swift compiler \(compiler.path) cannot be started; check that the toolchain that built the suite is still installed.")
        }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            // The driver's own line for a failed job ("emit-module command failed with exit code 1 (use -v …)")
            // tells a reader of these lines nothing the sentence does not.
            let lines = output.split(separator: "\n").map(String.init).filter { !($0.hasPrefix("error: ") && $0.contains(" command failed with exit code ")) }
            let errors = lines.filter { $0.contains(": error: ") }.count
            throw XcodeBuildError(
                "\(what) did not compile (\(errors == 1 ? "1 error" : "\(errors) errors")); what the compiler said follows, and an earlier build, if any, is unchanged.",
                diagnostics: lines.map(TerminalText.escaped) + Self.lacks(in: lines, frameworkDeclaring: suite.frameworkDeclaring))
        }
    }

    /// A line for each module the code imports that the suite does not have, and for each member the code
    /// asks of a framework's type (or of a framework) that the suite's does not declare, after the
    /// compiler's words. `frameworkDeclaring` names the suite's framework that declares a type, if any.
    static func lacks(in lines: [String], frameworkDeclaring: (String) -> String? = { _ in nil }) -> [String] {
        /// The text between `opening` and the next `'` after it, in `line`.
        func quoted(after opening: String, in line: Substring) -> (String, Substring)? {
            guard let range = line.range(of: opening), let end = line[range.upperBound...].firstIndex(of: "'") else { return nil }
            return (String(line[range.upperBound..<end]), line[line.index(after: end)...])
        }
        var said: [String] = []
        func say(_ sentence: String) { if !said.contains(sentence) { said.append(sentence) } }
        for line in lines.map({ Substring($0) }) {
            if let (module, _) = quoted(after: "error: no such module '", in: line) {
                say("The suite has no framework named \(TerminalText.escaped(module)): the frameworks it has, and what each lacks, are listed in its docs (docs/*-subset.md).")
            } else if let (module, rest) = quoted(after: "error: module '", in: line), SuiteBuild.frameworks.contains(module),
                let (member, _) = quoted(after: "has no member named '", in: rest)
            {
                say("If \(TerminalText.escaped(member)) is Apple's, the suite's \(module) lacks it: docs/*-subset.md list what each framework has.")
            } else if let (type, rest) = quoted(after: "type '", in: line), line.contains("error: "),
                let (member, _) = quoted(after: "has no member '", in: rest)
            {
                // `WidgetKit.WidgetFamily`, `Text`, `Array<Int>`: the type's own name.
                let name = String(type.split(separator: "<").first?.split(separator: ".").last ?? "")
                guard let framework = frameworkDeclaring(name) else { continue }
                say("If \(TerminalText.escaped(member)) is Apple's, the suite's \(framework) lacks it on \(TerminalText.escaped(name)): docs/*-subset.md list what each framework has.")
            }
        }
        return said
    }

    /// The entry point an intents extension's Info.plist describes: its principal class serves the intents it
    /// supports. It imports `modules`, the frameworks and packages the target links, where iOS would find an
    /// intent class (one generated in a framework, say) by its name.
    func writeIntentsEntryPoint(of target: XcodeTarget, importing modules: [String] = [], into folder: URL) throws(XcodeBuildError) -> URL {
        guard let principal = target.principalClass, Self.isIdentifier(principal) else {
            throw XcodeBuildError(
                "Target \(target.name)'s Info.plist names no NSExtensionPrincipalClass (the INExtension subclass that hands out its intents' handlers); set it in Xcode.")
        }
        let intents = target.supportedIntents.filter(Self.isIdentifier)
        let file = folder.appendingPathComponent("IntentsExtensionMain.swift")
        let source = """
            // Generated by the suite from \(target.name)'s Info.plist: its principal class and the intents it supports.
            import Foundation
            import Intents
            import IntentsExtensionRuntime
            \(modules.filter(Self.isIdentifier).map { "import \($0)\n" }.joined())
            @main
            enum IntentsExtensionMain {
                static func main() {
                    Foundation.exit(
                        IntentsExtensionRuntime.IntentsExtensionRouter.main(
                            principal: { \(principal)() }, supportedIntents: [\(intents.map { "\($0).self" }.joined(separator: ", "))]))
                }
            }

            """
        do {
            try source.write(to: file, atomically: true, encoding: .utf8)
        } catch {
            throw XcodeBuildError("The build folder \(folder.path) cannot be written; check that the suite's home is yours and writable.")
        }
        return file
    }

    /// The asset catalogues and strings, copied beside the executable, where the frameworks look for them.
    func copyResources(of target: XcodeTarget, into folder: URL) throws {
        for old in (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        where ["xcassets", "strings", "stringsdict", "xcstrings", "lproj"].contains(old.pathExtension) {
            try FileManager.default.removeItem(at: old)
        }
        for resource in target.assetCatalogs + target.localizations {
            var destination = folder.appendingPathComponent(resource.lastPathComponent)
            // A localized file keeps its language's folder (`fr.lproj/Localizable.strings`).
            let language = resource.deletingLastPathComponent()
            if language.pathExtension == "lproj" {
                let languageFolder = folder.appendingPathComponent(language.lastPathComponent, isDirectory: true)
                try FileManager.default.createDirectory(at: languageFolder, withIntermediateDirectories: true)
                destination = languageFolder.appendingPathComponent(resource.lastPathComponent)
            }
            try FileManager.default.copyItem(at: resource, to: destination)
        }
    }

    /// Refuses a catalogue with a `Contents.json` that is not JSON, which Xcode would not compile either.
    static func checkContents(of catalog: URL, in target: XcodeTarget) throws(XcodeBuildError) {
        let enumerator = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil)
        while let file = enumerator?.nextObject() as? URL {
            guard file.lastPathComponent == "Contents.json" else { continue }
            guard let data = try? Data(contentsOf: file), (try? JSONSerialization.jsonObject(with: data)) != nil else {
                let inside = String(file.standardizedFileURL.path.dropFirst(catalog.standardizedFileURL.path.count + 1))
                throw XcodeBuildError(
                    "Target \(target.name)'s asset catalogue \(catalog.lastPathComponent) cannot be read: \(inside) is not JSON; fix it, or restore it from version control.")
            }
        }
    }

    /// Refuses two resources that would be copied to one place beside the executable (two `Assets.xcassets`,
    /// or one language's two `Localizable.strings`), as Xcode refuses to copy both into the app.
    static func checkResourceNames(of target: XcodeTarget) throws(XcodeBuildError) {
        var seen: [String: URL] = [:]
        for resource in target.assetCatalogs + target.localizations {
            let language = resource.deletingLastPathComponent()
            let place = (language.pathExtension == "lproj" ? language.lastPathComponent + "/" : "") + resource.lastPathComponent
            if let first = seen[place] {
                throw XcodeBuildError(
                    "Target \(target.name) has two resources named \(place) (\(first.path) and \(resource.path)), which would be copied to one place; rename one in Xcode.")
            }
            seen[place] = resource
        }
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

}
