import Foundation
import Testing
import TestSupport
@testable import XcodeBuild
@testable import XcodeProject

/// What a watch looks at (`--watch`): the files a project's extensions are built from, stamped; a file
/// saved, a file added to a synchronized folder, an asset changed or the project file saved is a change,
/// and nothing else is.
@Suite struct ProjectInputsTests {
    static func inputs(_ project: URL) throws -> ProjectInputs {
        let read = try XcodeProjectReader.read(project)
        return ProjectInputs(of: read, targets: try read.extensions(named: []).all)
    }

    @Test(arguments: ["Fruit.xcodeproj", "FruitSynced.xcodeproj"])
    func aSaveAnAddedFileAnAssetOrTheProjectFileIsAChange(project: String) throws {
        let copy = try XcodeProjectReaderTests.copy()
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let path = copy.appendingPathComponent(project)
        let first = try Self.inputs(path)
        #expect(first.again() == first, "nothing changed")
        #expect(first.stamps.keys.contains(copy.appendingPathComponent("FruitWidget/Assets.xcassets/Apple.imageset/apple-dark.png").path))
        #expect(!first.stamps.keys.contains(copy.appendingPathComponent("Fruit/ContentView.swift").path), "the app's own files are not built")
        #expect(
            first.stamps.keys.contains(copy.appendingPathComponent("Packages/FruitKit/Sources/FruitSeasons/Seasons.swift").standardizedFileURL.path),
            "the local package's files")

        // A source saved: the file, then its folder (an editor's save renames a new file over it).
        let bowl = copy.appendingPathComponent("FruitWidget/FruitBowlWidget.swift")
        try XcodeProjectReaderTests.edit(bowl) { $0 + "\n// saved\n" }
        let saved = first.again()
        #expect(saved.changed(since: first).first == bowl.path, "\(saved.changed(since: first))")
        #expect(saved.changed(since: first).last == bowl.deletingLastPathComponent().path)
        // A colour changed inside the catalogue.
        let colour = copy.appendingPathComponent("FruitWidget/Assets.xcassets/AccentColor.colorset/Contents.json")
        try XcodeProjectReaderTests.edit(colour) { $0.replacingOccurrences(of: "\"red\"", with: "\"red\" ") }
        #expect(saved.again().changed(since: saved) == [colour.path, colour.deletingLastPathComponent().path])
        // A file added beside the sources: its folder changed.
        let added = saved.again()
        try Data("struct More {}\n".utf8).write(to: copy.appendingPathComponent("FruitWidget/More.swift"))
        #expect(added.again().changed(since: added) == [copy.appendingPathComponent("FruitWidget").path])
        // The project file saved.
        let before = added.again()
        try XcodeProjectReaderTests.edit(path.appendingPathComponent("project.pbxproj")) { $0 + "\n" }
        #expect(before.again().changed(since: before) == [path.appendingPathComponent("project.pbxproj").path])
        // A file removed is a change too.
        let gone = before.again()
        try FileManager.default.removeItem(at: bowl)
        #expect(gone.again().changed(since: gone).contains(bowl.path))
        #expect(gone.again().stamps[bowl.path] == .some(nil))
    }

    /// A watch stamps the files before a build reads them: a save while the build runs is a change for the
    /// next look, though the files after the build are stamped as the project names them then.
    @Test func aSaveDuringABuildIsSeenByTheNextLook() throws {
        let copy = try XcodeProjectReaderTests.copy()
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let before = try Self.inputs(copy.appendingPathComponent("Fruit.xcodeproj"))
        let bowl = copy.appendingPathComponent("FruitWidget/FruitBowlWidget.swift")
        try XcodeProjectReaderTests.edit(bowl) { $0 + "\n// saved while the build ran\n" }
        let after = before.again()
        let kept = after.keeping(before)
        #expect(kept.stamps.keys == after.stamps.keys)
        #expect(after.changed(since: kept).first == bowl.path, "the save is still to be built")
    }
}
