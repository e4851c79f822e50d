/// The blocks and keys of the language (language.md), as the schema pass and did-you-mean see them.
enum Schema {
    static let topLevelBlocks = ["tabbar", "palette", CompileBlock.keyword]

    static let tabBarKeys = [
        "kind", "itemPositioning", "itemWidth", "itemSpacing", "height", "padding", "iconSize", "titleFont",
        "titleSpacing", "initial", "translucent", "swipe", "selectionAnimation", "backgroundImageHeight",
    ] + colorKeys

    /// The color keys of `tabbar`, each a color expression.
    static let colorKeys = [
        "tintColor", "unselectedItemTintColor", "barTintColor", "backgroundColor", "titleColor",
        "selectedItemBackgroundColor", "itemBackgroundColor",
    ]

    static let tabBarBlocks = ["tab", "indicator", "hideOnScroll"]
    static let tabKeys = ["symbol", "selectedSymbol", "title", "accessibilityLabel"]
    static let indicatorKeys = ["shape", "size", "width", "height", "color", "alignment", "offset", "verticalAlignment"]
    static let hideOnScrollKeys = ["threshold", "duration"]

    /// The keys of a block kind, by its keyword.
    static func keys(of block: String) -> [String] {
        switch block {
        case "tabbar": tabBarKeys
        case "tab": tabKeys
        case "indicator": indicatorKeys
        case "hideOnScroll": hideOnScrollKeys
        case CompileBlock.keyword: CompileBlock.keys
        default: []
        }
    }

    /// `indicator.shape`: the key path a nested block's key is recorded under. The paths of the known keys
    /// are built once (several are too long for a small string and would be allocated per tab bar).
    static func keyPath(_ block: String, _ key: String) -> String {
        let table = block == "indicator" ? indicatorKeyPaths : block == "hideOnScroll" ? hideOnScrollKeyPaths : []
        for entry in table where entry.key == key { return entry.path }
        return block + "." + key
    }

    private static let indicatorKeyPaths = indicatorKeys.map { (key: $0, path: "indicator." + $0) }
    private static let hideOnScrollKeyPaths = hideOnScrollKeys.map { (key: $0, path: "hideOnScroll." + $0) }

    /// The block a misplaced key belongs to (`shape` → `indicator`), for a hint.
    static func owner(ofKey key: String, besides block: String) -> String? {
        for candidate in ["tabbar", "tab", "indicator", "hideOnScroll", CompileBlock.keyword] where candidate != block {
            if keys(of: candidate).contains(key) { return candidate }
        }
        return nil
    }
}
