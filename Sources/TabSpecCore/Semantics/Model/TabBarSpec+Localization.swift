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
        // The sections' titles (v1.3), after the tabs' texts.
        for (index, (section, resolved)) in zip(sections, configuration.sections).enumerated() {
            guard let title = resolved.title else { continue }
            texts.append(LocalizedText(key: section.titleKey ?? TabBarSpec.defaultKey(tabBar: name, tab: section.name, role: .sectionTitle),
                                       text: title, tab: index, role: .sectionTitle, isWritten: section.titleKey != nil))
        }
        return texts
    }

    /// Where a diagnostic about `text`'s key points: the written key's value, or for a default key the text
    /// it translates (else the tab's id).
    package func range(of text: LocalizedText) -> SourceRange {
        if text.role == .sectionTitle, sections.indices.contains(text.tab) {
            return sections[text.tab].range(of: text.isWritten ? .sectionTitleKey : .sectionTitle)
        }
        let tab = tabs[text.tab]
        return tab.properties[text.isWritten ? text.role.overrideKey : text.role.textKey]?.valueRange ?? tab.idRange
    }

    /// How a note names the use of `text`'s key: `the 'titleKey' of tab 'home'`, `the default key of the
    /// 'title' of tab 'home'`, with ` in 'Main'` after the tab when `namingTabBar`.
    package func describe(_ text: LocalizedText, namingTabBar: Bool) -> String {
        let tab = "\(ownerWord(of: text)) '\(Diagnostic.excerpt(ownerName(of: text)))'" + (namingTabBar ? " in '\(Diagnostic.excerpt(name))'" : "")
        return text.isWritten
            ? "the '\(text.role.overrideKey.name)' of \(tab)"
            : "the default key of the '\(text.role.textKey.name)' of \(tab)"
    }

    /// The comment a String Catalog gives translators for `text` (localization.md): `Title of the 'home' tab
    /// of the MainTab tab bar`, `Accessibility label of the 'home' tab of the MainTab tab bar`,
    /// `Accessibility hint of …`.
    package func catalogComment(for text: LocalizedText) -> String {
        "\(Self.catalogCommentPrefix(of: text.role))\(ownerName(of: text))' \(ownerWord(of: text)) of the \(name) tab bar"
    }

    /// Where the spec writes `text` itself (the tab's or section's `title`, `accessibilityLabel` or
    /// `accessibilityHint`), for a finding about its translation; `nil` for a text this bar does not have.
    package func textRange(of text: LocalizedText) -> SourceRange? {
        if text.role == .sectionTitle {
            return sections.indices.contains(text.tab) ? sections[text.tab].range(of: .sectionTitle) : nil
        }
        return tabs.indices.contains(text.tab) ? tabs[text.tab].range(of: text.role.textKey) : nil
    }

    /// `tab` or (v1.3) `section`: what owns `text`.
    private func ownerWord(of text: LocalizedText) -> String {
        text.role == .sectionTitle ? "section" : "tab"
    }

    /// The id of the tab, or the name of the section, that owns `text`.
    private func ownerName(of text: LocalizedText) -> String {
        if text.role == .sectionTitle { return sections.indices.contains(text.tab) ? sections[text.tab].name : "" }
        return tabs.indices.contains(text.tab) ? tabs[text.tab].id : ""
    }

    /// Whether `comment` is one ``catalogComment(for:)`` writes, for any role, tab and tab bar: how
    /// `tabspec strings` tells an entry it wrote from one the app's code owns.
    package static func isCatalogComment(_ comment: String) -> Bool {
        comment.hasSuffix(" tab bar") && LocalizedText.Role.allCases.contains { comment.hasPrefix(catalogCommentPrefix(of: $0)) }
    }

    /// How the comment of a `role` text begins: `Title of the '`, `Accessibility label of the '`,
    /// `Accessibility hint of the '`.
    private static func catalogCommentPrefix(of role: LocalizedText.Role) -> String {
        // A section's title is `Title of the 'timeline' section of …`.
        let words = role == .sectionTitle ? LocalizedText.Role.title.words : role.words
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
        case .sectionTitle: nil
        }
    }
}
