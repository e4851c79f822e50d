/// One error-free tab bar prepared for the rules: its spec and, when a rule needs them, its layout in every
/// layout class of the device matrix (computed once and shared by all rules).
struct LintedTabBar: Sendable {
    /// The analysed tab bar.
    let spec: TabBarSpec
    /// One layout per ``LintContext/layoutClasses`` entry (empty when no enabled rule uses layouts).
    let layouts: [TabBarLayout]
    /// Whether the tab bar is localized (its own `localization` block, its spec's `compile` block's or the
    /// configuration file's), so that the catalogs' languages apply to it.
    let isLocalized: Bool
    /// The tab bar in every language of the run, when it is localized, the run has catalogs and an enabled
    /// rule reads titles' text (``LintRule/readsTitleText``); else empty.
    let languages: [LintedLanguage]
    /// Every written `symbol` and `selectedSymbol`, in tab order (`symbol` first within a tab), gathered once
    /// for the four symbol rules.
    let symbolUses: [SymbolUse]

    /// Prepares `spec`; computes layouts only when `withLayouts`, and the languages' layouts only when
    /// `withLanguages` too and `isLocalized` (the spec's `compile` block localizes it; the configuration's is in
    /// the context).
    init(spec: TabBarSpec, context: LintContext, withLayouts: Bool, withLanguages: Bool = false, isLocalized: Bool = false) {
        self.spec = spec
        let layouts = withLayouts
            ? context.layoutClasses.map { TabBarLayout(configuration: spec.configuration, environment: $0) }
            : []
        self.layouts = layouts
        self.isLocalized = !context.languages.isEmpty
            && (isLocalized || spec.localization != nil || context.localizedByConfiguration)
        languages = self.isLocalized && withLayouts && withLanguages
            ? LintedLanguage.languages(of: spec, layouts: layouts, in: context) : []
        symbolUses = Self.symbolUses(of: spec, in: context)
    }

    /// The resolved values.
    var configuration: TabBarConfiguration { spec.configuration }

    /// The number of tabs with a resolved item (``TabBarSpec/resolvedTabs``): loops over tab indices read the
    /// few fields they need instead of copying every tab and item.
    var tabCount: Int { min(spec.tabs.count, configuration.items.count) }

    /// Whether any tab has a title.
    var hasTitles: Bool { configuration.items.contains { $0.title != nil } }

    /// Whether any tab has an icon: a symbol or an image (which takes the icon box exactly as a symbol does).
    var hasIcons: Bool { configuration.items.contains(where: \.hasIcon) }

    /// The first written key of `keys`, as the range of its value; else the tab bar's name.
    func range(ofFirst keys: SpecKey...) -> SourceRange {
        for key in keys {
            if let property = spec.properties[key] { return property.valueRange }
        }
        return spec.nameRange
    }
}
