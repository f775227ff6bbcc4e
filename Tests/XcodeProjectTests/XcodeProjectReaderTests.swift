import Foundation
import Testing
import TestSupport
@testable import XcodeProject

/// The fixture projects of `Tests/XcodeProjects/Fruit`, written as Xcode writes them: `Fruit.xcodeproj`
/// with classic groups (a shared file placed through `SOURCE_ROOT`), `FruitSynced.xcodeproj` with Xcode
/// 16's folder-synchronized groups and their exception sets, both over the same folders.
@Suite struct XcodeProjectReaderTests {
    static let folder = Corpus.repositoryRoot.appendingPathComponent("Tests/XcodeProjects/Fruit", isDirectory: true)

    static func relative(_ urls: [URL]) -> [String] {
        urls.map { String($0.path.dropFirst(folder.standardizedFileURL.path.count + 1)) }
    }

    @Test func theClassicProjectsTargetsAreSortedByRoleWithTheirFiles() throws {
        let project = try XcodeProjectReader.read(Self.folder.appendingPathComponent("Fruit.xcodeproj"))
        #expect(project.name == "Fruit")
        #expect(project.targets.map(\.name) == ["Fruit", "FruitWidgetExtension", "FruitIntents"])
        #expect(project.targets.map(\.role) == [.application, .widgetExtension, .intentsExtension])
        let widget = project.targets[1]
        #expect(
            Self.relative(widget.sources) == [
                "FruitWidget/FruitWidgetBundle.swift", "FruitWidget/AppIntent.swift", "FruitWidget/FruitBowlWidget.swift",
                "FruitWidget/PickedFruitWidget.swift", "FruitWidget/FruitLockScreenWidget.swift", "FruitWidget/FruitDeliveryLiveActivity.swift",
                "FruitWidget/EatFruitControl.swift", "Shared/FruitStore.swift",
            ])
        #expect(Self.relative(widget.intentDefinitions) == ["FruitWidget/Fruit.intentdefinition"])
        #expect(Self.relative(widget.assetCatalogs) == ["FruitWidget/Assets.xcassets"])
        #expect(
            Self.relative(widget.localizations) == [
                "FruitWidget/Localizable.xcstrings", "FruitWidget/en.lproj/Widgets.strings", "FruitWidget/fr.lproj/Widgets.strings",
            ], "a String Catalog, and a variant group's files")
        #expect(widget.otherResources.isEmpty)
        #expect(widget.bundleIdentifier == "local.fruit.FruitWidget")
        #expect(widget.appGroups == ["group.local.fruit"])
        #expect(widget.infoPlist.map { Self.relative([$0]) } == ["FruitWidget/Info.plist"])
        #expect(widget.problems.isEmpty)
        #expect(
            widget.packageProducts == [
                PackageProduct(name: "FruitKit", package: .local(Self.folder.appendingPathComponent("Packages/FruitKit").standardizedFileURL))
            ], "a local package's product, its folder resolved")
        let intents = project.targets[2]
        #expect(intents.packageProducts.isEmpty)
        #expect(Self.relative(intents.sources) == ["FruitIntents/IntentHandler.swift", "Shared/FruitStore.swift"])
        #expect(Self.relative(intents.intentDefinitions) == ["FruitWidget/Fruit.intentdefinition"], "a definition both extensions are built with")
        #expect(intents.appGroups.isEmpty)
    }

    @Test func theSynchronizedProjectHoldsTheSameFilesThroughItsFoldersAndExceptions() throws {
        let classic = try XcodeProjectReader.read(Self.folder.appendingPathComponent("Fruit.xcodeproj"))
        let synced = try XcodeProjectReader.read(Self.folder.appendingPathComponent("FruitSynced.xcodeproj"))
        #expect(synced.targets.map(\.role) == classic.targets.map(\.role))
        for (old, new) in zip(classic.targets, synced.targets) {
            #expect(Set(Self.relative(new.sources)) == Set(Self.relative(old.sources)), "\(new.name)'s sources")
            #expect(Set(Self.relative(new.files)) == Set(Self.relative(old.files)), "\(new.name): Info.plist and entitlements are no resources")
            #expect(new.appGroups == old.appGroups && new.bundleIdentifier == old.bundleIdentifier)
        }
    }

    @Test func theWidgetAndIntentsExtensionsAreChosenAsOneApp() throws {
        for name in ["Fruit.xcodeproj", "FruitSynced.xcodeproj"] {
            let project = try XcodeProjectReader.read(Self.folder.appendingPathComponent(name))
            let chosen = try project.extensions()
            #expect(chosen.widget.name == "FruitWidgetExtension" && chosen.intents?.name == "FruitIntents")
            #expect(try project.extensions(named: ["FruitWidgetExtension"]) == chosen)
        }
    }

    @Test func aFolderThatHoldsOneProjectNamesIt() throws {
        #expect(throws: XcodeProjectError.self) { try XcodeProjectReader.read(Self.folder) }
        let copy = try Self.copy()
        try FileManager.default.removeItem(at: copy.appendingPathComponent("FruitSynced.xcodeproj"))
        #expect(try XcodeProjectReader.read(copy).name == "Fruit")
    }

    /// A target's Debug configuration based on an `.xcconfig` (as many projects keep their settings):
    /// the file's settings under the target's own, its `$(inherited)` honoured.
    @Test func aTargetsConfigurationFileIsReadUnderItsSettings() throws {
        let copy = try Self.copy()
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        try "SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) FROM_FILE\nSWIFT_VERSION = 6.0\n".write(
            to: copy.appendingPathComponent("FruitWidget/Widget.xcconfig"), atomically: true, encoding: .utf8)
        let project = copy.appendingPathComponent("Fruit.xcodeproj")
        let before = try XcodeProjectReader.read(project).targets[1]
        try Self.edit(project.appendingPathComponent("project.pbxproj")) { text in
            // The widget target's Debug configuration (its list's first), based on the file.
            var text = text.replacingOccurrences(
                of: "/* Begin PBXFileReference section */\n",
                with: "/* Begin PBXFileReference section */\n\t\tC0FFEE00C0FFEE00C0FFEE01 /* Widget.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = FruitWidget/Widget.xcconfig; sourceTree = SOURCE_ROOT; };\n")
            let list = text.range(of: "Build configuration list for PBXNativeTarget \"FruitWidgetExtension\" */ = {")!
            let debugID = text[list.upperBound...].split(separator: "\n").dropFirst(2).first!.trimmingCharacters(in: .whitespaces).prefix(24)
            let start = text.range(of: "\t\t\(debugID) /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n")!
            text.insert(contentsOf: "\t\t\tbaseConfigurationReference = C0FFEE00C0FFEE00C0FFEE01 /* Widget.xcconfig */;\n", at: start.upperBound)
            return text
        }
        let widget = try XcodeProjectReader.read(project).targets[1]
        #expect(widget.compilationConditions == before.compilationConditions + ["FROM_FILE"], "\(widget.compilationConditions)")
        #expect(before.swiftVersion != "6.0" && widget.swiftVersion == before.swiftVersion, "the target's own SWIFT_VERSION is over the file's")
        try FileManager.default.removeItem(at: copy.appendingPathComponent("FruitWidget/Widget.xcconfig"))
        let gone = Self.refusal { _ = try XcodeProjectReader.read(project) }
        #expect(gone?.message.contains("Widget.xcconfig of target FruitWidgetExtension cannot be read") == true, "\(String(describing: gone))")
    }

    /// A framework target the widget extension links (its Frameworks phase and its target dependency), as
    /// projects share code between an app and its extensions.
    @Test func aFrameworkTargetTheExtensionLinksIsFoundAndOrdered() throws {
        let project = try XcodeProjectReader.read(Self.folder.deletingLastPathComponent().appendingPathComponent("Orchard/Orchard.xcodeproj"))
        #expect(project.targets.map(\.role) == [.application, .framework, .widgetExtension])
        #expect(project.targets[1].kindDescription == "framework")
        let widget = try project.extensions().widget
        #expect(widget.linkedTargets == ["OrchardKit"])
        #expect(try project.frameworks(linkedBy: widget).map(\.name) == ["OrchardKit"])
        #expect(project.targets[1].moduleName == "OrchardKit")

        // Frameworks that link each other are built each after the ones it links; a circle is refused.
        func framework(_ name: String, links: [String]) -> XcodeTarget {
            var target = XcodeTarget(
                name: name, productType: "com.apple.product-type.framework", appGroups: [], sources: [], intentDefinitions: [], assetCatalogs: [],
                localizations: [], otherResources: [], packageProducts: [])
            target.linkedTargets = links
            return target
        }
        var user = widget
        user.linkedTargets = ["A"]
        let chain = XcodeProject(
            location: project.location, sourceRoot: project.sourceRoot, targets: [framework("A", links: ["B"]), framework("B", links: ["C"]), framework("C", links: [])])
        #expect(try chain.frameworks(linkedBy: user).map(\.name) == ["C", "B", "A"])
        let circle = XcodeProject(
            location: project.location, sourceRoot: project.sourceRoot, targets: [framework("A", links: ["B"]), framework("B", links: ["A"])])
        let refusal = Self.refusal { _ = try circle.frameworks(linkedBy: user) }
        #expect(refusal?.message == "Targets of Orchard.xcodeproj link each other in a circle (A → B → A); Xcode refuses it too.")
        user.linkedTargets = ["Orchard"]
        let notFramework = Self.refusal { _ = try project.frameworks(linkedBy: user) }
        #expect(notFramework?.message == "Target OrchardWidgetExtension links Orchard, which is no framework or static library target of Orchard.xcodeproj; the suite builds those of the project only.")
    }

    // MARK: Refusals, each one sentence, nothing read past it

    /// A copy of the fixture folder to damage.
    static func copy() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("xcodeproj-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let copy = root.appendingPathComponent("Fruit", isDirectory: true)
        try FileManager.default.copyItem(at: folder, to: copy)
        return copy
    }

    static func refusal(_ body: () throws -> Void) -> XcodeProjectError? {
        do {
            try body()
            return nil
        } catch let error as XcodeProjectError {
            return error
        } catch {
            Issue.record("not a sentence: \(error)")
            return nil
        }
    }

    static func edit(_ file: URL, _ change: (String) -> String) throws {
        try change(String(contentsOf: file, encoding: .utf8)).write(to: file, atomically: true, encoding: .utf8)
    }

    @Test func aPathThatIsNoProjectIsRefused() throws {
        let copy = try Self.copy()
        let plain = Self.refusal { _ = try XcodeProjectReader.read(copy.appendingPathComponent("FruitWidget")) }
        #expect(plain?.reason == .notAProject)
        #expect(plain?.message.hasSuffix("FruitWidget holds no .xcodeproj; give the .xcodeproj folder Xcode made, or the folder that holds it.") == true)
        let empty = copy.appendingPathComponent("Empty.xcodeproj", isDirectory: true)
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        #expect(Self.refusal { _ = try XcodeProjectReader.read(empty) }?.message.hasSuffix("Empty.xcodeproj is not an Xcode project: it has no project.pbxproj; give the .xcodeproj folder Xcode made.") == true)
        #expect(Self.refusal { _ = try XcodeProjectReader.read(copy.appendingPathComponent("nowhere")) }?.reason == .notAProject)
    }

    @Test func aDamagedProjectFileIsRefused() throws {
        let copy = try Self.copy()
        let pbxproj = copy.appendingPathComponent("Fruit.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: pbxproj, encoding: .utf8)
        try "<<<<<<< HEAD\n" .appending(text).write(to: pbxproj, atomically: true, encoding: .utf8)
        let garbled = Self.refusal { _ = try XcodeProjectReader.read(copy.appendingPathComponent("Fruit.xcodeproj")) }
        #expect(
            garbled?.message
                == "Fruit.xcodeproj/project.pbxproj cannot be read as the property list Xcode writes (a stray character, or an unfinished merge?); restore it from version control.")
        // A target's Sources phase whose object is gone.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasSuffix("/* Sources */ = {") }) else {
            Issue.record("the fixture has no Sources phase")
            return
        }
        let id = lines[start].trimmingCharacters(in: .whitespaces).prefix(24)
        let end = lines[start...].firstIndex { $0 == "\t\t};" } ?? start
        try (lines[..<start] + lines[(end + 1)...]).joined(separator: "\n").write(to: pbxproj, atomically: true, encoding: .utf8)
        let dangling = Self.refusal { _ = try XcodeProjectReader.read(copy.appendingPathComponent("Fruit.xcodeproj")) }
        #expect(dangling?.reason == .damaged)
        #expect(dangling?.message.contains("names \(id) as a build phase of target") == true, "\(String(describing: dangling))")
    }

    @Test func aProjectWithoutAWidgetExtensionOrWithTwoIsRefused() throws {
        let copy = try Self.copy()
        let project = copy.appendingPathComponent("Fruit.xcodeproj")
        try Self.edit(copy.appendingPathComponent("FruitWidget/Info.plist")) {
            $0.replacingOccurrences(of: "com.apple.widgetkit-extension", with: "com.apple.share-services")
        }
        let none = Self.refusal { _ = try XcodeProjectReader.read(project).extensions() }
        #expect(
            none?.message
                == "Fruit.xcodeproj has no widget extension target (none whose Info.plist names com.apple.widgetkit-extension); its targets: Fruit (application), FruitWidgetExtension (app extension for com.apple.share-services), FruitIntents (intents extension). Add one in Xcode with File › New › Target › Widget Extension.")
        try Self.edit(copy.appendingPathComponent("FruitWidget/Info.plist")) {
            $0.replacingOccurrences(of: "com.apple.share-services", with: "com.apple.widgetkit-extension")
        }
        try Self.edit(project.appendingPathComponent("project.pbxproj")) {
            $0.replacingOccurrences(of: "INFOPLIST_FILE = FruitIntents/Info.plist;", with: "INFOPLIST_FILE = FruitWidget/Info.plist;")
        }
        let two = try XcodeProjectReader.read(project)
        #expect(
            Self.refusal { _ = try two.extensions() }?.message
                == "Fruit.xcodeproj has 2 widget extension targets (FruitWidgetExtension, FruitIntents); choose one with --target NAME.")
        #expect(try two.extensions(named: ["FruitIntents"]).widget.name == "FruitIntents")
        #expect(
            Self.refusal { _ = try two.extensions(named: ["Fruit"]) }?.message
                == "Target Fruit of Fruit.xcodeproj is an application, not a widget or intents extension; its targets: Fruit (application), FruitWidgetExtension (widget extension), FruitIntents (widget extension).")
        #expect(Self.refusal { _ = try two.extensions(named: ["Fruti"]) }?.reason == .unknownTarget)
    }

    @Test func aFileTheProjectNamesButTheDiskLacksIsRefusedForTheTargetBuiltFromIt() throws {
        let copy = try Self.copy()
        try FileManager.default.removeItem(at: copy.appendingPathComponent("FruitWidget/FruitLockScreenWidget.swift"))
        let project = try XcodeProjectReader.read(copy.appendingPathComponent("Fruit.xcodeproj"))
        #expect(
            Self.refusal { _ = try project.extensions() }?.message
                == "Target FruitWidgetExtension is built from FruitWidget/FruitLockScreenWidget.swift, which is not on the disk; restore it, or remove it from the target in Xcode.")
        // An unreadable Info.plist is said as such, not as a project without a widget extension.
        try "not a plist".write(to: copy.appendingPathComponent("FruitWidget/Info.plist"), atomically: true, encoding: .utf8)
        let unread = Self.refusal { _ = try XcodeProjectReader.read(copy.appendingPathComponent("Fruit.xcodeproj")).extensions() }
        #expect(
            unread?.message
                == "Target FruitWidgetExtension's Info.plist (FruitWidget/Info.plist) cannot be read as a property list; restore it, or fix INFOPLIST_FILE in its build settings.")
    }

    @Test func aTargetWhoseNameCannotNameAFileIsRefused() throws {
        let copy = try Self.copy()
        let project = copy.appendingPathComponent("Fruit.xcodeproj")
        try Self.edit(project.appendingPathComponent("project.pbxproj")) {
            $0.replacingOccurrences(of: "name = FruitWidgetExtension;", with: "name = \"../Fruit Widget\";")
        }
        let refusal = Self.refusal { _ = try XcodeProjectReader.read(project).extensions() }
        #expect(
            refusal?.message
                == "Target \"../Fruit Widget\" of Fruit.xcodeproj cannot be installed under that name: rename it in Xcode to up to 64 letters, digits, '.', '-' or '_', starting with a letter or digit.")
    }

    @Test func aGroupInsideItselfIsRefusedAsDamaged() throws {
        let copy = try Self.copy()
        let pbxproj = copy.appendingPathComponent("Fruit.xcodeproj/project.pbxproj")
        var lines = try String(contentsOf: pbxproj, encoding: .utf8).components(separatedBy: "\n")
        let main = try #require(lines.first { $0.contains("mainGroup = ") }).components(separatedBy: "mainGroup = ")[1].prefix(24)
        let group = try #require(lines.firstIndex { $0.hasSuffix("/* FruitWidget */ = {") && !$0.contains("PBX") })
        let children = try #require(lines[group...].firstIndex { $0.contains("children = (") })
        lines.insert("\t\t\t\t\(main),", at: children + 1)
        try lines.joined(separator: "\n").write(to: pbxproj, atomically: true, encoding: .utf8)
        let refusal = Self.refusal { _ = try XcodeProjectReader.read(copy.appendingPathComponent("Fruit.xcodeproj")) }
        #expect(refusal?.reason == .damaged)
        #expect(refusal?.message.contains("inside itself") == true, "\(String(describing: refusal))")
    }
}
