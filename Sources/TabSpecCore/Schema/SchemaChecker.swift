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

    init(source: SourceFile) {
        self.source = source
    }

    /// Checks a whole file.
    static func check(_ file: SyntaxFile, source: SourceFile) -> (tabBars: [TabBarSpec], diagnostics: [Diagnostic]) {
        var checker = SchemaChecker(source: source)
        let tabBars = checker.checkFile(file)
        return (tabBars, checker.diagnostics)
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
        var seenPaletteNames: [String: SourceRange] = [:]
        for case let .block(block) in file.entries where block.keyword.text == "palette" {
            checkPalette(block, seen: &seenPaletteNames)
        }
        var tabBars: [TabBarSpec] = []
        var seenNames: [String: SourceRange] = [:]
        for case let .block(block) in file.entries {
            switch block.keyword.text {
            case "palette":
                continue
            case "tabbar":
                guard let spec = checkTabBar(block) else { continue }
                if let first = seenNames[spec.name] {
                    report(.duplicateTabBar(spec.name, at: spec.nameRange, first: first))
                    continue
                }
                seenNames[spec.name] = spec.nameRange
                tabBars.append(spec)
            default:
                reportUnknownBlock(block, context: "at the top level", candidates: Schema.topLevelBlocks)
            }
        }
        return tabBars
    }

    /// `palette { name: color … }`
    private mutating func checkPalette(_ block: SyntaxBlock, seen: inout [String: SourceRange]) {
        if let name = block.name { report(.unexpectedBlockName("palette", name: name)) }
        for entry in block.entries {
            switch entry {
            case let .block(nested):
                reportUnknownBlock(nested, context: "in 'palette'", candidates: [])
            case let .property(property):
                let name = property.key.text
                if let first = seen[name] {
                    report(.duplicateKey(name, in: "palette", at: property.key.range, first: first))
                    continue
                }
                seen[name] = property.key.range
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
