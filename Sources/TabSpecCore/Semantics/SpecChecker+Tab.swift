/// `tab ID { symbol, selectedSymbol, title, accessibilityLabel, titleKey, accessibilityLabelKey, role, image,
/// selectedImage, imageRendering, optional, prominent, accessibilityIdentifier, accessibilityHint, accessibilityHintKey,
/// placement }`.
extension SpecChecker {
    /// The localization keys a tab writes (`titleKey`, `accessibilityLabelKey`, `accessibilityHintKey`), in
    /// ``LocalizedText/Role``'s order.
    typealias WrittenKeys = [(role: LocalizedText.Role, key: String)]

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
        var keys: WrittenKeys = []
        for key in SpecBlock.tab.keys {
            guard let node = slots[key] else { continue }
            properties.append(SpecProperty(keyRange: tokens.range(tree.key(node)), valueRange: tree.valuesRange(node)), for: key)
            switch key {
            case .symbol: item.symbolName = string(node, key: key)
            case .selectedSymbol: item.selectedSymbolName = string(node, key: key)
            case .title: item.title = string(node, key: key)
            case .accessibilityLabel: item.accessibilityLabel = string(node, key: key)
            case .accessibilityHint: item.accessibilityHint = string(node, key: key)
            case .image: item.imageName = nonEmptyString(node, key: key)
            case .selectedImage: item.selectedImageName = nonEmptyString(node, key: key)
            case .accessibilityIdentifier: item.accessibilityIdentifier = nonEmptyString(node, key: key)
            case .tabImageRendering:
                if case let .keyword(index)? = read(node, as: key) { item.imageRendering = TabBarConfiguration.ImageRendering.allCases[index] }
            case .optional:
                if case let .bool(flag)? = read(node, as: key) { item.isOptional = flag }
            case .prominent:
                if case let .bool(flag)? = read(node, as: key) { item.isProminent = flag }
            case .placement:
                if case let .keyword(index)? = read(node, as: key) { item.placement = TabBarConfiguration.Item.Placement.allCases[index] }
            case .role:
                guard case let .keyword(index)? = read(node, as: key) else { break }
                switch Spellings.Role.allCases[index] {
                case .search: item.isSearch = true
                case .action: item.isAction = true
                }
            default:
                // `titleKey`, `accessibilityLabelKey`, `accessibilityHintKey`.
                guard let role = LocalizedText.Role.allCases.first(where: { $0.overrideKey == key }),
                      let written = localizationKey(node, role: role, tabBar: tabBar, tab: id) else { break }
                keys.append((role, written))
            }
        }
        checkIcon(of: &item, tab: id)
        if slots[.symbol] == nil, slots[.image] == nil, slots[.title] == nil {
            report(.missingKey("tab '\(Diagnostic.excerpt(id))' needs a 'symbol', an 'image' or a 'title'", at: written.range))
        }
        reportKeysWithoutText(tab: id)
        slots.clear(SpecBlock.tab.keys)
        return (TabSpec(id: id, idRange: written.range, range: tree.range(block), properties: properties), item, caseName, keys)
    }

    /// A tab's icon is an SF Symbol or an image (v1.3): the kind of the first icon key written wins, and each
    /// key of the other kind is `conflicting-key` (at it, with a note at that first key) and left out of the item.
    private func checkIcon(of item: inout TabBarConfiguration.Item, tab id: String) {
        let symbolKeys: [SpecKey] = [.symbol, .selectedSymbol]
        let iconKeys = order.filter { symbolKeys.contains($0) || $0 == .image || $0 == .selectedImage }
        guard let first = iconKeys.first, let firstNode = slots[first] else { return }
        let firstIsSymbol = symbolKeys.contains(first)
        for key in iconKeys where symbolKeys.contains(key) != firstIsSymbol {
            guard let node = slots[key] else { continue }
            report(.conflictingIconKey(key.name, with: first.name, tab: Diagnostic.excerpt(id), at: tokens.range(tree.key(node)),
                                       firstRange: tokens.range(tree.key(firstNode))))
            switch key {
            case .symbol: item.symbolName = nil
            case .selectedSymbol: item.selectedSymbolName = nil
            case .image: item.imageName = nil
            default: item.selectedImageName = nil
            }
        }
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
