/// The reference text of the spec language's blocks, for hover on a block keyword and completion of one.
extension KeyReference {
    /// The reference of `block` written inside `parent` (a block keyword, or `nil` at the top level): what the
    /// block is and the keys and blocks it holds, read from the schema's tables (``SpecBlock/keyNames``,
    /// ``SpecBlock/blocks``, ``CompileBlock``).
    init(block: SpecBlock, in parent: String?) {
        let key = SpecKey.allCases.first { $0.isBlock && $0.name == block.rawValue }
        let what: String = switch block {
        case .tabbar: "A tab bar, named by the type its generated enum gets."
        case .tab: "One tab of the bar, named by its id (the generated enum's case)."
        case .palette: "Named colors that every tab bar of the file may use."
        case .compile: ConfigurationSchema.reference(ofBlock: CompileBlock.keyword)?.summary ?? ""
        case .section: "A group of tabs in the iPad sidebar ('TabSection', 'UITabGroup'), named by a lowerCamelCase identifier; "
            + "in a bar, its tabs take their place in spec order (v1.3)."
        case .indicator, .hideOnScroll, .localization, .badge, .classic: key?.referenceSummary ?? ""
        case .theme: "A named set of the bar's colors that replaces its own at run time (v1.3); the bar's own colors are the default "
            + "theme. A theme changes colors only."
        }
        let parentBlock = parent.flatMap(SpecBlock.init(rawValue:))
        let keys = block == .palette ? "Keys: the color names, each a color."
            : KeyReference.list("Keys", block.keys(inside: parentBlock).map(\.name).nilIfEmpty ?? block.keyNames)
        let nested = parentBlock == .theme ? [] : block.blocks
        let blocks = KeyReference.list("Blocks", block == .compile ? CompileBlock.blocks : nested.map(\.rawValue))
        self.init(name: block.rawValue, block: parent ?? "the spec", type: "a block", defaultValue: key?.referenceDefault ?? "none",
                  summary: ([what, keys, blocks].filter { !$0.isEmpty }).joined(separator: " "))
    }

    /// `Title: 'a', 'b'.`, or nothing for no names.
    private static func list(_ title: String, _ names: [String]) -> String {
        names.isEmpty ? "" : title + ": " + names.map { "'\($0)'" }.joined(separator: ", ") + "."
    }
}


extension Array {
    /// The array, or `nil` when it is empty.
    fileprivate var nilIfEmpty: Self? { isEmpty ? nil : self }
}
