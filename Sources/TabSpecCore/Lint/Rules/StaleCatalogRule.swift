/// `stale-catalog`: a catalog's source-language value of a key differs from the spec's text.
enum StaleCatalogRule: LintRule {
    static let description = RuleDescription(
        id: .staleCatalog,
        name: "Stale catalog",
        defaultSeverity: .warning,
        summary: "A catalog's source-language value of a key differs from the spec's text.",
        rationale: """
            The spec's 'title', 'accessibilityLabel' and 'accessibilityHint' are the source-language text. When \
            the spec changes and the catalog is not updated, translators translate the old text and the app may \
            show it: an app built with the catalog shows the catalog's source value, not the spec's. 'tabspec \
            strings' updates the source value and marks the other languages 'needs_review'. Only String Catalogs \
            have a source language; legacy '.strings' tables are not checked.
            """,
        triggering: [
            RuleExample(
                """
                tabbar Mail {
                    localization { table: "Mail" }
                    tab inbox   { symbol: "tray", title: ↓"Inbox" }
                    tab archive { symbol: "archivebox", title: "Archive" }
                }
                """,
                catalog: RuleExample.catalog([
                    ("Mail.inbox.title", [.init("en", "Mailbox")]),
                    ("Mail.archive.title", [.init("en", "Archive")]),
                ])
            ),
        ],
        nonTriggering: [
            RuleExample(
                """
                tabbar Mail {
                    localization { table: "Mail" }
                    tab inbox   { symbol: "tray", title: "Inbox" }
                    tab archive { symbol: "archivebox", title: "Archive" }
                }
                """,
                catalog: RuleExample.catalog([
                    ("Mail.inbox.title", [.init("en", "Inbox")]),
                    ("Mail.archive.title", [.init("en", "Archive")]),
                ])
            ),
        ]
    )

    static func findings(for tabBar: LintedTabBar, in context: LintContext) -> [LintFinding] {
        guard tabBar.isLocalized else { return [] }
        var findings: [LintFinding] = []
        for text in tabBar.spec.localizedTexts {
            guard let range = tabBar.spec.textRange(of: text) else { continue }
            for entry in context.localizations.sources {
                guard case let .catalog(catalog) = entry.source, let value = catalog.sourceValue(forKey: text.key),
                      value != text.text else { continue }
                findings.append(LintFinding(
                    range: range,
                    message: "catalog '\(entry.path)' has '\(value)' (\(catalog.sourceLanguage)) for key '\(text.key)' "
                        + "but the spec says '\(text.text)'; run 'tabspec strings' to update the catalog"
                ))
            }
        }
        return findings
    }
}
