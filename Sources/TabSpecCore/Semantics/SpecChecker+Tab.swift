/// `tab ID { symbol, selectedSymbol, title, accessibilityLabel, titleKey, accessibilityLabelKey, role }`.
extension SpecChecker {
    /// The `titleKey` and `accessibilityLabelKey` a tab writes.
    typealias WrittenKeys = (title: String?, accessibilityLabel: String?)

    /// Checks one tab of the tab bar `tabBar` (`position` is its place among the bar's tabs); `nil` when it
    /// has no id.
    func checkTab(_ block: SyntaxTree.NodeIndex, position: Int, tabBar: String)
        -> (tab: TabSpec, item: TabBarConfiguration.Item, caseName: String, keys: WrittenKeys)? {
        guard let written = name(of: block) else {
            report(.missingBlockName("tab", example: "tab home { symbol: \"house\" }", at: SourceRange(at: tokens.end(tree.token(block)))))
            collect(block, as: .tab)
            slots.clear(SpecBlock.tab.keys)
            return nil
        }
        let id = written.text
        let caseName = SwiftIdentifier.caseName(for: id)
        checkTabID(id, caseName: caseName, at: written.range, block: block, position: position)
        collect(block, as: .tab)
        var properties = SpecProperties(capacity: order.count)
        var item = TabBarConfiguration.Item(id: id)
        var keys: WrittenKeys = (nil, nil)
        for key in SpecBlock.tab.keys {
            guard let node = slots[key] else { continue }
            properties.append(SpecProperty(keyRange: tokens.range(tree.key(node)), valueRange: tree.valuesRange(node)), for: key)
            switch key {
            case .symbol: item.symbolName = string(node, key: key)
            case .selectedSymbol: item.selectedSymbolName = string(node, key: key)
            case .title: item.title = string(node, key: key)
            case .accessibilityLabel: item.accessibilityLabel = string(node, key: key)
            case .titleKey: keys.title = localizationKey(node, role: .title, tabBar: tabBar, tab: id)
            case .accessibilityLabelKey:
                keys.accessibilityLabel = localizationKey(node, role: .accessibilityLabel, tabBar: tabBar, tab: id)
            default:
                // `role: search`, the only role (v1.2).
                if case .keyword = read(node, as: key) { item.isSearch = true }
            }
        }
        if slots[.symbol] == nil, slots[.title] == nil {
            report(.missingKey("tab '\(Diagnostic.excerpt(id))' needs a 'symbol' or a 'title'", at: written.range))
        }
        reportKeysWithoutText(tab: id)
        slots.clear(SpecBlock.tab.keys)
        return (TabSpec(id: id, idRange: written.range, range: tree.range(block), properties: properties), item, caseName, keys)
    }

    /// A tab id must be a Swift identifier whose enum case does not clash with a generated member. When it is
    /// not one (`home-screen`, `2fa`, `家`, `` `b` ``), one diagnostic suggests one, and stands for whatever
    /// the lexer and parser said about the tokens it was written with.
    private func checkTabID(_ id: String, caseName: String, at range: SourceRange, block: SyntaxTree.NodeIndex, position: Int) {
        var shown: String { Diagnostic.excerpt(id) }
        guard SwiftIdentifier.isValid(id) else {
            let suggestion = SwiftIdentifier.suggestedCaseName(for: id, symbol: writtenSymbol(of: block), position: position)
            report(.invalidIdentifier("tab id '\(shown)' is not a Swift identifier (letters, digits and '_')",
                                      suggestion: suggestion, at: range, original: shown))
            explain(tree.nameTokens(block))
            return
        }
        if SwiftIdentifier.generatedMembers.contains(caseName) {
            let suggestion = caseName + "Tab"
            report(.invalidIdentifier("tab id '\(shown)' clashes with the generated member '\(caseName)' of the tab enum",
                                      suggestion: suggestion, at: range, original: shown))
            explain(tree.nameTokens(block))
        }
    }

    /// The tab's `symbol` string as written, if it has one (for a suggested id), without checking it.
    private func writtenSymbol(of block: SyntaxTree.NodeIndex) -> String? {
        for entry in tree.entries(of: block) where tree.kind(entry) == .property && SpecBlock.tab.key(tree.key(entry), in: tokens) == .symbol {
            let values = tree.values(entry)
            guard values.count == 1, tokens.kind(values[0]) == .string else { return nil }
            return tokens.string(values[0])
        }
        return nil
    }
}

extension SwiftIdentifier {
    /// A tab id close to `id` that is a Swift identifier: its words in lowerCamelCase (`home-screen` →
    /// `homeScreen`, `` `b` `` → `b`), with `_` before a leading digit (`2fa` → `_2fa`); for an id with no
    /// ASCII word (`家`), the first word of the tab's symbol (`house.fill` → `house`), else `tab` and its position.
    static func suggestedCaseName(for id: String, symbol: String?, position: Int) -> String {
        let plain = caseName(for: id)
        if isValid(plain) { return plain }
        if let words = camelCasedWords(id) {
            let candidate = words.utf8.first.map(Tokenizer.isDigit) == true ? "_" + words : words
            if isValid(candidate) { return avoidingGeneratedMembers(candidate) }
        }
        if let head = symbol?.split(separator: ".").first, let words = camelCasedWords(String(head)),
           isValid(words) {
            return avoidingGeneratedMembers(words)
        }
        return "tab\(position + 1)"
    }

    /// The ASCII letters and digits of `text`, every other character ending a word, in lowerCamelCase; `nil`
    /// when there are none.
    private static func camelCasedWords(_ text: String) -> String? {
        let words = text.unicodeScalars.split { !($0.isASCII && (Tokenizer.isIdentifierStart(UInt8($0.value)) || Tokenizer.isDigit(UInt8($0.value))) && $0 != "_") }
        guard !words.isEmpty else { return nil }
        return caseName(for: words.map { String(String.UnicodeScalarView($0)) }.joined(separator: "_"))
    }

    /// `candidate`, or `candidateTab` when the generated enum already has a member of that name.
    private static func avoidingGeneratedMembers(_ candidate: String) -> String {
        generatedMembers.contains(candidate) ? candidate + "Tab" : candidate
    }
}
