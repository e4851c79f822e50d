/// Color expressions: `color [ "@" alpha ] [ "|" color [ "@" alpha ] ]`.
extension SchemaChecker {
    /// Every color name usable here: the built-in names, then the palette's.
    var colorNames: [String] {
        TabBarColor.named.map(\.name) + palette.map(\.name)
    }

    /// The color a name refers to (palette or built-in), reporting `unknown-color` with did-you-mean.
    mutating func namedColor(_ name: String, at range: SourceRange) -> TabBarColor? {
        if let builtIn = TabBarColor.named(name) { return builtIn }
        // Names are unique in the palette (duplicates are rejected), so both lookups find the same color.
        if palette.count <= 16 {
            if let entry = palette.first(where: { $0.name == name }) { return entry.color }
        } else if let color = paletteByName[name] {
            return color
        }
        report(.unknownColor(name, suggestions: EditDistance.suggestions(for: name, among: colorNames), at: range))
        return nil
    }

    /// A property holding a color expression. The part after `|` is the dark-appearance variant.
    mutating func color(_ property: SyntaxProperty) -> TabBarColor? {
        let values = property.values
        guard !values.isEmpty, !SchemaChecker.hasInvalidValue(property) else { return nil }
        let key = property.key.text
        var index = 0
        var failed = false
        // Both parts are checked even when the first fails, so every bad name is reported at once.
        let light = colorPart(values, at: &index, key: key, failed: &failed)
        var dark = light
        if index < values.count, case .pipe = values[index].kind {
            index += 1
            dark = colorPart(values, at: &index, key: key, failed: &failed)
        }
        if index < values.count, !failed {
            let rest = values[index].range.union(values[values.count - 1].range)
            report(.invalidValue(key, expected: "'@ alpha' or '| dark color' after a color", found: describe(values[index]), at: rest))
            return nil
        }
        guard !failed, let light, let dark else { return nil }
        return TabBarColor(light: light, dark: dark)
    }

    /// `color [ "@" alpha ]` starting at `index`; advances past it.
    private mutating func colorPart(_ values: [SyntaxValue], at index: inout Int, key: String, failed: inout Bool) -> TabBarColor? {
        guard index < values.count else {
            let end = values.last.map { SourceRange(at: $0.range.end) } ?? SourceRange(at: 0)
            report(.invalidValue(key, expected: "a color after '|'", found: "nothing", at: end))
            failed = true
            return nil
        }
        let value = values[index]
        index += 1
        var color: TabBarColor?
        switch value.kind {
        case let .color(rgba):
            color = TabBarColor(rgba)
        case let .identifier(name):
            color = namedColor(name, at: value.range)
        default:
            report(.invalidValue(key, expected: "a color: a name such as 'systemBlue' or a hex literal such as '#FF8800'",
                                 found: describe(value), at: value.range))
        }
        if color == nil { failed = true }
        guard index < values.count, case .at = values[index].kind else { return color }
        let at = values[index]
        index += 1
        guard index < values.count else {
            report(.invalidValue(key, expected: "an alpha after '@' (0 to 1, or a percentage)", found: "nothing", at: SourceRange(at: at.range.end)))
            failed = true
            return nil
        }
        let alphaValue = values[index]
        index += 1
        guard let alpha = alpha(alphaValue, key: key) else {
            failed = true
            return nil
        }
        return color?.withAlpha(alpha)
    }

    /// An alpha: a number in [0, 1] or a percentage in [0%, 100%].
    private mutating func alpha(_ value: SyntaxValue, key: String) -> Double? {
        switch value.kind {
        case let .number(number):
            guard number >= 0, number <= 1 else {
                report(.alphaOutOfRange(key, requirement: "between 0 and 1 (or 0% and 100%)", found: text(value.range), at: value.range))
                return nil
            }
            return number
        case let .percentage(percent):
            guard percent >= 0, percent <= 100 else {
                report(.alphaOutOfRange(key, requirement: "between 0% and 100%", found: text(value.range), at: value.range))
                return nil
            }
            return percent / 100
        default:
            report(.invalidValue(key, expected: "an alpha after '@' (0 to 1, or a percentage)", found: describe(value), at: value.range))
            return nil
        }
    }
}
