/// The localization keys of a tab bar's texts (localization.md): `<TabBar>.<tabId>.title` and, for a written
/// `accessibilityLabel` or `accessibilityHint`, `<TabBar>.<tabId>.accessibilityLabel` /
/// `<TabBar>.<tabId>.accessibilityHint`, unless the tab writes `titleKey` / `accessibilityLabelKey` /
/// `accessibilityHintKey`. They are the same whether the bar's own block, its spec's or its configuration
/// file's `compile` block localizes it.
extension TabBarSpec {
    /// The key a tab's text has when the tab writes none: `<TabBar>.<tabId>.title`,
    /// `<TabBar>.<tabId>.accessibilityLabel` or `<TabBar>.<tabId>.accessibilityHint`.
    package static func defaultKey(tabBar: String, tab: String, role: LocalizedText.Role) -> String {
        tabBar + "." + tab + "." + role.textKey.name
    }

    /// The key of the title of the tab at `index` (in ``tabs``); `nil` for a tab without a title.
    package func titleKey(ofTab index: Int) -> String? {
        key(ofTab: index, role: .title)
    }

    /// The key of the written `accessibilityLabel` of the tab at `index` (in ``tabs``); `nil` for a tab that
    /// writes none (its label is then its title's text, or its id).
    package func accessibilityLabelKey(ofTab index: Int) -> String? {
        key(ofTab: index, role: .accessibilityLabel)
    }

    /// The key of one text of the tab at `index`, `nil` when the tab does not have that text.
    package func key(ofTab index: Int, role: LocalizedText.Role) -> String? {
        guard tabs.indices.contains(index), configuration.items.indices.contains(index),
              text(of: configuration.items[index], role: role) != nil else { return nil }
        return writtenKey(ofTab: index, role: role) ?? TabBarSpec.defaultKey(tabBar: name, tab: tabs[index].id, role: role)
    }

    /// Every text a strings table translates, in tab order, a tab's title before its accessibility label and
    /// hint: the titles and the written accessibility labels and hints, each with its key.
    package var localizedTexts: [LocalizedText] {
        var texts: [LocalizedText] = []
        for (index, (tab, item)) in resolvedTabs.enumerated() {
            for role in LocalizedText.Role.allCases {
                guard let text = text(of: item, role: role) else { continue }
                let written = writtenKey(ofTab: index, role: role)
                texts.append(LocalizedText(key: written ?? TabBarSpec.defaultKey(tabBar: name, tab: tab.id, role: role),
                                           text: text, tab: index, role: role, isWritten: written != nil))
            }
        }
        return texts
    }

    /// Where a diagnostic about `text`'s key points: the written key's value, or for a default key the text
    /// it translates (else the tab's id).
    package func range(of text: LocalizedText) -> SourceRange {
        let tab = tabs[text.tab]
        return tab.properties[text.isWritten ? text.role.overrideKey : text.role.textKey]?.valueRange ?? tab.idRange
    }

    /// How a note names the use of `text`'s key: `the 'titleKey' of tab 'home'`, `the default key of the
    /// 'title' of tab 'home'`, with ` in 'Main'` after the tab when `namingTabBar`.
    package func describe(_ text: LocalizedText, namingTabBar: Bool) -> String {
        let tab = "tab '\(Diagnostic.excerpt(tabs[text.tab].id))'" + (namingTabBar ? " in '\(Diagnostic.excerpt(name))'" : "")
        return text.isWritten
            ? "the '\(text.role.overrideKey.name)' of \(tab)"
            : "the default key of the '\(text.role.textKey.name)' of \(tab)"
    }

    /// The comment a String Catalog gives translators for `text` (localization.md): `Title of the 'home' tab
    /// of the MainTab tab bar`, `Accessibility label of the 'home' tab of the MainTab tab bar`,
    /// `Accessibility hint of …`.
    package func catalogComment(for text: LocalizedText) -> String {
        "\(Self.catalogCommentPrefix(of: text.role))\(tabs[text.tab].id)' tab of the \(name) tab bar"
    }

    /// Whether `comment` is one ``catalogComment(for:)`` writes, for any role, tab and tab bar: how
    /// `tabspec strings` tells an entry it wrote from one the app's code owns.
    package static func isCatalogComment(_ comment: String) -> Bool {
        comment.hasSuffix(" tab bar") && LocalizedText.Role.allCases.contains { comment.hasPrefix(catalogCommentPrefix(of: $0)) }
    }

    /// How the comment of a `role` text begins: `Title of the '`, `Accessibility label of the '`,
    /// `Accessibility hint of the '`.
    private static func catalogCommentPrefix(of role: LocalizedText.Role) -> String {
        let words = role.words
        return "\(words.prefix(1).uppercased() + words.dropFirst()) of the '"
    }

    /// The key the tab at `index` writes for `role`, if any.
    private func writtenKey(ofTab index: Int, role: LocalizedText.Role) -> String? {
        writtenKeys.first { $0.tab == index && $0.role == role }?.key
    }

    /// The spec's text of `role` for a tab: its title, or its written accessibility label or hint.
    private func text(of item: TabBarConfiguration.Item, role: LocalizedText.Role) -> String? {
        switch role {
        case .title: item.title
        case .accessibilityLabel: item.accessibilityLabel
        case .accessibilityHint: item.accessibilityHint
        }
    }
}
