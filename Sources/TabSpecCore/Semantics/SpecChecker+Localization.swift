/// Localization (language.md v1.2, localization.md): the `localization { table bundle }` block, the tabs'
/// `titleKey`, `accessibilityLabelKey` and `accessibilityHintKey` (v1.3), and the file-wide rule that one key has one source text.
extension SpecChecker {
    /// `localization { table: "…" bundle: main | module }`: a tab bar's block (its keys recorded as
    /// `localization.KEY` in `properties`) or a `compile` block's; every key is optional.
    func checkLocalization(_ block: SyntaxTree.NodeIndex, properties: inout SpecProperties) -> TabBarLocalization {
        reportUnexpectedName(block, keyword: SpecBlock.localization.rawValue)
        collect(block, as: .localization)
        record(into: &properties, blocks: false)
        defer { slots.clear(SpecBlock.localization.keys) }
        var localization = TabBarLocalization()
        if let node = slots[.localizationTable],
           let table = nonEmptyString(node, key: .localizationTable, replacement: TabBarLocalization.defaultTable) {
            localization.table = table
        }
        if let node = slots[.localizationBundle], case let .keyword(index)? = read(node, as: .localizationBundle) {
            localization.bundle = TabBarLocalization.Bundle.allCases[index]
        }
        return localization
    }

    /// A tab's `titleKey`, `accessibilityLabelKey` or `accessibilityHintKey`: a non-empty string; an empty one gets a Fix-It writing
    /// the default key (`<TabBar>.<tabId>.title`).
    func localizationKey(_ property: SyntaxTree.NodeIndex, role: LocalizedText.Role, tabBar: String, tab: String) -> String? {
        let defaultKey = tabBar.isEmpty ? nil : TabBarSpec.defaultKey(tabBar: tabBar, tab: tab, role: role)
        return nonEmptyString(property, key: role.overrideKey, replacement: defaultKey)
    }

    /// A `titleKey` without a `title` (or an `accessibilityLabelKey` without an `accessibilityLabel`, an
    /// `accessibilityHintKey` without an `accessibilityHint`) in the tab being checked: a key needs the text it
    /// translates (`missing-key`).
    func reportKeysWithoutText(tab id: String) {
        for role in LocalizedText.Role.allCases {
            guard let node = slots[role.overrideKey], slots[role.textKey] == nil else { continue }
            report(.keyWithoutText(role.overrideKey.name, text: role.textKey.name, tab: Diagnostic.excerpt(id),
                                   at: tokens.range(tree.key(node))))
        }
    }

    /// `conflicting-localization-key`: one key given two different source texts in the file, by two written
    /// keys or by a written key and another tab's default key. Each later use whose text differs from the
    /// key's first use is one error, on the written key of the two, with a note at the other; the tab bar of
    /// the error is marked as having errors. Tabs' default keys never collide (tab bar names and tab ids
    /// differ), so a file that writes no key and has no section is not searched; a section's default key
    /// (v1.3, `<TabBar>.<section>.title`) is a tab's when a tab has the section's name.
    func checkLocalizationKeys(_ tabBars: inout [TabBarSpec]) {
        guard tabBars.contains(where: { !$0.writtenKeys.isEmpty || !$0.sections.isEmpty }) else { return }
        var firstUses: [String: KeyUse] = [:]
        for bar in tabBars.indices {
            for text in tabBars[bar].localizedTexts {
                let use = KeyUse(bar: bar, text: text)
                guard let first = firstUses[text.key] else {
                    firstUses[text.key] = use
                    continue
                }
                guard first.text.text != text.text else { continue }
                let (error, other) = text.isWritten ? (use, first) : (first, use)
                report(.conflictingLocalizationKey(
                    Diagnostic.excerpt(text.key), text: Diagnostic.excerpt(error.text.text), otherText: Diagnostic.excerpt(other.text.text),
                    at: error.range(in: tabBars),
                    other: other.description(in: tabBars, besides: error.bar), otherRange: other.range(in: tabBars)))
                tabBars[error.bar].hasErrors = true
            }
        }
    }
}

/// Where a localization key is used: a text of a tab of one of the file's tab bars.
private struct KeyUse {
    /// The tab bar's index among the file's.
    var bar: Int
    /// The text and its key.
    var text: LocalizedText

    /// The written key's value, or for a default key the text it translates (else the tab's id).
    func range(in tabBars: [TabBarSpec]) -> SourceRange {
        tabBars[bar].range(of: text)
    }

    /// How a note names the use: `the 'titleKey' of tab 'home'`, `the default key of the 'title' of tab 'home'`,
    /// with `in 'Main'` when its tab bar is not `errorBar`.
    func description(in tabBars: [TabBarSpec], besides errorBar: Int) -> String {
        tabBars[bar].describe(text, namingTabBar: bar != errorBar)
    }
}
