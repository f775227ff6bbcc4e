import Foundation
import SuiteHome

/// The string tables an extension is built with, read as iOS reads them from the app's bundle: String
/// Catalogs (`Localizable.xcstrings`, Xcode 15) and `<language>.lproj/Localizable.strings` files, found
/// beside the executable (where `home install App.xcodeproj` copies a target's) and in the resource
/// bundles SwiftPM puts there.
///
/// A key is looked up in the device's language, then in each table's source language, then in English;
/// a key no table has is shown as written, as iOS shows it. Keys with interpolations are looked up as
/// Xcode writes them in the catalogue (`"Hello %@"`, `"%lld apples"`), and the values' specifiers
/// (`%@`, `%lld`, `%1$@` …) take the interpolated values in order or by position.
package enum StringTables {
    /// One table: its name (`Localizable`), and for each language its keys' values.
    struct Table {
        var sourceLanguage: String?
        var values: [String: [String: String]] = [:]
        /// A catalogue's plural variations: per language and key, each form's value (`one`, `other` …).
        var plurals: [String: [String: [String: String]]] = [:]
    }

    /// Every table found, by name, read once per process.
    static let tables: [String: Table] = {
        var found: [String: Table] = [:]
        for folder in folders() {
            let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
            for entry in entries {
                let name = entry.deletingPathExtension().lastPathComponent
                switch entry.pathExtension {
                case "xcstrings":
                    guard let catalog = readCatalog(entry) else { continue }
                    var table = found[name] ?? Table()
                    table.sourceLanguage = table.sourceLanguage ?? catalog.sourceLanguage
                    for (language, values) in catalog.values { table.values[language, default: [:]].merge(values) { old, _ in old } }
                    for (language, plurals) in catalog.plurals { table.plurals[language, default: [:]].merge(plurals) { old, _ in old } }
                    found[name] = table
                case "lproj":
                    let language = name
                    let files = (try? FileManager.default.contentsOfDirectory(at: entry, includingPropertiesForKeys: nil)) ?? []
                    for file in files where file.pathExtension == "strings" {
                        guard let data = try? SuiteFiles.read(file.path, limit: 16 << 20),
                            let values = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
                        else { continue }
                        found[file.deletingPathExtension().lastPathComponent, default: Table()].values[language, default: [:]].merge(values) { old, _ in
                            old
                        }
                    }
                default: continue
                }
            }
        }
        return found
    }()

    /// Beside the executable, and the resource bundles there.
    static func folders() -> [URL] {
        let executable = URL(
            fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        let beside = executable.deletingLastPathComponent()
        let entries = (try? FileManager.default.contentsOfDirectory(at: beside, includingPropertiesForKeys: nil)) ?? []
        return [beside] + entries.filter { $0.pathExtension == "resources" || $0.pathExtension == "bundle" }
    }

    /// A String Catalog's values per language: each key's string unit, or its plural variations' forms.
    static func readCatalog(
        _ file: URL
    ) -> (sourceLanguage: String?, values: [String: [String: String]], plurals: [String: [String: [String: String]]])? {
        guard let data = try? SuiteFiles.read(file.path, limit: 16 << 20), let top = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
            let strings = top["strings"] as? [String: Any]
        else { return nil }
        var values: [String: [String: String]] = [:]
        var plurals: [String: [String: [String: String]]] = [:]
        func value(_ unit: Any?) -> String? { ((unit as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String }
        for (key, entry) in strings {
            guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] else { continue }
            for (language, localization) in localizations {
                guard let localization = localization as? [String: Any] else { continue }
                if let text = value(localization) { values[language, default: [:]][key] = text }
                if let forms = (localization["variations"] as? [String: Any])?["plural"] as? [String: Any] {
                    plurals[language, default: [:]][key] = forms.compactMapValues(value)
                }
            }
        }
        return (top["sourceLanguage"] as? String, values, plurals)
    }

    /// The languages looked in, in order: the device's, the table's source language, English.
    static func languages(for table: Table) -> [String] {
        var languages: [String] = []
        // The whole identifier first (`zh-Hans`, `pt-BR`), then the language alone.
        let language = Locale.current.language
        if let code = language.languageCode?.identifier {
            if let script = language.script?.identifier { languages.append("\(code)-\(script)") }
            if let region = language.region?.identifier { languages.append("\(code)-\(region)") }
            languages.append(code)
        }
        if let source = table.sourceLanguage { languages.append(source) }
        return languages + ["en", "Base"]
    }

    /// The value of `key` in `table` (`Localizable` by default), with `arguments` in its specifiers;
    /// nil when no table has the key.
    package static func localized(_ key: String, arguments: [String] = [], table name: String? = nil) -> String? {
        guard let table = tables[name ?? "Localizable"] else { return nil }
        for language in languages(for: table) {
            if let forms = table.plurals[language]?[key], let value = forms[pluralForm(of: arguments, among: forms)] {
                return format(value, arguments)
            }
            if let value = table.values[language]?[key] { return format(value, arguments) }
            // A literal's percent sign is `%%` in its key; a table may write the key with one, and its value as it is.
            if arguments.isEmpty, key.contains("%%"), let value = table.values[language]?[key.replacingOccurrences(of: "%%", with: "%")] {
                return value
            }
        }
        return nil
    }

    /// The plural form for the first whole number among `arguments`, by English's rule (ours for every
    /// language): `zero` for 0 where the key has it, `one` for 1, else `other`.
    static func pluralForm(of arguments: [String], among forms: [String: String]) -> String {
        switch arguments.lazy.compactMap({ Int($0) }).first {
        case 0? where forms["zero"] != nil: "zero"
        case 1? where forms["one"] != nil: "one"
        default: "other"
        }
    }

    /// `format` with each `printf` specifier (`%@`, `%lld`, `%.1f`, `%2$@` …) replaced by the argument it
    /// stands for, as already written; `%%` is a percent sign. A specifier past the arguments is left empty.
    package static func format(_ format: String, _ arguments: [String]) -> String {
        guard format.contains("%") else { return format }
        var result = ""
        var next = 0
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            guard character == "%", format.index(after: index) < format.endIndex else {
                result.append(character)
                index = format.index(after: index)
                continue
            }
            var cursor = format.index(after: index)
            if format[cursor] == "%" {
                result.append("%")
                index = format.index(after: cursor)
                continue
            }
            // An explicit position (`2$`), then flags, width, precision and length, then the conversion.
            var digits = ""
            while cursor < format.endIndex, format[cursor].isNumber {
                digits.append(format[cursor])
                cursor = format.index(after: cursor)
            }
            var position: Int?
            if cursor < format.endIndex, format[cursor] == "$", let number = Int(digits) {
                position = number - 1
                cursor = format.index(after: cursor)
            }
            while cursor < format.endIndex, "-+#0123456789.hlqLzjt".contains(format[cursor]) { cursor = format.index(after: cursor) }
            guard cursor < format.endIndex, "@dDiuUxXoOfFeEgGaAcCsSp".contains(format[cursor]) else {
                result += format[index..<cursor]
                index = cursor
                continue
            }
            let argument = position ?? next
            if position == nil { next += 1 }
            result += argument >= 0 && argument < arguments.count ? arguments[argument] : ""
            index = format.index(after: cursor)
        }
        return result
    }
}
