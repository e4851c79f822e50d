/// The table compiled into tabspec, from the embedded text of `SymbolTable+Data.swift`.
extension SymbolTable {
    /// The built-in table, made from `embeddedSymbolsText` and `embeddedAliasesText` on first use.
    static let builtIn = SymbolTable(embeddedSymbols: embeddedSymbolsText, embeddedAliases: embeddedAliasesText)

    /// A table from `name version` lines sorted bytewise by name and `old current` lines. Lines without that
    /// shape are skipped: the embedded text is generated, and `SymbolTableDataTests` checks that nothing is
    /// lost and that the names are sorted.
    init(embeddedSymbols: String, embeddedAliases: String) {
        var aliases: [SymbolAlias] = []
        let aliasBytes = Array(embeddedAliases.utf8)
        aliasBytes.withUnsafeBufferPointer { bytes in
            Self.forEachPair(in: bytes) { old, current in
                aliases.append(
                    SymbolAlias(
                        oldName: String(decoding: bytes[old], as: UTF8.self),
                        currentName: String(decoding: bytes[current], as: UTF8.self)
                    )
                )
            }
        }
        self.init(sortedSymbolLines: Array(embeddedSymbols.utf8), aliases: aliases)
    }
}
