import TabSpecRuntime

/// `low-contrast`: tints below 3:1, a title color below 4.5:1 (3:1 for large text) against what they are
/// drawn on, or badge text below 4.5:1 on the badge, in light or dark appearance; in the bar's colors and in
/// each theme's.
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
            effective bar color, 'titleColor' below 4.5:1 (3:1 for titles of at least 18 pt, or 14 pt bold), or the \
            badge's text below 4.5:1 on the badge's color. Each theme is checked too.
            """,
        rationale: """
            Icons need 3:1 against their background to be recognisable (WCAG 2.1 SC 1.4.11) and text 4.5:1 to be \
            readable (SC 1.4.3; large text 3:1). The effective bar color is 'barTintColor' composited over \
            'backgroundColor' (what shows through a translucent bar); item backgrounds are composited over that. \
            Both appearances are checked: a fixed color that works on a light bar often vanishes on the dark one. \
            Luminance and ratio follow WCAG 2.x (sRGB, 0.04045 threshold); the printed ratio is truncated to two \
            decimals. Bold means 'bold', 'heavy' or 'black'. Titles drawn in the tints are covered by the tint \
            checks; a 'titleColor' gets the text thresholds. A badge's text gets 4.5:1 against the badge's color \
            (composited over the bar) when the spec or a theme sets 'badge { color }' or 'badge { textColor }'; \
            UIKit's own badge (white on systemRed) is not judged. Every theme is checked in its colors: its \
            findings end "in theme 'NAME'" and point at the theme's key, or at the bar's when the theme inherits it; \
            a finding the bar's own colors already have is reported once.
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
            // v1.3: badges and themes (apps.md).
            """
            tabbar Main {
                badge { color: systemGreen, textColor: ↓white }
                tab home    { symbol: "house", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
            """
            tabbar Main {
                tintColor: ↓#3366CC
                theme dark { barTintColor: #2E3136 }
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
        let light = AppearanceColors(colors, appearance: .light)
        let dark = AppearanceColors(colors, appearance: .dark)
        let hasItemBackground = colors.itemBackground != nil
        let hasSelectedBackground = colors.selectedItemBackground != nil
        let unselectedSurface = hasItemBackground ? "the item background" : "the bar"
        let selectedSurface = hasSelectedBackground ? "the selected item background" : unselectedSurface
        var findings: [LintFinding] = []

        // Ratios first: the texts and ranges of a finding are only built for a failing check.
        let tintRatios = AppearanceRatios(
            light: light.tint.contrastRatio(with: light.selectedBackground),
            dark: dark.tint.contrastRatio(with: dark.selectedBackground)
        )
        if tintRatios.anyBelow(iconMinimum) {
            let tint = tabBar.writtenValue(of: .tintColor, in: context, default: colors.tint.systemName ?? "default")
            findings.append(finding(
                tintRatios,
                minimum: iconMinimum,
                subject: "selected tint '\(tint)' on \(selectedSurface)",
                range: tabBar.range(ofFirst: .tintColor, .selectedItemBackgroundColor, .itemBackgroundColor, .barTintColor, .backgroundColor)
            ))
        }

        let unselectedRatios = AppearanceRatios(
            light: light.unselectedTint.contrastRatio(with: light.itemBackground),
            dark: dark.unselectedTint.contrastRatio(with: dark.itemBackground)
        )
        if unselectedRatios.anyBelow(iconMinimum) {
            let unselected = tabBar.writtenValue(of: .unselectedItemTintColor, in: context,
                                                 default: colors.unselectedItemTint.systemName ?? "default")
            findings.append(finding(
                unselectedRatios,
                minimum: iconMinimum,
                subject: "unselected tint '\(unselected)' on \(unselectedSurface)",
                range: tabBar.range(ofFirst: .unselectedItemTintColor, .itemBackgroundColor, .barTintColor, .backgroundColor)
            ))
        }

        if let title = colors.title, tabBar.hasTitles, let range = tabBar.spec.properties[.titleColor]?.valueRange {
            let font = tabBar.configuration.titleFont
            let minimum = isLargeText(font) ? largeTextMinimum : textMinimum
            var surfaces = [(selectedSurface, { (colors: AppearanceColors) in colors.selectedBackground })]
            if hasSelectedBackground {
                surfaces.append((unselectedSurface, { (colors: AppearanceColors) in colors.itemBackground }))
            }
            for (surface, background) in surfaces {
                /// The title color drawn on `background` in one appearance, against that background.
                func ratio(_ appearance: AppearanceColors) -> Double {
                    let behind = background(appearance)
                    let color = title.resolved(dark: appearance.appearance == .dark).composited(over: behind)
                    return color.contrastRatio(with: behind)
                }
                let ratios = AppearanceRatios(light: ratio(light), dark: ratio(dark))
                guard ratios.anyBelow(minimum) else { continue }
                let fontText = "\(LintText.points(font.size)) pt \(font.weight.rawValue)"
                findings.append(finding(
                    ratios,
                    minimum: minimum,
                    subject: "title color '\(context.text(range))' on \(surface)",
                    range: range,
                    purpose: " for \(fontText) titles"
                ))
            }
        }
        if let finding = badgeFinding(for: tabBar, in: context) { findings.append(finding) }
        return findings
    }

    static var judgesThemes: Bool { true }

    /// The badge's text on the badge's color (composited over the bar), when the spec or a theme sets either:
    /// UIKit's own badge (white on systemRed) is not judged.
    private static func badgeFinding(for tabBar: LintedTabBar, in context: LintContext) -> LintFinding? {
        let properties = tabBar.spec.properties
        guard let badge = tabBar.configuration.badge, badge.color != nil || badge.textColor != nil,
              properties[.badgeColor] != nil || properties[.badgeTextColor] != nil else { return nil }
        let background = badge.color ?? TabBarConfiguration.Badge.defaultColor
        let text = badge.textColor ?? TabBarConfiguration.Badge.defaultTextColor
        /// The text drawn on the badge drawn on the bar, in one appearance.
        func ratio(_ appearance: Appearance) -> Double {
            let dark = appearance == .dark
            let bar = AppearanceColors(tabBar.configuration.colors, appearance: appearance).bar
            let behind = background.resolved(dark: dark).composited(over: bar)
            return text.resolved(dark: dark).composited(over: behind).contrastRatio(with: behind)
        }
        let ratios = AppearanceRatios(light: ratio(.light), dark: ratio(.dark))
        guard ratios.anyBelow(textMinimum) else { return nil }
        let textName = tabBar.writtenValue(of: .badgeTextColor, in: context, default: "white")
        let colorName = tabBar.writtenValue(of: .badgeColor, in: context, default: "systemRed")
        return finding(ratios, minimum: textMinimum, subject: "badge text '\(textName)' on badge color '\(colorName)'",
                       range: tabBar.range(ofFirst: .badgeTextColor, .badgeColor))
    }

    /// WCAG large text: at least 18 pt, or at least 14 pt and bold (`bold`, `heavy`, `black`).
    static func isLargeText(_ font: TabBarConfiguration.Font) -> Bool {
        if font.size >= 18 { return true }
        switch font.weight {
        case .bold, .heavy, .black: return font.size >= 14
        case .ultraLight, .thin, .light, .regular, .medium, .semibold: return false
        }
    }

    /// The finding for ratios of which at least one is below `minimum`: `<subject> has contrast 2.94:1 in dark
    /// appearance; needs at least 3:1<purpose>`.
    private static func finding(
        _ ratios: AppearanceRatios,
        minimum: Double,
        subject: String,
        range: SourceRange,
        purpose: String = ""
    ) -> LintFinding {
        LintFinding(
            range: range,
            message: "\(subject) has contrast \(AppearanceColors.describe(ratios.below(minimum))); needs at least "
                + "\(DecimalText.shortest(minimum)):1\(purpose)"
        )
    }
}
