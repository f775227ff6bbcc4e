import Foundation
import SuiteHome

/// The suite as it was built, which an Xcode project's extensions compile against: the modules in the
/// build folder, `libWidgetSuite.so` (every framework as one shared library, a product of Package.swift),
/// the compiler SwiftPM used, the C modules the frameworks' Swift modules name, and the macro plugins
/// they declare.
///
/// Those C modules (SQLite's, OpenCombine's helpers, the suite's own C targets) must be shown to the
/// compiler as SwiftPM shows them: their module maps and headers; and the plugins (`#Preview`, `@Model`)
/// as it loads them. SwiftPM says where they are only in
/// its build manifest (`.build/debug.yaml`), the commands it ran; the suite reads them from there, from
/// the commands that compiled the frameworks themselves, so that what the project's code sees is
/// exactly what the suite's own widgets saw. Nothing simpler knows the paths: they depend on where each
/// package was checked out.
public struct SuiteBuild: Sendable, Equatable {
    /// The build folder: `.build/<triple>/debug`, holding `Modules/` and `libWidgetSuite.so`.
    public var products: URL
    public var compiler: URL
    /// `-Xcc -fmodule-map-file=…` and `-Xcc -I -Xcc …` (the C modules the frameworks name), and `-Xfrontend
    /// -load-plugin-executable -Xfrontend …#Module` (the macros they declare: `#Preview`, `@Model`), in the
    /// order SwiftPM gave them.
    public var moduleArguments: [String]

    /// The frameworks the shared library holds, whose compile commands name the C modules and macro plugins.
    static let frameworks = [
        "SwiftUI", "WidgetKit", "WidgetExtensionRuntime", "Intents", "IntentsExtensionRuntime", "AppIntents", "Combine", "UIKit",
        "Contacts", "CoreLocation", "ActivityKit", "OSLog", "CoreGraphics", "CoreText", "UserNotifications", "AVFoundation",
        "UniformTypeIdentifiers", "CoreTransferable", "CryptoKit", "SwiftData", "Charts", "RelevanceKit", "AppleFoundation",
    ]

    public var library: URL { products.appendingPathComponent("libWidgetSuite.so") }

    /// The suite's framework that declares the type `name` (`WidgetFamily`: WidgetKit), read from the
    /// frameworks' sources beside the build (`.build/<triple>/<configuration>` is in the suite's folder);
    /// nil for a type none declares, or when the sources are not there. Asked only of a failed build.
    public func frameworkDeclaring(_ name: String) -> String? {
        let root = products.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let kinds = ["struct", "enum", "class", "protocol", "actor", "typealias"]
        for framework in Self.frameworks {
            let folder = root.appendingPathComponent("Shared/Frameworks/\(framework)", isDirectory: true)
            let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let file = walk?.nextObject() as? URL {
                guard file.pathExtension == "swift", let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                for line in text.split(separator: "\n") where line.contains(name) {
                    let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "<" || $0 == "{" }).map(String.init)
                    for (index, word) in words.enumerated().dropLast() where kinds.contains(word) && words[index + 1] == name {
                        return framework
                    }
                }
            }
        }
        return nil
    }
    public var modules: URL { products.appendingPathComponent("Modules", isDirectory: true) }

    /// The build the running executable belongs to (`sample-app` in `.build/debug`).
    public static func current() throws(XcodeBuildError) -> SuiteBuild {
        let executable = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        return try at(executable.deletingLastPathComponent())
    }

    /// The build whose products are in `products`.
    public static func at(_ products: URL) throws(XcodeBuildError) -> SuiteBuild {
        let products = products.standardizedFileURL
        let configuration = products.lastPathComponent
        // `.build/<triple>/<configuration>`: the manifest is `.build/<configuration>.yaml`.
        let manifest = products.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("\(configuration).yaml")
        guard FileManager.default.fileExists(atPath: products.appendingPathComponent("libWidgetSuite.so").path) else {
            throw XcodeBuildError(
                "The suite's frameworks are not built as a shared library (\(products.path)/libWidgetSuite.so is missing); run 'make' in the suite's folder first (in a package that depends on the suite, 'swift build --product WidgetSuite').")
        }
        guard let text = try? Data(contentsOf: manifest) else {
            throw XcodeBuildError("The suite's build manifest \(manifest.path) cannot be read; run 'make' in the suite's folder first.")
        }
        let commands = commandArguments(in: text, modules: frameworks, products: products)
        var compiler: URL?
        var arguments: [String] = []
        for framework in frameworks {
            guard let args = commands[framework] else {
                throw XcodeBuildError(
                    "The suite's build manifest \(manifest.path) has no command that compiled \(framework); run 'make' in the suite's folder again.")
            }
            compiler = compiler ?? args.first.map { URL(fileURLWithPath: $0) }
            arguments += moduleArguments(in: args)
        }
        guard let compiler else { throw XcodeBuildError("The suite's build manifest \(manifest.path) names no compiler; run 'make' again.") }
        // The compiler runs as this user and the library is loaded by every extension built: neither may be
        // another user's to change (HomeTrust), nor may the manifest that names the compiler.
        // Nor may the macro plugins, which the compiler runs; one missing is a build to make again.
        let plugins = macroPlugins(in: arguments)
        if let missing = plugins.first(where: { !FileManager.default.isExecutableFile(atPath: $0) }) {
            throw XcodeBuildError("The suite's macro plugin \(missing) is missing; run 'make' in the suite's folder again.")
        }
        for path in [compiler.path, products.appendingPathComponent("libWidgetSuite.so").path, manifest.path] + plugins {
            if let problem = HomeTrust.problem(with: path) {
                throw XcodeBuildError("The suite's build cannot be trusted: \(problem)")
            }
        }
        return SuiteBuild(products: products, compiler: compiler, moduleArguments: dedupedPairs(arguments))
    }

    /// The arguments of the commands that compiled `modules` in the manifest, by module: each command's
    /// `args:` line, a JSON array. One walk over the manifest's lines (megabytes of them), looking at the
    /// few that open a command.
    static func commandArguments(in manifest: Data, modules: [String], products: URL) -> [String: [String]] {
        let triple = products.deletingLastPathComponent().lastPathComponent
        let keys = Dictionary(modules.map { ("  \"C.\($0)-\(triple)-\(products.lastPathComponent).module\":", $0) }) { first, _ in first }
        var found: [String: [String]] = [:]
        /// The module whose command is being read, and how many of its lines were.
        var reading: (module: String, lines: Int)?
        for line in manifest.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            if let (module, lines) = reading {
                let trimmed = line.drop { $0 == UInt8(ascii: " ") }
                if trimmed.starts(with: Array("args: ".utf8)) {
                    found[module] = try? JSONDecoder().decode([String].self, from: Data(trimmed.dropFirst("args: ".count)))
                    reading = nil
                } else {
                    reading = lines < 12 ? (module, lines + 1) : nil
                }
            } else if line.last == UInt8(ascii: ":"), line.starts(with: Array("  \"C.".utf8)),
                let module = keys[String(decoding: line, as: UTF8.self)]
            {
                reading = (module, 0)
            }
        }
        return found
    }

    /// The module arguments of a compile command: each module map, each header folder, each macro plugin.
    static func moduleArguments(in args: [String]) -> [String] {
        var found: [String] = []
        var index = 0
        while index < args.count {
            if args[index] == "-Xcc", index + 1 < args.count, args[index + 1].hasPrefix("-fmodule-map-file=") {
                found += ["-Xcc", args[index + 1]]
                index += 2
            } else if args[index] == "-Xcc", index + 3 < args.count, args[index + 1] == "-I", args[index + 2] == "-Xcc" {
                found += ["-Xcc", "-I", "-Xcc", args[index + 3]]
                index += 4
            } else if Self.isPluginArgument(args, at: index) {
                found += ["-Xfrontend", "-load-plugin-executable", "-Xfrontend", args[index + 3]]
                index += 4
            } else {
                index += 1
            }
        }
        return found
    }

    /// Whether `-Xfrontend -load-plugin-executable -Xfrontend PATH#Module` starts at `index`.
    static func isPluginArgument(_ args: [String], at index: Int) -> Bool {
        index + 3 < args.count && args[index] == "-Xfrontend" && args[index + 1] == "-load-plugin-executable" && args[index + 2] == "-Xfrontend"
    }

    /// The macro plugins' executables the arguments load: their paths, less `#Module` (cut at the last
    /// `#`, as the compiler cuts it, so that a `#` in a folder's name is the path's).
    static func macroPlugins(in arguments: [String]) -> [String] {
        arguments.indices.filter { isPluginArgument(arguments, at: $0) }.map { index in
            let argument = arguments[index + 3]
            return argument.lastIndex(of: "#").map { String(argument[..<$0]) } ?? argument
        }
    }

    /// The arguments with each module map, header folder and macro plugin once.
    static func dedupedPairs(_ arguments: [String]) -> [String] {
        var seen = Set<String>()
        var kept: [String] = []
        var index = 0
        while index < arguments.count {
            let isFolder = arguments[index] == "-Xcc" && index + 3 < arguments.count && arguments[index + 1] == "-I"
            let length = isFolder || isPluginArgument(arguments, at: index) ? 4 : 2
            let group = Array(arguments[index..<min(index + length, arguments.count)])
            if let last = group.last, seen.insert(last).inserted { kept += group }
            index += length
        }
        return kept
    }
}

/// Why an Xcode project's extension could not be built, in one sentence (and the compiler's diagnostics
/// when it is the code).
public struct XcodeBuildError: Error, Equatable, CustomStringConvertible, Sendable {
    public var message: String
    /// What the compiler said, escaped for a terminal; empty when the build never reached it.
    public var diagnostics: [String]

    public init(_ message: String, diagnostics: [String] = []) {
        self.message = message
        self.diagnostics = diagnostics
    }

    public var description: String { ([message] + diagnostics).joined(separator: "\n") }
}
