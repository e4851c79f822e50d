/// The values of a configuration file's keys.
extension ConfigurationReader {
    /// `devices: slug…` — catalog slugs, each once.
    mutating func devices(_ property: SyntaxTree.NodeIndex) -> [String]? {
        let slugs = Device.catalog.map(\.slug)
        var result: [String] = []
        for (name, range) in uniqueNames(property, expected: "device slugs such as 'iphone-16'") {
            guard slugs.contains(name) else {
                report(.unknownDevice(Diagnostic.excerpt(name), suggestions: Suggestion.closest(to: name, among: slugs), at: range))
                continue
            }
            result.append(name)
        }
        return tree.values(property).isEmpty ? nil : result
    }

    /// `orientations: portrait landscape` — one or both, each once.
    mutating func orientations(_ property: SyntaxTree.NodeIndex) -> [Orientation]? {
        let allowed = Orientation.allCases.map(\.rawValue)
        var result: [Orientation] = []
        for (name, range) in uniqueNames(property, expected: Diagnostic.quotedList(allowed)) {
            guard let orientation = Orientation(rawValue: name) else {
                let suggestions = Suggestion.names(for: name, among: allowed)
                report(.invalidKeyword("orientations", found: Diagnostic.excerpt(name), allowed: allowed, suggestions: suggestions, at: range))
                continue
            }
            result.append(orientation)
        }
        return tree.values(property).isEmpty ? nil : result
    }

    /// `deploymentTarget: 16.0` (and `app { sdk: 27 }`, `key`) — one iOS version, written as a number, a string
    /// or (`16.4.1`, which the lexer does not read as a number) bare, in which case this stage explains the
    /// lexer's `invalid-number`.
    mutating func version(_ property: SyntaxTree.NodeIndex, key: String) -> IOSVersion? {
        let values = tree.values(property)
        guard let value = values.first else { return nil }
        guard values.count == 1 else {
            report(.wrongValueCount(key, expected: "one iOS version", found: values.count, at: tree.valuesRange(property)))
            return nil
        }
        let written = tokens.text(value)
        switch tokens.kind(value) {
        case .number:
            // The source text, not the number: `17.10` is not `17.1`.
            if let version = IOSVersion(written) { return version }
        case .string:
            if let version = IOSVersion(tokens.string(value)) { return version }
        case .invalid:
            guard let version = IOSVersion(written) else { return nil }
            explain(value)
            return version
        default:
            break
        }
        report(.invalidVersion(Diagnostic.excerpt(written), for: key, at: tokens.range(value)))
        return nil
    }

    /// `build: true | false` — one boolean keyword.
    mutating func flag(_ property: SyntaxTree.NodeIndex, key: String) -> Bool? {
        let values = tree.values(property)
        guard let value = values.first else { return nil }
        let allowed = ["true", "false"]
        guard values.count == 1 else {
            report(.wrongValueCount(key, expected: "'true' or 'false'", found: values.count, at: tree.valuesRange(property)))
            return nil
        }
        let written = tokens.text(value)
        guard tokens.kind(value) == .identifier else {
            report(.invalidValue(key, expected: "'true' or 'false'", found: describeValue(value), at: tokens.range(value)))
            return nil
        }
        guard allowed.contains(written) else {
            report(.invalidKeyword(key, found: Diagnostic.excerpt(written), allowed: allowed,
                                   suggestions: Suggestion.names(for: written, among: allowed), at: tokens.range(value)))
            return nil
        }
        return written == "true"
    }

    /// `disable:`, `error:` or `warning:` — rule ids of ``ruleIDs``, each named in one key only.
    mutating func rules(_ property: SyntaxTree.NodeIndex, key: String) -> [DiagnosticID] {
        var result: [DiagnosticID] = []
        for (name, range) in uniqueNames(property, expected: "rule ids such as 'low-contrast'") {
            let id = DiagnosticID(name)
            if id.isLanguageError {
                report(.languageErrorNotConfigurable(name, key: key, at: range))
                continue
            }
            guard ruleIDs.contains(id) else {
                let suggestions = Suggestion.names(for: name, among: ruleIDs.map(\.rawValue))
                report(.unknownRule(Diagnostic.excerpt(name), key: key, suggestions: suggestions, at: range))
                continue
            }
            if let first = ruleSettings[id] {
                report(.conflictingRuleSetting(name, key: key, firstKey: first.key, at: range, first: first.range))
                continue
            }
            ruleSettings[id] = (key, range)
            result.append(id)
        }
        return result
    }

    /// `symbols: "figure.walk.motion" …` — well-formed SF Symbol names, each once. A name written without
    /// quotes (`figure.walk`) is one error: names are strings, and the Fix-It adds the quotes.
    mutating func symbols(_ property: SyntaxTree.NodeIndex) -> [String] {
        for value in tree.values(property) where tokens.problem(value) == .dottedName {
            report(.unquotedDottedName("symbols", written: tokens.text(value), at: tokens.range(value)))
            explain(value)
        }
        var result: [String] = []
        for (name, range) in uniqueNames(property, expected: "SF Symbol names such as \"figure.walk.motion\"") {
            guard SymbolTable.isWellFormedName(name) else {
                report(.invalidExtraSymbol(Diagnostic.quotedValue(Diagnostic.excerpt(tokens.source.text(in: range))), at: range))
                continue
            }
            result.append(name)
        }
        return result
    }

    /// `catalogs: "App/Resources/Tabs.xcstrings" …` (String Catalogs, or folders of `<language>.lproj` folders),
    /// `assets: "App/Assets.xcassets" …` (asset catalogs) — paths (non-empty strings, relative to the
    /// configuration file), each once; anything else is an `invalid-value` that says what is `expected`.
    mutating func paths(_ property: SyntaxTree.NodeIndex, expected: String) -> [String] {
        let key = tokens.text(tree.key(property))
        var result: [String] = []
        var seen: [String: SourceRange] = [:]
        for value in tree.values(property) {
            guard tokens.kind(value) == .string, !tokens.string(value).isEmpty else {
                if tokens.kind(value) != .invalid {
                    report(.invalidValue(key, expected: expected, found: describeValue(value), at: tokens.range(value)))
                }
                continue
            }
            let path = tokens.string(value)
            if let first = seen[path] {
                report(.repeatedValue(Diagnostic.excerpt(path), key: key, at: tokens.range(value), first: first))
                continue
            }
            seen[path] = tokens.range(value)
            result.append(path)
        }
        return result
    }

    /// `languages: de ja ar` — language tags (checked loosely: ``Localizations/isLanguageTag(_:)``), each once; `nil` when
    /// the key has no value.
    mutating func languages(_ property: SyntaxTree.NodeIndex) -> [String]? {
        var result: [String] = []
        for (name, range) in uniqueNames(property, expected: "language tags such as 'de', 'pt-BR' or 'zh-Hans'") {
            guard Localizations.isLanguageTag(name) else {
                report(.invalidLanguageTag(Diagnostic.excerpt(name), at: range))
                continue
            }
            result.append(name)
        }
        return tree.values(property).isEmpty ? nil : result
    }

    /// How a diagnostic quotes a value: `string "x"` or `'x'`.
    func describeValue(_ token: TokenIndex) -> String {
        Diagnostic.quotedValue(Diagnostic.excerpt(tokens.text(token)))
    }

    /// The names of a list property (identifiers or strings), without repeats; other values and repeats are
    /// reported, values the lexer already reported are skipped.
    private mutating func uniqueNames(_ property: SyntaxTree.NodeIndex, expected: String) -> [(name: String, range: SourceRange)] {
        let key = tokens.text(tree.key(property))
        var result: [(name: String, range: SourceRange)] = []
        var seen: [String: SourceRange] = [:]
        for value in tree.values(property) {
            let name: String
            switch tokens.kind(value) {
            case .identifier: name = tokens.text(value)
            case .string: name = tokens.string(value)
            case .invalid: continue
            default:
                report(.invalidValue(key, expected: expected, found: describeValue(value), at: tokens.range(value)))
                continue
            }
            if let first = seen[name] {
                report(.repeatedValue(Diagnostic.excerpt(name), key: key, at: tokens.range(value), first: first))
                continue
            }
            seen[name] = tokens.range(value)
            result.append((name, tokens.range(value)))
        }
        return result
    }
}
