/// One namespace of generated symbols (the top level, or a group that provides a namespace): its sets and
/// inner namespaces in the order of their names, each set with its symbol or the reason it has none.
struct SymbolScope {
    /// A set and the symbol it is generated as.
    struct Member {
        var asset: CatalogAsset
        /// As written in Swift: in backticks when it is a keyword.
        var symbol: String
        /// Without backticks, as Xcode's messages name it.
        var plainSymbol: String { symbol.filter { $0 != "`" } }
    }

    enum Entry {
        case member(Member)
        /// A set left out, with the `#warning` that says why.
        case skipped(CatalogAsset, warning: String)
        case namespace(SymbolScope)

        /// What entries are sorted by: the set's or the folder's name.
        var sortName: String {
            switch self {
            case .member(let member): member.asset.baseName
            case .skipped(let asset, _): asset.baseName
            case .namespace(let scope): scope.path.last ?? ""
            }
        }
    }

    /// The folders of this namespace, outermost first; empty at the top level.
    var path: [String]
    /// The Swift names of those folders' enums.
    var typePath: [String]
    var entries: [Entry]

    /// This namespace's enum.
    var typeName: String { typePath.last ?? "" }

    /// The scope at `path` of `assets` (all of one kind), adding to `warnings` every set it leaves out.
    init(assets: [CatalogAsset], path: [String], typePath: [String] = [], warnings: inout [String]) {
        self.path = path
        self.typePath = typePath
        var entries: [Entry] = []
        var symbols: Set<String> = []
        let here = assets.filter { $0.namespaces.count == path.count }.sorted { $0.baseName < $1.baseName }
        for asset in here {
            let word = asset.kind.word
            guard let symbol = AssetSymbolNames.propertyName(for: asset.baseName, kind: asset.kind) else {
                let warning =
                    "The \"\(asset.name)\" \(word) asset name has no letter or digit to make a symbol of, so it has none. Try renaming the asset."
                warnings.append(warning)
                entries.append(.skipped(asset, warning: warning))
                continue
            }
            guard symbols.insert(symbol).inserted else {
                let plain = symbol.filter { $0 != "`" }
                let warning =
                    "The \"\(asset.name)\" \(word) asset name resolves to the symbol \"\(plain)\" which already exists. Try renaming the asset."
                warnings.append(warning)
                entries.append(.skipped(asset, warning: warning))
                continue
            }
            entries.append(.member(Member(asset: asset, symbol: symbol)))
        }
        let folders = Set(assets.filter { $0.namespaces.count > path.count }.map { $0.namespaces[path.count] })
        for folder in folders.sorted() {
            let inner = assets.filter { $0.namespaces.count > path.count && $0.namespaces[path.count] == folder }
            guard let typeName = AssetSymbolNames.typeName(for: folder) else {
                warnings.append(
                    "The \"\((path + [folder]).joined(separator: "/"))\" namespace has no letter or digit to make a type of, so its assets have no symbols. Try renaming the folder."
                )
                continue
            }
            entries.append(
                .namespace(SymbolScope(assets: inner, path: path + [folder], typePath: typePath + [typeName], warnings: &warnings)))
        }
        self.entries = entries.sorted { $0.sortName < $1.sortName }
    }
}
