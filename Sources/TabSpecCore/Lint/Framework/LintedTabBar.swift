/// One error-free tab bar prepared for the rules: its spec and, when a rule needs them, its layout in every
/// layout class of the device matrix (computed once and shared by all rules).
struct LintedTabBar: Sendable {
    /// The analysed tab bar.
    let spec: TabBarSpec
    /// One layout per ``LintContext/layoutClasses`` entry (empty when no enabled rule uses layouts).
    let layouts: [TabBarLayout]
    /// Every written `symbol` and `selectedSymbol`, in tab order (`symbol` first within a tab), gathered once
    /// for the four symbol rules.
    let symbolUses: [SymbolUse]

    /// Prepares `spec`; computes layouts only when `withLayouts`.
    init(spec: TabBarSpec, context: LintContext, withLayouts: Bool) {
        self.spec = spec
        layouts = withLayouts
            ? context.layoutClasses.map { TabBarLayout(configuration: spec.configuration, environment: $0) }
            : []
        symbolUses = Self.symbolUses(of: spec, in: context)
    }

    /// The resolved values.
    var configuration: TabBarConfiguration { spec.configuration }

    /// The number of tabs with a resolved item (``TabBarSpec/resolvedTabs``): loops over tab indices read the
    /// few fields they need instead of copying every tab and item.
    var tabCount: Int { min(spec.tabs.count, configuration.items.count) }

    /// Whether any tab has a title.
    var hasTitles: Bool { configuration.items.contains { $0.title != nil } }

    /// Whether any tab has a symbol.
    var hasSymbols: Bool { configuration.items.contains { $0.symbolName != nil } }

    /// The first written key of `keys`, as the range of its value; else the tab bar's name.
    func range(ofFirst keys: SpecKey...) -> SourceRange {
        for key in keys {
            if let property = spec.properties[key] { return property.valueRange }
        }
        return spec.nameRange
    }
}
