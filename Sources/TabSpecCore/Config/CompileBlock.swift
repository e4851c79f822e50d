/// The `compile { … }` block: settings that change the generated code. A spec may carry one (language.md
/// v1.1), and so may a configuration file (cli.md); both are checked here, so the keys, the values and the
/// messages are the same wherever the block is written.
enum CompileBlock {
    /// The keyword of the block.
    static let keyword = "compile"
    /// Its keys.
    static let keys = ["accessLevel"]

    /// Checks the entries of a `compile` block (its keyword and name are the caller's) and reads its settings:
    /// known keys, each once, no nested blocks, valid values. `owner` names the block a misplaced key belongs
    /// to (`kind` → `tabbar` in a spec, `devices` → `lint` in a configuration file), for a hint.
    static func check(_ block: SyntaxBlock, source: SourceFile,
                      owner: (String) -> String?) -> (settings: CompileSettings, diagnostics: [Diagnostic]) {
        var settings = CompileSettings()
        var diagnostics: [Diagnostic] = []
        var seen: [String: SourceRange] = [:]
        for entry in block.entries {
            switch entry {
            case let .block(nested):
                let name = nested.keyword.text
                diagnostics.append(keys.contains(name)
                    ? .keyUsedAsBlock(name, in: keyword, at: nested.keyword.range)
                    : .unknownBlock(name, in: "in '\(keyword)'", suggestions: [], at: nested.keyword.range))
            case let .property(property):
                let key = property.key.text
                guard keys.contains(key) else {
                    diagnostics.append(.unknownKey(key, in: keyword, suggestions: EditDistance.suggestions(for: key, among: keys),
                                                   belongsIn: owner(key), at: property.key.range))
                    continue
                }
                if let first = seen[key] {
                    diagnostics.append(.duplicateKey(key, in: keyword, at: property.key.range, first: first))
                    continue
                }
                seen[key] = property.key.range
                let (level, problem) = accessLevel(property, source: source)
                settings.accessLevel = level
                if let problem { diagnostics.append(problem) }
            }
        }
        return (settings, diagnostics)
    }

    /// `accessLevel: internal | public | package` — the level, or the problem with the written value (`nil`
    /// for both when the lexer already reported the value).
    static func accessLevel(_ property: SyntaxProperty, source: SourceFile) -> (SwiftAccessLevel?, Diagnostic?) {
        let allowed = SwiftAccessLevel.allCases.map(\.rawValue)
        guard let value = property.values.first else { return (nil, nil) }
        guard property.values.count == 1 else {
            return (nil, .wrongValueCount("accessLevel", expected: "one of \(Diagnostic.quotedList(allowed))",
                                          found: property.values.count, at: property.valuesRange))
        }
        switch value.kind {
        case let .identifier(name):
            if let level = SwiftAccessLevel(rawValue: name) { return (level, nil) }
            return (nil, .invalidKeyword("accessLevel", found: name, allowed: allowed,
                                         suggestions: SwiftAccessLevel.suggestions(for: name), at: value.range))
        case .invalid:
            return (nil, nil)
        default:
            return (nil, .invalidValue("accessLevel", expected: Diagnostic.quotedList(allowed),
                                       found: Diagnostic.quotedValue(source.text(in: value.range)), at: value.range))
        }
    }
}
