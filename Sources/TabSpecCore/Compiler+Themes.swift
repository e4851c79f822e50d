import TabSpecRuntime

/// What `render --theme` and `render --badge` may ask for (apps.md v1.3): a theme every drawn bar has (or `all`:
/// the bar's own colors, then each theme), and badges on tabs the drawn bars have.
extension Compiler {
    /// The label of the bar's own colors among the themes `render --theme all` draws (no theme can take it:
    /// `default` is a Swift keyword).
    static let defaultThemeLabel = "default"

    /// The themes to draw, in order: `nil` (the bar's own colors) without `theme`; `theme` when every bar of
    /// `tabBars` has it (else `unknownName` with did-you-mean); for `all`, the bar's own colors, then every theme
    /// of the bars in spec order, each once.
    func themes(_ theme: String?, of tabBars: [TabBarSpec]) throws(LayoutFailure) -> [String?] {
        guard let theme else { return [nil] }
        guard theme != "all" else {
            var names: [String?] = [nil]
            for bar in tabBars {
                for name in bar.themes.map(\.name) where !names.contains(name) { names.append(name) }
            }
            return names
        }
        for bar in tabBars where bar.theme(named: theme) == nil {
            throw .unknownName(unknownTheme(theme, in: bar))
        }
        return [theme]
    }

    /// `no theme 'sepa' in tab bar 'Main'; did you mean 'sepia'?`, or the bar's themes when none is close.
    func unknownTheme(_ name: String, in bar: TabBarSpec) -> String {
        let names = bar.themes.map(\.name)
        let message = "no theme '\(name)' in tab bar '\(bar.name)'"
        guard !names.isEmpty else { return message + ": it has no 'theme' blocks" }
        return message + Suggestion.phrase(for: name, among: names,
                                           otherwise: "; its themes are \(Diagnostic.quotedList(names, conjunction: "and")) (or 'all')")
    }

    /// `tabBars` in `theme` (a bar without it keeps its own colors).
    func tabBars(_ tabBars: [TabBarSpec], inTheme theme: String?) -> [TabBarSpec] {
        guard let theme else { return tabBars }
        return tabBars.map { bar in bar.theme(named: theme).map(bar.themed) ?? bar }
    }

    /// The badges `render --badge ID=TEXT` draws, by tab id: a number as `TabBadge.count` (`99+` above 99), `dot`
    /// as a dot, any other text as it is. Every id must name a tab of a drawn bar (else `unknownName` with
    /// did-you-mean).
    func badges(_ written: [(id: String, text: String)], of tabBars: [TabBarSpec]) throws(LayoutFailure) -> [String: TabBadge] {
        var badges: [String: TabBadge] = [:]
        let ids = tabBars.flatMap { $0.tabs.map(\.id) }
        for (id, text) in written {
            guard ids.contains(id) else {
                throw .unknownName("no tab '\(id)' for '--badge'" + Suggestion.phrase(for: id, among: ids,
                    otherwise: "; the tabs are \(Diagnostic.quotedList(ids, conjunction: "and"))"))
            }
            badges[id] = Self.badge(text)
        }
        return badges
    }

    /// The badge `render --badge ID=TEXT` draws for `text`.
    static func badge(_ text: String) -> TabBadge {
        if text == "dot" { return .dot }
        if let count = Int(text) { return .count(count) }
        return .text(text)
    }
}
