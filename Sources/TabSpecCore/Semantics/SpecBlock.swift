/// The blocks of the spec language and what each may hold (language.md): the schema as tables, which the
/// check stage reads instead of spelling each rule out.
enum SpecBlock: String, CaseIterable, Sendable {
    case tabbar, palette, tab, indicator, hideOnScroll, compile

    /// The blocks a spec may hold at its top level, in language.md's order.
    static let topLevel: [SpecBlock] = [.tabbar, .palette, .compile]

    /// The keys of the block that a ``TabBarSpec`` records, in language.md's order (a palette's keys are the
    /// user's color names; `compile`'s are ``CompileBlock``'s).
    var keys: [SpecKey] {
        switch self {
        case .tabbar: SpecBlock.tabBarKeys
        case .tab: [.symbol, .selectedSymbol, .title, .accessibilityLabel]
        case .indicator: [.indicatorShape, .indicatorSize, .indicatorWidth, .indicatorHeight, .indicatorColor, .indicatorAlignment,
                          .indicatorOffset, .indicatorVerticalAlignment]
        case .hideOnScroll: [.hideOnScrollThreshold, .hideOnScrollDuration]
        case .palette, .compile: []
        }
    }

    private static let tabBarKeys: [SpecKey] = [
        .kind, .itemPositioning, .itemWidth, .itemSpacing, .height, .padding, .iconSize, .titleFont, .titleSpacing, .initial,
        .translucent, .swipe, .selectionAnimation, .backgroundImageHeight, .tintColor, .unselectedItemTintColor, .barTintColor,
        .backgroundColor, .titleColor, .selectedItemBackgroundColor, .itemBackgroundColor,
    ]

    /// The blocks it may hold.
    var blocks: [SpecBlock] {
        self == .tabbar ? [.tab, .indicator, .hideOnScroll] : []
    }

    /// The keys as written, for did-you-mean.
    var keyNames: [String] {
        switch self {
        case .tabbar: SpecBlock.names.tabbar
        case .tab: SpecBlock.names.tab
        case .indicator: SpecBlock.names.indicator
        case .hideOnScroll: SpecBlock.names.hideOnScroll
        case .compile: CompileBlock.keys
        case .palette: []
        }
    }

    /// The key a property's token names in this block, found from its bytes (no string is built).
    func key(_ token: TokenIndex, in tokens: TokenBuffer) -> SpecKey? {
        let table = switch self {
        case .tabbar: SpecBlock.keyBytes.tabbar
        case .tab: SpecBlock.keyBytes.tab
        case .indicator: SpecBlock.keyBytes.indicator
        case .hideOnScroll: SpecBlock.keyBytes.hideOnScroll
        case .palette, .compile: [(bytes: [UInt8], key: SpecKey)]()
        }
        for entry in table where tokens.textEquals(token, entry.bytes) { return entry.key }
        return nil
    }

    /// The block a keyword token names, if any.
    static func named(_ token: TokenIndex, in tokens: TokenBuffer) -> SpecBlock? {
        for entry in keywordBytes where tokens.textEquals(token, entry.bytes) { return entry.block }
        return nil
    }

    /// The block a key written elsewhere belongs to (`shape` → `indicator`), for a hint.
    static func owner(ofKey name: String, besides block: SpecBlock) -> SpecBlock? {
        [SpecBlock.tabbar, .tab, .indicator, .hideOnScroll, .compile].first { $0 != block && $0.keyNames.contains(name) }
    }

    /// Whether `name` is a key of this block.
    func hasKey(named name: String) -> Bool {
        keyNames.contains(name)
    }

    /// Each block's keys as written.
    private static let names = (tabbar: SpecBlock.tabbar.keys.map(\.name), tab: SpecBlock.tab.keys.map(\.name),
                                indicator: SpecBlock.indicator.keys.map(\.name), hideOnScroll: SpecBlock.hideOnScroll.keys.map(\.name))

    /// Each block's keys as bytes, to compare with tokens.
    private static let keyBytes = (tabbar: bytes(of: .tabbar), tab: bytes(of: .tab), indicator: bytes(of: .indicator),
                                   hideOnScroll: bytes(of: .hideOnScroll))

    private static func bytes(of block: SpecBlock) -> [(bytes: [UInt8], key: SpecKey)] {
        block.keys.map { (Array($0.name.utf8), $0) }
    }

    /// Every block keyword as bytes.
    private static let keywordBytes = allCases.map { (bytes: Array($0.rawValue.utf8), block: $0) }
}
