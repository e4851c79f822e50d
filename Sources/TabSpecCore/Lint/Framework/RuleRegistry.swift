/// Every lint rule, in lint.md's order.
enum RuleRegistry {
    /// The rule types, in lint.md's order (`tabspec rules` and docs/Rules.md list them so).
    static let rules: [any LintRule.Type] = [
        TooManyTabsRule.self,
        ItemOverflowRule.self,
        TouchTargetRule.self,
        LowContrastRule.self,
        IndistinctSelectionRule.self,
        InvalidSymbolNameRule.self,
        UnknownSymbolRule.self,
        RenamedSymbolRule.self,
        SymbolAvailabilityRule.self,
        TitleTruncationRule.self,
        MissingAccessibilityLabelRule.self,
        DuplicateSymbolRule.self,
        SlowAnimationRule.self,
        IndicatorOverflowRule.self,
        ImplicitItemWidthRule.self,
        IgnoredPropertyRule.self,
        ReservedIdentifierRule.self,
        UnusedSuppressionRule.self,
        SwiftUITabShadowingRule.self,
        IconTitleOverlapRule.self,
        MissingTranslationRule.self,
        StaleCatalogRule.self,
        GlassBackgroundRule.self,
        CompatibilityModeRule.self,
        UnknownImageRule.self,
        ProminentActionRule.self,
    ]

    /// The descriptions of every rule (for `tabspec rules`, docs and SARIF).
    static let descriptions: [RuleDescription] = rules.map { $0.description }

    /// Every rule id, for lookups.
    static let ids: Set<DiagnosticID> = Set(descriptions.map(\.id))
}
