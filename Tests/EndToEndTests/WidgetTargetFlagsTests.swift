import Foundation
import Testing

/// docs/widget-target.swiftflags is the one list of what a widget target needs to see Foundation as an
/// iOS target does; the suite's fixtures, walkthrough 5's package and the extensions of an Xcode project
/// (`home install App.xcodeproj`) pass exactly those arguments.
@Suite struct WidgetTargetFlagsTests {
    static func read(_ path: String) throws -> String {
        try String(contentsOf: WalkthroughTests.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The string literals of the first array after `marker` in `text`.
    static func literals(after marker: String, in text: String) throws -> [String] {
        let start = try #require(text.range(of: marker), "no \(marker)")
        let array = try #require(text[start.upperBound...].range(of: #"\[[^\]]*\]"#, options: .regularExpression))
        return text[array].split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map {
            String($0.element)
        }
    }

    @Test func theFixturesAndWalkthroughFivePassTheArgumentsTheFileLists() throws {
        let listed = try Self.read("docs/widget-target.swiftflags").split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
        #expect(listed == ["-Xfrontend", "-import-module", "-Xfrontend", "AppleFoundation", "-module-alias", "Darwin=Glibc"])
        #expect(try Self.literals(after: "let widgetTargetFlags =", in: Self.read("Package.swift")) == listed)
        // An Xcode project's extensions are compiled with them too.
        #expect(
            try Self.literals(
                after: "public static let widgetTargetFlags =", in: Self.read("Shared/System/XcodeBuild/XcodeExtensionBuilder.swift")) == listed)
        let walkthrough = try Self.read("docs/walkthrough-5-your-own-widget.md")
        #expect(try Self.literals(after: "SwiftSetting.unsafeFlags(", in: walkthrough) == listed)
        #expect(try Self.read("Package.swift").contains("swiftSettings: [.unsafeFlags(widgetTargetFlags), .swiftLanguageMode(.v5)]"))
        #expect(
            walkthrough.components(separatedBy: "swiftSettings: [iOSFoundation]").count - 1 == 8,
            "both extensions in step 1; both and the tests in steps 9 and 10")
    }
}
