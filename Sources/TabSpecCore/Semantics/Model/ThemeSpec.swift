import TabSpecRuntime

/// One `theme NAME { … }` block of a tab bar (v1.3, apps.md "Themes"): a named set of colors that replaces the
/// bar's own at run time. The bar's own colors are the default theme; a theme changes only the colors it writes.
package struct ThemeSpec: Sendable, Hashable {
    /// The theme's name: a lowerCamelCase Swift identifier, the case of the generated `Theme` enum.
    package var name: String
    package var nameRange: SourceRange
    /// The whole block.
    package var range: SourceRange
    /// The colors the theme writes; `nil` keeps the bar's.
    package var colors: Colors
    /// Where each written key is: the bar's color keys under their own ``SpecKey`` (`.tintColor`), the nested
    /// blocks' as in a bar (`.indicatorColor`, `.badgeColor`, `.badgeTextColor`; the blocks under `.indicator`, `.badge`).
    package var properties: SpecProperties

    /// The colors a theme may write, each `nil` when the theme keeps the bar's.
    package struct Colors: Sendable, Hashable {
        package var tint: TabBarColor?
        package var unselectedItemTint: TabBarColor?
        package var barTint: TabBarColor?
        package var background: TabBarColor?
        package var title: TabBarColor?
        package var selectedItemBackground: TabBarColor?
        package var itemBackground: TabBarColor?
        /// `indicator { color }`: applies only when the bar has an indicator.
        package var indicator: TabBarColor?
        /// `badge { color }`.
        package var badge: TabBarColor?
        /// `badge { textColor }`.
        package var badgeText: TabBarColor?

        package init() {}
    }

    package init(name: String, nameRange: SourceRange, range: SourceRange, colors: Colors = Colors(), properties: SpecProperties = SpecProperties()) {
        self.name = name
        self.nameRange = nameRange
        self.range = range
        self.colors = colors
        self.properties = properties
    }

    /// `base` (the bar's resolved configuration) with the theme's colors: what the generated
    /// `configuration(theme:)` returns and what lint judges for the theme.
    package func configuration(from base: TabBarConfiguration) -> TabBarConfiguration {
        var configuration = base
        if let tint = colors.tint { configuration.colors.tint = tint }
        if let color = colors.unselectedItemTint { configuration.colors.unselectedItemTint = color }
        // A theme's bar colors win wherever the bar draws them: over the bar's own and over its `classic { }` block's.
        if let color = colors.barTint {
            configuration.colors.barTint = color
            if configuration.classic?.barTint != nil { configuration.classic?.barTint = color }
        }
        if let color = colors.background {
            configuration.colors.background = color
            if configuration.classic?.background != nil { configuration.classic?.background = color }
        }
        if let color = colors.title { configuration.colors.title = color }
        if let color = colors.selectedItemBackground { configuration.colors.selectedItemBackground = color }
        if let color = colors.itemBackground { configuration.colors.itemBackground = color }
        if let color = colors.indicator, configuration.indicator != nil { configuration.indicator?.color = color }
        if colors.badge != nil || colors.badgeText != nil {
            var badge = configuration.badge ?? TabBarConfiguration.Badge()
            if let color = colors.badge { badge.color = color }
            if let color = colors.badgeText { badge.textColor = color }
            configuration.badge = badge
        }
        return configuration
    }
}

extension TabBarSpec {
    /// The bar in `theme`: its configuration with the theme's colors, and where each color key is written — the
    /// theme's key, or the bar's when the theme inherits it. Lint judges the colors of this value for the theme.
    package func themed(_ theme: ThemeSpec) -> TabBarSpec {
        var spec = self
        spec.configuration = theme.configuration(from: configuration)
        var merged = SpecProperties(capacity: properties.count + theme.properties.count)
        for (key, property) in properties where theme.properties[key] == nil { merged.append(property, for: key) }
        for (key, property) in theme.properties where key != .indicator || properties[.indicator] == nil {
            merged.append(property, for: key)
        }
        spec.properties = merged
        return spec
    }

    /// The theme named `name`, if the bar has one.
    package func theme(named name: String) -> ThemeSpec? {
        themes.first { $0.name == name }
    }
}
