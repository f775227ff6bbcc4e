import Foundation

/// Why a project cannot be read or installed, in one sentence that names the file or target and what to do.
public struct XcodeProjectError: Error, Equatable, CustomStringConvertible, Sendable {
    public enum Reason: Equatable, Sendable {
        /// The path is no `.xcodeproj`, or one without its `project.pbxproj`.
        case notAProject
        /// `project.pbxproj` is not a property list of the shape Xcode writes.
        case damaged
        /// No target extends WidgetKit (`com.apple.widgetkit-extension`).
        case noWidgetExtension
        /// Several targets of one kind, and no `--target` to choose.
        case ambiguous
        /// `--target` names no target of the project, or one that is no extension the suite installs.
        case unknownTarget
        /// A file a target is built from is not on the disk.
        case missingFile
        /// A target's Info.plist or entitlements cannot be read.
        case unreadableSettings
    }

    public var reason: Reason
    public var message: String

    public init(_ reason: Reason, _ message: String) {
        self.reason = reason
        self.message = message
    }

    public var description: String { message }
}
