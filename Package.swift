// swift-tools-version:6.0
// Configurable widgets on Linux: the app, the widget extension, the intents extension
// and the system that hosts them, as real processes speaking JSON-RPC.
//
// The framework modules carry Apple's names (WidgetKit, Intents, SwiftUI) so that widget
// and handler code written for iOS compiles here unchanged. On a Mac these names belong
// to the SDK, so this package builds on Linux only.
//
// The targets read in the layers of Shared/ (Shared/README.md), each depending only on those above it:
// the wire, Apple's file formats, the frameworks, the system, the samples, the testing library; the
// tools beside them, which run at build time and which no module links; then the three processes.
import CompilerPluginSupport
import PackageDescription

let argumentParser = Target.Dependency.product(name: "ArgumentParser", package: "swift-argument-parser")

/// The arguments with which every file of a widget target sees Foundation as an iOS target does
/// (docs/widget-target.swiftflags, which a test holds these to): the fixtures below build with them.
let widgetTargetFlags = ["-Xfrontend", "-import-module", "-Xfrontend", "AppleFoundation", "-module-alias", "Darwin=Glibc"]
let grdb = Target.Dependency.product(name: "GRDB", package: "GRDB.swift")

/// A module of `Shared/<layer>/<name>`, depending on modules of the layers above it.
func module(_ name: String, in layer: String, _ dependencies: [Target.Dependency] = []) -> Target {
    .target(name: name, dependencies: dependencies, path: "Shared/\(layer)/\(name)")
}

/// A compiler plugin of `Shared/Tools/<name>`, built on swift-syntax.
func macro(_ name: String) -> Target {
    .macro(
        name: name,
        dependencies: [
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"), .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ],
        path: "Shared/Tools/\(name)")
}

/// A test module of `Tests/<name>`.
func tests(_ name: String, _ dependencies: [Target.Dependency], exclude: [String] = [], swiftSettings: [SwiftSetting]? = nil) -> Target {
    .testTarget(name: name, dependencies: dependencies, path: "Tests/\(name)", exclude: exclude, swiftSettings: swiftSettings)
}

/// The frameworks, for a package of your own: its widget extension and intents extension depend on these
/// as an Xcode project links Apple's. Those past ActivityKit are what widget code calls on the side, each
/// doing what Linux allows (docs/<module>-subset.md).
let appleFrameworks = [
    "SwiftUI", "WidgetKit", "Intents", "AppIntents", "Combine", "UIKit", "Contacts", "CoreLocation", "ActivityKit", "OSLog", "CoreGraphics",
    "CoreText", "UserNotifications", "AVFoundation", "UniformTypeIdentifiers", "CoreTransferable", "CryptoKit", "SwiftData", "Charts",
    "RelevanceKit",
]

let package = Package(
    name: "ConfigurableWidgets",
    platforms: [.macOS(.v13)],
    products: [
        // What an intents extension's Info.plist says on iOS (its principal class, the intents it
        // supports), an extension here says by calling `IntentsExtensionRouter.main`.
        .library(name: "IntentsExtensionRuntime", targets: ["IntentsExtensionRuntime"]),
        // Swift from a target's `.intentdefinition` files at build time, as Xcode generates it.
        .plugin(name: "IntentDefinitionPlugin", targets: ["IntentDefinitionPlugin"]),
        // Swift symbols for a target's asset catalogues at build time (`Color(.brandRed)`, `Image(.hero)`), as Xcode generates them.
        .plugin(name: "AssetSymbolsPlugin", targets: ["AssetSymbolsPlugin"]),
        // For a package's own test target: its widgets' timelines, options, days and limits on the suite's
        // system in the test's process, and their drawings as swift-snapshot-testing strategies.
        .library(name: "WidgetTesting", targets: ["WidgetTesting"]),
        // Every framework as one shared library, built once: the widget and intents extensions of an Xcode
        // project (`home install App.xcodeproj`) compile against the modules beside it and link it, so that
        // installing a project never builds a second copy of the suite.
        .library(
            name: "WidgetSuite", type: .dynamic,
            targets: appleFrameworks + ["WidgetExtensionRuntime", "IntentsExtensionRuntime", "AppleFoundation"]),
        .executable(name: "sample-app", targets: ["SampleApp"]),
        .executable(name: "widget-extension", targets: ["WidgetExtension"]),
        .executable(name: "intents-extension", targets: ["IntentsExtension"]),
    ]
        + appleFrameworks.map { name in
            // WidgetKit brings the widget extension's runtime, which `@main` on a widget bundle starts.
            .library(name: name, targets: name == "WidgetKit" ? [name, "WidgetExtensionRuntime"] : [name])
        },
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.3"),
        // CryptoKit's API on Linux, which the module CryptoKit exports under Apple's name. The range is swift-certificates'
        // (3.12.3 up to 6), so that the version already resolved for it (Package.resolved) serves both.
        .package(url: "https://github.com/apple/swift-crypto.git", "3.12.3"..<"6.0.0"),
    ],
    targets: [
        // MARK: Wire: what the processes share, and how they reach each other
        module("SuiteHome", in: "Wire"),
        module("WireJSON", in: "Wire"),
        module("WireValues", in: "Wire"),
        module("DeviceDirectory", in: "Wire", ["SuiteHome", "SuiteDatabase", grdb]),
        module("ViewArchive", in: "Wire", ["WireValues"]),
        module("ViewLayout", in: "Wire", ["ViewArchive"]),
        module("ExtensionProtocol", in: "Wire", ["WireJSON", "WireValues", "ViewArchive"]),
        module("ExtensionTransport", in: "Wire", ["ExtensionProtocol", "WireJSON"]),
        // How every process opens the home's SQLite files: the app group's and the system's.
        module("SuiteDatabase", in: "Wire", ["SuiteHome", grdb]),

        // MARK: Formats: Apple's file formats, read (and generated) with Foundation
        module("IntentDefinition", in: "Formats", ["SuiteHome"]),
        module("AssetSymbols", in: "Formats", ["SuiteHome"]),
        module("XcodeProject", in: "Formats", ["SuiteHome"]),

        // MARK: Frameworks: Apple's names, as far as widgets need them, and the extensions' runtimes
        .target(name: "DeviceTime", path: "Shared/Frameworks/DeviceTime", linkerSettings: [.linkedLibrary("dl")]),
        module("SectionRecords", in: "Frameworks"),
        module("Combine", in: "Frameworks", [.product(name: "OpenCombine", package: "OpenCombine")]),
        .target(
            name: "AppleFoundation", dependencies: ["SuiteHome", "Combine"], path: "Shared/Frameworks/AppleFoundation",
            // The ICU Linux's Foundation carries, for Date.ComponentsFormatStyle's words.
            linkerSettings: [.linkedLibrary("_FoundationICU")]),
        .target(name: "_Testing_UIKit", path: "Shared/Frameworks/TestingUIKitOverlay"),
        module("OSLog", in: "Frameworks"),
        .target(name: "_Testing_CoreGraphics", path: "Shared/Frameworks/TestingCoreGraphicsOverlay"),
        module("CoreGraphics", in: "Frameworks", ["AppleFoundation", "_Testing_CoreGraphics"]),
        module("CoreText", in: "Frameworks", ["CoreGraphics"]),
        module("UserNotifications", in: "Frameworks", ["SuiteHome", "SuiteDatabase", grdb]),
        module("AVFoundation", in: "Frameworks"),
        // Relevance clues for the Smart Stack: received and shown, unused on the phone as Apple says (docs/relevancekit-subset.md).
        module("RelevanceKit", in: "Frameworks", ["ExtensionProtocol"]),
        module("CryptoKit", in: "Frameworks", [.product(name: "Crypto", package: "swift-crypto")]),
        module("UniformTypeIdentifiers", in: "Frameworks"),
        module("CoreTransferable", in: "Frameworks", ["UniformTypeIdentifiers", "AppleFoundation", "Combine"]),
        module("DeveloperToolsSupport", in: "Frameworks"),
        module(
            "UIKit", in: "Frameworks",
            ["AppleFoundation", "SuiteHome", "ViewArchive", "ViewLayout", "_Testing_UIKit", "DeveloperToolsSupport", "AssetSymbols"]),
        module("Contacts", in: "Frameworks", ["DeviceDirectory"]),
        module("CoreLocation", in: "Frameworks", ["AppleFoundation", "DeviceDirectory", "SuiteHome"]),
        module("Intents", in: "Frameworks", ["AppleFoundation", "WireValues", "CoreLocation"]),
        module("AppIntents", in: "Frameworks", ["AppleFoundation", "Intents"]),
        module("ActivityKit", in: "Frameworks", ["AppleFoundation", "ExtensionProtocol", "WireValues"]),
        module(
            "SwiftUI", in: "Frameworks",
            [
                "ViewArchive", "AppleFoundation", "UIKit", "AppIntents", "Intents", "Combine", "PreviewMacros", "SectionRecords",
                "CoreGraphics", "DeveloperToolsSupport",
            ]),
        // Models kept in SQLite in the app group's container, shared by the app's and its extensions' processes.
        module("SwiftData", in: "Frameworks", ["SwiftUI", "AppleFoundation", "SuiteHome", "SuiteDatabase", "SwiftDataMacros", grdb]),
        // Swift Charts' marks, scales and axes, drawn through SwiftUI's Canvas (docs/charts-subset.md).
        module("Charts", in: "Frameworks", ["SwiftUI", "ViewArchive", "ViewLayout"]),
        module(
            "WidgetKit", in: "Frameworks",
            [
                "SwiftUI", "Intents", "AppIntents", "ActivityKit", "ExtensionProtocol", "ViewArchive", "WireValues", "PreviewMacros",
                "SectionRecords", "RelevanceKit",
            ]),
        // What every extension's process shares: its command line, its server's life, the device's time per request.
        module(
            "ExtensionRuntime", in: "Frameworks",
            ["ExtensionProtocol", "ExtensionTransport", "Intents", "AppleFoundation", "SuiteHome", "DeviceTime", argumentParser]),
        module(
            "WidgetExtensionRuntime", in: "Frameworks",
            ["WidgetKit", "SwiftUI", "AppIntents", "ExtensionRuntime", "ExtensionProtocol", "ExtensionTransport", "ViewLayout"]),
        module(
            "IntentsExtensionRuntime", in: "Frameworks",
            ["Intents", "ExtensionRuntime", "ExtensionProtocol", "ExtensionTransport", "SuiteHome"]),

        // MARK: System: the home screen and widget daemon, its rules, its store and its drawing
        // Starting, finding and stopping the extensions' processes (posix_spawn, /proc).
        module("ExtensionHosting", in: "System", ["ExtensionProtocol", "ExtensionTransport", "SuiteHome"]),
        module("WidgetRendering", in: "System", ["ViewArchive", "ViewLayout", "ExtensionProtocol", "WireValues"]),
        module(
            "WidgetHost", in: "System",
            [
                "ExtensionProtocol", "ExtensionTransport", "ExtensionHosting", "IntentDefinition", "Intents", "WidgetRendering",
                "ViewLayout", "ViewArchive", "DeviceDirectory", "WireJSON", "WireValues",
            ]),
        // An Xcode project's extensions, built against the suite as it was built (home install App.xcodeproj).
        module("XcodeBuild", in: "System", ["XcodeProject", "IntentDefinition", "AssetSymbols", "WireValues", "SuiteHome"]),
        module(
            "SystemStore", in: "System",
            ["WidgetHost", "WidgetRendering", "ExtensionProtocol", "WireJSON", "WireValues", "SuiteHome", "SuiteDatabase", grdb]),
        // The system as it runs: the live store, extensions started over their sockets, the app's live clients.
        module(
            "SystemLive", in: "System",
            [
                "WidgetHost", "SystemStore", "WidgetKit", "ActivityKit", "AppIntents", "Intents", "ExtensionProtocol", "ExtensionTransport",
                "ExtensionHosting", "SuiteHome", "WireValues",
            ]),
        // The live home screen in a browser (`home serve`): a loopback HTTP and WebSocket server over the system.
        module(
            "HomeServer", in: "System",
            [
                "WidgetHost", "SystemStore", "SystemLive", "WidgetRendering", "ExtensionProtocol", "ExtensionTransport", "SuiteHome",
                "WireJSON", "WireValues", "ViewArchive", "IntentDefinition", .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"), .product(name: "Logging", package: "swift-log"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"), .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]),

        // MARK: Samples: the game's and the cards' data, apps and intents
        module("SeededRandom", in: "Samples"),
        module(
            "SampleModels", in: "Samples",
            [grdb, .product(name: "GRDBSQLite", package: "GRDB.swift"), "SuiteHome", "SuiteDatabase", "SeededRandom", "ActivityKit"]),
        module("GameApp", in: "Samples", ["SampleModels", "WidgetKit", "ActivityKit", "AppIntents", "WireValues"]),
        module("CardsApp", in: "Samples", ["SampleModels", "WidgetKit", "Intents", "CardsIntents", "WireValues", "ExtensionProtocol"]),
        .target(name: "GameIntents", dependencies: ["Intents"], path: "Shared/Samples/GameIntents", plugins: ["IntentDefinitionPlugin"]),
        .target(name: "CardsIntents", dependencies: ["Intents"], path: "Shared/Samples/CardsIntents", plugins: ["IntentDefinitionPlugin"]),

        // MARK: Testing: testing your own widgets, above the system it drives
        module(
            "WidgetTesting", in: "Testing",
            [
                "WidgetHost", "ExtensionHosting", "WidgetKit", "WidgetExtensionRuntime", "ExtensionRuntime", "ExtensionTransport",
                "ExtensionProtocol", "Intents", "IntentsExtensionRuntime", "SwiftUI", "ActivityKit", "SuiteHome", "WidgetRendering",
                "ViewArchive", "XcodeProject", "XcodeBuild", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),

        // MARK: Tools, beside the layers: intent definitions generated (the command, the build-tool plugin) and #Preview
        .executableTarget(
            name: "intentgen", dependencies: ["IntentDefinition", "SuiteHome", argumentParser], path: "Shared/Tools/IntentGen"),
        .plugin(
            name: "IntentDefinitionPlugin", capability: .buildTool(), dependencies: [.target(name: "intentgen")],
            path: "Shared/Tools/IntentDefinitionPlugin"),
        .executableTarget(name: "assetsymbolgen", dependencies: ["AssetSymbols", argumentParser], path: "Shared/Tools/AssetSymbolGen"),
        .plugin(
            name: "AssetSymbolsPlugin", capability: .buildTool(), dependencies: [.target(name: "assetsymbolgen")],
            path: "Shared/Tools/AssetSymbolsPlugin"),
        macro("PreviewMacros"),
        macro("SwiftDataMacros"),

        // MARK: The three processes
        .target(
            name: "GameWidgets",
            dependencies: [
                "WidgetKit", "SwiftUI", "Intents", "AppIntents", "ActivityKit", "GameIntents", "SampleModels", "GameApp", "RelevanceKit",
                "OSLog",
            ],
            path: "Extensions/WidgetExtension/GameWidgets"),
        .target(
            name: "CardsWidgets", dependencies: ["WidgetKit", "SwiftUI", "Intents", "CardsIntents", "SampleModels", "SuiteHome"],
            path: "Extensions/WidgetExtension/CardsWidgets"),
        .executableTarget(
            name: "WidgetExtension", dependencies: ["GameWidgets", "CardsWidgets", "WidgetKit", "WidgetExtensionRuntime"],
            path: "Extensions/WidgetExtension/Main",
            // Its accent and widget-background colours, which the Edit Widget form is drawn in.
            resources: [.copy("Assets.xcassets")]),
        .target(
            name: "GameIntentHandlers", dependencies: ["Intents", "GameIntents", "CardsIntents", "SampleModels"],
            path: "Extensions/IntentsExtension/GameIntentHandlers"),
        .executableTarget(
            name: "IntentsExtension", dependencies: ["GameIntentHandlers", "GameIntents", "CardsIntents", "IntentsExtensionRuntime"],
            path: "Extensions/IntentsExtension/Main"),
        .executableTarget(
            name: "SampleApp",
            dependencies: [
                "WidgetHost", "SystemStore", "SystemLive", "HomeServer", "WidgetKit", "ActivityKit", "WidgetRendering", "ViewArchive",
                "WireValues", "ExtensionProtocol", "ExtensionHosting", "GameApp", "CardsApp", "SampleModels", "DeviceDirectory",
                "SuiteHome",
                "XcodeProject", "XcodeBuild", "GameIntents", "CardsIntents", "UserNotifications", argumentParser,
            ],
            path: "Apps/SampleApp"),

        // MARK: Benchmarks (make bench)
        .executableTarget(
            name: "SuiteBench",
            dependencies: [
                "ExtensionProtocol", "ExtensionTransport", "ExtensionHosting", "ExtensionRuntime", "SuiteHome", "WidgetKit",
                "WidgetExtensionRuntime", "WidgetHost", "SystemStore", "SystemLive", "WidgetRendering", "DayWidgets", "WireJSON",
                "RequestFuzzing", "SampleModels", "CardsIntents", "SeededRandom", "SwiftData",
            ],
            path: "Tests/Benchmarks/SuiteBench"),
        // A widget whose timeline is a day by the minute, and an extension serving it, built as widget-extension is.
        .target(
            name: "DayWidgets", dependencies: ["WidgetKit", "SwiftUI", "GameWidgets", "SampleModels"], path: "Tests/Benchmarks/DayWidgets"),
        .executableTarget(
            name: "DayWidgetExtension", dependencies: ["DayWidgets", "WidgetKit", "WidgetExtensionRuntime"],
            path: "Tests/Benchmarks/DayWidgetExtension"),

        // MARK: Tests
        // Widget code written as for Xcode, to Apple's documented API: it must compile unchanged. It keeps the Swift 5
        // language mode its Xcode projects were written in (`static var title` is a Swift 6 error on iOS too).
        .target(
            name: "WidgetCodeFixtures",
            dependencies: [
                "WidgetKit", "SwiftUI", "Intents", "AppIntents", "ActivityKit", "Combine", "Contacts", "CoreLocation", "SwiftData",
                "OSLog", "CoreGraphics", "CoreText", "UserNotifications", "AVFoundation", "UniformTypeIdentifiers", "CoreTransferable",
                "Charts", "CryptoKit",
            ],
            path: "Tests/WidgetCodeFixtures",
            // Its brand colour and hero image, drawn through the symbols Xcode would generate from them.
            resources: [.copy("Assets.xcassets")],
            swiftSettings: [.unsafeFlags(widgetTargetFlags), .swiftLanguageMode(.v5)], plugins: ["AssetSymbolsPlugin"]),
        // The fixtures as a widget extension of their own, which the end-to-end tests install beside the samples.
        .executableTarget(
            name: "FixtureWidgetsExtension", dependencies: ["WidgetCodeFixtures", "WidgetKit", "WidgetExtensionRuntime"],
            path: "Tests/FixtureWidgetsExtension"),
        .target(name: "TestSupport", dependencies: ["SuiteHome", "AppIntents"], path: "Tests/Support"),
        .target(name: "RequestFuzzing", dependencies: ["ExtensionProtocol", "ExtensionTransport", "SeededRandom"], path: "Tests/Fuzzing"),
        // One test module per module with logic, named after it, linking what that module needs.
        tests("WireJSONTests", ["WireJSON", "SeededRandom"]),
        tests("SuiteHomeTests", ["SuiteHome"]),
        tests("WireValuesTests", ["WireValues"]),
        tests("ViewLayoutTests", ["ViewLayout", "ViewArchive"]),
        tests("ActivityKitTests", ["ActivityKit", "WidgetHost", "SystemLive", "ExtensionProtocol", "ExtensionTransport", "ViewArchive"]),
        tests("ViewArchiveTests", ["ViewArchive", "WireJSON", "ExtensionProtocol"]),
        tests("ExtensionProtocolTests", ["ExtensionProtocol", "ViewArchive", "WireValues"]),
        tests("ExtensionTransportTests", ["ExtensionProtocol", "ExtensionTransport"]),
        tests("CombineTests", ["Combine"]),
        tests("SwiftDataTests", ["SwiftData", "SwiftUI", "SuiteHome"]),
        tests("ChartsTests", ["Charts", "SwiftUI", "ViewArchive", "ViewLayout"]),
        tests("AppleFoundationTests", ["AppleFoundation"]),
        tests("OSLogTests", ["OSLog"]),
        tests("CoreGraphicsTests", ["CoreGraphics"]),
        tests("CoreTextTests", ["CoreText"]),
        tests("UserNotificationsTests", ["UserNotifications", "SuiteHome", "SuiteDatabase", grdb]),
        tests("AVFoundationTests", ["AVFoundation"]),
        tests("CryptoKitTests", ["CryptoKit"]),
        tests("CoreTransferableTests", ["CoreTransferable", "UniformTypeIdentifiers"]),
        tests("DarwinTests", ["AppleFoundation"], swiftSettings: [.unsafeFlags(widgetTargetFlags)]),
        tests("IntentsTests", ["Intents"]),
        tests("AppIntentsTests", ["AppIntents", "Intents", "TestSupport"]),
        tests("ContactsTests", ["Contacts", "DeviceDirectory"]),
        tests("CoreLocationTests", ["CoreLocation", "DeviceDirectory", "SuiteHome", "Intents"]),
        tests("ExtensionRuntimeTests", ["ExtensionRuntime", "ExtensionProtocol", "Intents", "SuiteHome", "TestSupport", argumentParser]),
        tests("UIKitTests", ["UIKit", "SwiftUI", "SuiteHome", "ViewArchive", "ViewLayout", "WidgetRendering", "TestSupport"]),
        tests("SwiftUITests", ["SwiftUI", "WidgetKit", "WidgetExtensionRuntime", "ViewArchive", "ViewLayout"]),
        tests(
            "WidgetKitTests",
            [
                "WidgetKit", "WidgetExtensionRuntime", "SwiftUI", "WidgetCodeFixtures", "WidgetRendering", "ViewArchive", "TestSupport",
                "WidgetHost", "ExtensionProtocol", "ExtensionTransport", "AppIntents", "SwiftData",
            ]),
        tests(
            "WidgetExtensionRuntimeTests",
            [
                "WidgetExtensionRuntime", "WidgetKit", "RelevanceKit", "ExtensionProtocol", "ExtensionTransport", "ViewArchive",
                "ViewLayout", "WidgetRendering", "WidgetHost", "SystemStore", "TestSupport",
            ]),
        tests("SuiteDatabaseTests", ["SuiteDatabase", grdb]),
        tests(
            "WidgetRenderingTests",
            [
                "WidgetRendering", "WidgetHost", "ViewArchive", "ViewLayout", "ExtensionProtocol", "SwiftUI", "WidgetKit",
                "WidgetExtensionRuntime", "GameWidgets", "SampleModels", "TestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ], exclude: ["__Snapshots__"]),
        tests(
            "WidgetHostTests",
            [
                "WidgetHost", "SystemStore", "SuiteHome", "IntentDefinition", "ViewArchive", "WireValues", "ExtensionProtocol",
                "ExtensionTransport", "TestSupport",
            ]),
        tests(
            "SystemStoreTests",
            ["SystemStore", "WidgetHost", "SuiteHome", "WireValues", "WireJSON", "ExtensionProtocol", "ViewArchive", grdb]),
        tests(
            "SystemLiveTests",
            [
                "SystemLive", "SystemStore", "WidgetHost", "WidgetKit", "ActivityKit", "AppIntents", "Intents", "ExtensionProtocol",
                "ExtensionTransport", "ExtensionHosting", "SuiteHome", "WireValues", "ViewArchive",
            ]),
        tests("IntentDefinitionTests", ["IntentDefinition", "TestSupport"]),
        tests("AssetSymbolsTests", ["AssetSymbols"]),
        tests("XcodeProjectTests", ["XcodeProject", "XcodeBuild", "TestSupport"]),
        tests(
            "PreviewMacrosTests",
            [
                "PreviewMacros", .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ]),
        tests("SampleModelsTests", ["SampleModels", "SuiteHome", "SuiteDatabase"]),
        tests("GameAppTests", ["GameApp", "CardsApp", "SampleModels", "WidgetKit", "SuiteHome"]),
        tests(
            "GameWidgetsTests",
            [
                "GameWidgets", "WidgetKit", "WidgetExtensionRuntime", "SwiftUI", "ViewArchive", "ExtensionProtocol", "ExtensionTransport",
                "SampleModels", "TestSupport",
            ]),
        tests(
            "CardsWidgetsTests",
            [
                "CardsWidgets", "WidgetKit", "WidgetExtensionRuntime", "ExtensionProtocol", "ExtensionTransport", "ViewArchive",
                "WireValues", "SampleModels", "SuiteHome", "SuiteDatabase", "TestSupport", grdb,
            ]),
        tests(
            "GameIntentHandlersTests",
            [
                "GameIntentHandlers", "GameIntents", "CardsIntents", "IntentsExtensionRuntime", "ExtensionProtocol", "ExtensionTransport",
                "SampleModels", "SuiteHome", "TestSupport",
            ]),
        tests(
            "WidgetTestingTests",
            [
                "WidgetTesting", "WidgetHost", "WidgetRendering", "WidgetKit", "SwiftUI", "GameWidgets", "CardsWidgets",
                "GameIntentHandlers", "GameIntents", "CardsIntents", "WidgetCodeFixtures", "SampleModels", "TestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ], exclude: ["__Snapshots__"]),
        tests(
            "HomeServerTests", ["HomeServer", "WidgetHost", "WidgetRendering", "ExtensionProtocol", "ExtensionTransport", "ViewArchive"]),
        tests(
            "EndToEndTests",
            [
                "ExtensionProtocol", "ExtensionTransport", "ExtensionHosting", "SuiteHome", "ViewArchive", "WireValues", "RequestFuzzing",
                "TestSupport", "SwiftData", grdb,
            ]),
    ]
)
