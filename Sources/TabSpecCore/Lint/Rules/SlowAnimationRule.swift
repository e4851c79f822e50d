/// `slow-animation`: a selection or hide-on-scroll animation longer than 0.5 s.
enum SlowAnimationRule: LintRule {
    /// The longest duration that still feels immediate, in seconds.
    static let maximum = 0.5

    static let description = RuleDescription(
        id: .slowAnimation,
        name: "Slow animation",
        defaultSeverity: .warning,
        summary: "'selectionAnimation' or 'hideOnScroll.duration' takes longer than 0.5 s.",
        rationale: """
            Switching tabs is one of the most frequent actions in an app; an animation over half a second makes \
            every switch feel sluggish and delays the next tap. A hide-on-scroll bar that slides slowly lags \
            behind the scrolling it follows. System animations of this kind take 0.2–0.35 s.
            """,
        triggering: [
            """
            tabbar Main {
                kind: custom
                selectionAnimation: easeInOut ↓0.8
                tab home    { symbol: "house", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
            }
            """,
            """
            tabbar Main {
                tab home    { symbol: "house", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
                hideOnScroll { duration: ↓1 }
            }
            """,
        ],
        nonTriggering: [
            """
            tabbar Main {
                kind: custom
                selectionAnimation: easeInOut 0.2
                tab home    { symbol: "house", title: "Home" }
                tab profile { symbol: "person", title: "Profile" }
                hideOnScroll { duration: 0.5 }
            }
            """,
        ]
    )

    static func findings(for tabBar: LintedTabBar, in context: LintContext) -> [LintFinding] {
        var findings: [LintFinding] = []
        let limit = DecimalText.shortest(maximum)
        if let animation = tabBar.configuration.selectionAnimation, animation.duration > maximum,
           tabBar.spec.properties[.selectionAnimation] != nil {
            findings.append(LintFinding(
                range: tabBar.rangeOfLastValue(of: .selectionAnimation, in: context),
                message: "selection animation takes \(DecimalText.shortest(animation.duration)) s; keep it at \(limit) s "
                    + "or less so switching tabs feels immediate"
            ))
        }
        if let hide = tabBar.configuration.hideOnScroll, hide.duration > maximum,
           let property = tabBar.spec.properties[.hideOnScrollDuration] {
            findings.append(LintFinding(
                range: property.valueRange,
                message: "hide-on-scroll animation takes \(DecimalText.shortest(hide.duration)) s; keep it at \(limit) s "
                    + "or less so the bar keeps up with scrolling"
            ))
        }
        return findings
    }
}
