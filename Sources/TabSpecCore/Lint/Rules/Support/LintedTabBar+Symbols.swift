/// The symbol names a tab bar uses, for the symbol rules.
extension LintedTabBar {
    /// One `symbol` or `selectedSymbol` value.
    struct SymbolUse: Sendable {
        /// The tab that uses it.
        var tab: TabSpec
        /// `symbol` or `selectedSymbol`.
        var key: String
        /// The name (decoded string).
        var name: String
        /// The written value, quotes included.
        var range: SourceRange
    }

    /// Every written `symbol` and `selectedSymbol`, in tab order (`symbol` first within a tab).
    var symbolUses: [SymbolUse] {
        var uses: [SymbolUse] = []
        for (tab, item) in spec.resolvedTabs {
            for (key, name) in [("symbol", item.symbolName), ("selectedSymbol", item.selectedSymbolName)] {
                guard let name, let property = tab.properties[key] else { continue }
                uses.append(SymbolUse(tab: tab, key: key, name: name, range: property.valueRange))
            }
        }
        return uses
    }
}

extension FixIt {
    /// A fix replacing the string literal at `range` (quotes included) with `"name"`.
    static func replaceSymbol(at range: SourceRange, with name: String, original: String) -> FixIt {
        FixIt(message: "replace '\(original)' with '\(name)'",
              edits: [TextEdit(range: range, replacement: "\"" + name + "\"")])
    }
}
