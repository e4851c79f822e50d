import TabSpecRuntime

/// The v1.3 appearance blocks inside `tabbar` (apps.md "Themes", "Badges", "The bar's material"): `badge { … }`,
/// `classic { … }` and `theme NAME { … }`.
extension SpecChecker {
    /// Checks a `badge` block; records its keys as `badge.KEY` in `properties`.
    func checkBadge(_ block: SyntaxTree.NodeIndex, properties: inout SpecProperties) -> TabBarConfiguration.Badge {
        reportUnexpectedName(block, keyword: SpecBlock.badge.rawValue)
        collect(block, as: .badge)
        record(into: &properties, blocks: false)
        defer { slots.clear(SpecBlock.badge.keys) }
        var badge = TabBarConfiguration.Badge()
        for key in SpecBlock.badge.keys {
            guard let node = slots[key], let value = read(node, as: key) else { continue }
            switch (key, value) {
            case let (.badgeColor, .color(color)): badge.color = color
            case let (.badgeTextColor, .color(color)): badge.textColor = color
            case let (.badgeFont, .font(font)): badge.font = font
            default: break
            }
        }
        return badge
    }

    /// Checks a `classic` block; records its keys as `classic.KEY` in `properties`.
    func checkClassic(_ block: SyntaxTree.NodeIndex, properties: inout SpecProperties) -> TabBarConfiguration.Classic {
        reportUnexpectedName(block, keyword: SpecBlock.classic.rawValue)
        collect(block, as: .classic)
        record(into: &properties, blocks: false)
        defer { slots.clear(SpecBlock.classic.keys) }
        var classic = TabBarConfiguration.Classic()
        for key in SpecBlock.classic.keys {
            guard let node = slots[key], let value = read(node, as: key) else { continue }
            switch (key, value) {
            case let (.classicBarTintColor, .color(color)): classic.barTint = color
            case let (.classicBackgroundColor, .color(color)): classic.background = color
            case let (.classicTranslucent, .bool(flag)): classic.isTranslucent = flag
            case let (.classicBackgroundEffect, .keyword(index)): classic.backgroundEffect = TabBarConfiguration.BackgroundEffect.allCases[index]
            case let (.classicShadowColor, .color(color)): classic.shadowColor = color
            default: break
            }
        }
        return classic
    }

    /// Checks a bar's `theme` blocks, in spec order: each needs a lowerCamelCase name unique in the bar
    /// (`duplicate-key`) and holds only colors. Run once the bar's own keys are cleared from ``slots``: a theme
    /// records the bar's color keys under the same ``SpecKey``s.
    func checkThemes(_ blocks: [SyntaxTree.NodeIndex]) -> [ThemeSpec] {
        var themes: [ThemeSpec] = []
        for block in blocks {
            let written = name(of: block)
            if written == nil {
                report(.missingBlockName(SpecBlock.theme.rawValue, example: "theme dark { tintColor: … }",
                                         at: SourceRange(at: tokens.end(tree.token(block)))))
            }
            let theme = checkTheme(block, name: written)
            guard let theme, let written else { continue }
            if let first = themes.first(where: { $0.name == theme.name }) {
                report(.duplicateTheme(Diagnostic.excerpt(theme.name), at: written.range, first: first.nameRange))
                continue
            }
            if checkThemeName(theme.name, at: written.range, block: block) { themes.append(theme) }
        }
        return themes
    }

    /// One theme's colors and where they are written; `nil` without a name (its keys are still checked).
    private func checkTheme(_ block: SyntaxTree.NodeIndex, name: (text: String, range: SourceRange)?) -> ThemeSpec? {
        collect(block, as: .theme)
        var properties = SpecProperties(capacity: order.count)
        record(into: &properties, blocks: false)
        record(into: &properties, blocks: true)
        var colors = ThemeSpec.Colors()
        for key in SpecBlock.theme.keys {
            guard let node = slots[key], let color = color(node, key: key) else { continue }
            switch key {
            case .tintColor: colors.tint = color
            case .unselectedItemTintColor: colors.unselectedItemTint = color
            case .barTintColor: colors.barTint = color
            case .backgroundColor: colors.background = color
            case .titleColor: colors.title = color
            case .selectedItemBackgroundColor: colors.selectedItemBackground = color
            default: colors.itemBackground = color
            }
        }
        slots.clear(SpecBlock.theme.keys)
        let indicator = slots[.indicator]
        let badge = slots[.badge]
        slots.clear([.indicator, .badge])
        if let indicator {
            colors.indicator = themeColors(of: indicator, as: .indicator, properties: &properties)[.indicatorColor]
        }
        if let badge {
            let found = themeColors(of: badge, as: .badge, properties: &properties)
            colors.badge = found[.badgeColor]
            colors.badgeText = found[.badgeTextColor]
        }
        guard let name else { return nil }
        return ThemeSpec(name: name.text, nameRange: name.range, range: tree.range(block), colors: colors, properties: properties)
    }

    /// The colors of a theme's `indicator` or `badge` block; its other keys are `unknown-key` (a theme changes
    /// colors only). Records the colors' keys in `properties`.
    private func themeColors(of block: SyntaxTree.NodeIndex, as kind: SpecBlock,
                             properties: inout SpecProperties) -> [SpecKey: TabBarColor] {
        reportUnexpectedName(block, keyword: kind.rawValue)
        collect(block, as: kind)
        defer { slots.clear(kind.keys) }
        let allowed = kind.keys(inside: .theme)
        var colors: [SpecKey: TabBarColor] = [:]
        for key in order {
            guard let node = slots[key] else { continue }
            guard allowed.contains(key) else {
                report(.unknownKey(key.name, in: kind.rawValue, suggestions: [], belongsIn: nil, at: tokens.range(tree.key(node)))
                    .noting(.themeChangesColorsOnly))
                continue
            }
            properties.append(SpecProperty(keyRange: tokens.range(tree.key(node)), valueRange: tree.valuesRange(node)), for: key)
            if let color = color(node, key: key) { colors[key] = color }
        }
        return colors
    }

    /// A theme name must be a lowerCamelCase Swift identifier that can name a case of the generated `Theme`
    /// enum; whether it can.
    private func checkThemeName(_ name: String, at range: SourceRange, block: SyntaxTree.NodeIndex) -> Bool {
        var shown: String { Diagnostic.excerpt(name) }
        if SwiftIdentifier.isLowerCamelCase(name) {
            guard SwiftIdentifier.keywords.contains(name) || SwiftIdentifier.themeMembers.contains(name) else { return true }
            report(.invalidIdentifier("theme name '\(shown)' is reserved in Swift or by the generated 'Theme' enum",
                                      suggestion: name + "Theme", at: range, original: shown))
        } else {
            let suggestion = SwiftIdentifier.lowerCamelCase(name)
            let usable = SwiftIdentifier.isLowerCamelCase(suggestion) && !SwiftIdentifier.keywords.contains(suggestion)
                && !SwiftIdentifier.themeMembers.contains(suggestion)
            report(.invalidIdentifier("theme name '\(shown)' must be a lowerCamelCase Swift identifier (it names a case of the generated "
                                          + "'Theme' enum)",
                                      suggestion: usable ? suggestion : nil, at: range, original: shown))
        }
        explain(tree.nameTokens(block))
        return false
    }
}

extension SwiftIdentifier {
    /// Whether `name` is a lowerCamelCase identifier (`[a-z][A-Za-z0-9]*`).
    static func isLowerCamelCase(_ name: String) -> Bool {
        guard let first = name.utf8.first, first >= 0x61, first <= 0x7A else { return false }
        return name.utf8.allSatisfy { ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || Tokenizer.isDigit($0) }
    }

    /// What the generated `Theme` enum declares or inherits (`String`, `CaseIterable`, `Sendable`): a case with
    /// one of these names would not compile.
    static let themeMembers: Set<String> = ["allCases", "rawValue", "hashValue", "hash", "init", "self", "Type", "Protocol"]
}

extension DiagnosticNote {
    /// The note of an `unknown-key` or `unknown-block` in a theme.
    static let themeChangesColorsOnly = DiagnosticNote(message: "a theme changes colors only")
}

extension Diagnostic {
    /// A second theme of the same name in one bar.
    static func duplicateTheme(_ name: String, at range: SourceRange, first: SourceRange) -> Diagnostic {
        Diagnostic(id: .duplicateKey, message: "duplicate theme '\(name)' in 'tabbar'", range: range,
                   notes: [DiagnosticNote(message: "'\(name)' is first declared here", range: first)])
    }

    /// The diagnostic with `note` added.
    func noting(_ note: DiagnosticNote) -> Diagnostic {
        var diagnostic = self
        diagnostic.notes.append(note)
        return diagnostic
    }
}
