import Foundation
import Testing
@testable import XcodeProject

/// Build settings as Xcode expands them: a target's over its project's, `$(inherited)`, the names Xcode
/// sets itself, and the operators bundle identifiers use.
@Suite struct BuildSettingsTests {
    @Test func settingsAreExpandedAsXcodeExpandsThem() {
        let settings = BuildSettings(
            project: ["SWIFT_FLAGS": "-DPROJECT", "PREFIX": "local"],
            target: [
                "PRODUCT_NAME": "My Widget", "PRODUCT_BUNDLE_IDENTIFIER": "$(PREFIX).${PRODUCT_NAME:rfc1034identifier}",
                "SWIFT_FLAGS": "$(inherited) -DTARGET", "INFOPLIST_FILE": "$(SRCROOT)/$(TARGET_NAME)/Info.plist",
                "LOOP": "$(LOOP)x", "ODD": "$(UNSET)-$", "LIST": ["a", "$(PREFIX)"],
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
}
