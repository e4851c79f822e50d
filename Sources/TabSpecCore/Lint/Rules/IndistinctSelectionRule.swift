import TabSpecRuntime

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
            'selectedSymbol' on every tab with a symbol and 'selectedImage' on every tab with an image). A bar \
            that writes neither tint keeps UIKit's default colors and is not checked.
            """,
        rationale: """
            When the selected tab differs only in hue (blue against gray of about the same lightness), people \
            with color vision deficiencies, in bright sunlight or with grayscale enabled cannot tell which tab \
            is selected (WCAG 2.1 SC 1.4.1, use of color). A lightness difference, an indicator, a selected \
            background or a filled symbol for the selected state ('house' → 'house.fill', or a filled image as \
            'selectedImage') fixes it. The tints \
            are compared as drawn on their item backgrounds. UIKit's own defaults (systemBlue and systemGray, \
            1.23:1) are the platform's choice, as 'automatic' positioning is for 'implicit-item-width', so only \
            tints the spec writes are judged. Each theme is judged too, in its colors ('in theme …').
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
            """
            tabbar Main {
                tintColor: ↓systemTeal
                tab home    { image: "Home", title: "Home" }
                tab profile { symbol: "person", selectedSymbol: "person.fill", title: "Profile" }
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
            // v1.3: a distinct 'selectedImage' marks the selection as a distinct 'selectedSymbol' does.
            """
            tabbar Main {
                tintColor: systemTeal
                tab home    { image: "Home", selectedImage: "HomeFilled", title: "Home" }
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

    static var judgesThemes: Bool { true }

    static func findings(for tabBar: LintedTabBar, in context: LintContext) -> [LintFinding] {
        let configuration = tabBar.configuration
        guard configuration.indicator == nil, configuration.colors.selectedItemBackground == nil,
              tabBar.spec.properties[.tintColor] != nil || tabBar.spec.properties[.unselectedItemTintColor] != nil
        else { return [] }
        // Icons mark the selection when at least one tab has an icon and every such tab a distinct selected one
        // (a symbol's 'selectedSymbol', an image's 'selectedImage').
        let items = configuration.items
        let icons = items.filter(\.hasIcon)
        let everyIconMarked = icons.allSatisfy { item in
            if let symbol = item.symbolName { return item.selectedSymbolName.map { $0 != symbol } ?? false }
            return item.selectedImageName.map { $0 != item.imageName } ?? false
        }
        guard icons.isEmpty || !everyIconMarked else { return [] }
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
                    + "or a \(selectedKeys(of: icons)) for every tab"
            ),
        ]
    }

    /// The keys that give the tabs with `icons` a selected icon: `'selectedSymbol'` (also for a bar without
    /// icons), `'selectedImage'`, or both joined with "or".
    private static func selectedKeys(of icons: [TabBarConfiguration.Item]) -> String {
        let images = icons.contains { $0.imageName != nil }
        let symbols = icons.contains { $0.symbolName != nil }
        switch (symbols, images) {
        case (false, true): return "'selectedImage'"
        case (true, true): return "'selectedSymbol' or 'selectedImage'"
        default: return "'selectedSymbol'"
        }
    }
}
