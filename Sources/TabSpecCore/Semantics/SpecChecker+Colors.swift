/// Color expressions: `color [ "@" alpha ] [ "|" color [ "@" alpha ] ]`.
extension SpecChecker {
    /// The color a name refers to (a built-in or a palette color), reporting `unknown-color` with
    /// did-you-mean. A palette color whose own definition failed gives no color and no second error.
    func namedColor(_ name: TokenIndex) -> TabBarColor? {
        if let builtIn = SpecChecker.builtInColors.lookup(name, in: tokens) { return builtIn }
        switch palette.lookup(name, in: tokens) {
        case let .color(color)?:
            return color
        case .failed?:
            return nil
        case nil:
            let text = tokens.text(name)
            let candidates = TabBarColor.named.map(\.name) + palette.knownNames
            report(.unknownColor(quoted(name), suggestions: Suggestion.names(for: text, among: candidates), at: tokens.range(name)))
            return nil
        }
    }

    /// UIKit's named colors, by name.
    static let builtInColors = NameTable(TabBarColor.named.map { ($0.name, $0.color) })

    /// A property holding a color expression; `key` names it in messages. The part after `|` is the
    /// dark-appearance variant.
    func color(_ property: SyntaxTree.NodeIndex, key: String) -> TabBarColor? {
        let values = tree.values(property)
        guard !values.isEmpty, !hasInvalidValue(property) else { return nil }
        var index = 0
        var failed = false
        // Both parts are checked even when the first fails, so every bad name is reported at once.
        let light = colorPart(values, at: &index, key: key, failed: &failed)
        var dark = light
        if index < values.count, tokens.kind(values[index]) == .pipe {
            index += 1
            dark = colorPart(values, at: &index, key: key, failed: &failed)
        }
        if index < values.count, !failed {
            let rest = SourceRange(start: tokens.start(values[index]), end: tokens.end(values[values.count - 1]))
            switch tokens.kind(values[index]) {
            case .pipe: report(.secondDarkVariant(key, at: rest))
            case .at: report(.secondAlpha(key, at: rest))
            default:
                report(.invalidValue(key, expected: "'@ alpha' or '| dark color' after a color", found: describe(values[index]), at: rest))
            }
            return nil
        }
        guard !failed, let light, let dark else { return nil }
        return TabBarColor(light: light, dark: dark)
    }

    /// A tab bar's or indicator's color key.
    func color(_ property: SyntaxTree.NodeIndex, key: SpecKey) -> TabBarColor? {
        color(property, key: key.name)
    }

    /// `color [ "@" alpha ]` starting at `index`; advances past it.
    private func colorPart(_ values: SyntaxTree.Values, at index: inout Int, key: String, failed: inout Bool) -> TabBarColor? {
        guard index < values.count else {
            let end = values.last.map { SourceRange(at: tokens.end($0)) } ?? SourceRange(at: 0)
            report(.invalidValue(key, expected: "a color after '|'", found: "nothing", at: end))
            failed = true
            return nil
        }
        let value = values[index]
        index += 1
        var color: TabBarColor?
        switch tokens.kind(value) {
        case .color:
            color = TabBarColor(tokens.color(value))
        case .identifier:
            color = namedColor(value)
        default:
            report(.invalidValue(key, expected: "a color: a name such as 'systemBlue' or a hex literal such as '#FF8800'",
                                 found: describe(value), at: tokens.range(value)))
        }
        if color == nil { failed = true }
        guard index < values.count, tokens.kind(values[index]) == .at else { return color }
        let at = values[index]
        index += 1
        guard index < values.count else {
            report(.invalidValue(key, expected: "an alpha after '@' (0 to 1, or a percentage)", found: "nothing", at: SourceRange(at: tokens.end(at))))
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
    private func alpha(_ value: TokenIndex, key: String) -> Double? {
        let range = tokens.range(value)
        switch tokens.kind(value) {
        case .number:
            let number = tokens.number(value)
            guard number >= 0, number <= 1 else {
                report(.alphaOutOfRange(key, requirement: "between 0 and 1 (or 0% and 100%)", found: quoted(value), at: range))
                return nil
            }
            return number
        case .percentage:
            let percent = tokens.number(value)
            guard percent >= 0, percent <= 100 else {
                report(.alphaOutOfRange(key, requirement: "between 0% and 100%", found: quoted(value), at: range))
                return nil
            }
            return percent / 100
        default:
            report(.invalidValue(key, expected: "an alpha after '@' (0 to 1, or a percentage)", found: describe(value), at: range))
            return nil
        }
    }
}
