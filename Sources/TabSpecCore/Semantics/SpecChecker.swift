/// The check stage of a spec: walks the ``SyntaxTree`` once, resolves keys and keywords to enums, checks
/// every value against the schema (``SpecBlock``, ``SpecKey``), resolves palette and tab references, and
/// builds one ``TabBarSpec`` per `tabbar` block with every default resolved.
///
/// It never stops at the first problem: every error is reported and checking goes on with the default value.
/// Where it understands a token's problem better than the lexer or parser (a tab id that is not a name, a
/// name with dots where a string belongs), it reports its own diagnostic and marks the token explained.
final class SpecChecker {
    let tree: SyntaxTree
    let tokens: TokenBuffer
    /// The stage's diagnostics: its first errors (every one with `limit` `nil`), the others counted
    /// (``BoundedDiagnostics``).
    @exclusivity(unchecked) private(set) var diagnostics: BoundedDiagnostics
    /// Tokens whose lexer or parser diagnostic this stage replaced with its own.
    @exclusivity(unchecked) private(set) var explained: [TokenIndex] = []
    /// The file's palette colors.
    @exclusivity(unchecked) var palette = Palette()
    /// Where each tab bar name was first used.
    @exclusivity(unchecked) private var seenTabBarNames: [String: SourceRange] = [:]
    /// The file's `compile { … }` settings (v1.1), from its only `compile` block.
    @exclusivity(unchecked) private(set) var compile = CompileSettings()
    /// The keyword of the file's first `compile` block.
    @exclusivity(unchecked) private var firstCompileBlock: SourceRange?
    /// The first property of each key in the blocks being checked.
    @exclusivity(unchecked) var slots = KeySlots()
    /// The keys and nested blocks of the block last collected, in source order.
    @exclusivity(unchecked) var order: [SpecKey] = []
    /// The tabs of the tab bar being checked.
    @exclusivity(unchecked) var tabNodes: [SyntaxTree.NodeIndex] = []
    /// The `theme` blocks of the tab bar being checked (v1.3).
    @exclusivity(unchecked) var themeNodes: [SyntaxTree.NodeIndex] = []

    /// A checker of `tree` recording its diagnostics after those of `diagnostics` (a `compile` block's
    /// `localization`, checked on behalf of its reader).
    init(tree: SyntaxTree, recordingAfter diagnostics: BoundedDiagnostics = BoundedDiagnostics()) {
        self.tree = tree
        tokens = tree.tokens
        self.diagnostics = diagnostics
    }

    /// A checker of `tree` keeping at most `limit` errors (`nil`: every diagnostic).
    convenience init(tree: SyntaxTree, limit: Int?) {
        self.init(tree: tree, recordingAfter: BoundedDiagnostics(limit: limit))
    }

    /// Records a diagnostic of the check stage.
    func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Marks tokens whose diagnostics this stage replaces with its own.
    func explain(_ tokens: Range<Int>) {
        for token in tokens { explained.append(TokenIndex(token)) }
    }

    /// Marks a token whose diagnostics this stage replaces with its own.
    func explain(_ token: TokenIndex) {
        explained.append(token)
    }

    /// The source text of a token, shortened as a message quotes it.
    func quoted(_ token: TokenIndex) -> String {
        Diagnostic.excerpt(tokens.text(token))
    }

    /// Checks the whole file: the palettes first (their colors are usable in every tab bar, wherever the
    /// palette is written), then every other top-level entry.
    func checkFile() -> [TabBarSpec] {
        let entries = Array(tree.entries(of: SyntaxTree.root))
        for entry in entries where tree.kind(entry) == .block && SpecBlock.named(tree.token(entry), in: tokens) == .palette {
            collectPalette(entry)
        }
        resolvePalette()
        var tabBars: [TabBarSpec] = []
        tabBars.reserveCapacity(entries.count)
        for entry in entries {
            switch tree.kind(entry) {
            case .property:
                let key = tree.key(entry)
                report(.propertyAtTopLevel(quoted(key), at: tokens.range(key)))
            case .unexpected:
                let token = tree.token(entry)
                report(.expectedToken("a block such as 'tabbar Name { … }'", found: SyntaxParser.describe(token, kind: tokens.kind(token), in: tokens),
                                      at: tokens.range(token)))
            case .block:
                if SpecBlock.named(tree.token(entry), in: tokens) == .palette { continue }
                if let spec = checkTopLevelBlock(entry) { tabBars.append(spec) }
            case .root:
                break
            }
        }
        checkLocalizationKeys(&tabBars)
        return tabBars
    }

    /// A top-level block other than a palette: a tab bar (its spec, unless it has no name or repeats an
    /// earlier tab bar's), the `compile` settings, or a block that is not allowed at the top level.
    private func checkTopLevelBlock(_ block: SyntaxTree.NodeIndex) -> TabBarSpec? {
        let kind = SpecBlock.named(tree.token(block), in: tokens)
        if kind == .compile {
            checkCompile(block)
            return nil
        }
        guard kind == .tabbar else {
            reportUnknownBlock(block, context: "at the top level", candidates: SpecBlock.topLevel.map(\.rawValue))
            return nil
        }
        guard let spec = checkTabBar(block) else { return nil }
        if let first = seenTabBarNames[spec.name] {
            report(.duplicateTabBar(spec.name, at: spec.nameRange, first: first))
            return nil
        }
        seenTabBarNames[spec.name] = spec.nameRange
        return spec
    }

    /// `compile { accessLevel: … }`: at most one per file, without a name.
    private func checkCompile(_ block: SyntaxTree.NodeIndex) {
        let keyword = tokens.range(tree.token(block))
        if let first = firstCompileBlock {
            report(.duplicateTopLevelBlock(CompileBlock.keyword, at: keyword, first: first))
            return
        }
        firstCompileBlock = keyword
        reportUnexpectedName(block, keyword: CompileBlock.keyword)
        let (settings, explainedTokens) = CompileBlock.read(block, in: tree, into: &diagnostics) {
            SpecBlock.owner(ofKey: $0, besides: .compile)?.rawValue
        }
        compile = settings
        explained += explainedTokens
    }

    /// Reports a block that is not allowed where it is, with did-you-mean among `candidates`.
    func reportUnknownBlock(_ block: SyntaxTree.NodeIndex, context: String, candidates: [String], keysOf owner: SpecBlock? = nil) {
        let keyword = tree.token(block)
        let text = tokens.text(keyword)
        var diagnostic: Diagnostic = if let owner, owner.hasKey(named: text) {
            .keyUsedAsBlock(Diagnostic.excerpt(text), in: owner.rawValue, at: tokens.range(keyword))
        } else {
            .unknownBlock(Diagnostic.excerpt(text), in: context, suggestions: Suggestion.names(for: text, among: candidates),
                          at: tokens.range(keyword))
        }
        if owner == .theme { diagnostic.notes.append(.themeChangesColorsOnly) }
        report(diagnostic)
    }

    /// Reports a property whose key is not allowed in `block`.
    func reportUnknownKey(_ property: SyntaxTree.NodeIndex, in block: SpecBlock) {
        let key = tree.key(property)
        let text = tokens.text(key)
        if block.blocks.contains(where: { $0.rawValue == text }) {
            report(.blockUsedAsProperty(text, at: tree.colon(property).map(tokens.range) ?? tokens.range(key)))
            return
        }
        let suggestions = Suggestion.keyNames(for: text, among: block.keyNames)
        var owner = SpecBlock.owner(ofKey: text, besides: block)
        if block == .theme, owner != .tabbar { owner = nil }
        var diagnostic = Diagnostic.unknownKey(Diagnostic.excerpt(text), in: block.rawValue, suggestions: suggestions,
                                               belongsIn: owner?.rawValue, at: tokens.range(key))
        if block == .theme { diagnostic.notes.append(.themeChangesColorsOnly) }
        report(diagnostic)
    }

    /// A block's name when it has one, with the range it was written at.
    func name(of block: SyntaxTree.NodeIndex) -> (text: String, range: SourceRange)? {
        guard let text = tree.nameText(block), let range = tree.nameRange(block) else { return nil }
        return (text, range)
    }

    /// Reports the name of a block that takes none (`indicator main { … }`).
    func reportUnexpectedName(_ block: SyntaxTree.NodeIndex, keyword: String) {
        guard let name = name(of: block) else { return }
        report(.unexpectedBlockName(keyword, name: name.text, at: name.range))
        explain(tree.nameTokens(block))
    }
}

/// The first property of each key in the blocks being checked: a tab bar, and a nested block or tab inside
/// it. Keys of different blocks never coincide (``SpecKey`` has `height` and `indicator.height`), so one table
/// serves them all; each block clears its keys once checked.
struct KeySlots {
    /// Node indices by key; 0 (the root, never a property) means none.
    private var nodes = [UInt32](repeating: 0, count: SpecKey.allCases.count)

    subscript(key: SpecKey) -> SyntaxTree.NodeIndex? {
        let node = nodes[Int(key.rawValue)]
        return node == 0 ? nil : SyntaxTree.NodeIndex(Int(node))
    }

    mutating func set(_ key: SpecKey, _ node: SyntaxTree.NodeIndex) {
        nodes[Int(key.rawValue)] = node.rawValue
    }

    mutating func clear(_ keys: [SpecKey]) {
        for key in keys { nodes[Int(key.rawValue)] = 0 }
    }
}
