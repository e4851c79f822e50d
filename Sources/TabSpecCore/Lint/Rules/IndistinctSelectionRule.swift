/// `indistinct-selection`: the tints barely differ and nothing else marks the selected tab.
enum IndistinctSelectionRule: LintRule {
    /// The smallest contrast ratio between the two tints that tells them apart without color vision.
    static let minimum = 1.5

    static let description = RuleDescription(
        id: .indistinctSelection,
        name: "Indistinct selection",
        defaultSeverity: .warning,
        summary: """
            The selected and unselected tints differ by a contrast ratio below 1.5 in some appearance, and \
            nothing else marks the selection (no indicator, no 'selectedItemBackgroundColor', no distinct \
            'selectedSymbol' on every tab with a symbol). A bar that writes neither tint keeps UIKit's \
            default colors and is not checked.
            """,
        rationale: """
            When the selected tab differs only in hue (blue against gray of about the same lightness), people \
            with color vision deficiencies, in bright sunlight or with grayscale enabled cannot tell which tab \
            is selected (WCAG 2.1 SC 1.4.1, use of color). A lightness difference, an indicator, a selected \
            background or a filled symbol for the selected state ('house' → 'house.fill') fixes it. The tints \
            are compared as drawn on their item backgrounds. UIKit's own defaults (systemBlue and systemGray, \
            1.23:1) are the platform's choice, as 'automatic' positioning is for 'implicit-item-width', so only \
            tints the spec writes are judged.
            """,
        triggering: [
            """
            tabbar Main {
                tintColor: systemBlue
                unselectedItemTintColor: ↓systemGray
                tab home    { symbol: "house", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
            """
            tabbar Main {
                tintColor: ↓systemTeal
                tab home    { symbol: "house", selectedSymbol: "house.fill", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
        ],
        nonTriggering: [
            """
            tabbar Main {
                tab home    { symbol: "house", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
            """
            tabbar Main {
                tintColor: systemTeal
                tab home    { symbol: "house", selectedSymbol: "house.fill", title: "Home" }
                tab profile { symbol: "person", selectedSymbol: "person.fill", title: "Profile" }
            }
            """,
            """
            tabbar Main {
                tintColor: label
                unselectedItemTintColor: systemGray
                tab home    { symbol: "house", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
            """
            tabbar Main {
                kind: custom
                indicator { shape: underline }
                tab home    { symbol: "house", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
        ]
    )

    static func findings(for tabBar: LintedTabBar, in context: LintContext) -> [LintFinding] {
        let configuration = tabBar.configuration
        guard configuration.indicator == nil, configuration.colors.selectedItemBackground == nil,
              tabBar.spec.properties[.tintColor] != nil || tabBar.spec.properties[.unselectedItemTintColor] != nil
        else { return [] }
        // Symbols mark the selection when at least one tab has a symbol and every such tab a distinct selected one.
        var hasSymbols = false
        var everySymbolMarked = true
        let items = configuration.items
        for index in items.indices where items[index].symbolName != nil {
            hasSymbols = true
            if items[index].selectedSymbolName == nil || items[index].selectedSymbolName == items[index].symbolName {
                everySymbolMarked = false
                break
            }
        }
        guard !(hasSymbols && everySymbolMarked) else { return [] }
        let colors = configuration.colors
        let light = AppearanceColors(colors, appearance: .light)
        let dark = AppearanceColors(colors, appearance: .dark)
        let ratios = AppearanceRatios(
            light: light.tint.contrastRatio(with: light.unselectedTint),
            dark: dark.tint.contrastRatio(with: dark.unselectedTint)
        )
        guard ratios.anyBelow(minimum) else { return [] }
        let failing = ratios.below(minimum)
        let tint = tabBar.writtenValue(of: .tintColor, in: context, default: colors.tint.systemName ?? "default")
        let unselected = tabBar.writtenValue(of: .unselectedItemTintColor, in: context,
                                             default: colors.unselectedItemTint.systemName ?? "default")
        return [
            LintFinding(
                range: tabBar.range(ofFirst: .unselectedItemTintColor, .tintColor),
                message: "selected tint '\(tint)' and unselected tint '\(unselected)' differ by only "
                    + "\(AppearanceColors.describe(failing)) and nothing else marks the selected tab; make them differ "
                    + "by at least \(DecimalText.shortest(minimum)):1 or add an indicator, 'selectedItemBackgroundColor' "
                    + "or a 'selectedSymbol' for every tab"
            ),
        ]
    }
}
