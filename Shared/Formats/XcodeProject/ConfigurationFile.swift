import Foundation
import SuiteHome

/// A build configuration file (`.xcconfig`), as Xcode reads one under a configuration
/// (`baseConfigurationReference`): `NAME = value` lines, later ones over earlier, `//` comments, and the
/// files it includes (`#include "Other.xcconfig"`, and `#include?` for one that may be missing), read
/// in place, relative to the file. A setting with a condition (`NAME[sdk=iphoneos*] = …`) is left out:
/// the suite builds for no SDK of Apple's.
enum ConfigurationFile {
    /// Includes deeper than this are refused as a loop: Xcode's own projects nest two or three.
    static let includeDepth = 16

    /// The settings of the file at `url`, with those of the files it includes; `what` names whose
    /// configuration it is, for the sentences.
    static func settings(at url: URL, of what: String, depth: Int = 0) throws(XcodeProjectError) -> [String: String] {
        guard depth < includeDepth else {
            throw XcodeProjectError(.damaged, "\(url.path) includes itself, through the files it includes; remove the loop in its #include lines.")
        }
        let text: String
        do {
            text = String(decoding: try SuiteFiles.read(url.path, limit: 1 << 20), as: UTF8.self)
        } catch {
            throw XcodeProjectError(
                .missingFile,
                depth == 0
                    ? "The build configuration file \(url.path) of \(what) cannot be read; restore it, or remove it from the configuration in Xcode."
                    : "The build configuration file \(url.path), included for \(what), cannot be read; restore it, or remove its #include line.")
        }
        var settings: [String: String] = [:]
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            let line = (rawLine.range(of: "//").map { rawLine[..<$0.lowerBound] } ?? rawLine).trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#include") {
                let optional = line.hasPrefix("#include?")
                let quoted = line.split(separator: "\"", omittingEmptySubsequences: false)
                guard quoted.count >= 3 else { continue }
                let included = URL(fileURLWithPath: String(quoted[1]), relativeTo: url.deletingLastPathComponent()).standardizedFileURL
                if optional, !FileManager.default.fileExists(atPath: included.path) { continue }
                settings.merge(try Self.settings(at: included, of: what, depth: depth + 1)) { _, later in later }
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let name = line[..<equals].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, !name.contains("[") else { continue }
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value = value.dropLast().trimmingCharacters(in: .whitespaces) }
            settings[name] = value
        }
        return settings
    }
}
