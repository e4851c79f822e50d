/// One place a document names a palette color or a tab id: its definition (`brand: …` in a palette, `tab home`)
/// or a use (a color value `brand`, `initial: home`), read from the syntax tree's tokens so comments and strings
/// never count.
struct EditorNameOccurrence: Sendable, Hashable {
    /// What a name names, and where it is unique.
    enum Scope: Sendable, Hashable {
        /// A palette color: one name space for the whole file.
        case palette
        /// A tab id of the top-level `tabbar` block whose node index this is.
        case tabBar(SyntaxTree.NodeIndex)
    }

    /// The name as written.
    var name: String
    /// Its name space.
    var scope: Scope
    /// The name token's bytes.
    var range: SourceRange
    /// Whether this is a definition (a palette entry's key, a tab's id) rather than a use.
    var isDefinition: Bool
}

extension EditorAnalysis {
    /// `textDocument/definition` at `position`: the range of the first definition of the palette color or tab
    /// id under the cursor (its definition or one of its uses); `nil` elsewhere.
    package func definition(at position: EditorPosition, in encoding: PositionEncoding) -> EditorRange? {
        guard let (occurrence, all) = nameOccurrence(at: position, in: encoding),
              let definition = all.first(where: { $0.isDefinition && $0.name == occurrence.name && $0.scope == occurrence.scope })
        else { return nil }
        return text.range(of: definition.range, in: encoding)
    }

    /// `textDocument/references` at `position`: every occurrence of the palette color or tab id under the
    /// cursor, in document order, its definitions only when `includeDeclaration`; empty elsewhere.
    package func references(at position: EditorPosition, includeDeclaration: Bool, in encoding: PositionEncoding) -> [EditorRange] {
        guard let (occurrence, all) = nameOccurrence(at: position, in: encoding) else { return [] }
        return all.filter { $0.name == occurrence.name && $0.scope == occurrence.scope && (includeDeclaration || !$0.isDefinition) }
            .map { text.range(of: $0.range, in: encoding) }
    }

    /// The occurrence whose name token holds `position` (its ends included), with every occurrence of the
    /// document; `nil` when the cursor is on none.
    func nameOccurrence(at position: EditorPosition, in encoding: PositionEncoding)
        -> (occurrence: EditorNameOccurrence, all: [EditorNameOccurrence])? {
        let offset = text.offset(of: position, in: encoding)
        let all = nameOccurrences()
        guard let occurrence = all.first(where: { $0.range.start <= offset && offset <= $0.range.end }) else { return nil }
        return (occurrence, all)
    }

    /// Every palette color and tab id the spec defines or uses, in document order. A use is an identifier that
    /// names a defined one: a color value not a built-in color (built-ins win, as the checker reads them), an
    /// `initial:` value naming a tab of the same bar. Empty for a configuration file.
    func nameOccurrences() -> [EditorNameOccurrence] {
        guard kind == .spec else { return [] }
        let tokens = tree.tokens
        var found: [EditorNameOccurrence] = []
        let paletteKeys = paletteEntries(in: tree).map { tree.key($0) }.filter { tokens.kind($0) == .identifier }
        for key in paletteKeys {
            found.append(EditorNameOccurrence(name: tokens.text(key), scope: .palette, range: tokens.range(key), isDefinition: true))
        }
        let paletteNames = Set(paletteKeys.map { tokens.text($0) })
        for entry in colorProperties() {
            for value in tree.values(entry.property) where tokens.kind(value) == .identifier {
                let name = tokens.text(value)
                guard paletteNames.contains(name), SpecChecker.builtInColors.lookup(value, in: tokens) == nil else { continue }
                found.append(EditorNameOccurrence(name: name, scope: .palette, range: tokens.range(value), isDefinition: false))
            }
        }
        for bar in tree.entries(of: SyntaxTree.root) where tree.kind(bar) == .block && SpecBlock.named(tree.token(bar), in: tokens) == .tabbar {
            found += tabOccurrences(in: bar)
        }
        return found.sorted { $0.range.start < $1.range.start }
    }

    /// The tab ids a top-level `tabbar` block defines (`tab ID` with a plain name) and its `initial:` values
    /// naming one of them.
    private func tabOccurrences(in bar: SyntaxTree.NodeIndex) -> [EditorNameOccurrence] {
        let tokens = tree.tokens
        let scope = EditorNameOccurrence.Scope.tabBar(bar)
        var found: [EditorNameOccurrence] = []
        var tabReferences: [SyntaxTree.NodeIndex] = []
        for entry in tree.entries(of: bar) {
            switch tree.kind(entry) {
            case .block where SpecBlock.named(tree.token(entry), in: tokens) == .tab && tree.hasPlainName(entry):
                let id = TokenIndex(tree.nameTokens(entry).lowerBound)
                found.append(EditorNameOccurrence(name: tokens.text(id), scope: scope, range: tokens.range(id), isDefinition: true))
            case .property where SpecBlock.tabbar.key(tree.key(entry), in: tokens)?.namesTab == true:
                tabReferences.append(entry)
            case .block, .property, .root, .unexpected:
                break
            }
        }
        let ids = Set(found.map(\.name))
        for property in tabReferences {
            for value in tree.values(property) where tokens.kind(value) == .identifier && ids.contains(tokens.text(value)) {
                found.append(EditorNameOccurrence(name: tokens.text(value), scope: scope, range: tokens.range(value), isDefinition: false))
            }
        }
        return found
    }
}

extension SpecKey {
    /// Whether the key's value names a tab of its bar (`initial`).
    var namesTab: Bool {
        if case .tabID = value { return true }
        return false
    }
}
