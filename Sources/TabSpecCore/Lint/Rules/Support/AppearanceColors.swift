/// The colors a tab bar shows in one appearance, composited as lint.md defines them: the effective bar color is
/// `barTintColor` over `backgroundColor`; item backgrounds are drawn over that; tints and titles over those.
struct AppearanceColors: Sendable {
    /// The appearance.
    let appearance: Appearance
    /// `barTintColor` composited over `backgroundColor`.
    let bar: RGBAColor
    /// What an unselected item sits on: `itemBackgroundColor` over the bar, or the bar.
    let itemBackground: RGBAColor
    /// What the selected item sits on: `selectedItemBackgroundColor` over ``itemBackground``, or that.
    let selectedBackground: RGBAColor
    /// The selected tint as drawn on ``selectedBackground``.
    let tint: RGBAColor
    /// The unselected tint as drawn on ``itemBackground``.
    let unselectedTint: RGBAColor

    /// The colors of `colors` in `appearance`.
    init(_ colors: TabBarConfiguration.Colors, appearance: Appearance) {
        self.appearance = appearance
        let dark = appearance == .dark
        let bar = colors.barTint.resolved(dark: dark).composited(over: colors.background.resolved(dark: dark))
        let item = colors.itemBackground.map { $0.resolved(dark: dark).composited(over: bar) } ?? bar
        let selected = colors.selectedItemBackground.map { $0.resolved(dark: dark).composited(over: item) } ?? item
        self.bar = bar
        itemBackground = item
        selectedBackground = selected
        tint = colors.tint.resolved(dark: dark).composited(over: selected)
        unselectedTint = colors.unselectedItemTint.resolved(dark: dark).composited(over: item)
    }

    /// `1.50:1 in light appearance`, or `1.50:1 in light and 1.13:1 in dark appearance`.
    static func describe(_ ratios: [(appearance: Appearance, ratio: Double)]) -> String {
        let parts = ratios.map { "\(LintText.ratio($0.ratio)):1 in \($0.appearance.rawValue)" }
        return parts.joined(separator: " and ") + " appearance"
    }
}

/// One contrast ratio per appearance.
struct AppearanceRatios {
    /// The ratio in light appearance.
    var light: Double
    /// The ratio in dark appearance.
    var dark: Double

    /// Whether a ratio is below `minimum`.
    func anyBelow(_ minimum: Double) -> Bool {
        light < minimum || dark < minimum
    }

    /// The appearances whose ratio is below `minimum`, light first.
    func below(_ minimum: Double) -> [(appearance: Appearance, ratio: Double)] {
        var result: [(appearance: Appearance, ratio: Double)] = []
        if light < minimum { result.append((.light, light)) }
        if dark < minimum { result.append((.dark, dark)) }
        return result
    }
}
