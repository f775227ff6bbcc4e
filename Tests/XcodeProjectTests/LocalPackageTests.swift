import Foundation
import Testing
import TestSupport
@testable import XcodeBuild

/// A local package's manifest as SwiftPM dumps it, read for what the suite builds: a product's targets
/// in the order they compile, their Swift files, and a sentence for each thing the suite does not build.
@Suite struct LocalPackageTests {
    static func manifest(_ targets: String, tools: String = "5.9.0") throws -> PackageManifest {
        let json = """
            {"name": "Kit", "toolsVersion": {"_version": "\(tools)"},
             "products": [{"name": "Kit", "targets": ["Kit"], "type": {"library": ["automatic"]}, "settings": []}],
             "targets": [\(targets)]}
            """
        return try JSONDecoder().decode(PackageManifest.self, from: Data(json.utf8))
    }

    static func target(_ name: String, type: String = "regular", depends: [String] = [], products: [String] = [], resources: Bool = false) -> String {
        let dependencies = depends.map { #"{"byName": ["\#($0)", null]}"# } + products.map { #"{"product": ["\#($0)", "other", null, null]}"# }
        return """
            {"name": "\(name)", "type": "\(type)", "exclude": [], "settings": [], "packageAccess": true,
             "resources": [\(resources ? #"{"path": "Media", "rule": {"process": {}}}"# : "")], "dependencies": [\(dependencies.joined(separator: ","))]}
            """
    }

    @Test func aProductsTargetsCompileAfterThoseTheyDependOn() throws {
        let manifest = try Self.manifest(
            [Self.target("Kit", depends: ["Seasons", "Names"]), Self.target("Names", depends: ["Seasons"]), Self.target("Seasons"), Self.target("KitTests", type: "test", depends: ["Kit"])]
                .joined(separator: ","))
        #expect(try manifest.buildOrder(of: ["Kit"], for: "Kit").map(\.name) == ["Seasons", "Names", "Kit"])
        #expect(manifest.languageMode == "5")
        #expect(try Self.manifest(Self.target("Kit"), tools: "6.0.0").languageMode == "6")
    }

    @Test func whatTheSuiteDoesNotBuildIsRefusedInASentence() throws {
        func refusal(_ targets: [String]) throws -> String? {
            let manifest = try Self.manifest(targets.joined(separator: ","))
            return #expect(throws: XcodeBuildError.self) { try manifest.buildOrder(of: ["Kit"], for: "Kit") }?.message
        }
        #expect(
            try refusal([Self.target("Kit", depends: ["Other"]), Self.target("Other", depends: ["Kit"])])
                == "The targets of the local package Kit depend on each other in a circle (Kit → Other → Kit); SwiftPM refuses it too.")
        #expect(
            try refusal([Self.target("Kit", products: ["Collections"])])
                == "Kit of the local package Kit needs Collections, a product of another package, and the suite does not build a package's own dependencies yet; build the target without Kit.")
        #expect(
            try refusal([Self.target("Kit", depends: ["Algorithms"])])?.hasPrefix("Kit of the local package Kit needs Algorithms, a product of another package") == true,
            "a name that is no target of the package names another package's product")
        #expect(
            try refusal([Self.target("Kit", depends: ["Macros"]), Self.target("Macros", type: "macro")])
                == "Kit of the local package Kit is made of Macros, a macro target, and the suite builds Swift library targets only.")
        #expect(
            try refusal([Self.target("Kit", resources: true)])
                == "Target Kit of the local package Kit has resources (Bundle.module), which the suite does not build yet; keep them in the project's own targets.")
    }

    /// Names become the build's folders and files: one that could climb out of them is refused.
    @Test func namesThatCouldLeaveTheBuildFolderAreRefused() throws {
        let json = #"{"name": "../../x", "toolsVersion": {"_version": "5.9.0"}, "products": [], "targets": []}"#
        let climbing = try JSONDecoder().decode(PackageManifest.self, from: Data(json.utf8))
        #expect(
            #expect(throws: XcodeBuildError.self) { try climbing.buildOrder(of: ["Kit"], for: "Kit") }?.message
                == "The local package \"../../x\" has a name the suite cannot build under; name it with letters, digits, '.', '-' or '_'.")
        let manifest = try Self.manifest(Self.target("Kit", depends: ["../Up"]) + "," + Self.target("../Up"))
        #expect(
            #expect(throws: XcodeBuildError.self) { try manifest.buildOrder(of: ["Kit"], for: "Kit") }?.message
                == "Target \"../Up\" of the local package Kit is no Swift identifier, which a module's name must be; SwiftPM would refuse it too.")
        #expect(try Self.manifest(Self.target("Kit"), tools: "5.9.0").languageMode == "5")
        let both = #"{"name": "Kit", "toolsVersion": {"_version": "5.9.0"}, "swiftLanguageVersions": ["5", "6"], "products": [], "targets": []}"#
        #expect(try JSONDecoder().decode(PackageManifest.self, from: Data(both.utf8)).languageMode == "6", "the newest it lists, as SwiftPM chooses")
    }

    @Test func aTargetsSwiftFilesAreThoseUnderItsFolderLessWhatItExcludes() throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("package-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: package) }
        let folder = package.appendingPathComponent("Sources/Kit/Inner", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["Sources/Kit/A.swift", "Sources/Kit/Inner/B.swift", "Sources/Kit/Old.swift", "Sources/Kit/Notes.md"] {
            try Data().write(to: package.appendingPathComponent(name))
        }
        var target = try #require(Self.manifest(Self.target("Kit")).targets.first)
        target.exclude = ["Old.swift"]
        #expect(try target.sources(in: package, of: "Kit").map(\.lastPathComponent) == ["A.swift", "B.swift"])
        try Data().write(to: folder.appendingPathComponent("c.c"))
        let refusal = #expect(throws: XcodeBuildError.self) { try target.sources(in: package, of: "Kit") }
        #expect(refusal?.message == "Target Kit of the local package Kit has C-family sources (c.c), and the suite builds Swift targets only.")
        target.path = "Elsewhere"
        let empty = #expect(throws: XcodeBuildError.self) { try target.sources(in: package, of: "Kit") }
        #expect(empty?.message.hasPrefix("Target Kit of the local package Kit has no Swift files in ") == true)
    }
}
