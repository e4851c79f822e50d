/// `invalid-symbol-name`: a symbol name that cannot be an SF Symbol (`^[a-z0-9]+(\.[a-z0-9]+)*$`).
enum InvalidSymbolNameRule: LintRule {
    static let description = RuleDescription(
        id: .invalidSymbolName,
        name: "Invalid symbol name",
        defaultSeverity: .warning,
        summary: "A 'symbol' or 'selectedSymbol' does not match `^[a-z0-9]+(\\.[a-z0-9]+)*$`.",
        rationale: """
            SF Symbol names are lowercase letters and digits in dot-separated parts ('person.crop.circle'). \
            Any other name (capitals, spaces, a leading or doubled dot, an image asset name) cannot be a system \
            symbol: UIImage(systemName:) returns nil and the tab shows no icon.
            """,
        triggering: [
            """
            tabbar Main {
                tab home    { symbol: ↓"House", title: "Home" }
                tab profile { symbol: ↓"person circle", title: "Profile" }
            }
            """,
            """
            tabbar Main {
                tab home { symbol: "house", selectedSymbol: ↓"house.fill.", title: "Home" }
            }
            """,
        ],
        nonTriggering: [
            """
            tabbar Main {
                tab home    { symbol: "house", selectedSymbol: "house.fill", title: "Home" }
                tab profile { symbol: "person.crop.circle", title: "Profile" }
            }
            """,
        ]
    )

    static func findings(for tabBar: LintedTabBar, in context: LintContext) -> [LintFinding] {
        tabBar.symbolUses.compactMap { use in
            guard !use.facts.isWellFormed else { return nil }
            let blank = use.name.unicodeScalars.allSatisfy { $0 == " " || $0 == "\t" }
            let suggestions = blank ? [] : context.suggestionCache.suggestions(for: use.name, in: context)
            let message = "'\(use.name)' is not a valid SF Symbol name (lowercase letters and digits separated by dots)"
            var fixIts: [FixIt] = []
            if let first = suggestions.first, suggestions.count == 1 || first == use.name.lowercased() {
                fixIts = [.replaceString(at: use.range, with: first, original: use.name)]
            }
            return LintFinding(range: use.range, message: message + Suggestion.phrase(suggestions), fixIts: fixIts)
        }
    }
}
