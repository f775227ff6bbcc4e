import Foundation
import SuiteHome

/// The extensions of a project the suite installs as one app: its widget extension, and its intents
/// extension when it has one.
public struct XcodeExtensions: Sendable, Equatable {
    public var widget: XcodeTarget
    public var intents: XcodeTarget?

    public var all: [XcodeTarget] { [widget] + (intents.map { [$0] } ?? []) }
}

extension XcodeProject {
    /// The extensions to install: those `names` name (`--target`), else the project's widget extension and
    /// intents extension. Refused in a sentence when there is none, when there are several of a kind and
    /// no name chooses, when a name is not an extension of the project, or when a chosen target cannot
    /// be built (a file gone from the disk, an unreadable Info.plist).
    public func extensions(named names: [String] = []) throws(XcodeProjectError) -> XcodeExtensions {
        var chosen: [XcodeTarget] = []
        for (index, name) in names.enumerated() where !names[..<index].contains(name) {
            guard let target = targets.first(where: { $0.name == name }) else {
                throw XcodeProjectError(.unknownTarget, "\(location.lastPathComponent) has no target named \(name); its targets: \(targetList).")
            }
            guard target.role == .widgetExtension || target.role == .intentsExtension else {
                throw XcodeProjectError(
                    .unknownTarget,
                    "Target \(name) of \(location.lastPathComponent) is \(article(target.kindDescription)), not a widget or intents extension; its targets: \(targetList).")
            }
            chosen.append(target)
        }
        func pick(_ role: XcodeTarget.Role, _ word: String) throws(XcodeProjectError) -> XcodeTarget? {
            let named = chosen.filter { $0.role == role }
            let candidates = named.isEmpty ? targets.filter { $0.role == role } : named
            guard candidates.count <= 1 else {
                throw XcodeProjectError(
                    .ambiguous,
                    "\(location.lastPathComponent) has \(candidates.count) \(word) targets (\(candidates.map(\.name).joined(separator: ", "))); choose one with --target NAME.")
            }
            return candidates.first
        }
        guard let widget = try pick(.widgetExtension, "widget extension") else {
            // An extension whose Info.plist cannot be read may be the widget extension: say so rather than that there is none.
            if let unread = targets.first(where: { $0.productType.hasSuffix("app-extension") && !$0.problems.isEmpty })?.problems.first {
                throw unread
            }
            throw XcodeProjectError(
                .noWidgetExtension,
                "\(location.lastPathComponent) has no widget extension target (none whose Info.plist names \(XcodeTarget.widgetKitExtensionPoint)); its targets: \(targetList). Add one in Xcode with File › New › Target › Widget Extension.")
        }
        let extensions = XcodeExtensions(widget: widget, intents: try pick(.intentsExtension, "intents extension"))
        for target in extensions.all { try checkBuildable(target) }
        return extensions
    }

    /// The project's framework and library targets `target` links, and those they link, each after the
    /// ones it links (the order they build in). Refused in a sentence when one is no such target of the
    /// project, when they link each other in a circle, or when one cannot be built (a file gone, a source
    /// not in Swift).
    public func frameworks(linkedBy target: XcodeTarget) throws(XcodeProjectError) -> [XcodeTarget] {
        var ordered: [XcodeTarget] = []
        var visiting: [String] = []
        func visit(_ name: String, from user: String) throws(XcodeProjectError) {
            if ordered.contains(where: { $0.name == name }) { return }
            guard !visiting.contains(name) else {
                throw XcodeProjectError(
                    .damaged, "Targets of \(location.lastPathComponent) link each other in a circle (\((visiting + [name]).joined(separator: " → "))); Xcode refuses it too.")
            }
            guard let framework = targets.first(where: { $0.name == name }), framework.role == .framework else {
                throw XcodeProjectError(
                    .unknownTarget,
                    "Target \(user) links \(name), which is no framework or static library target of \(location.lastPathComponent); the suite builds those of the project only.")
            }
            try checkBuildable(framework)
            visiting.append(name)
            for linked in framework.linkedTargets { try visit(linked, from: name) }
            visiting.removeLast()
            ordered.append(framework)
        }
        for name in target.linkedTargets { try visit(name, from: target.name) }
        return ordered
    }

    /// Refuses a target that cannot be built: a name no file can have (it names the executable, its
    /// socket and its build folder), a problem found as it was read, a file gone from the disk.
    func checkBuildable(_ target: XcodeTarget) throws(XcodeProjectError) {
        guard SuiteName.isAllowed(target.name, spacesAllowed: false) else {
            throw XcodeProjectError(
                .unknownTarget,
                "Target \(target.name.debugDescription) of \(location.lastPathComponent) cannot be installed under that name: rename it in Xcode to up to 64 letters, digits, '.', '-' or '_', starting with a letter or digit.")
        }
        if let problem = target.problems.first { throw problem }
        for file in target.files where !FileManager.default.fileExists(atPath: file.path) {
            throw XcodeProjectError(
                .missingFile,
                "Target \(target.name) is built from \(relative(file)), which is not on the disk; restore it, or remove it from the target in Xcode.")
        }
    }

    /// The targets in words: "Fruit (application), FruitWidgetExtension (widget extension)".
    var targetList: String {
        targets.isEmpty ? "none" : targets.map { "\($0.name) (\($0.kindDescription))" }.joined(separator: ", ")
    }

    func relative(_ url: URL) -> String { relativePath(of: url, from: sourceRoot) }

    private func article(_ words: String) -> String {
        ("aeiou".contains(words.first ?? "x") ? "an " : "a ") + words
    }
}

/// `url`'s path from the project's folder, as sentences name a file; the whole path for one outside it.
func relativePath(of url: URL, from root: URL) -> String {
    let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
    return url.path.hasPrefix(prefix) ? String(url.path.dropFirst(prefix.count)) : url.path
}
