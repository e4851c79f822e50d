/// The `compile { … }` block: settings that change the generated code. A spec may carry one (language.md
/// v1.1), and so may a configuration file (cli.md); both are checked here, so the keys, the values and the
/// messages are the same wherever the block is written.
enum CompileBlock {
    /// The keyword of the block.
    static let keyword = "compile"
    /// Its keys.
    static let keys = ["accessLevel"]
    /// Its nested blocks (v1.2): the localization of every tab bar without a block of its own.
    static let blocks = [SpecBlock.localization.rawValue]

    /// Checks the entries of a `compile` block (its keyword and name are the caller's) and reads its settings:
    /// known keys and blocks, each once, valid values, its problems recorded in `diagnostics`. `owner` names
    /// the block a misplaced key belongs to (`kind` → `tabbar` in a spec, `devices` → `lint` in a configuration
    /// file), for a hint. `explained` are the tokens whose lexer diagnostics the block's own replace.
    static func read(_ block: SyntaxTree.NodeIndex, in tree: SyntaxTree, into diagnostics: inout BoundedDiagnostics,
                     owner: (String) -> String?) -> (settings: CompileSettings, explained: [TokenIndex]) {
        let tokens = tree.tokens
        var settings = CompileSettings()
        var explained: [TokenIndex] = []
        var seen: [String: SourceRange] = [:]
        for entry in tree.entries(of: block) {
            switch tree.kind(entry) {
            case .block:
                let name = tokens.text(tree.token(entry))
                let range = tokens.range(tree.token(entry))
                if blocks.contains(name) {
                    if let first = seen[name] {
                        diagnostics.append(.duplicateBlock(name, in: keyword, at: range, first: first))
                        continue
                    }
                    seen[name] = range
                    // The tab bar's `localization` block, read by the same checker.
                    let checker = SpecChecker(tree: tree, recordingAfter: diagnostics)
                    var properties = SpecProperties()
                    settings.localization = checker.checkLocalization(entry, properties: &properties)
                    diagnostics = checker.diagnostics
                    explained += checker.explained
                    continue
                }
                diagnostics.append(keys.contains(name)
                    ? .keyUsedAsBlock(name, in: keyword, at: range)
                    : .unknownBlock(Diagnostic.excerpt(name), in: "in '\(keyword)'", suggestions: Suggestion.names(for: name, among: blocks),
                                    at: range))
            case .property:
                let keyToken = tree.key(entry)
                let key = tokens.text(keyToken)
                guard keys.contains(key) else {
                    diagnostics.append(.unknownKey(Diagnostic.excerpt(key), in: keyword, suggestions: Suggestion.names(for: key, among: keys),
                                                   belongsIn: owner(key), at: tokens.range(keyToken)))
                    continue
                }
                if let first = seen[key] {
                    diagnostics.append(.duplicateKey(key, in: keyword, at: tokens.range(keyToken), first: first))
                    continue
                }
                seen[key] = tokens.range(keyToken)
                let (level, problem) = accessLevel(entry, in: tree)
                settings.accessLevel = level
                if let problem { diagnostics.append(problem) }
            case .root, .unexpected:
                break
            }
        }
        return (settings, explained)
    }

    /// `accessLevel: internal | public | package` — the level, or the problem with the written value (`nil`
    /// for both when the lexer already reported the value).
    private static func accessLevel(_ property: SyntaxTree.NodeIndex, in tree: SyntaxTree) -> (SwiftAccessLevel?, Diagnostic?) {
        let tokens = tree.tokens
        let allowed = SwiftAccessLevel.allCases.map(\.rawValue)
        let values = tree.values(property)
        guard let value = values.first else { return (nil, nil) }
        guard values.count == 1 else {
            return (nil, .wrongValueCount("accessLevel", expected: "one of \(Diagnostic.quotedList(allowed))",
                                          found: values.count, at: tree.valuesRange(property)))
        }
        let written = tokens.text(value)
        switch tokens.kind(value) {
        case .identifier:
            if let level = SwiftAccessLevel(rawValue: written) { return (level, nil) }
            return (nil, .invalidKeyword("accessLevel", found: Diagnostic.excerpt(written), allowed: allowed,
                                         suggestions: SwiftAccessLevel.suggestions(for: written), at: tokens.range(value)))
        case .invalid:
            return (nil, nil)
        default:
            return (nil, .invalidValue("accessLevel", expected: Diagnostic.quotedList(allowed),
                                       found: Diagnostic.quotedValue(Diagnostic.excerpt(written)), at: tokens.range(value)))
        }
    }
}
