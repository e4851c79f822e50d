/// `renamed-symbol`: an old name of a renamed SF Symbol, with a Fix-It to the current name.
enum RenamedSymbolRule: LintRule {
    static let description = RuleDescription(
        id: .renamedSymbol,
        name: "Renamed symbol",
        defaultSeverity: .warning,
        summary: "A 'symbol' or 'selectedSymbol' is an old name of a renamed SF Symbol; Fix-It to the current name.",
        rationale: """
            Apple renames symbols between SF Symbols releases and keeps the old names working as aliases, but \
            the SF Symbols app and the documentation show only the current name, so an old one is hard to look \
            up and easy to misread as a different symbol. When the current name is newer than the \
            deployment target, switching would make the icon disappear on older systems: the finding then \
            says so and offers no Fix-It.
            """,
        triggering: [
            """
            tabbar Main {
                tab friends { symbol: ↓"person.and.person", title: "Friends" }
            }
            """,
            RuleExample(
                """
                tabbar Main {
                    tab alerts { symbol: ↓"bell.and.waveform", title: "Alerts" }
                }
                """,
                ios: "16.0"
            ),
            // A rename of iOS 18 (SF Symbols 6): the current name needs iOS 18.
            """
            tabbar Main {
                tab sync { symbol: ↓"arrow.2.circlepath", title: "Sync" }
            }
            """,
        ],
        nonTriggering: [
            """
            tabbar Main {
                tab friends { symbol: "person.2", title: "Friends" }
                tab sync    { symbol: "arrow.trianglehead.2.clockwise.rotate.90", title: "Sync" }
            }
            """,
        ]
    )

    static func findings(for tabBar: LintedTabBar, in context: LintContext) -> [LintFinding] {
        tabBar.symbolUses.compactMap { use in
            guard !use.facts.isExtra, let current = use.facts.currentName else { return nil }
            if let floor = context.symbolFloor, let introduced = context.symbols.introducedVersion(of: current),
               introduced > floor.version {
                return LintFinding(
                    range: use.range,
                    message: "'\(use.name)' was renamed to '\(current)', which needs iOS \(introduced); keep the old "
                        + "name while \(floor.phrase)"
                )
            }
            return LintFinding(
                range: use.range,
                message: "'\(use.name)' was renamed to '\(current)'; use the current name",
                fixIts: [.replaceString(at: use.range, with: current, original: use.name)]
            )
        }
    }
}
