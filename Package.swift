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

let package = Package(
    name: "ConfigurableWidgets",
    platforms: [.macOS(.v13)],
    products: [
        // The frameworks, for a package of your own: its widget extension and intents extension
        // depend on these as an Xcode project links Apple's. WidgetKit brings the widget extension's
        // runtime, which `@main` on a widget bundle starts.
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "WidgetKit", targets: ["WidgetKit", "WidgetExtensionRuntime"]),
        .library(name: "Intents", targets: ["Intents"]),
        .library(name: "AppIntents", targets: ["AppIntents"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "Contacts", targets: ["Contacts"]),
        .library(name: "CoreLocation", targets: ["CoreLocation"]),
        .library(name: "ActivityKit", targets: ["ActivityKit"]),
        // What widget code calls on the side, each doing what Linux allows (docs/<module>-subset.md).
        .library(name: "OSLog", targets: ["OSLog"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "CoreText", targets: ["CoreText"]),
        .library(name: "UserNotifications", targets: ["UserNotifications"]),
        .library(name: "AVFoundation", targets: ["AVFoundation"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "CoreTransferable", targets: ["CoreTransferable"]),
        .library(name: "CryptoKit", targets: ["CryptoKit"]),
        .library(name: "SwiftData", targets: ["SwiftData"]),
        .library(name: "Charts", targets: ["Charts"]),
        .library(name: "RelevanceKit", targets: ["RelevanceKit"]),
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
            targets: [
                "SwiftUI", "WidgetKit", "WidgetExtensionRuntime", "Intents", "IntentsExtensionRuntime", "AppIntents", "Combine", "UIKit",
                "Contacts", "CoreLocation", "ActivityKit", "OSLog", "CoreGraphics", "CoreText", "UserNotifications", "AVFoundation",
                "UniformTypeIdentifiers", "CoreTransferable", "CryptoKit", "SwiftData", "Charts", "RelevanceKit", "AppleFoundation",
            ]),
        .executable(name: "sample-app", targets: ["SampleApp"]),
        .executable(name: "widget-extension", targets: ["WidgetExtension"]),
        .executable(name: "intents-extension", targets: ["IntentsExtension"]),
    ],
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
        .target(name: "SuiteHome", path: "Shared/Wire/SuiteHome"),
        .target(name: "WireJSON", path: "Shared/Wire/WireJSON"),
        .target(name: "WireValues", path: "Shared/Wire/WireValues"),
        .target(name: "DeviceDirectory", dependencies: ["SuiteHome", "SuiteDatabase", grdb], path: "Shared/Wire/DeviceDirectory"),
        .target(name: "ViewArchive", dependencies: ["WireValues"], path: "Shared/Wire/ViewArchive"),
        .target(name: "ViewLayout", dependencies: ["ViewArchive"], path: "Shared/Wire/ViewLayout"),
        .target(name: "ExtensionProtocol", dependencies: ["WireJSON", "WireValues", "ViewArchive"], path: "Shared/Wire/ExtensionProtocol"),
        .target(name: "ExtensionTransport", dependencies: ["ExtensionProtocol", "WireJSON"], path: "Shared/Wire/ExtensionTransport"),
        // How every process opens the home's SQLite files: the app group's and the system's.
        .target(name: "SuiteDatabase", dependencies: ["SuiteHome", grdb], path: "Shared/Wire/SuiteDatabase"),

        // MARK: Formats: Apple's file formats, read (and generated) with Foundation
        .target(name: "IntentDefinition", dependencies: ["SuiteHome"], path: "Shared/Formats/IntentDefinition"),
        .target(name: "AssetSymbols", dependencies: ["SuiteHome"], path: "Shared/Formats/AssetSymbols"),
        .target(name: "XcodeProject", dependencies: ["SuiteHome"], path: "Shared/Formats/XcodeProject"),

        // MARK: Frameworks: Apple's names, as far as widgets need them, and the extensions' runtimes
        .target(name: "DeviceTime", path: "Shared/Frameworks/DeviceTime", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "SectionRecords", path: "Shared/Frameworks/SectionRecords"),
        .target(name: "Combine", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")], path: "Shared/Frameworks/Combine"),
        .target(
            name: "AppleFoundation", dependencies: ["SuiteHome", "Combine"], path: "Shared/Frameworks/AppleFoundation",
            // The ICU Linux's Foundation carries, for Date.ComponentsFormatStyle's words.
            linkerSettings: [.linkedLibrary("_FoundationICU")]),
        .target(name: "_Testing_UIKit", path: "Shared/Frameworks/TestingUIKitOverlay"),
        .target(name: "OSLog", path: "Shared/Frameworks/OSLog"),
        .target(name: "_Testing_CoreGraphics", path: "Shared/Frameworks/TestingCoreGraphicsOverlay"),
        .target(name: "CoreGraphics", dependencies: ["AppleFoundation", "_Testing_CoreGraphics"], path: "Shared/Frameworks/CoreGraphics"),
        .target(name: "CoreText", dependencies: ["CoreGraphics"], path: "Shared/Frameworks/CoreText"),
        .target(name: "UserNotifications", dependencies: ["SuiteHome", "SuiteDatabase", grdb], path: "Shared/Frameworks/UserNotifications"),
        .target(name: "AVFoundation", path: "Shared/Frameworks/AVFoundation"),
        // Relevance clues for the Smart Stack: received and shown, unused on the phone as Apple says (docs/relevancekit-subset.md).
        .target(name: "RelevanceKit", dependencies: ["ExtensionProtocol"], path: "Shared/Frameworks/RelevanceKit"),
        .target(name: "CryptoKit", dependencies: [.product(name: "Crypto", package: "swift-crypto")], path: "Shared/Frameworks/CryptoKit"),
        .target(name: "UniformTypeIdentifiers", path: "Shared/Frameworks/UniformTypeIdentifiers"),
        .target(
            name: "CoreTransferable", dependencies: ["UniformTypeIdentifiers", "AppleFoundation", "Combine"], path: "Shared/Frameworks/CoreTransferable"),
        .target(name: "DeveloperToolsSupport", path: "Shared/Frameworks/DeveloperToolsSupport"),
        .target(
            name: "UIKit",
            dependencies: ["AppleFoundation", "SuiteHome", "ViewArchive", "ViewLayout", "_Testing_UIKit", "DeveloperToolsSupport", "AssetSymbols"],
            path: "Shared/Frameworks/UIKit"),
        .target(name: "Contacts", dependencies: ["DeviceDirectory"], path: "Shared/Frameworks/Contacts"),
        .target(
            name: "CoreLocation", dependencies: ["AppleFoundation", "DeviceDirectory", "SuiteHome"], path: "Shared/Frameworks/CoreLocation"),
        .target(name: "Intents", dependencies: ["AppleFoundation", "WireValues", "CoreLocation"], path: "Shared/Frameworks/Intents"),
        .target(name: "AppIntents", dependencies: ["AppleFoundation", "Intents"], path: "Shared/Frameworks/AppIntents"),
        .target(name: "ActivityKit", dependencies: ["AppleFoundation", "ExtensionProtocol", "WireValues"], path: "Shared/Frameworks/ActivityKit"),
        .target(
            name: "SwiftUI",
            dependencies: [
                "ViewArchive", "AppleFoundation", "UIKit", "AppIntents", "Intents", "Combine", "PreviewMacros", "SectionRecords",
                "CoreGraphics",
                "DeveloperToolsSupport",
            ],
            path: "Shared/Frameworks/SwiftUI"),
        // Models kept in SQLite in the app group's container, shared by the app's and its extensions' processes.
        .target(
            name: "SwiftData", dependencies: ["SwiftUI", "AppleFoundation", "SuiteHome", "SuiteDatabase", "SwiftDataMacros", grdb],
            path: "Shared/Frameworks/SwiftData"),
        // Swift Charts' marks, scales and axes, drawn through SwiftUI's Canvas (docs/charts-subset.md).
        .target(name: "Charts", dependencies: ["SwiftUI", "ViewArchive", "ViewLayout"], path: "Shared/Frameworks/Charts"),
        .target(
            name: "WidgetKit",
            dependencies: [
                "SwiftUI", "Intents", "AppIntents", "ActivityKit", "ExtensionProtocol", "ViewArchive", "WireValues", "PreviewMacros",
                "SectionRecords", "RelevanceKit",
            ],
            path: "Shared/Frameworks/WidgetKit"
        ),
        // What every extension's process shares: its command line, its server's life, the device's time per request.
        .target(
            name: "ExtensionRuntime",
            dependencies: [
                "ExtensionProtocol", "ExtensionTransport", "Intents", "AppleFoundation", "SuiteHome", "DeviceTime", argumentParser,
            ],
            path: "Shared/Frameworks/ExtensionRuntime"
        ),
        .target(
            name: "WidgetExtensionRuntime",
            dependencies: [
                "WidgetKit", "SwiftUI", "AppIntents", "ExtensionRuntime", "ExtensionProtocol", "ExtensionTransport", "ViewLayout",
            ],
            path: "Shared/Frameworks/WidgetExtensionRuntime"
        ),
        .target(
            name: "IntentsExtensionRuntime",
            dependencies: ["Intents", "ExtensionRuntime", "ExtensionProtocol", "ExtensionTransport", "SuiteHome"],
            path: "Shared/Frameworks/IntentsExtensionRuntime"
        ),

        // MARK: System: the home screen and widget daemon, its rules, its store and its drawing
        // Starting, finding and stopping the extensions' processes (posix_spawn, /proc).
        .target(
            name: "ExtensionHosting", dependencies: ["ExtensionProtocol", "ExtensionTransport", "SuiteHome"],
            path: "Shared/System/ExtensionHosting"),
        .target(
            name: "WidgetRendering", dependencies: ["ViewArchive", "ViewLayout", "ExtensionProtocol", "WireValues"], path: "Shared/System/WidgetRendering"
        ),
        .target(
            name: "WidgetHost",
            dependencies: [
                "ExtensionProtocol", "ExtensionTransport", "ExtensionHosting", "IntentDefinition", "Intents", "WidgetRendering", "ViewLayout",
                "ViewArchive", "DeviceDirectory", "WireJSON", "WireValues",
            ],
            path: "Shared/System/WidgetHost"
        ),
        // An Xcode project's extensions, built against the suite as it was built (home install App.xcodeproj).
        .target(
            name: "XcodeBuild", dependencies: ["XcodeProject", "IntentDefinition", "AssetSymbols", "WireValues", "SuiteHome"],
            path: "Shared/System/XcodeBuild"),
        .target(
            name: "SystemStore",
            dependencies: ["WidgetHost", "WidgetRendering", "ExtensionProtocol", "WireJSON", "WireValues", "SuiteHome", "SuiteDatabase", grdb],
            path: "Shared/System/SystemStore"
        ),
        // The system as it runs: the live store, extensions started over their sockets, the app's live clients.
        .target(
            name: "SystemLive",
            dependencies: [
                "WidgetHost", "SystemStore", "WidgetKit", "ActivityKit", "AppIntents", "Intents", "ExtensionProtocol", "ExtensionTransport",
                "ExtensionHosting", "SuiteHome", "WireValues",
            ],
            path: "Shared/System/SystemLive"
        ),
        // The live home screen in a browser (`home serve`): a loopback HTTP and WebSocket server over the system.
        .target(
            name: "HomeServer",
            dependencies: [
                "WidgetHost", "SystemStore", "SystemLive", "WidgetRendering", "ExtensionProtocol", "ExtensionTransport", "SuiteHome",
                "WireJSON", "WireValues", "ViewArchive", "IntentDefinition",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            path: "Shared/System/HomeServer"
        ),

        // MARK: Samples: the game's and the cards' data, apps and intents
        .target(name: "SeededRandom", path: "Shared/Samples/SeededRandom"),
        .target(
            name: "SampleModels",
            dependencies: [
                grdb, .product(name: "GRDBSQLite", package: "GRDB.swift"), "SuiteHome", "SuiteDatabase", "SeededRandom", "ActivityKit",
            ],
            path: "Shared/Samples/SampleModels"
        ),
        .target(
            name: "GameApp", dependencies: ["SampleModels", "WidgetKit", "ActivityKit", "AppIntents", "WireValues"], path: "Shared/Samples/GameApp"),
        .target(name: "CardsApp", dependencies: ["SampleModels", "WidgetKit", "Intents", "CardsIntents", "WireValues", "ExtensionProtocol"], path: "Shared/Samples/CardsApp"),
        .target(name: "GameIntents", dependencies: ["Intents"], path: "Shared/Samples/GameIntents", plugins: ["IntentDefinitionPlugin"]),
        .target(name: "CardsIntents", dependencies: ["Intents"], path: "Shared/Samples/CardsIntents", plugins: ["IntentDefinitionPlugin"]),

        // MARK: Testing: testing your own widgets, above the system it drives
        .target(
            name: "WidgetTesting",
            dependencies: [
                "WidgetHost", "ExtensionHosting", "WidgetKit", "WidgetExtensionRuntime", "ExtensionRuntime", "ExtensionTransport",
                "ExtensionProtocol", "Intents", "IntentsExtensionRuntime", "SwiftUI", "ActivityKit", "SuiteHome", "WidgetRendering",
                "ViewArchive", "XcodeProject", "XcodeBuild", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Shared/Testing/WidgetTesting"
        ),

        // MARK: Tools, beside the layers: intent definitions generated (the command, the build-tool plugin) and #Preview
        .executableTarget(
            name: "intentgen", dependencies: ["IntentDefinition", "SuiteHome", argumentParser], path: "Shared/Tools/IntentGen"),
        .plugin(
            name: "IntentDefinitionPlugin", capability: .buildTool(), dependencies: [.target(name: "intentgen")],
            path: "Shared/Tools/IntentDefinitionPlugin"),
        .executableTarget(
            name: "assetsymbolgen", dependencies: ["AssetSymbols", argumentParser], path: "Shared/Tools/AssetSymbolGen"),
        .plugin(
            name: "AssetSymbolsPlugin", capability: .buildTool(), dependencies: [.target(name: "assetsymbolgen")],
            path: "Shared/Tools/AssetSymbolsPlugin"),
        .macro(
            name: "PreviewMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ],
            path: "Shared/Tools/PreviewMacros"
        ),
        .macro(
            name: "SwiftDataMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ],
            path: "Shared/Tools/SwiftDataMacros"
        ),

        // MARK: The three processes
        .target(
            name: "GameWidgets",
            dependencies: ["WidgetKit", "SwiftUI", "Intents", "AppIntents", "ActivityKit", "GameIntents", "SampleModels", "GameApp", "RelevanceKit", "OSLog"],
            path: "Extensions/WidgetExtension/GameWidgets"
        ),
        .target(
            name: "CardsWidgets",
            dependencies: ["WidgetKit", "SwiftUI", "Intents", "CardsIntents", "SampleModels", "SuiteHome"],
            path: "Extensions/WidgetExtension/CardsWidgets"
        ),
        .executableTarget(
            name: "WidgetExtension",
            dependencies: ["GameWidgets", "CardsWidgets", "WidgetKit", "WidgetExtensionRuntime"],
            path: "Extensions/WidgetExtension/Main",
            // Its accent and widget-background colours, which the Edit Widget form is drawn in.
            resources: [.copy("Assets.xcassets")]
        ),
        .target(
            name: "GameIntentHandlers",
            dependencies: ["Intents", "GameIntents", "CardsIntents", "SampleModels"],
            path: "Extensions/IntentsExtension/GameIntentHandlers"
        ),
        .executableTarget(
            name: "IntentsExtension",
            dependencies: ["GameIntentHandlers", "GameIntents", "CardsIntents", "IntentsExtensionRuntime"],
            path: "Extensions/IntentsExtension/Main"
        ),
        .executableTarget(
            name: "SampleApp",
            dependencies: [
                "WidgetHost", "SystemStore", "SystemLive", "HomeServer", "WidgetKit", "ActivityKit", "WidgetRendering", "ViewArchive",
                "WireValues", "ExtensionProtocol", "ExtensionHosting", "GameApp", "CardsApp",
                "SampleModels", "DeviceDirectory",
                "SuiteHome", "XcodeProject", "XcodeBuild",
                "GameIntents", "CardsIntents", "UserNotifications", argumentParser,
            ],
            path: "Apps/SampleApp"
        ),

        // MARK: Benchmarks (make bench)
        .executableTarget(
            name: "SuiteBench",
            dependencies: [
                "ExtensionProtocol", "ExtensionTransport", "ExtensionHosting", "ExtensionRuntime", "SuiteHome", "WidgetKit",
                "WidgetExtensionRuntime", "WidgetHost", "SystemStore", "SystemLive", "WidgetRendering",
                "DayWidgets", "WireJSON", "RequestFuzzing", "SampleModels", "CardsIntents", "SeededRandom", "SwiftData",
            ],
            path: "Tests/Benchmarks/SuiteBench"
        ),
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
        .testTarget(name: "WireJSONTests", dependencies: ["WireJSON", "SeededRandom"], path: "Tests/WireJSONTests"),
        .testTarget(name: "SuiteHomeTests", dependencies: ["SuiteHome"], path: "Tests/SuiteHomeTests"),
        .testTarget(name: "WireValuesTests", dependencies: ["WireValues"], path: "Tests/WireValuesTests"),
        .testTarget(name: "ViewLayoutTests", dependencies: ["ViewLayout", "ViewArchive"], path: "Tests/ViewLayoutTests"),
        .testTarget(
            name: "ActivityKitTests",
            dependencies: ["ActivityKit", "WidgetHost", "SystemLive", "ExtensionProtocol", "ExtensionTransport", "ViewArchive"],
            path: "Tests/ActivityKitTests"),
        .testTarget(
            name: "ViewArchiveTests", dependencies: ["ViewArchive", "WireJSON", "ExtensionProtocol"], path: "Tests/ViewArchiveTests"),
        .testTarget(
            name: "ExtensionProtocolTests", dependencies: ["ExtensionProtocol", "ViewArchive", "WireValues"],
            path: "Tests/ExtensionProtocolTests"),
        .testTarget(
            name: "ExtensionTransportTests", dependencies: ["ExtensionProtocol", "ExtensionTransport"],
            path: "Tests/ExtensionTransportTests"),
        .testTarget(name: "CombineTests", dependencies: ["Combine"], path: "Tests/CombineTests"),
        .testTarget(name: "SwiftDataTests", dependencies: ["SwiftData", "SwiftUI", "SuiteHome"], path: "Tests/SwiftDataTests"),
        .testTarget(name: "ChartsTests", dependencies: ["Charts", "SwiftUI", "ViewArchive", "ViewLayout"], path: "Tests/ChartsTests"),
        .testTarget(name: "AppleFoundationTests", dependencies: ["AppleFoundation"], path: "Tests/AppleFoundationTests"),
        .testTarget(name: "OSLogTests", dependencies: ["OSLog"], path: "Tests/OSLogTests"),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics"], path: "Tests/CoreGraphicsTests"),
        .testTarget(name: "CoreTextTests", dependencies: ["CoreText"], path: "Tests/CoreTextTests"),
        .testTarget(
            name: "UserNotificationsTests", dependencies: ["UserNotifications", "SuiteHome", "SuiteDatabase", grdb], path: "Tests/UserNotificationsTests"),
        .testTarget(name: "AVFoundationTests", dependencies: ["AVFoundation"], path: "Tests/AVFoundationTests"),
        .testTarget(name: "CryptoKitTests", dependencies: ["CryptoKit"], path: "Tests/CryptoKitTests"),
        .testTarget(
            name: "CoreTransferableTests", dependencies: ["CoreTransferable", "UniformTypeIdentifiers"], path: "Tests/CoreTransferableTests"),
        .testTarget(
            name: "DarwinTests", dependencies: ["AppleFoundation"], path: "Tests/DarwinTests",
            swiftSettings: [.unsafeFlags(widgetTargetFlags)]),
        .testTarget(name: "IntentsTests", dependencies: ["Intents"], path: "Tests/IntentsTests"),
        .testTarget(name: "AppIntentsTests", dependencies: ["AppIntents", "Intents", "TestSupport"], path: "Tests/AppIntentsTests"),
        .testTarget(name: "ContactsTests", dependencies: ["Contacts", "DeviceDirectory"], path: "Tests/ContactsTests"),
        .testTarget(
            name: "CoreLocationTests", dependencies: ["CoreLocation", "DeviceDirectory", "SuiteHome", "Intents"], path: "Tests/CoreLocationTests"),
        .testTarget(
            name: "ExtensionRuntimeTests",
            dependencies: ["ExtensionRuntime", "ExtensionProtocol", "Intents", "SuiteHome", "TestSupport", argumentParser],
            path: "Tests/ExtensionRuntimeTests"),
        .testTarget(
            name: "UIKitTests", dependencies: ["UIKit", "SwiftUI", "SuiteHome", "ViewArchive", "ViewLayout", "WidgetRendering", "TestSupport"],
            path: "Tests/UIKitTests"),
        .testTarget(
            name: "SwiftUITests", dependencies: ["SwiftUI", "WidgetKit", "WidgetExtensionRuntime", "ViewArchive", "ViewLayout"],
            path: "Tests/SwiftUITests"),
        .testTarget(
            name: "WidgetKitTests",
            dependencies: [
                "WidgetKit", "WidgetExtensionRuntime", "SwiftUI", "WidgetCodeFixtures", "WidgetRendering", "ViewArchive", "TestSupport",
                "WidgetHost", "ExtensionProtocol", "ExtensionTransport", "AppIntents", "SwiftData",
            ],
            path: "Tests/WidgetKitTests"),
        .testTarget(
            name: "WidgetExtensionRuntimeTests",
            dependencies: [
                "WidgetExtensionRuntime", "WidgetKit", "RelevanceKit", "ExtensionProtocol", "ExtensionTransport", "ViewArchive", "ViewLayout",
                "WidgetRendering", "WidgetHost", "SystemStore", "TestSupport",
            ],
            path: "Tests/WidgetExtensionRuntimeTests"),
        .testTarget(name: "SuiteDatabaseTests", dependencies: ["SuiteDatabase", grdb], path: "Tests/SuiteDatabaseTests"),
        .testTarget(
            name: "WidgetRenderingTests",
            dependencies: [
                "WidgetRendering", "WidgetHost", "ViewArchive", "ViewLayout", "ExtensionProtocol", "SwiftUI", "WidgetKit",
                "WidgetExtensionRuntime", "GameWidgets", "SampleModels", "TestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Tests/WidgetRenderingTests",
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "WidgetHostTests",
            dependencies: [
                "WidgetHost", "SystemStore", "SuiteHome", "IntentDefinition", "ViewArchive", "WireValues", "ExtensionProtocol",
                "ExtensionTransport", "TestSupport",
            ],
            path: "Tests/WidgetHostTests"
        ),
        .testTarget(
            name: "SystemStoreTests",
            dependencies: ["SystemStore", "WidgetHost", "SuiteHome", "WireValues", "WireJSON", "ExtensionProtocol", "ViewArchive", grdb],
            path: "Tests/SystemStoreTests"),
        .testTarget(
            name: "SystemLiveTests",
            dependencies: [
                "SystemLive", "SystemStore", "WidgetHost", "WidgetKit", "ActivityKit", "AppIntents", "Intents", "ExtensionProtocol",
                "ExtensionTransport", "ExtensionHosting", "SuiteHome", "WireValues", "ViewArchive",
            ],
            path: "Tests/SystemLiveTests"),
        .testTarget(name: "IntentDefinitionTests", dependencies: ["IntentDefinition", "TestSupport"], path: "Tests/IntentDefinitionTests"),
        .testTarget(name: "AssetSymbolsTests", dependencies: ["AssetSymbols"], path: "Tests/AssetSymbolsTests"),
        .testTarget(name: "XcodeProjectTests", dependencies: ["XcodeProject", "XcodeBuild", "TestSupport"], path: "Tests/XcodeProjectTests"),
        .testTarget(
            name: "PreviewMacrosTests",
            dependencies: [
                "PreviewMacros", .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ],
            path: "Tests/PreviewMacrosTests"),
        .testTarget(name: "SampleModelsTests", dependencies: ["SampleModels", "SuiteHome", "SuiteDatabase"], path: "Tests/SampleModelsTests"),
        .testTarget(
            name: "GameAppTests", dependencies: ["GameApp", "CardsApp", "SampleModels", "WidgetKit", "SuiteHome"],
            path: "Tests/GameAppTests"),
        .testTarget(
            name: "GameWidgetsTests",
            dependencies: [
                "GameWidgets", "WidgetKit", "WidgetExtensionRuntime", "SwiftUI", "ViewArchive", "ExtensionProtocol", "ExtensionTransport",
                "SampleModels", "TestSupport",
            ],
            path: "Tests/GameWidgetsTests"),
        .testTarget(
            name: "CardsWidgetsTests",
            dependencies: [
                "CardsWidgets", "WidgetKit", "WidgetExtensionRuntime", "ExtensionProtocol", "ExtensionTransport", "ViewArchive",
                "WireValues", "SampleModels", "SuiteHome", "SuiteDatabase", "TestSupport", grdb,
            ],
            path: "Tests/CardsWidgetsTests"),
        .testTarget(
            name: "GameIntentHandlersTests",
            dependencies: [
                "GameIntentHandlers", "GameIntents", "CardsIntents", "IntentsExtensionRuntime", "ExtensionProtocol", "ExtensionTransport",
                "SampleModels", "SuiteHome", "TestSupport",
            ],
            path: "Tests/GameIntentHandlersTests"),
        .testTarget(
            name: "WidgetTestingTests",
            dependencies: [
                "WidgetTesting", "WidgetHost", "WidgetRendering", "WidgetKit", "SwiftUI", "GameWidgets", "CardsWidgets", "GameIntentHandlers",
                "GameIntents", "CardsIntents",
                "WidgetCodeFixtures", "SampleModels", "TestSupport", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Tests/WidgetTestingTests",
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "HomeServerTests",
            dependencies: ["HomeServer", "WidgetHost", "WidgetRendering", "ExtensionProtocol", "ExtensionTransport", "ViewArchive"],
            path: "Tests/HomeServerTests"),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "ExtensionProtocol", "ExtensionTransport", "ExtensionHosting", "SuiteHome", "ViewArchive", "WireValues", "RequestFuzzing",
                "TestSupport", "SwiftData", grdb,
            ],
            path: "Tests/EndToEndTests"
        ),
    ]
)
