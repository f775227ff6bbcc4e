import Foundation

/// An Xcode project as the suite needs it: its targets, and for each the files Xcode would build into
/// it (sources, intent definitions, asset catalogues, strings), its Info.plist, its entitlements' app
/// groups and the Swift packages it uses. `XcodeProjectReader` makes one from a `.xcodeproj`.
public struct XcodeProject: Sendable {
    /// The `.xcodeproj` folder.
    public var location: URL
    /// The folder the project's paths start from (`SRCROOT`): the one that holds the `.xcodeproj`.
    public var sourceRoot: URL
    public var targets: [XcodeTarget]

    /// The project's name: its folder's, without `.xcodeproj`.
    public var name: String { location.deletingPathExtension().lastPathComponent }
}

/// A target of an Xcode project, with every path resolved against the disk.
public struct XcodeTarget: Sendable, Equatable {
    public var name: String
    /// Xcode's product type: `com.apple.product-type.app-extension`, `com.apple.product-type.application` …
    public var productType: String
    /// What its Info.plist's `NSExtension` says it extends (`com.apple.widgetkit-extension`); nil for a target
    /// that is no app extension.
    public var extensionPoint: String?
    public var bundleIdentifier: String?
    /// The Info.plist it is built with, when it names one (`INFOPLIST_FILE`).
    public var infoPlist: URL?
    /// The entitlements it is signed with (`CODE_SIGN_ENTITLEMENTS`), and the app groups they list.
    public var entitlements: URL?
    public var appGroups: [String]
    /// Swift source files, in the order of its Sources phase (or of the disk, for a synchronized folder).
    public var sources: [URL]
    /// `.intentdefinition` files: Xcode generates the intents' Swift classes for the target from each.
    public var intentDefinitions: [URL]
    /// `.xcassets` folders.
    public var assetCatalogs: [URL]
    /// `.strings`, `.stringsdict` and `.xcstrings` files.
    public var localizations: [URL]
    /// Any other file it copies (images, JSON, fonts …).
    public var otherResources: [URL]
    /// The products of Swift packages it links.
    public var packageProducts: [PackageProduct]
    /// The project's own framework and static library targets it links (its Frameworks phase, and its
    /// target dependencies), by name.
    public var linkedTargets: [String] = []
    /// Its Info.plist's `NSExtensionPrincipalClass` without the module (`IntentHandler`), and the intents it
    /// says it handles (`IntentsSupported`): what an intents extension is started with.
    public var principalClass: String? = nil
    public var supportedIntents: [String] = []
    /// The Swift language mode it is built in (`SWIFT_VERSION`: `5.0`, `6.0`), and its
    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` (`DEBUG` …).
    public var swiftVersion: String? = nil
    /// The name its code is compiled as (`PRODUCT_MODULE_NAME`, by default its product's name made an identifier).
    public var moduleName: String = ""
    public var compilationConditions: [String] = []
    /// What stands in the way of building it, each in a sentence: an unreadable Info.plist or
    /// entitlements, a source that is not Swift. Refused when the target is chosen, not when it is read.
    public var problems: [XcodeProjectError] = []

    /// What the suite does with a target: the two kinds of extension it installs, and the rest.
    public enum Role: Equatable, Sendable {
        case widgetExtension, intentsExtension, application, other
        /// A framework or static library: code the project's other targets link.
        case framework
    }

    public var role: Role {
        switch extensionPoint {
        case XcodeTarget.widgetKitExtensionPoint?: .widgetExtension
        case XcodeTarget.intentsExtensionPoint?: .intentsExtension
        default:
            switch productType {
            case "com.apple.product-type.application": .application
            case "com.apple.product-type.framework", "com.apple.product-type.library.static": .framework
            default: .other
            }
        }
    }

    public static let widgetKitExtensionPoint = "com.apple.widgetkit-extension"
    public static let intentsExtensionPoint = "com.apple.intents-service"

    /// Every file the target is built from that the project names: what must be on disk to build it.
    public var files: [URL] { sources + intentDefinitions + assetCatalogs + localizations + otherResources }

    /// The target's kind in words, for lists and sentences: "widget extension", "application" …
    public var kindDescription: String {
        switch role {
        case .widgetExtension: "widget extension"
        case .intentsExtension: "intents extension"
        case .application: "application"
        case .framework: productType.hasSuffix("static") ? "static library" : "framework"
        case .other:
            extensionPoint.map { "app extension for \($0)" }
                ?? productType.replacingOccurrences(of: "com.apple.product-type.", with: "")
        }
    }
}

/// A product of a Swift package a target links: a package in a folder beside the project, or one Xcode
/// fetches from a repository.
public struct PackageProduct: Sendable, Equatable {
    public var name: String
    public var package: Source

    public enum Source: Sendable, Equatable {
        /// A local package (`XCLocalSwiftPackageReference`), its folder resolved.
        case local(URL)
        /// A remote package (`XCRemoteSwiftPackageReference`): its repository, and the version rule in words.
        case remote(repository: String, requirement: String)
    }
}
