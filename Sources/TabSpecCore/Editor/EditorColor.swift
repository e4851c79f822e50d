import TabSpecRuntime

/// One color expression of a document and the color it means (LSP's `ColorInformation`).
package struct EditorColor: Sendable, Hashable {
    /// The range of the expression's values (`systemBlue @ 50% | #0A84FF`).
    package var range: EditorRange
    /// The color in both appearances.
    package var color: TabBarColor
}

/// A property of a spec found in the syntax tree, with the block it is written in.
struct SpecPropertyEntry {
    /// The property's node.
    var property: SyntaxTree.NodeIndex
    /// Its key as written.
    var key: String
    /// The block it is written in.
    var block: SpecBlock
    /// The schema's key it names in its block (`nil` for a palette color or a key the block lacks).
    var specKey: SpecKey?

    /// Whether its value is a color expression: every palette entry, and a key taking a color.
    var holdsColor: Bool { block == .palette || specKey?.takesColor == true }
}

extension EditorAnalysis {
    /// `textDocument/documentColor`: every color expression that resolves (a key taking a color, a palette
    /// entry), in source order, with its range.
    package func colors(in encoding: PositionEncoding) -> [EditorColor] {
        guard kind == .spec else { return [] }
        let checker = SpecChecker(tree: tree)
        _ = checker.checkFile()
        return colorProperties().compactMap { entry in
            checker.color(entry.property, key: entry.key).map {
                EditorColor(range: text.range(of: tree.valuesRange(entry.property), in: encoding), color: $0)
            }
        }
    }

    /// `textDocument/colorPresentation`: a picked color in tabspec's spellings, `#RRGGBB` and `#RRGGBBAA`,
    /// each replacing `range`.
    package static func colorPresentations(of color: RGBAColor, replacing range: EditorRange) -> [(label: String, edit: EditorTextEdit)] {
        let opaque = hex(RGBAColor(red: color.red, green: color.green, blue: color.blue))
        let withAlpha = hex(color, alwaysAlpha: true)
        return [opaque, withAlpha].map { ($0, EditorTextEdit(range: range, newText: $0)) }
    }

    /// The properties holding a color expression, in source order: keys whose value is a color in their block,
    /// and every palette entry.
    func colorProperties() -> [SpecPropertyEntry] {
        specProperties().filter(\.holdsColor)
    }

    /// Every property inside a known block, in source order.
    func specProperties() -> [SpecPropertyEntry] {
        var found: [SpecPropertyEntry] = []
        var stack: [SyntaxTree.NodeIndex] = tree.entries(of: SyntaxTree.root).filter { tree.kind($0) == .block }.reversed()
        while let node = stack.popLast() {
            guard let block = SpecBlock.named(tree.token(node), in: tree.tokens) else { continue }
            var nested: [SyntaxTree.NodeIndex] = []
            for entry in tree.entries(of: node) {
                switch tree.kind(entry) {
                case .property:
                    let key = tree.key(entry)
                    found.append(SpecPropertyEntry(property: entry, key: tree.tokens.text(key), block: block, specKey: block.key(key, in: tree.tokens)))
                case .block: nested.append(entry)
                case .root, .unexpected: break
                }
            }
            stack.append(contentsOf: nested.reversed())
        }
        return found.sorted { tree.tokens.start(tree.key($0.property)) < tree.tokens.start(tree.key($1.property)) }
    }
}

extension SpecKey {
    /// Whether the key's value is a color expression.
    var takesColor: Bool {
        if case .color = value { return true }
        return false
    }
}
