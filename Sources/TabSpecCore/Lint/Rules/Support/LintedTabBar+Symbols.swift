/// The symbol names a tab bar uses, for the symbol rules.
extension LintedTabBar {
    /// One `symbol` or `selectedSymbol` value.
    struct SymbolUse: Sendable {
        /// The name (decoded string).
        var name: String
        /// The written value, quotes included.
        var range: SourceRange
        /// What the symbol table and the configuration say about the name.
        var facts: SymbolFacts
    }

    /// Every written `symbol` and `selectedSymbol` of `spec`, in tab order (`symbol` first within a tab).
    static func symbolUses(of spec: TabBarSpec, in context: LintContext) -> [SymbolUse] {
        var uses: [SymbolUse] = []
        let tabs = spec.tabs
        let items = spec.configuration.items
        for index in 0..<min(tabs.count, items.count) {
            if let name = items[index].symbolName, let property = tabs[index].properties[.symbol] {
                uses.append(SymbolUse(name: name, range: property.valueRange,
                                      facts: context.symbolFacts.facts(for: name, in: context)))
            }
            if let name = items[index].selectedSymbolName, let property = tabs[index].properties[.selectedSymbol] {
                uses.append(SymbolUse(name: name, range: property.valueRange,
                                      facts: context.symbolFacts.facts(for: name, in: context)))
            }
        }
        return uses
    }
}

extension FixIt {
    /// A fix replacing the string literal at `range` (quotes included) with the literal of `name` (a symbol or
    /// an image name; escaped as ``Tokenizer/stringLiteral(_:)`` writes it).
    static func replaceString(at range: SourceRange, with name: String, original: String) -> FixIt {
        FixIt(message: "replace '\(original)' with '\(name)'",
              edits: [TextEdit(range: range, replacement: Tokenizer.stringLiteral(name))])
    }
}
