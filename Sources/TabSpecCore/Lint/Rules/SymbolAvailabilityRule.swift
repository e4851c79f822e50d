/// `symbol-availability`: a symbol introduced after the deployment target (or an older `--ios`).
enum SymbolAvailabilityRule: LintRule {
    static let description = RuleDescription(
        id: .symbolAvailability,
        name: "Symbol availability",
        defaultSeverity: .error,
        summary: """
            A deployment target is set and a 'symbol' or 'selectedSymbol' was introduced in a later iOS version.
            """,
        rationale: """
            On an iOS version older than the symbol, UIImage(systemName:) returns nil and the tab silently \
            renders without an icon; nothing fails at build time. Apps shipping symbols of the newest SF Symbols \
            release to users of older systems are a real, recurring failure. When an older name of the same \
            symbol exists for the deployment target, the finding offers it. The rule needs a deployment target \
            ('deploymentTarget:' in the lint configuration) or an iOS version to model ('--ios'); with both, \
            symbols must exist on the older of the two.
            """,
        triggering: [
            RuleExample(
                """
                tabbar Main {
                    tab run  { symbol: ↓"figure.run", title: "Run" }
                    tab team { symbol: ↓"figure.2", title: "Team" }
                }
                """,
                ios: "15.0"
            ),
            RuleExample(
                """
                tabbar Main {
                    tab alerts { symbol: ↓"bell.badge.waveform", title: "Alerts" }
                }
                """,
                ios: "16.0"
            ),
            // SF Symbols 8: iOS 27.0's symbols.
            RuleExample(
                """
                tabbar Main {
                    tab menu  { symbol: ↓"pizza.slice", title: "Menu" }
                    tab smart { symbol: "apple.intelligence", title: "Smart" }
                }
                """,
                ios: "26.0"
            ),
        ],
        nonTriggering: [
            RuleExample(
                """
                tabbar Main {
                    tab run  { symbol: "figure.run", title: "Run" }
                    tab team { symbol: "figure.2", title: "Team" }
                }
                """,
                ios: "17.0"
            ),
            """
            tabbar Main {
                tab run  { symbol: "figure.run", title: "Run" }
                tab team { symbol: "figure.2", title: "Team" }
            }
            """,
        ]
    )

    static func findings(for tabBar: LintedTabBar, in context: LintContext) -> [LintFinding] {
        guard let floor = context.symbolFloor else { return [] }
        let target = floor.version
        return tabBar.symbolUses.compactMap { use in
            guard !use.facts.isExtra, let introduced = use.facts.introduced, introduced > target else { return nil }
            var notes: [DiagnosticNote] = []
            var fixIts: [FixIt] = []
            if let older = olderName(of: use.name, availableIn: target, symbols: context.symbols) {
                notes.append(DiagnosticNote(message: "its earlier name '\(older.name)' is available from iOS \(older.version)"))
                fixIts.append(.replaceString(at: use.range, with: older.name, original: use.name))
            }
            return LintFinding(
                range: use.range,
                message: "'\(use.name)' needs iOS \(introduced) but \(floor.phrase); the icon is blank on older systems",
                notes: notes,
                fixIts: fixIts
            )
        }
    }

    /// An old name of `name` that exists on `target` (the newest such, ties by name), if any.
    static func olderName(of name: String, availableIn target: IOSVersion, symbols: SymbolTable) -> (name: String, version: IOSVersion)? {
        var best: (name: String, version: IOSVersion)?
        for alias in symbols.aliases where symbols.currentName(forRenamed: alias.oldName) == name {
            guard let version = symbols.introducedVersion(of: alias.oldName), version <= target else { continue }
            if let current = best, current.version > version || (current.version == version && current.name < alias.oldName) {
                continue
            }
            best = (alias.oldName, version)
        }
        return best
    }
}
