/// The schema pass: gives the syntax tree meaning. Checks block and key names, value types, ranges and
/// references, and builds one ``TabBarSpec`` per `tabbar` block with every default resolved.
///
/// Like the parser it never stops at the first problem: every error is reported and checking goes on with
/// the default value.
struct SchemaChecker {
    let source: SourceFile
    private(set) var diagnostics: [Diagnostic] = []
    /// Named colors of the file's `palette` blocks, in declaration order.
    var palette: [(name: String, color: TabBarColor)] = []
    /// ``palette`` by name, for large palettes (a handful of names is found faster by a scan).
    var paletteByName: [String: TabBarColor] = [:]
    /// Where each palette color name was first defined.
    private var seenPaletteNames: [String: SourceRange] = [:]
    /// Where each tab bar name was first used.
    private var seenTabBarNames: [String: SourceRange] = [:]
    /// The file's `compile { … }` settings (v1.1), from its only `compile` block.
    private(set) var compile = CompileSettings()
    /// The keyword of the file's first `compile` block.
    private var firstCompileBlock: SourceRange?

    init(source: SourceFile) {
        self.source = source
    }

    /// Checks a whole file.
    static func check(_ file: SyntaxFile, source: SourceFile) -> (tabBars: [TabBarSpec], compile: CompileSettings, diagnostics: [Diagnostic]) {
        var checker = SchemaChecker(source: source)
        let tabBars = checker.checkFile(file)
        return (tabBars, checker.compile, checker.diagnostics)
    }

    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// The source text of a range.
    func text(_ range: SourceRange) -> String {
        source.text(in: range)
    }

    private mutating func checkFile(_ file: SyntaxFile) -> [TabBarSpec] {
        // Palettes first: their colors are usable in every tab bar, wherever the palette is written.
        for case let .block(block) in file.entries where block.keyword.text == "palette" {
            checkPalette(block)
        }
        var tabBars: [TabBarSpec] = []
        for case let .block(block) in file.entries where block.keyword.text != "palette" {
            if let spec = checkTopLevelBlock(block) { tabBars.append(spec) }
        }
        return tabBars
    }

    /// Checks a top-level block other than a palette: a tab bar (its spec, unless it has no name or repeats an
    /// earlier tab bar's), the `compile` settings, or a block that is not allowed at the top level. Palettes
    /// must have been checked.
    mutating func checkTopLevelBlock(_ block: SyntaxBlock) -> TabBarSpec? {
        if block.keyword.text == CompileBlock.keyword {
            checkCompile(block)
            return nil
        }
        guard block.keyword.text == "tabbar" else {
            reportUnknownBlock(block, context: "at the top level", candidates: Schema.topLevelBlocks)
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
    mutating func checkCompile(_ block: SyntaxBlock) {
        if let first = firstCompileBlock {
            report(.duplicateTopLevelBlock(CompileBlock.keyword, at: block.keyword.range, first: first))
            return
        }
        firstCompileBlock = block.keyword.range
        if let name = block.name { report(.unexpectedBlockName(CompileBlock.keyword, name: name)) }
        let (settings, problems) = CompileBlock.check(block, source: source) {
            Schema.owner(ofKey: $0, besides: CompileBlock.keyword)
        }
        compile = settings
        diagnostics += problems
    }

    /// `palette { name: color … }`
    mutating func checkPalette(_ block: SyntaxBlock) {
        if let name = block.name { report(.unexpectedBlockName("palette", name: name)) }
        for entry in block.entries {
            switch entry {
            case let .block(nested):
                reportUnknownBlock(nested, context: "in 'palette'", candidates: [])
            case let .property(property):
                let name = property.key.text
                if let first = seenPaletteNames[name] {
                    report(.duplicateKey(name, in: "palette", at: property.key.range, first: first))
                    continue
                }
                seenPaletteNames[name] = property.key.range
                if TabBarColor.named(name) != nil {
                    report(.invalidIdentifier("palette color '\(name)' shadows the built-in color '\(name)'; choose another name",
                                              suggestion: nil, at: property.key.range, original: name))
                    continue
                }
                guard let color = color(property) else { continue }
                palette.append((name, color))
                paletteByName[name] = color
            }
        }
    }

    /// Reports a block that is not allowed where it is, with did-you-mean among `candidates`.
    mutating func reportUnknownBlock(_ block: SyntaxBlock, context: String, candidates: [String], keysOf owner: String? = nil) {
        let keyword = block.keyword.text
        if let owner, Schema.keys(of: owner).contains(keyword) {
            report(.keyUsedAsBlock(keyword, in: owner, at: block.keyword.range))
            return
        }
        report(.unknownBlock(keyword, in: context, suggestions: EditDistance.suggestions(for: keyword, among: candidates),
                             at: block.keyword.range))
    }

    /// Reports a property whose key is not allowed in `block`.
    mutating func reportUnknownKey(_ property: SyntaxProperty, in block: String, blocks: [String] = []) {
        let key = property.key.text
        if blocks.contains(key) {
            report(.blockUsedAsProperty(key, at: property.colon ?? property.key.range))
            return
        }
        let suggestions = EditDistance.suggestions(for: key, among: Schema.keys(of: block))
        report(.unknownKey(key, in: block, suggestions: suggestions, belongsIn: Schema.owner(ofKey: key, besides: block),
                           at: property.key.range))
    }
}
