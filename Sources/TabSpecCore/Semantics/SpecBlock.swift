/// The blocks of the spec language and what each may hold (language.md): the schema as tables, which the
/// check stage reads instead of spelling each rule out.
enum SpecBlock: String, CaseIterable, Sendable {
    case tabbar, palette, tab, indicator, hideOnScroll, compile, localization
    /// v1.3 (apps.md): `theme NAME { … }` (a bar's colors by name), `badge { … }` and `classic { … }` inside `tabbar`.
    case theme, badge, classic
    /// `section NAME { title titleKey tab … }` inside `tabbar` (v1.3): a group of tabs in the iPad sidebar.
    case section

    /// The blocks a spec may hold at its top level, in language.md's order.
    static let topLevel: [SpecBlock] = [.tabbar, .palette, .compile]

    /// The keys of the block that a ``TabBarSpec`` records, in language.md's order (a palette's keys are the
    /// user's color names; `compile`'s are ``CompileBlock``'s).
    var keys: [SpecKey] {
        switch self {
        case .tabbar: SpecBlock.tabBarKeys
        case .tab: SpecBlock.tabKeys
        case .indicator: SpecBlock.indicatorKeys
        case .hideOnScroll: SpecBlock.hideOnScrollKeys
        case .localization: SpecBlock.localizationKeys
        case .theme: SpecBlock.themeKeys
        case .badge: SpecBlock.badgeKeys
        case .classic: SpecBlock.classicKeys
        case .section: SpecBlock.sectionKeys
        case .palette, .compile: []
        }
    }

    /// The keys the block may hold inside `parent`: in a `theme`, `indicator` and `badge` hold only their
    /// colors (a theme changes colors only); elsewhere, ``keys``.
    func keys(inside parent: SpecBlock?) -> [SpecKey] {
        guard parent == .theme else { return keys }
        switch self {
        case .indicator: return [.indicatorColor]
        case .badge: return [.badgeColor, .badgeTextColor]
        default: return keys
        }
    }

    /// The key a nested block of `tabbar` is recorded under (`indicator` → ``SpecKey/indicator``); `nil` for
    /// the blocks a bar may hold several of (`tab`, `theme`) and for the others.
    var recordedKey: SpecKey? {
        switch self {
        case .indicator: .indicator
        case .hideOnScroll: .hideOnScroll
        case .localization: .localization
        case .badge: .badge
        case .classic: .classic
        case .tabbar, .palette, .tab, .compile, .theme, .section: nil
        }
    }

    private static let tabKeys: [SpecKey] = [
        .symbol, .selectedSymbol, .title, .accessibilityLabel, .titleKey, .accessibilityLabelKey, .role, .image, .selectedImage,
        .tabImageRendering, .optional, .prominent, .accessibilityIdentifier, .accessibilityHint, .accessibilityHintKey, .placement,
    ]
    private static let indicatorKeys: [SpecKey] = [
        .indicatorShape, .indicatorSize, .indicatorWidth, .indicatorHeight, .indicatorColor, .indicatorAlignment, .indicatorOffset,
        .indicatorVerticalAlignment,
    ]
    private static let hideOnScrollKeys: [SpecKey] = [.hideOnScrollThreshold, .hideOnScrollDuration]
    private static let localizationKeys: [SpecKey] = [.localizationTable, .localizationBundle]
    /// A theme's keys: the bar's color keys (apps.md "Themes").
    private static let themeKeys: [SpecKey] = [
        .tintColor, .unselectedItemTintColor, .barTintColor, .backgroundColor, .titleColor, .selectedItemBackgroundColor, .itemBackgroundColor,
    ]
    private static let badgeKeys: [SpecKey] = [.badgeColor, .badgeTextColor, .badgeFont]
    private static let classicKeys: [SpecKey] = [
        .classicBarTintColor, .classicBackgroundColor, .classicTranslucent, .classicBackgroundEffect, .classicShadowColor,
    ]
    private static let sectionKeys: [SpecKey] = [.sectionTitle, .sectionTitleKey]

    private static let tabBarKeys: [SpecKey] = [
        .kind, .itemPositioning, .itemWidth, .itemSpacing, .height, .padding, .iconSize, .titleFont, .titleSpacing, .initial,
        .translucent, .swipe, .selectionAnimation, .backgroundImageHeight, .tintColor, .unselectedItemTintColor, .barTintColor,
        .backgroundColor, .titleColor, .selectedItemBackgroundColor, .itemBackgroundColor, .imageBundle, .imageRendering, .reselect,
        .customizable, .keyboardShortcuts, .bottomAccessory, .backgroundEffect, .shadowColor, .regularWidth,
    ]

    /// The blocks it may hold.
    var blocks: [SpecBlock] {
        switch self {
        case .tabbar: [.tab, .section, .indicator, .hideOnScroll, .localization, .theme, .badge, .classic]
        case .theme: [.indicator, .badge]
        case .section: [.tab]
        default: []
        }
    }

    /// The keys as written, for did-you-mean.
    var keyNames: [String] {
        switch self {
        case .tabbar: SpecBlock.names.tabbar
        case .tab: SpecBlock.names.tab
        case .indicator: SpecBlock.names.indicator
        case .hideOnScroll: SpecBlock.names.hideOnScroll
        case .localization: SpecBlock.names.localization
        case .theme: SpecBlock.names.theme
        case .badge: SpecBlock.names.badge
        case .classic: SpecBlock.names.classic
        case .section: SpecBlock.names.section
        case .compile: CompileBlock.keys
        case .palette: []
        }
    }

    /// The key a property's token names in this block, found from its bytes (no string is built).
    func key(_ token: TokenIndex, in tokens: TokenBuffer) -> SpecKey? {
        switch self {
        case .tabbar: SpecBlock.tabBarKeyTable.lookup(token, in: tokens)
        case .tab: SpecBlock.tabKeyTable.lookup(token, in: tokens)
        case .indicator: SpecBlock.indicatorKeyTable.lookup(token, in: tokens)
        case .hideOnScroll: SpecBlock.hideOnScrollKeyTable.lookup(token, in: tokens)
        case .localization: SpecBlock.localizationKeyTable.lookup(token, in: tokens)
        case .theme: SpecBlock.themeKeyTable.lookup(token, in: tokens)
        case .badge: SpecBlock.badgeKeyTable.lookup(token, in: tokens)
        case .classic: SpecBlock.classicKeyTable.lookup(token, in: tokens)
        case .section: SpecBlock.sectionKeyTable.lookup(token, in: tokens)
        case .palette, .compile: nil
        }
    }

    /// The block a keyword token names, if any.
    static func named(_ token: TokenIndex, in tokens: TokenBuffer) -> SpecBlock? {
        keywords.lookup(token, in: tokens)
    }

    /// The block a key written elsewhere belongs to (`shape` → `indicator`), for a hint.
    static func owner(ofKey name: String, besides block: SpecBlock) -> SpecBlock? {
        [SpecBlock.tabbar, .tab, .indicator, .hideOnScroll, .localization, .badge, .classic, .compile].first { $0 != block && $0.keyNames.contains(name) }
    }

    /// Whether `name` is a key of this block.
    func hasKey(named name: String) -> Bool {
        keyNames.contains(name)
    }

    /// Each block's keys as written.
    private static let names = (tabbar: SpecBlock.tabbar.keys.map(\.name), tab: SpecBlock.tab.keys.map(\.name),
                                indicator: SpecBlock.indicator.keys.map(\.name), hideOnScroll: SpecBlock.hideOnScroll.keys.map(\.name),
                                localization: SpecBlock.localization.keys.map(\.name), theme: SpecBlock.theme.keys.map(\.name),
                                badge: SpecBlock.badge.keys.map(\.name), classic: SpecBlock.classic.keys.map(\.name),
                                section: SpecBlock.section.keys.map(\.name))

    /// Each block's keys by their written names.
    private static let tabBarKeyTable = table(of: .tabbar)
    private static let tabKeyTable = table(of: .tab)
    private static let indicatorKeyTable = table(of: .indicator)
    private static let hideOnScrollKeyTable = table(of: .hideOnScroll)
    private static let localizationKeyTable = table(of: .localization)
    private static let themeKeyTable = table(of: .theme)
    private static let badgeKeyTable = table(of: .badge)
    private static let classicKeyTable = table(of: .classic)
    private static let sectionKeyTable = table(of: .section)

    private static func table(of block: SpecBlock) -> NameTable<SpecKey> {
        NameTable(block.keys.map { ($0.name, $0) })
    }

    /// Every block keyword.
    private static let keywords = NameTable(spellings: SpecBlock.self)
}
