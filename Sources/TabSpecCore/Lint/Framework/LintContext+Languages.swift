import TabSpecRuntime

/// Evaluating a rule that reads titles' text in every language of the catalogs, and collapsing a problem
/// found in several languages into one finding, as across devices.
extension LintContext {
    /// Runs `check` for every language of `tabBar` (``LintedTabBar/languages``) in every layout class,
    /// collapses each language's results over the device matrix (``collapsed(layouts:_:)``), then a problem
    /// found in several languages (same range, same ``EnvironmentFinding/problem``) into one finding.
    ///
    /// The finding is the first language's (in the run's language order: the source language first), its
    /// message and notes; when more languages have the problem, a note lists each with its
    /// ``EnvironmentFinding/languageDetail``: `in 3 of 5 languages: de 'Einstellungen'; fi 'Asetukset'; ru
    /// 'Настройки'` (or `in all 5 languages: …`). Findings come out in the order their problems first appear.
    func collapsedFindings(
        acrossLanguagesOf tabBar: LintedTabBar,
        _ check: (_ language: LintedLanguage, _ configuration: TabBarConfiguration, _ layout: TabBarLayout,
                  _ environment: TabBarEnvironment) -> [EnvironmentFinding]
    ) -> [LintFinding] {
        /// One problem, its first finding, and each language with its detail.
        struct Group {
            var first: CollapsedFinding
            var languages: [String]
        }
        var groups: [Group] = []
        for language in tabBar.languages {
            var classIndex = 0
            let found = collapsed(layouts: language.layouts) { layout, environment in
                defer { classIndex += 1 }
                let configuration = language.configurations.indices.contains(classIndex)
                    ? language.configurations[classIndex] : tabBar.configuration
                return check(language, configuration, layout, environment)
            }
            for finding in found {
                let entry = language.language + " " + finding.first.languageDetail
                if let index = groups.firstIndex(where: { $0.first.first.range == finding.first.range && $0.first.first.problem == finding.first.problem }) {
                    groups[index].languages.append(entry)
                } else {
                    groups.append(Group(first: finding, languages: [entry]))
                }
            }
        }
        return groups.map { group in
            var finding = group.first.finding
            if group.languages.count > 1 {
                let count = group.languages.count == tabBar.languages.count
                    ? "all \(group.languages.count)" : "\(group.languages.count) of \(tabBar.languages.count)"
                finding.notes.append(DiagnosticNote(message: "in \(count) languages: " + group.languages.joined(separator: "; ")))
            }
            return finding
        }
    }
}
