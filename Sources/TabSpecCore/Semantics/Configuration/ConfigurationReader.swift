/// The check stage of a configuration file (cli.md): reads the blocks, keys and values of its
/// ``SyntaxTree`` into ``LintSettings`` and ``CompileSettings``, reporting every problem and going on.
///
/// It owns the configuration's messages: what may stand at the top level, and — where it understands a token
/// better than the parser — a `,` between list values (`devices: a, b`, whose `b` the parser reads as a key
/// without `:`), a version the lexer cannot read as a number (`16.4.1`), a symbol name written without quotes.
struct ConfigurationReader {
    let tree: SyntaxTree
    let tokens: TokenBuffer
    /// The rule ids `disable`, `error` and `warning` may name.
    let ruleIDs: [DiagnosticID]
    /// The stage's diagnostics: its first errors, the others counted (``BoundedDiagnostics``).
    private(set) var diagnostics = BoundedDiagnostics()
    /// Tokens whose lexer or parser diagnostic this stage replaced with its own.
    private(set) var explained: [TokenIndex] = []
    private(set) var lint = LintSettings()
    private(set) var compile = CompileSettings()
    /// Where each configured rule was first named, and in which key.
    var ruleSettings: [DiagnosticID: (key: String, range: SourceRange)] = [:]

    /// Reads a configuration file.
    static func read(_ source: SourceFile, ruleIDs: [DiagnosticID]) -> (lint: LintSettings, compile: CompileSettings, diagnostics: [Diagnostic]) {
        var reader = ConfigurationReader(tree: SyntaxTree(parsing: source), ruleIDs: ruleIDs)
        reader.readFile()
        return (reader.lint, reader.compile, FrontEnd.diagnostics(of: reader.tree, explained: reader.explained, checked: reader.diagnostics))
    }

    private init(tree: SyntaxTree, ruleIDs: [DiagnosticID]) {
        self.tree = tree
        tokens = tree.tokens
        self.ruleIDs = ruleIDs
    }

    /// Records a diagnostic of the configuration's check stage.
    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Marks a token whose lexer or parser diagnostic this stage replaces with its own.
    mutating func explain(_ token: TokenIndex) {
        explained.append(token)
    }

    // MARK: Blocks

    /// `file = { block }` with blocks `lint`, `compile` and `app`, each at most once.
    private mutating func readFile() {
        var seen: [String: SourceRange] = [:]
        for entry in tree.entries(of: SyntaxTree.root) {
            switch tree.kind(entry) {
            case .property:
                let key = tree.key(entry)
                let text = tokens.text(key)
                if ConfigurationSchema.blocks.contains(text) {
                    report(.blockUsedAsProperty(text, at: tree.colon(entry).map(tokens.range) ?? tokens.range(key)))
                } else {
                    report(.configurationPropertyAtTopLevel(Diagnostic.excerpt(text), owner: ConfigurationSchema.owner(ofKey: text, besides: nil),
                                                            at: tokens.range(key)))
                }
            case .unexpected:
                let token = tree.token(entry)
                report(.configurationExpectedBlock(found: SyntaxParser.describe(token, kind: tokens.kind(token), in: tokens), at: tokens.range(token)))
            case .block:
                let keyword = tree.token(entry)
                let text = tokens.text(keyword)
                guard ConfigurationSchema.blocks.contains(text) else {
                    if let owner = ConfigurationSchema.owner(ofKey: text, besides: nil) {
                        report(.keyUsedAsBlock(text, in: owner, at: tokens.range(keyword)))
                    } else {
                        let suggestions = Suggestion.names(for: text, among: ConfigurationSchema.blocks)
                        report(.unknownConfigurationBlock(Diagnostic.excerpt(text), suggestions: suggestions, at: tokens.range(keyword)))
                    }
                    continue
                }
                if let first = seen[text] {
                    report(.duplicateBlock(text, in: "configuration file", at: tokens.range(keyword), first: first))
                    continue
                }
                seen[text] = tokens.range(keyword)
                if let name = tree.nameText(entry), let range = tree.nameRange(entry) {
                    report(.unexpectedBlockName(text, name: name, at: range))
                    tree.nameTokens(entry).forEach { explain(TokenIndex($0)) }
                }
                if text == CompileBlock.keyword {
                    let (settings, explainedTokens) = CompileBlock.read(entry, in: tree, into: &diagnostics) {
                        ConfigurationSchema.owner(ofKey: $0, besides: CompileBlock.keyword)
                    }
                    compile = settings
                    explained += explainedTokens
                } else {
                    readEntries(of: entry, named: text)
                }
            case .root:
                break
            }
        }
    }

    /// The entries of `lint { … }` and `app { … }`: known keys, each once, no nested blocks (`compile { … }` is ``CompileBlock``'s).
    private mutating func readEntries(of block: SyntaxTree.NodeIndex, named blockName: String) {
        let keys = ConfigurationSchema.keys(of: blockName)
        var seen: [String: SourceRange] = [:]
        /// The list key whose values the previous entry ended on, and that line (for a stray `,`).
        var openList: (key: String, line: Int)?
        for entry in tree.entries(of: block) {
            switch tree.kind(entry) {
            case .block:
                openList = nil
                let keyword = tokens.text(tree.token(entry))
                if keys.contains(keyword) {
                    report(.keyUsedAsBlock(keyword, in: blockName, at: tokens.range(tree.token(entry))))
                } else {
                    report(.unknownBlock(Diagnostic.excerpt(keyword), in: "in '\(blockName)'", suggestions: [], at: tokens.range(tree.token(entry))))
                }
            case .property:
                let keyToken = tree.key(entry)
                if tree.colon(entry) == nil, let list = openList, line(of: tokens.start(keyToken)) == list.line {
                    // `devices: a, b`: the comma ended the entry and `b` reads as a key without ':'.
                    report(.commaInList(list.key, value: Diagnostic.excerpt(tokens.text(keyToken)), at: tokens.range(keyToken)))
                    explain(keyToken)
                    openList = (list.key, line(of: tree.range(entry).end))
                    continue
                }
                openList = nil
                let key = tokens.text(keyToken)
                guard keys.contains(key) else {
                    let suggestions = Suggestion.names(for: key, among: keys)
                    report(.unknownKey(Diagnostic.excerpt(key), in: blockName, suggestions: suggestions,
                                       belongsIn: ConfigurationSchema.owner(ofKey: key, besides: blockName), at: tokens.range(keyToken)))
                    continue
                }
                if let first = seen[key] {
                    report(.duplicateKey(key, in: blockName, at: tokens.range(keyToken), first: first))
                    continue
                }
                seen[key] = tokens.range(keyToken)
                if ConfigurationSchema.listKeys.contains(key) { openList = (key, line(of: tree.range(entry).end)) }
                readProperty(entry, key: key)
            case .root, .unexpected:
                break
            }
        }
    }

    /// The 1-based line of a byte offset.
    private func line(of offset: Int) -> Int {
        tokens.source.location(of: offset).line
    }

    // MARK: Keys

    /// Reads one known key into the settings.
    private mutating func readProperty(_ property: SyntaxTree.NodeIndex, key: String) {
        switch key {
        case "devices":
            lint.devices = devices(property)
        case "orientations":
            lint.orientations = orientations(property)
        case "deploymentTarget":
            lint.environment.deploymentTarget = version(property, key: key)
        case "disable":
            lint.disabledRules = Set(rules(property, key: key))
        case "error", "warning":
            let severity: Severity = key == "error" ? .error : .warning
            for rule in rules(property, key: key) {
                lint.severities[rule] = severity
            }
        case "symbols":
            lint.extraSymbols = symbols(property)
        case "build":
            lint.lintsInBuild = flag(property, key: key)
        case "catalogs":
            lint.environment.catalogs = paths(property, expected: "paths of String Catalogs such as \"App/Resources/Tabs.xcstrings\"")
        case "assets":
            lint.assets = paths(property, expected: "paths of asset catalogs such as \"App/Assets.xcassets\"")
        case "languages":
            lint.environment.languages = languages(property)
        case "designRequiresCompatibility":
            // `app { … }`: the app keeps the pre-iOS 26 design; lint, frames and render model it.
            lint.environment.designRequiresCompatibility = flag(property, key: key)
        case "sdk":
            // `app { … }` (v1.3): the iOS SDK the app is built with; lint, frames and render model it.
            lint.environment.sdk = version(property, key: key)
        default:
            break
        }
    }
}
