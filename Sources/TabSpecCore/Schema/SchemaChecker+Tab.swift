/// `tab ID { symbol, selectedSymbol, title, accessibilityLabel }`.
extension SchemaChecker {
    /// Checks one tab; `nil` when it has no id (already reported).
    mutating func checkTab(_ block: SyntaxBlock) -> (TabSpec, TabBarConfiguration.Item)? {
        guard let idName = block.name else {
            report(.missingBlockName("tab", example: "tab home { symbol: \"house\" }", at: SourceRange(at: block.keyword.range.end)))
            _ = collect(block, keyword: "tab", blocks: [])
            return nil
        }
        let id = idName.text
        checkTabID(id, at: idName.range)
        let entries = collect(block, keyword: "tab", blocks: [])
        var properties = SpecProperties(capacity: entries.properties.count)
        var item = TabBarConfiguration.Item(id: id)
        for key in Schema.tabKeys {
            guard let property = entries.properties[key] else { continue }
            properties.append(SpecProperty(keyRange: property.key.range, valueRange: property.valuesRange), for: key)
            let value = string(property)
            switch key {
            case "symbol": item.symbolName = value
            case "selectedSymbol": item.selectedSymbolName = value
            case "title": item.title = value
            default: item.accessibilityLabel = value
            }
        }
        if entries.properties["symbol"] == nil, entries.properties["title"] == nil {
            report(.missingKey("tab '\(id)' needs a 'symbol' or a 'title'", at: idName.range))
        }
        return (TabSpec(id: id, idRange: idName.range, range: block.range, properties: properties), item)
    }

    /// A tab id must be a Swift identifier whose enum case does not clash with a generated member.
    private mutating func checkTabID(_ id: String, at range: SourceRange) {
        guard SwiftIdentifier.isValid(id) else {
            let suggestion = SwiftIdentifier.caseName(for: id)
            report(.invalidIdentifier("tab id '\(id)' is not a Swift identifier (letters, digits and '_')",
                                      suggestion: SwiftIdentifier.isValid(suggestion) ? suggestion : nil, at: range, original: id))
            return
        }
        let caseName = SwiftIdentifier.caseName(for: id)
        if SwiftIdentifier.generatedMemberSet.contains(caseName) {
            let suggestion = caseName + "Tab"
            report(.invalidIdentifier("tab id '\(id)' clashes with the generated member '\(caseName)' of the tab enum",
                                      suggestion: suggestion, at: range, original: id))
        }
    }
}
