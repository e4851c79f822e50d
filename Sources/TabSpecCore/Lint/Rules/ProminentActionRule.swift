/// `prominent-action` (v1.3, layout.md): `prominent: true` on a `role: action` tab. One finding per such tab, at
/// its `prominent` value, with a note at its `role`.
enum ProminentActionRule: LintRule {
    static let description = RuleDescription(
        id: .prominentAction,
        name: "Prominent action",
        defaultSeverity: .warning,
        summary: "A tab with 'prominent: true' is an action tab ('role: action').",
        rationale: """
            From iOS 27 the prominent tab ('Tab(role: .prominent)', 'UITabBarController.prominentTabIdentifier') \
            is drawn apart from the others, in the circle at the trailing end of the floating bar. Apple reserves \
            that place for a destination: "Prominent tabs should elevate destinations, not actions. Users should be \
            able to move in and out of the destination naturally, just as they would any other tab." and "If \
            tapping the item primarily performs an action, opens a modal experience, or temporarily reveals \
            functionality, it is generally not a good candidate for a prominent tab." (an Apple Frameworks \
            Engineer's answer in the Apple Developer Forums, thread 832805, "UITabBarController \
            prominentTabIdentifier as Action Behaviour"; the API pages themselves say only that one tab can receive \
            the prominent treatment). An action tab never becomes the selection, so there is nothing to move into: \
            make a destination prominent, or drop 'prominent' and keep the action a regular tab.
            """,
        triggering: [
            """
            tabbar Main {
                tab home    { symbol: "house", title: "Home" }
                tab compose { symbol: "square.and.pencil", title: "Compose", role: action, prominent: ↓true }
            }
            """,
        ],
        nonTriggering: [
            """
            tabbar Main {
                tab home    { symbol: "house", title: "Home" }
                tab compose { symbol: "square.and.pencil", title: "Compose", role: action }
                tab library { symbol: "books.vertical", title: "Library", prominent: true }
            }
            """,
        ]
    )

    static func findings(for tabBar: LintedTabBar, in context: LintContext) -> [LintFinding] {
        let items = tabBar.configuration.items
        return (0..<tabBar.tabCount).compactMap { index in
            let tab = tabBar.spec.tabs[index]
            guard items[index].isProminent, items[index].isAction, let prominent = tab.properties[.prominent] else { return nil }
            return LintFinding(
                range: prominent.valueRange,
                message: "prominent tab '\(tab.id)' performs an action ('role: action'); Apple: "
                    + "\"Prominent tabs should elevate destinations, not actions\"",
                notes: tab.properties[.role].map { [DiagnosticNote(message: "'\(tab.id)' is an action tab here", range: $0.valueRange)] } ?? []
            )
        }
    }
}
