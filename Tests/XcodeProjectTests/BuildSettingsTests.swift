import Foundation
import Testing
@testable import XcodeProject

/// Build settings as Xcode expands them: a target's over its project's, `$(inherited)`, the names Xcode
/// sets itself, and the operators bundle identifiers use.
@Suite struct BuildSettingsTests {
    @Test func settingsAreExpandedAsXcodeExpandsThem() {
        let settings = BuildSettings(
            levels: [
                ["SWIFT_FLAGS": "-DPROJECT", "PREFIX": "local"],
                [
                "PRODUCT_NAME": "My Widget", "PRODUCT_BUNDLE_IDENTIFIER": "$(PREFIX).${PRODUCT_NAME:rfc1034identifier}",
                "SWIFT_FLAGS": "$(inherited) -DTARGET", "INFOPLIST_FILE": "$(SRCROOT)/$(TARGET_NAME)/Info.plist",
                "LOOP": "$(LOOP)x", "ODD": "$(UNSET)-$", "LIST": ["a", "$(PREFIX)"],
                ],
            ],
            targetName: "WidgetExtension", projectName: "Fruit", sourceRoot: URL(fileURLWithPath: "/p"))
        #expect(settings.string("PRODUCT_BUNDLE_IDENTIFIER") == "local.My-Widget")
        #expect(settings.string("PRODUCT_MODULE_NAME") == "My_Widget")
        #expect(settings.string("SWIFT_FLAGS") == "-DPROJECT -DTARGET")
        #expect(settings.string("INFOPLIST_FILE") == "/p/WidgetExtension/Info.plist")
        #expect(settings.string("ODD") == "-$", "an unset name is empty, a lone $ stays")
        #expect(settings.string("LIST") == "a local")
        #expect(settings.string("LOOP")?.hasSuffix("x") == true, "a setting that names itself stops")
        #expect(settings.string("CODE_SIGN_ENTITLEMENTS") == nil)
    }

    /// Xcode's four levels: the project's configuration file, the project's settings, the target's
    /// configuration file, the target's settings; each `$(inherited)` is what the levels below give.
    @Test func eachLevelInheritsFromThoseBelowIt() {
        let settings = BuildSettings(
            levels: [
                ["FLAGS": "A", "ONLY_FILE": "file"], ["FLAGS": "$(inherited) B"], ["FLAGS": "$(inherited) C", "OVERRIDDEN": "file"],
                ["FLAGS": "$(inherited) D", "OVERRIDDEN": "target"],
            ],
            targetName: "W", projectName: "P", sourceRoot: URL(fileURLWithPath: "/p"))
        #expect(settings.string("FLAGS") == "A B C D")
        #expect(settings.string("ONLY_FILE") == "file")
        #expect(settings.string("OVERRIDDEN") == "target")
    }

    @Test func aConfigurationFileIsReadWithWhatItIncludes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcconfig-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Shared"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            // Base settings, shared.
            SWIFT_VERSION = 5.0
            HOMEPAGE = https:/$()/example.org // a URL, as Xcode wants one written
            """.write(to: folder.appendingPathComponent("Shared/Base.xcconfig"), atomically: true, encoding: .utf8)
        try """
            #include "Shared/Base.xcconfig"
            #include? "Local.xcconfig"
            SWIFT_VERSION = 6.0;
            SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) FROM_FILE
            OTHER_SWIFT_FLAGS[sdk=iphoneos*] = -DDEVICE
            """.write(to: folder.appendingPathComponent("Widget.xcconfig"), atomically: true, encoding: .utf8)
        let settings = try ConfigurationFile.settings(at: folder.appendingPathComponent("Widget.xcconfig"), of: "target W")
        #expect(settings == ["SWIFT_VERSION": "6.0", "HOMEPAGE": "https:/$()/example.org", "SWIFT_ACTIVE_COMPILATION_CONDITIONS": "$(inherited) FROM_FILE"])
        #expect(BuildSettings(levels: [settings], targetName: "W", projectName: "P", sourceRoot: folder).string("HOMEPAGE") == "https://example.org")

        try "#include \"Missing.xcconfig\"\n".write(to: folder.appendingPathComponent("Broken.xcconfig"), atomically: true, encoding: .utf8)
        let missing = #expect(throws: XcodeProjectError.self) { try ConfigurationFile.settings(at: folder.appendingPathComponent("Broken.xcconfig"), of: "target W") }
        #expect(
            missing?.message
                == "The build configuration file \(folder.appendingPathComponent("Missing.xcconfig").path), included for target W, cannot be read; restore it, or remove its #include line.")
        try "#include \"Loop.xcconfig\"\n".write(to: folder.appendingPathComponent("Loop.xcconfig"), atomically: true, encoding: .utf8)
        let loop = #expect(throws: XcodeProjectError.self) { try ConfigurationFile.settings(at: folder.appendingPathComponent("Loop.xcconfig"), of: "target W") }
        #expect(loop?.message.hasSuffix("includes itself, through the files it includes; remove the loop in its #include lines.") == true)
    }
}
