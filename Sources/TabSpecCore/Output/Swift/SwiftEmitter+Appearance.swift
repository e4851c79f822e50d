import TabSpecRuntime

/// The v1.3 appearance of a bar in generated Swift (apps.md "Themes", "Badges", "The bar's material"): the
/// configuration's `badge`, `backgroundEffect`, `shadowColor` and `classic`, each only when set, and a bar's
/// themes as `enum Theme` and `configuration(theme:)`, only when it has any (a spec without them generates the
/// bytes it did before).
extension SwiftEmitter {
    /// `badge:`, `backgroundEffect:`, `shadowColor:` and `classic:` arguments, each only when set.
    static func writeAppearance(_ configuration: TabBarConfiguration, shadowed: ShadowedTypes, to out: inout SwiftWriter) {
        if let badge = configuration.badge {
            out.item("badge")
            writeBadge(badge, trailing: 1, shadowed: shadowed, to: &out)
        }
        if let effect = configuration.backgroundEffect {
            out.item("backgroundEffect")
            writeBackgroundEffect(effect, shadowed: shadowed, to: &out)
        }
        if let color = configuration.shadowColor {
            out.item("shadowColor")
            writeColor(color, trailing: 1, shadowed: shadowed, to: &out)
        }
        if let classic = configuration.classic {
            out.item("classic")
            out.type(.tabBarConfiguration, shadowed, nested: ".Classic")
            out.list(.arguments, trailing: 1) { out in
                let colors: [(StaticString, TabBarColor?)] = [("barTint", classic.barTint), ("background", classic.background)]
                for case let (label, color?) in colors {
                    out.item(label)
                    writeColor(color, trailing: 1, shadowed: shadowed, to: &out)
                }
                if let translucent = classic.isTranslucent {
                    out.item("isTranslucent")
                    out.boolean(translucent)
                }
                if let effect = classic.backgroundEffect {
                    out.item("backgroundEffect")
                    writeBackgroundEffect(effect, shadowed: shadowed, to: &out)
                }
                if let color = classic.shadowColor {
                    out.item("shadowColor")
                    writeColor(color, trailing: 1, shadowed: shadowed, to: &out)
                }
            }
        }
    }

    /// `TabBarConfiguration.Badge(color: …, textColor: …, font: …)` with the values set; `trailing` characters
    /// follow it on its line.
    static func writeBadge(_ badge: TabBarConfiguration.Badge, trailing: Int, shadowed: ShadowedTypes, to out: inout SwiftWriter) {
        out.type(.tabBarConfiguration, shadowed, nested: ".Badge")
        out.list(.arguments, trailing: trailing) { out in
            if let color = badge.color {
                out.item("color")
                writeColor(color, trailing: 1, shadowed: shadowed, to: &out)
            }
            if let color = badge.textColor {
                out.item("textColor")
                writeColor(color, trailing: 1, shadowed: shadowed, to: &out)
            }
            if let font = badge.font {
                out.item("font")
                writeFont(font, shadowed: shadowed, to: &out)
            }
        }
    }

    /// `TabBarConfiguration.Font(weight: .medium, size: 10)`, followed by a comma.
    static func writeFont(_ font: TabBarConfiguration.Font, shadowed: ShadowedTypes, to out: inout SwiftWriter) {
        out.type(.tabBarConfiguration, shadowed, nested: ".Font")
        out.list(.arguments, trailing: 1) { out in
            out.item("weight", member: font.weight.rawValue)
            out.item("size", number: font.size)
        }
    }

    /// `TabBarConfiguration.BackgroundEffect.thin`: always with its type, as `.none` alone would be read as an
    /// optional's `nil`.
    private static func writeBackgroundEffect(_ effect: TabBarConfiguration.BackgroundEffect, shadowed: ShadowedTypes,
                                              to out: inout SwiftWriter) {
        out.type(.tabBarConfiguration, shadowed, nested: ".BackgroundEffect")
        out.member(effect.rawValue)
    }

    /// `enum Theme: String, CaseIterable, Sendable` (the themes in spec order) and
    /// `static func configuration(theme:)`: the bar's configuration with the theme's colors, written as the
    /// assignments that differ from the bar's own. Nothing for a bar without themes.
    static func writeThemes(_ tabBar: TabBarSpec, member: inout Member, shadowed: ShadowedTypes, to out: inout SwiftWriter) {
        guard !tabBar.themes.isEmpty else { return }
        member.begin("The bar's themes (`theme NAME { … }`), in spec order; the bar's own colors are the default theme.", to: &out)
        out.write("enum Theme: ")
        out.type(.string, shadowed)
        out.write(", ")
        out.type(.caseIterable, shadowed)
        out.write(", ")
        out.type(.sendable, shadowed)
        out.write(" {")
        out.newline()
        out.indented { out in
            for theme in tabBar.themes {
                out.indent()
                out.write("case ")
                out.identifier(theme.name)
                out.newline()
            }
        }
        out.indent()
        out.write("}")
        out.newline()

        member.begin("The bar's configuration with the colors of `theme`.", to: &out)
        out.write("static func configuration(theme: Theme) -> ")
        out.type(.tabBarConfiguration, shadowed)
        out.write(" {")
        out.newline()
        out.indented { out in
            out.indent()
            out.write("var themed = configuration")
            out.newline()
            out.indent()
            out.write("switch theme {")
            out.newline()
            let base = tabBar.configuration
            for theme in tabBar.themes {
                out.indent()
                out.write("case .")
                out.identifier(theme.name)
                out.write(":")
                out.newline()
                out.indented { out in
                    let changes = writeThemeChanges(from: base, to: theme.configuration(from: base), shadowed: shadowed, to: &out)
                    if changes == 0 {
                        out.indent()
                        out.write("break")
                        out.newline()
                    }
                }
            }
            out.indent()
            out.write("}")
            out.newline()
            out.indent()
            out.write("return themed")
            out.newline()
        }
        out.indent()
        out.write("}")
        out.newline()
    }

    /// `themed.colors.tint = …` for every color of `themed` that differs from `base`'s; the number written.
    private static func writeThemeChanges(from base: TabBarConfiguration, to themed: TabBarConfiguration, shadowed: ShadowedTypes,
                                          to out: inout SwiftWriter) -> Int {
        var count = 0
        /// `themed.<path> = <color>` when the two differ.
        func assign(_ path: StaticString, _ old: TabBarColor?, _ new: TabBarColor?) {
            guard let new, old != new else { return }
            out.indent()
            out.write("themed.")
            out.write(path)
            out.write(" = ")
            writeColor(new, trailing: 0, shadowed: shadowed, to: &out)
            out.newline()
            count += 1
        }
        let (old, new) = (base.colors, themed.colors)
        assign("colors.tint", old.tint, new.tint)
        assign("colors.unselectedItemTint", old.unselectedItemTint, new.unselectedItemTint)
        assign("colors.barTint", old.barTint, new.barTint)
        assign("colors.background", old.background, new.background)
        assign("colors.title", old.title, new.title)
        assign("colors.selectedItemBackground", old.selectedItemBackground, new.selectedItemBackground)
        assign("colors.itemBackground", old.itemBackground, new.itemBackground)
        assign("classic?.barTint", base.classic?.barTint, themed.classic?.barTint)
        assign("classic?.background", base.classic?.background, themed.classic?.background)
        assign("indicator?.color", base.indicator?.color, themed.indicator?.color)
        if let badge = themed.badge, badge != base.badge {
            out.indent()
            out.write("themed.badge = ")
            writeBadge(badge, trailing: 0, shadowed: shadowed, to: &out)
            out.newline()
            count += 1
        }
        return count
    }
}
