/// `unknown-symbol`: a well-formed name that is neither an SF Symbol, an old name of one, nor configured.
enum UnknownSymbolRule: LintRule {
    static let description = RuleDescription(
        id: .unknownSymbol,
        name: "Unknown symbol",
        defaultSeverity: .warning,
        summary: """
            A well-formed 'symbol' or 'selectedSymbol' is not in tabspec's SF Symbols table nor in the \
            configured extra names; suggests the closest names.
            """,
        rationale: """
            A misspelt symbol name compiles and fails silently at run time: UIImage(systemName:) returns nil \
            and the tab shows no icon. Old names of renamed symbols are 'renamed-symbol's to report. Symbols \
            newer than tabspec's table can be listed in the configuration ('symbols:' in the 'lint' block).
            """,
        triggering: [
            """
            tabbar Main {
                tab home    { symbol: ↓"hous", title: "Home" }
                tab profile { symbol: "person", selectedSymbol: ↓"person.fil", title: "Profile" }
            }
            """,
            """
            tabbar Main {
                tab walk { symbol: ↓"figure.walk.motion.trianglebadge", title: "Walk" }
            }
            """,
        ],
        nonTriggering: [
            """
            tabbar Main {
                tab home    { symbol: "house", title: "Home" }
                tab profile { symbol: "person", selectedSymbol: "person.fill", title: "Profile" }
            }
            """,
            RuleExample(
                """
                tabbar Main {
                    tab walk { symbol: "figure.walk.motion.trianglebadge", title: "Walk" }
                }
                """,
                extraSymbols: ["figure.walk.motion.trianglebadge"]
            ),
        ]
    )

    static func findings(for tabBar: LintedTabBar, in context: LintContext) -> [LintFinding] {
        tabBar.symbolUses.compactMap { use in
            guard use.facts.isWellFormed, !use.facts.isKnown, !use.facts.isExtra, use.facts.currentName == nil
            else { return nil }
            let suggestions = context.suggestionCache.suggestions(for: use.name, in: context)
            let otherwise = "; if it is newer than tabspec's symbol table, list it in 'symbols:' of the lint configuration"
            let fixIts: [FixIt] = suggestions.count == 1
                ? [.replaceString(at: use.range, with: suggestions[0], original: use.name)] : []
            return LintFinding(range: use.range,
                               message: "unknown SF Symbol '\(use.name)'" + Suggestion.phrase(suggestions, otherwise: otherwise),
                               fixIts: fixIts)
        }
    }
}
