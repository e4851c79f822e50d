/// One entry of a document's outline (LSP's `DocumentSymbol`): a tab bar, a tab, another block, the palette
/// or one of its colors, with what it holds.
package struct EditorSymbol: Sendable, Hashable {
    /// What the symbol is.
    package enum Kind: Sendable, Hashable {
        /// `tabbar NAME { … }`.
        case tabBar
        /// `tab ID { … }`.
        case tab
        /// `palette { … }`.
        case palette
        /// A palette color `name: value`.
        case color
        /// Any other block (`indicator`, `hideOnScroll`, `localization`, `compile`, `lint`, …).
        case block
    }

    /// The tab bar's name, the tab's id, the color's name, else the block's keyword.
    package var name: String
    /// The block's keyword for a named block, the value's text for a color, else `nil`.
    package var detail: String?
    /// What it is.
    package var kind: Kind
    /// The whole entry, from its keyword (or key) to its `}` (or last value).
    package var range: EditorRange
    /// The name (the keyword when the block has none), inside ``range``.
    package var selectionRange: EditorRange
    /// The blocks (and a palette's colors) inside, in source order.
    package var children: [EditorSymbol]
}

extension EditorAnalysis {
    /// `textDocument/documentSymbol`: every block, hierarchical, and the palette's colors, in source order.
    package func symbols(in encoding: PositionEncoding) -> [EditorSymbol] {
        let tree = tree
        return symbols(inside: SyntaxTree.root, of: tree, parentKind: nil, encoding: encoding)
    }

    /// The symbols of the entries of `parent` (a palette's properties are colors; other properties are not
    /// symbols).
    private func symbols(inside parent: SyntaxTree.NodeIndex, of tree: SyntaxTree, parentKind: EditorSymbol.Kind?,
                         encoding: PositionEncoding) -> [EditorSymbol] {
        var result: [EditorSymbol] = []
        for entry in tree.entries(of: parent) {
            let keyword = tree.tokens.text(tree.token(entry))
            let keywordRange = text.range(of: tree.tokens.range(tree.token(entry)), in: encoding)
            let range = text.range(of: tree.range(entry), in: encoding)
            switch tree.kind(entry) {
            case .block:
                let kind: EditorSymbol.Kind = switch keyword {
                case "tabbar" where parentKind == nil: .tabBar
                case "tab" where parentKind == .tabBar: .tab
                case "palette" where parentKind == nil: .palette
                default: .block
                }
                let name = tree.nameText(entry).flatMap { $0.isEmpty ? nil : $0 }
                let selection = tree.nameRange(entry).map { text.range(of: $0, in: encoding) } ?? keywordRange
                result.append(EditorSymbol(name: name ?? keyword, detail: name == nil ? nil : keyword, kind: kind, range: range,
                                           selectionRange: selection,
                                           children: symbols(inside: entry, of: tree, parentKind: kind, encoding: encoding)))
            case .property where parentKind == .palette:
                let value = tree.source.text(in: tree.valuesRange(entry))
                result.append(EditorSymbol(name: keyword, detail: value.isEmpty ? nil : value, kind: .color, range: range,
                                           selectionRange: keywordRange, children: []))
            case .root, .property, .unexpected:
                continue
            }
        }
        return result
    }
}
