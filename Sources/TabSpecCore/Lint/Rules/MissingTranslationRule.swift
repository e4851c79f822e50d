import TabSpecRuntime

/// `missing-translation`: a key of a localized tab bar with no translated value in some language of the
/// catalogs.
enum MissingTranslationRule: LintRule {
    static let description = RuleDescription(
        id: .missingTranslation,
        name: "Missing translation",
        defaultSeverity: .warning,
        summary: """
            A key of a localized tab bar has no translated value in a language of the configured catalogs; one \
            finding per key, at its 'title' (or 'accessibilityLabel', 'accessibilityHint'), listing the languages.
            """,
        rationale: """
            iOS shows the source-language text for a key a language lacks, so a German user sees 'Settings' \
            between 'Startseite' and 'Suchen'. A value whose state is not 'translated' (a new key, or one marked \
            'needs_review' after its source text changed) counts as missing, as the app would show the source \
            text. The languages checked are the configuration's 'languages' (or '--languages'), else every \
            language of the catalogs; the source language is never missing.
            """,
        triggering: [
            RuleExample(
                """
                tabbar Main {
                    localization { table: "Tabs" }
                    tab home     { symbol: "house", title: "Home" }
                    tab settings { symbol: "gearshape", title: ↓"Settings" }
                }
                """,
                catalog: RuleExample.catalog([
                    ("Main.home.title", [.init("de", "Start"), .init("ja", "ホーム")]),
                    ("Main.settings.title", [.init("de", "Einstellungen", state: "needs_review")]),
                ])
            ),
        ],
        nonTriggering: [
            RuleExample(
                """
                tabbar Main {
                    localization { table: "Tabs" }
                    tab home     { symbol: "house", title: "Home" }
                    tab settings { symbol: "gearshape", title: "Settings" }
                }
                """,
                catalog: RuleExample.catalog([
                    ("Main.home.title", [.init("de", "Start")]),
                    ("Main.settings.title", [.init("de", "Einstellungen")]),
                ])
            ),
        ]
    )

    static func findings(for tabBar: LintedTabBar, in context: LintContext) -> [LintFinding] {
        guard tabBar.isLocalized else { return [] }
        let sourceLanguage = context.localizations.sourceLanguage
        let languages = context.languages.filter { $0 != sourceLanguage }
        guard !languages.isEmpty else { return [] }
        var findings: [LintFinding] = []
        for text in tabBar.spec.localizedTexts {
            guard let range = tabBar.spec.textRange(of: text) else { continue }
            let missing = languages.filter { language in
                // A device-varied value counts when the iPhone or the iPad form (or `other`) is translated.
                context.localizations.value(forKey: text.key, language: language, idiom: .phone) == nil
                    && context.localizations.value(forKey: text.key, language: language, idiom: .pad) == nil
            }
            guard !missing.isEmpty else { continue }
            let what = text.role.words
            findings.append(LintFinding(
                range: range,
                message: "key '\(text.key)' has no translation in \(missing.joined(separator: ", ")); "
                    + "the \(what) '\(text.text)' is shown there instead"
            ))
        }
        return findings
    }
}
