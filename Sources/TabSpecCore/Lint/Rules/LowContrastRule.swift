/// `low-contrast`: tints below 3:1 or a title color below 4.5:1 (3:1 for large text) against what they are
/// drawn on, in light or dark appearance.
enum LowContrastRule: LintRule {
    /// WCAG 2.1 SC 1.4.11 (non-text contrast): icons against their background.
    static let iconMinimum: Double = 3
    /// WCAG 2.1 SC 1.4.3 (contrast, minimum): normal text.
    static let textMinimum: Double = 4.5
    /// WCAG 2.1 SC 1.4.3: large text (≥ 18 pt, or ≥ 14 pt bold).
    static let largeTextMinimum: Double = 3

    static let description = RuleDescription(
        id: .lowContrast,
        name: "Low contrast",
        defaultSeverity: .warning,
        summary: """
            In light or dark appearance, the selected or unselected tint has a contrast below 3:1 against the \
            effective bar color, or 'titleColor' below 4.5:1 (3:1 for titles of at least 18 pt, or 14 pt bold).
            """,
        rationale: """
            Icons need 3:1 against their background to be recognisable (WCAG 2.1 SC 1.4.11) and text 4.5:1 to be \
            readable (SC 1.4.3; large text 3:1). The effective bar color is 'barTintColor' composited over \
            'backgroundColor' (what shows through a translucent bar); item backgrounds are composited over that. \
            Both appearances are checked: a fixed color that works on a light bar often vanishes on the dark one. \
            Luminance and ratio follow WCAG 2.x (sRGB, 0.04045 threshold); the printed ratio is truncated to two \
            decimals. Bold means 'bold', 'heavy' or 'black'. Titles drawn in the tints are covered by the tint \
            checks; a 'titleColor' gets the text thresholds.
            """,
        triggering: [
            """
            tabbar Main {
                tintColor: ↓black
                tab home    { symbol: "house", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
            """
            tabbar Main {
                unselectedItemTintColor: ↓lightGray
                tab home    { symbol: "house", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
            """
            tabbar Main {
                tintColor: label
                unselectedItemTintColor: secondaryLabel
                titleColor: ↓#999999 | #666666
                tab home    { symbol: "house", title: "Home" }
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
                kind: custom
                barTintColor: darkGray
                tintColor: white
                unselectedItemTintColor: lightGray
                titleColor: white
                titleFont: bold 15
                selectedItemBackgroundColor: purple
                tab home    { title: "Home" }
                tab profile { title: "Profile" }
            }
            """,
        ]
    )

    static func findings(for tabBar: LintedTabBar, in context: LintContext) -> [LintFinding] {
        let colors = tabBar.configuration.colors
        let appearances = AppearanceColors.both(colors)
        let hasItemBackground = colors.itemBackground != nil
        let hasSelectedBackground = colors.selectedItemBackground != nil
        let unselectedSurface = hasItemBackground ? "the item background" : "the bar"
        let selectedSurface = hasSelectedBackground ? "the selected item background" : unselectedSurface
        let selectedBackgroundKeys = (hasSelectedBackground ? ["selectedItemBackgroundColor"] : [])
            + (hasItemBackground ? ["itemBackgroundColor"] : [])
        var findings: [LintFinding] = []

        let tint = tabBar.writtenValue(of: "tintColor", in: context, default: colors.tint.systemName ?? "default")
        if let finding = check(
            appearances.map { ($0.appearance, $0.tint.contrastRatio(with: $0.selectedBackground)) },
            minimum: iconMinimum,
            subject: "selected tint '\(tint)' on \(selectedSurface)",
            range: firstRange(tabBar, ["tintColor"] + selectedBackgroundKeys + ["barTintColor", "backgroundColor"])
        ) {
            findings.append(finding)
        }

        let unselected = tabBar.writtenValue(of: "unselectedItemTintColor", in: context,
                                             default: colors.unselectedItemTint.systemName ?? "default")
        if let finding = check(
            appearances.map { ($0.appearance, $0.unselectedTint.contrastRatio(with: $0.itemBackground)) },
            minimum: iconMinimum,
            subject: "unselected tint '\(unselected)' on \(unselectedSurface)",
            range: firstRange(tabBar, ["unselectedItemTintColor"] + (hasItemBackground ? ["itemBackgroundColor"] : [])
                + ["barTintColor", "backgroundColor"])
        ) {
            findings.append(finding)
        }

        if let title = colors.title, tabBar.hasTitles, let range = tabBar.spec.properties["titleColor"]?.valueRange {
            let font = tabBar.configuration.titleFont
            let minimum = isLargeText(font) ? largeTextMinimum : textMinimum
            let text = context.text(range)
            let fontText = "\(LintText.points(font.size)) pt \(font.weight.rawValue)"
            var surfaces = [(selectedSurface, { (colors: AppearanceColors) in colors.selectedBackground })]
            if hasSelectedBackground {
                surfaces.append((unselectedSurface, { (colors: AppearanceColors) in colors.itemBackground }))
            }
            for (surface, background) in surfaces {
                if let finding = check(
                    appearances.map { appearance -> (AppearanceColors.Appearance, Double) in
                        let behind = background(appearance)
                        let color = title.resolved(dark: appearance.appearance == .dark).composited(over: behind)
                        return (appearance.appearance, color.contrastRatio(with: behind))
                    },
                    minimum: minimum,
                    subject: "title color '\(text)' on \(surface)",
                    range: range,
                    purpose: " for \(fontText) titles"
                ) {
                    findings.append(finding)
                }
            }
        }
        return findings
    }

    /// WCAG large text: at least 18 pt, or at least 14 pt and bold (`bold`, `heavy`, `black`).
    static func isLargeText(_ font: TabBarConfiguration.Font) -> Bool {
        if font.size >= 18 { return true }
        let bold: Set<TabBarConfiguration.FontWeight> = [.bold, .heavy, .black]
        return font.size >= 14 && bold.contains(font.weight)
    }

    /// The first written key's value range, else the tab bar's name.
    private static func firstRange(_ tabBar: LintedTabBar, _ keys: [String]) -> SourceRange {
        for key in keys {
            if let property = tabBar.spec.properties[key] { return property.valueRange }
        }
        return tabBar.spec.nameRange
    }

    /// A finding when any appearance's ratio is below `minimum`: `<subject> has contrast 2.94:1 in dark
    /// appearance; needs at least 3:1<purpose>`.
    private static func check(
        _ ratios: [(AppearanceColors.Appearance, Double)],
        minimum: Double,
        subject: String,
        range: SourceRange,
        purpose: String = ""
    ) -> LintFinding? {
        let failing = ratios.filter { $0.1 < minimum }.map { (appearance: $0.0, ratio: $0.1) }
        guard !failing.isEmpty else { return nil }
        return LintFinding(
            range: range,
            message: "\(subject) has contrast \(AppearanceColors.describe(failing)); needs at least "
                + "\(DecimalText.shortest(minimum)):1\(purpose)"
        )
    }
}
