import Foundation
import Testing
import TestSupport
@testable import XcodeBuild
@testable import XcodeProject

/// What the suite's build manifest says about the C modules its frameworks need, and the compiler
/// arguments an Xcode project's extension is built with.
@Suite struct SuiteBuildTests {
    static let products = URL(fileURLWithPath: "/s/.build/x86_64-unknown-linux-gnu/debug")

    @Test func aFrameworksCompileCommandGivesItsModuleMapsAndHeaderFolders() throws {
        let manifest = """
              "C.WidgetKit-x86_64-unknown-linux-gnu-debug-tool.module":
                tool: shell
                args: ["/wrong/swiftc","-Xcc","-fmodule-map-file=/tool/module.modulemap"]

              "C.WidgetKit-x86_64-unknown-linux-gnu-debug.module":
                tool: shell
                description: "Compiling Swift Module 'WidgetKit' (40 sources)"
                args: ["/opt/swift/usr/bin/swiftc","-module-name","WidgetKit","-Xcc","-fmodule-map-file=/c/GRDBSQLite/module.modulemap","-I","/s/Modules","-Xcc","-I","-Xcc","/c/include","-Xcc","-fmodule-map-file=/c/GRDBSQLite/module.modulemap","-Xfrontend","-load-plugin-executable","-Xfrontend","/s/PreviewMacros-tool#PreviewMacros"]

            """
        let commands = SuiteBuild.commandArguments(in: Data(manifest.utf8), modules: ["WidgetKit", "SwiftUI"], products: Self.products)
        let args = try #require(commands["WidgetKit"])
        #expect(args.first == "/opt/swift/usr/bin/swiftc", "the debug build's command, not the tool's")
        let found = SuiteBuild.moduleArguments(in: args)
        #expect(
            found == [
                "-Xcc", "-fmodule-map-file=/c/GRDBSQLite/module.modulemap", "-Xcc", "-I", "-Xcc", "/c/include", "-Xcc",
                "-fmodule-map-file=/c/GRDBSQLite/module.modulemap", "-Xfrontend", "-load-plugin-executable", "-Xfrontend",
                "/s/PreviewMacros-tool#PreviewMacros",
            ])
        let deduped = SuiteBuild.dedupedPairs(found + ["-Xfrontend", "-load-plugin-executable", "-Xfrontend", "/s/PreviewMacros-tool#PreviewMacros"])
        #expect(
            deduped == [
                "-Xcc", "-fmodule-map-file=/c/GRDBSQLite/module.modulemap", "-Xcc", "-I", "-Xcc", "/c/include", "-Xfrontend",
                "-load-plugin-executable", "-Xfrontend", "/s/PreviewMacros-tool#PreviewMacros",
            ], "each once: a module map, a header folder, a macro plugin")
        #expect(SuiteBuild.macroPlugins(in: deduped) == ["/s/PreviewMacros-tool"], "the plugin the compiler runs, to be trusted")
        #expect(
            SuiteBuild.macroPlugins(in: ["-Xfrontend", "-load-plugin-executable", "-Xfrontend", "/a#b/Tool#Macros"]) == ["/a#b/Tool"],
            "cut at the last #, as the compiler cuts it")
        #expect(commands["SwiftUI"] == nil)
    }

    @Test func aBuildWithoutTheSharedLibraryIsRefusedInASentence() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("suite-\(UUID().uuidString)/x86_64/debug")
        let refusal = #expect(throws: XcodeBuildError.self) { try SuiteBuild.at(folder) }
        #expect(
            refusal?.message
                == "The suite's frameworks are not built as a shared library (\(folder.standardizedFileURL.path)/libWidgetSuite.so is missing); run 'make' in the suite's folder first (in a package that depends on the suite, 'swift build --product WidgetSuite').")
    }

    @Test func anExtensionIsCompiledInItsLanguageModeAgainstTheSuite() throws {
        let suite = SuiteBuild(products: Self.products, compiler: URL(fileURLWithPath: "/opt/swift/usr/bin/swiftc"), moduleArguments: ["-Xcc", "-fmodule-map-file=/m"])
        let builder = XcodeExtensionBuilder(suite: suite, folder: URL(fileURLWithPath: "/h/Xcode/Fruit"))
        var target = XcodeTarget(
            name: "Fruit Widget", productType: "com.apple.product-type.app-extension", extensionPoint: XcodeTarget.widgetKitExtensionPoint,
            appGroups: [], sources: [URL(fileURLWithPath: "/p/A.swift")], intentDefinitions: [], assetCatalogs: [], localizations: [],
            otherResources: [], packageProducts: [])
        target.moduleName = "Fruit_Widget"
        target.swiftVersion = "6.0"
        target.compilationConditions = ["DEBUG"]
        let arguments = builder.arguments(for: target, sources: target.sources, output: URL(fileURLWithPath: "/h/out"))
        #expect(Array(arguments.prefix(5)) == ["-module-name", "Fruit_Widget", "-parse-as-library", "-swift-version", "6"])
        #expect(arguments.contains("-lWidgetSuite") && arguments.contains("-fmodule-map-file=/m"))
        #expect(Array(arguments.suffix(4)) == ["DEBUG", "/p/A.swift", "-o", "/h/out"])
        target.swiftVersion = nil
        #expect(builder.arguments(for: target, sources: [], output: URL(fileURLWithPath: "/o"))[4] == "5", "Xcode's default")
        // A module the target links is found before the suite's: a framework named as one of the suite's modules is the project's.
        let kit = BuiltModule(name: "SampleModels", folder: URL(fileURLWithPath: "/h/Xcode/Fruit/Frameworks/SampleModels"), library: URL(fileURLWithPath: "/h/lib.a"))
        let linking = builder.arguments(for: target, sources: [], modules: [kit], output: URL(fileURLWithPath: "/o"))
        let project = try #require(linking.firstIndex(of: kit.folder.path))
        let suiteModules = try #require(linking.firstIndex(of: Self.products.appendingPathComponent("Modules").path))
        #expect(linking[project - 1] == "-I" && project < suiteModules)
    }

    @Test func aModuleTheSuiteLacksIsNamedAfterTheCompilersWords() {
        let lines = [
            "/p/Map.swift:1:8: error: no such module 'MapKit'", "/p/Other.swift:1:8: error: no such module 'MapKit'",
            "/p/A.swift:3:1: error: cannot find 'x' in scope",
            "/p/B.swift:4:20: error: type 'WidgetFamily' has no member 'systemGiant'",
            "/p/B.swift:5:20: error: value of type 'Mine' has no member 'typo'",
            "/p/C.swift:6:9: error: module 'SwiftUI' has no member named 'MeshGradient3D'",
        ]
        #expect(
            XcodeExtensionBuilder.lacks(in: lines, frameworkDeclaring: { $0 == "WidgetFamily" ? "WidgetKit" : nil }) == [
                "The suite has no framework named MapKit: the frameworks it has, and what each lacks, are listed in its docs (docs/*-subset.md).",
                "If systemGiant is Apple's, the suite's WidgetKit lacks it on WidgetFamily: docs/*-subset.md list what each framework has.",
                "If MeshGradient3D is Apple's, the suite's SwiftUI lacks it: docs/*-subset.md list what each framework has.",
            ], "a member of the project's own type is the project's mistake, said by the compiler alone")
    }

    /// The type a missing member was asked of is found among the frameworks' declarations.
    @Test func theFrameworkDeclaringATypeIsFoundInItsSources() {
        let suite = SuiteBuild(
            products: Corpus.repositoryRoot.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug"), compiler: URL(fileURLWithPath: "/bin/false"),
            moduleArguments: [])
        #expect(suite.frameworkDeclaring("WidgetFamily") == "WidgetKit")
        #expect(suite.frameworkDeclaring("VStack") == "SwiftUI")
        #expect(suite.frameworkDeclaring("NoSuchTypeAnywhere") == nil)
    }

    @Test func aTargetThatLinksAPackageIsRefusedNamingTheProduct() {
        let suite = SuiteBuild(products: Self.products, compiler: URL(fileURLWithPath: "/bin/false"), moduleArguments: [])
        let builder = XcodeExtensionBuilder(suite: suite, folder: FileManager.default.temporaryDirectory.appendingPathComponent("b-\(UUID().uuidString)"))
        let target = XcodeTarget(
            name: "W", productType: "com.apple.product-type.app-extension", extensionPoint: XcodeTarget.widgetKitExtensionPoint, appGroups: [],
            sources: [], intentDefinitions: [], assetCatalogs: [], localizations: [], otherResources: [],
            packageProducts: [PackageProduct(name: "Charts", package: .remote(repository: "https://github.com/x/charts", requirement: "upToNextMajorVersion 1.0.0"))])
        let refusal = #expect(throws: XcodeBuildError.self) { try builder.build(target) }
        #expect(refusal?.message.hasPrefix("Target W links the Swift package product Charts from https://github.com/x/charts, a remote package, which the suite does not fetch;") == true)
    }

    @Test func aFrameworkTargetWithResourcesIsRefusedNamingOne() {
        let suite = SuiteBuild(products: Self.products, compiler: URL(fileURLWithPath: "/bin/false"), moduleArguments: [])
        let builder = XcodeExtensionBuilder(suite: suite, folder: FileManager.default.temporaryDirectory.appendingPathComponent("b-\(UUID().uuidString)"))
        defer { try? FileManager.default.removeItem(at: builder.folder) }
        let widget = XcodeTarget(
            name: "W", productType: "com.apple.product-type.app-extension", extensionPoint: XcodeTarget.widgetKitExtensionPoint, appGroups: [],
            sources: [], intentDefinitions: [], assetCatalogs: [], localizations: [], otherResources: [], packageProducts: [])
        let kit = XcodeTarget(
            name: "Kit", productType: "com.apple.product-type.framework", appGroups: [], sources: [URL(fileURLWithPath: "/p/Kit/A.swift")],
            intentDefinitions: [], assetCatalogs: [URL(fileURLWithPath: "/p/Kit/Media.xcassets")], localizations: [], otherResources: [], packageProducts: [])
        let refusal = #expect(throws: XcodeBuildError.self) { try builder.build(widget, frameworks: [kit]) }
        #expect(
            refusal?.message
                == "Target Kit, a framework the extension links, has resources (Media.xcassets), which the suite does not build into a framework yet; move them to the extension target.")
    }

    /// The frameworks whose compile commands give the module arguments are the ones libWidgetSuite.so
    /// holds: Package.swift's list (`appleFrameworks` and the three the shared library adds) and
    /// SuiteBuild's are one list written twice, kept in step here.
    @Test func theFrameworksReadAreThoseTheSharedLibraryHolds() throws {
        let manifest = try String(contentsOf: Corpus.repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        /// The strings of the first array literal after `marker`.
        func names(after marker: String) throws -> [String] {
            let start = try #require(manifest.range(of: marker), "Package.swift has \(marker)")
            let list = try #require(manifest[start.upperBound...].range(of: #"\[[^\]]*\]"#, options: .regularExpression))
            return manifest[list].split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
                .map { String($0.element) }
        }
        let held = try names(after: "let appleFrameworks =") + names(after: "targets: appleFrameworks +")
        #expect(held.count == Set(held).count && held.count == SuiteBuild.frameworks.count)
        #expect(Set(held) == Set(SuiteBuild.frameworks))
    }
}
