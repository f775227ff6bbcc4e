import Testing

@testable import AssetSymbols

/// The names Xcode gives sets, as read off the `GeneratedAssetSymbols.swift` files it wrote for real projects.
@Suite struct AssetSymbolNamesTests {
    @Test(arguments: [
        ("AccentColor", CatalogAsset.Kind.color, "accent"),
        ("tabbarUnselectedColor", .color, "tabbarUnselected"),
        ("Dark Blue", .color, "darkBlue"),
        ("UIColour", .color, "uiColour"),
        ("UIAccent", .color, "uiAccent"),
        ("color_000000", .color, "color000000"),
        ("c50000", .color, "c50000"),
        ("121212", .color, "_121212"),
        ("292C38", .color, "_292_C_38"),
        ("34394D", .color, "_34394_D"),
        ("A2D8FF", .color, "A_2_D_8_FF"),
        ("B1AFC6", .color, "B_1_AFC_6"),
        ("DCAC00", .color, "DCAC_00"),
        ("ECEAFB", .color, "ECEAFB"),
        ("FFE05D", .color, "FFE_05_D"),
        ("BrandRed", .color, "brandRed"),
        ("Hero", .image, "hero"),
        ("wexlo_chat_send_image", .image, "wexloChatSend"),
        ("download (10)", .image, "download10"),
        ("bubble-chat", .image, "bubbleChat"),
        ("pro plan", .image, "proPlan"),
        ("Empty man PP", .image, "emptyManPP"),
        ("BMR", .image, "BMR"),
        ("AL-0", .image, "AL_0"),
        ("1", .image, "_1"),
        ("icon_ID", .image, "iconID"),
        ("icon_ID ", .image, "iconID"),
        ("0b3b21ff27f67b9e5821e5ffee7366c5", .image, "_0B3B21Ff27F67B9E5821E5Ffee7366C5"),
        ("a1cef908ea057f0877b33f490f9520aa", .image, "a1Cef908Ea057F0877B33F490F9520Aa"),
        ("Default", .image, "`default`"),
        ("Image", .image, "image"),
        ("Color", .color, "color"),
        ("heroImage", .color, "heroImage"),
    ])
    func aSetIsNamedAsXcodeNamesIt(name: String, kind: CatalogAsset.Kind, symbol: String) {
        #expect(AssetSymbolNames.propertyName(for: name, kind: kind) == symbol)
    }

    @Test func aNameWithoutALetterOrDigitHasNoSymbol() {
        #expect(AssetSymbolNames.propertyName(for: "--", kind: .image) == nil)
        #expect(AssetSymbolNames.typeName(for: " ") == nil)
    }

    @Test func aNamespaceIsATypeName() {
        #expect(AssetSymbolNames.typeName(for: "Colors") == "Colors")
        #expect(AssetSymbolNames.typeName(for: "TabBarIcons") == "TabBarIcons")
        #expect(AssetSymbolNames.typeName(for: "tab bar") == "TabBar")
        #expect(AssetSymbolNames.typeName(for: "2024 icons") == "_2024Icons")
    }
}
