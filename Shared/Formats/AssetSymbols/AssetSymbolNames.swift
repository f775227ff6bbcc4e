/// The Swift names Xcode gives an asset catalogue's sets and namespaces in `GeneratedAssetSymbols.swift`.
///
/// Xcode does not document its rules; these are read off the files it generates:
/// - the name is cut into words at every character that is not a letter or a digit, where a small letter
///   meets a capital, where letters meet digits, and before the last capital of a run followed by a small
///   letter (`UIAccent` is `UI` and `Accent`);
/// - a colour set's last word "Color", or an image set's last word "Image", is dropped (`AccentColor` is
///   `accent`), unless it is the only word;
/// - a name with a small letter anywhere starts with its first word in small letters (`UIColour` is
///   `uiColour`); a name of capitals and digits only keeps its capitals (`BMR`, `ECEAFB`);
/// - every later word starts with a capital, the rest of it unchanged (`Empty man PP` is `emptyManPP`);
/// - digits beside a word of capitals are kept apart by an underscore (`292C38` is `_292_C_38`, `AL-0`
///   is `AL_0`), but not beside other words (`download (10)` is `download10`);
/// - a symbol that starts with a digit starts with an underscore (`1` is `_1`), and a Swift keyword is
///   written in backticks (`` `default` ``).
public enum AssetSymbolNames {
    /// The property name of a set named `baseName`, or nil when the name has no letter or digit to make one from.
    public static func propertyName(for baseName: String, kind: CatalogAsset.Kind) -> String? {
        var words = words(in: baseName)
        let suffix = kind == .color ? "color" : "image"
        if words.count > 1, words.last?.lowercased() == suffix { words.removeLast() }
        guard !words.isEmpty else { return nil }
        let keepsCapitals = !baseName.contains { $0.isLowercase }
        var symbol = ""
        for (index, word) in words.enumerated() {
            if index == 0 {
                symbol += keepsCapitals ? word : word.lowercased()
            } else {
                if isDigits(words[index - 1]) && isCapitals(word) || isCapitals(words[index - 1]) && isDigits(word) { symbol += "_" }
                symbol += word.prefix(1).uppercased() + word.dropFirst()
            }
        }
        return escaped(symbol)
    }

    /// The type name of a namespace folder named `folderName` (`Tab Bar` is `TabBar`), or nil when it has no letter or digit.
    public static func typeName(for folderName: String) -> String? {
        let words = words(in: folderName)
        guard !words.isEmpty else { return nil }
        var symbol = ""
        for (index, word) in words.enumerated() {
            if index > 0, isDigits(words[index - 1]) && isCapitals(word) || isCapitals(words[index - 1]) && isDigits(word) { symbol += "_" }
            symbol += word.prefix(1).uppercased() + word.dropFirst()
        }
        return escaped(symbol)
    }

    /// `name` cut into words, as described above.
    static func words(in name: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        func close() {
            if !current.isEmpty { words.append(String(current)) }
            current = []
        }
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                close()
                continue
            }
            if let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let startsWord =
                    (previous.isNumber != character.isNumber)
                    || (!previous.isUppercase && character.isUppercase && !previous.isNumber)
                    || (previous.isUppercase && character.isUppercase && next.map { $0.isLowercase } == true)
                if startsWord { close() }
            }
            current.append(character)
        }
        close()
        return words
    }

    static func isDigits(_ word: String) -> Bool { word.allSatisfy(\.isNumber) }

    static func isCapitals(_ word: String) -> Bool { word.allSatisfy { $0.isUppercase } }

    /// `symbol` as Swift accepts it: after an underscore when it starts with a digit, in backticks when it is a keyword.
    static func escaped(_ symbol: String) -> String {
        if symbol.first?.isNumber == true { return "_" + symbol }
        return keywords.contains(symbol) ? "`\(symbol)`" : symbol
    }

    /// The words Swift reserves where a property or a type is named.
    static let keywords: Set<String> = [
        "Any", "Protocol", "Self", "Type", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer",
        "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import", "in",
        "init", "inout", "internal", "is", "let", "nil", "open", "operator", "precedencegroup", "private", "protocol", "public",
        "repeat", "rethrows", "return", "self", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try",
        "typealias", "var", "where", "while",
    ]
}
