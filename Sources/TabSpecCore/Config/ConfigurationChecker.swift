/// The schema pass of a configuration file: checks blocks, keys and values of the syntax tree and builds
/// ``LintSettings`` and ``CompileSettings``. Like the spec schema it reports every problem and goes on.
struct ConfigurationChecker {
    /// A parser diagnostic that a more specific configuration diagnostic replaces.
    private struct Replacement: Hashable {
        /// The replaced diagnostic's id.
        var id: DiagnosticID
        /// The replaced diagnostic's exact range.
        var range: SourceRange
    }

    /// The configuration file being checked.
    let source: SourceFile
    /// The rule ids `disable`, `error` and `warning` may name.
    let ruleIDs: [DiagnosticID]
    /// Configuration diagnostics found so far (parser diagnostics stay with the parser).
    private(set) var diagnostics: [Diagnostic] = []
    /// The `lint { … }` settings read so far.
    private(set) var lint = LintSettings()
    /// The `compile { … }` settings read so far.
    private(set) var compile = CompileSettings()
    /// Parser diagnostics to drop, by id and exact range.
    private var replacements: Set<Replacement> = []
    /// Ranges inside which every parser or lexer diagnostic is dropped.
    private var replacedRanges: [SourceRange] = []
    /// Where each configured rule was first named, and in which key.
    private var ruleSettings: [DiagnosticID: (key: String, range: SourceRange)] = [:]

    /// A checker for `source` accepting the rule ids `ruleIDs`.
    init(source: SourceFile, ruleIDs: [DiagnosticID]) {
        self.source = source
        self.ruleIDs = ruleIDs
    }

    /// Whether a parser or lexer diagnostic has been replaced by a configuration diagnostic.
    func isReplaced(_ diagnostic: Diagnostic) -> Bool {
        replacements.contains(Replacement(id: diagnostic.id, range: diagnostic.range))
            || replacedRanges.contains { diagnostic.range.start >= $0.start && diagnostic.range.end <= $0.end }
    }

    /// Records a configuration diagnostic.
    private mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// The source text of a range.
    private func text(_ range: SourceRange) -> String {
        source.text(in: range)
    }

    // MARK: Blocks

    /// `file = { block }` with blocks `lint` and `compile`, each at most once.
    mutating func check(_ file: SyntaxFile) {
        var seen: [String: SourceRange] = [:]
        for entry in file.entries {
            switch entry {
            case let .property(property):
                let key = property.key.text
                replacements.insert(Replacement(id: .expectedToken, range: property.key.range))
                if ConfigurationSchema.blocks.contains(key) {
                    report(.blockUsedAsProperty(key, at: property.colon ?? property.key.range))
                } else {
                    report(.configurationPropertyAtTopLevel(key, owner: ConfigurationSchema.owner(ofKey: key, besides: nil),
                                                            at: property.key.range))
                }
            case let .block(block):
                let keyword = block.keyword.text
                guard ConfigurationSchema.blocks.contains(keyword) else {
                    if let owner = ConfigurationSchema.owner(ofKey: keyword, besides: nil) {
                        report(.keyUsedAsBlock(keyword, in: owner, at: block.keyword.range))
                    } else {
                        let suggestions = EditDistance.suggestions(for: keyword, among: ConfigurationSchema.blocks)
                        report(.unknownConfigurationBlock(keyword, suggestions: suggestions, at: block.keyword.range))
                    }
                    continue
                }
                if let first = seen[keyword] {
                    report(.duplicateBlock(keyword, in: "configuration file", at: block.keyword.range, first: first))
                    continue
                }
                seen[keyword] = block.keyword.range
                if let name = block.name { report(.unexpectedBlockName(keyword, name: name)) }
                if keyword == CompileBlock.keyword {
                    let (settings, problems) = CompileBlock.check(block, source: source) {
                        ConfigurationSchema.owner(ofKey: $0, besides: CompileBlock.keyword)
                    }
                    compile = settings
                    diagnostics += problems
                } else {
                    checkEntries(of: block)
                }
            }
        }
    }

    /// The entries of `lint { … }`: known keys, each once, no nested blocks (`compile { … }` is ``CompileBlock``'s).
    private mutating func checkEntries(of block: SyntaxBlock) {
        let blockName = block.keyword.text
        let keys = ConfigurationSchema.keys(of: blockName)
        var seen: [String: SourceRange] = [:]
        /// The list key whose values the previous entry ended on, and that line (for a stray `,`).
        var openList: (key: String, line: Int)?
        for entry in block.entries {
            switch entry {
            case let .block(nested):
                openList = nil
                let keyword = nested.keyword.text
                if keys.contains(keyword) {
                    report(.keyUsedAsBlock(keyword, in: blockName, at: nested.keyword.range))
                } else {
                    report(.unknownBlock(keyword, in: "in '\(blockName)'", suggestions: [], at: nested.keyword.range))
                }
            case let .property(property):
                if property.colon == nil, let list = openList, line(of: property.key.range.start) == list.line {
                    // `devices: a, b`: the comma ended the entry and `b` reads as a key without ':'.
                    replacements.insert(Replacement(id: .expectedToken, range: SourceRange(at: property.key.range.end)))
                    report(.commaInList(list.key, value: property.key.text, at: property.key.range))
                    openList = (list.key, line(of: property.range.end))
                    continue
                }
                openList = nil
                let key = property.key.text
                guard keys.contains(key) else {
                    let suggestions = EditDistance.suggestions(for: key, among: keys)
                    report(.unknownKey(key, in: blockName, suggestions: suggestions,
                                       belongsIn: ConfigurationSchema.owner(ofKey: key, besides: blockName), at: property.key.range))
                    continue
                }
                if let first = seen[key] {
                    report(.duplicateKey(key, in: blockName, at: property.key.range, first: first))
                    continue
                }
                seen[key] = property.key.range
                if ConfigurationSchema.listKeys.contains(key) { openList = (key, line(of: property.range.end)) }
                checkProperty(property)
            }
        }
    }

    /// The 1-based line of a byte offset.
    private func line(of offset: Int) -> Int {
        source.location(of: offset).line
    }

    // MARK: Keys

    /// Reads one known key into the settings.
    private mutating func checkProperty(_ property: SyntaxProperty) {
        let key = property.key.text
        switch key {
        case "devices":
            lint.devices = devices(property)
        case "orientations":
            lint.orientations = orientations(property)
        case "deploymentTarget":
            lint.deploymentTarget = deploymentTarget(property)
        case "disable":
            lint.disabledRules = rules(property)
        case "error", "warning":
            let severity: Severity = key == "error" ? .error : .warning
            for rule in rules(property) {
                lint.severities[rule] = severity
            }
        case "symbols":
            lint.extraSymbols = symbols(property)
        default:
            break
        }
    }

    /// `devices: slug…` — catalog slugs, each once.
    private mutating func devices(_ property: SyntaxProperty) -> [String]? {
        let slugs = Device.catalog.map(\.slug)
        var result: [String] = []
        for (name, range) in uniqueNames(property, expected: "device slugs such as 'iphone-16'") {
            guard slugs.contains(name) else {
                report(.unknownDevice(name, suggestions: ConfigurationChecker.closest(to: name, among: slugs), at: range))
                continue
            }
            result.append(name)
        }
        return property.values.isEmpty ? nil : result
    }

    /// `orientations: portrait landscape` — one or both, each once.
    private mutating func orientations(_ property: SyntaxProperty) -> [Orientation]? {
        let allowed = Orientation.allCases.map(\.rawValue)
        var result: [Orientation] = []
        for (name, range) in uniqueNames(property, expected: Diagnostic.quotedList(allowed)) {
            guard let orientation = Orientation(rawValue: name) else {
                let suggestions = EditDistance.suggestions(for: name, among: allowed)
                report(.invalidKeyword("orientations", found: name, allowed: allowed, suggestions: suggestions, at: range))
                continue
            }
            result.append(orientation)
        }
        return property.values.isEmpty ? nil : result
    }

    /// `deploymentTarget: 16.0` — one iOS version, written as a number, a string or (`16.4.1`, which the lexer
    /// does not read as a number) bare.
    private mutating func deploymentTarget(_ property: SyntaxProperty) -> IOSVersion? {
        guard let value = property.values.first else { return nil }
        guard property.values.count == 1 else {
            report(.wrongValueCount("deploymentTarget", expected: "one iOS version", found: property.values.count,
                                    at: property.valuesRange))
            return nil
        }
        let written = text(value.range)
        switch value.kind {
        case .number:
            // The source text, not the parsed number: `17.10` is not `17.1`.
            if let version = IOSVersion(written) { return version }
        case let .string(string):
            if let version = IOSVersion(string) { return version }
        case .invalid:
            guard let version = IOSVersion(written) else { return nil }
            replacedRanges.append(value.range)
            return version
        default:
            break
        }
        report(.invalidDeploymentTarget(written, at: value.range))
        return nil
    }

    /// `disable:`, `error:` or `warning:` — rule ids of ``ruleIDs``, each named in one key only.
    private mutating func rules(_ property: SyntaxProperty) -> [DiagnosticID] {
        let key = property.key.text
        var result: [DiagnosticID] = []
        for (name, range) in uniqueNames(property, expected: "rule ids such as 'low-contrast'") {
            let id = DiagnosticID(name)
            if id.isLanguageError {
                report(.languageErrorNotConfigurable(name, key: key, at: range))
                continue
            }
            guard ruleIDs.contains(id) else {
                let suggestions = EditDistance.suggestions(for: name, among: ruleIDs.map(\.rawValue))
                report(.unknownRule(name, key: key, suggestions: suggestions, at: range))
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

    /// `symbols: "figure.walk.motion" …` — well-formed SF Symbol names, each once.
    private mutating func symbols(_ property: SyntaxProperty) -> [String] {
        var result: [String] = []
        for (name, range) in uniqueNames(property, expected: "SF Symbol names such as \"figure.walk.motion\"") {
            guard SymbolTable.isWellFormedName(name) else {
                report(.invalidExtraSymbol(describe(range), at: range))
                continue
            }
            result.append(name)
        }
        return result
    }

    // MARK: Values

    /// The did-you-mean candidates at the smallest edit distance only (device slugs differ by a digit or
    /// two, so the plain suggestions would often list three).
    static func closest(to name: String, among candidates: [String]) -> [String] {
        let suggestions = EditDistance.suggestions(for: name, among: candidates)
        let distances = suggestions.map { EditDistance.distance(name.lowercased(), $0.lowercased()) ?? .max }
        guard let best = distances.min() else { return [] }
        return zip(suggestions, distances).filter { $0.1 == best }.map(\.0)
    }

    /// How a diagnostic quotes a value: `string "x"` or `'x'`.
    private func describe(_ range: SourceRange) -> String {
        Diagnostic.quotedValue(text(range))
    }

    /// The names of a list property (identifiers or strings), without repeats; other values and repeats are
    /// reported, values the lexer already reported are skipped.
    private mutating func uniqueNames(_ property: SyntaxProperty, expected: String) -> [(name: String, range: SourceRange)] {
        let key = property.key.text
        var result: [(name: String, range: SourceRange)] = []
        var seen: [String: SourceRange] = [:]
        for value in property.values {
            let name: String
            switch value.kind {
            case let .identifier(identifier): name = identifier
            case let .string(string): name = string
            case .invalid: continue
            default:
                report(.invalidValue(key, expected: expected, found: describe(value.range), at: value.range))
                continue
            }
            if let first = seen[name] {
                report(.repeatedValue(name, key: key, at: value.range, first: first))
                continue
            }
            seen[name] = value.range
            result.append((name, value.range))
        }
        return result
    }
}
