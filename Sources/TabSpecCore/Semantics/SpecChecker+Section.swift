import TabSpecRuntime

/// `section NAME { title: "…"  titleKey: "…"  tab … }` inside `tabbar` (v1.3, apps.md "iPad and regular width"):
/// a group of tabs in the iPad sidebar. Its tabs are the bar's tabs, in spec order (sections flatten), so tab
/// ids stay unique across sections (`duplicate-tab`); its name is a lowerCamelCase identifier unique in the bar.
extension SpecChecker {
    /// A section checked before its tabs: where it is, its title, and the blocks of its tabs (by range).
    struct WrittenSection {
        var spec: SectionSpec
        var title: String?
        var tabRanges: [SourceRange]
    }

    /// Replaces the sections among ``tabNodes`` (the bar's tabs and sections, in spec order) with their tabs,
    /// checking each section's name and keys; returns the named sections, the first of each name.
    func expandSections(tabBar: String) -> [WrittenSection] {
        guard tabNodes.contains(where: { SpecBlock.named(tree.token($0), in: tokens) == .section }) else { return [] }
        let entries = tabNodes
        tabNodes.removeAll(keepingCapacity: true)
        var sections: [WrittenSection] = []
        for entry in entries {
            guard SpecBlock.named(tree.token(entry), in: tokens) == .section else {
                tabNodes.append(entry)
                continue
            }
            let firstTab = tabNodes.count
            // `collect` appends the section's tabs to `tabNodes`, in their place among the bar's.
            let checked = checkSection(entry, tabBar: tabBar)
            guard var section = checked else { continue }
            section.tabRanges = tabNodes[firstTab...].map { tree.range($0) }
            if let first = sections.first(where: { $0.spec.name == section.spec.name }) {
                report(.duplicateSection(Diagnostic.excerpt(section.spec.name), tabBar: Diagnostic.excerpt(tabBar),
                                         at: section.spec.nameRange, first: first.spec.nameRange))
                continue
            }
            sections.append(section)
        }
        return sections
    }

    /// The sections' specs, and each one's resolved form (its title and the ids of the tabs that were checked)
    /// in `configuration.sections`.
    func resolveSections(_ sections: [WrittenSection], tabs: [TabSpec], configuration: inout TabBarConfiguration) -> [SectionSpec] {
        configuration.sections = sections.map { section in
            TabBarConfiguration.Section(id: section.spec.name, title: section.title,
                                        itemIDs: tabs.filter { section.tabRanges.contains($0.range) }.map(\.id))
        }
        return sections.map(\.spec)
    }

    /// One section's name, `title` and `titleKey`; `nil` without a name (its tabs still count).
    private func checkSection(_ block: SyntaxTree.NodeIndex, tabBar: String) -> WrittenSection? {
        let keyword = SpecBlock.section.rawValue
        guard let written = name(of: block) else {
            report(.missingBlockName(keyword, example: "section main { title: \"Main\"  tab … }",
                                     at: SourceRange(at: tokens.end(tree.token(block)))))
            collect(block, as: .section)
            slots.clear(SpecBlock.section.keys)
            return nil
        }
        checkSectionName(written.text, at: written.range, block: block)
        collect(block, as: .section)
        defer { slots.clear(SpecBlock.section.keys) }
        var properties = SpecProperties(capacity: order.count)
        record(into: &properties, blocks: false)
        let title = slots[.sectionTitle].flatMap { string($0, key: .sectionTitle) }
        var titleKey: String?
        if let node = slots[.sectionTitleKey] {
            let defaultKey = tabBar.isEmpty ? nil : TabBarSpec.defaultKey(tabBar: tabBar, tab: written.text, role: .sectionTitle)
            titleKey = nonEmptyString(node, key: .sectionTitleKey, replacement: defaultKey)
            if slots[.sectionTitle] == nil {
                report(.sectionKeyWithoutText(section: Diagnostic.excerpt(written.text), at: tokens.range(tree.key(node))))
            }
        }
        let spec = SectionSpec(name: written.text, nameRange: written.range, range: tree.range(block), properties: properties,
                               titleKey: titleKey)
        return WrittenSection(spec: spec, title: title, tabRanges: [])
    }

    /// A section's name must be a lowerCamelCase Swift identifier (it names the section in the generated
    /// configuration and in its title's localization key).
    private func checkSectionName(_ name: String, at range: SourceRange, block: SyntaxTree.NodeIndex) {
        guard !SectionSpec.isValidName(name) else { return }
        let suggestion = SwiftIdentifier.lowerCamelCase(name)
        let shown = Diagnostic.excerpt(name)
        report(.invalidIdentifier("section name '\(shown)' must be a lowerCamelCase Swift identifier",
                                  suggestion: SectionSpec.isValidName(suggestion) ? suggestion : nil, at: range, original: shown))
        explain(tree.nameTokens(block))
    }
}

extension SectionSpec {
    /// Whether `name` is a lowerCamelCase Swift identifier: letters, digits and `_`, starting with a lowercase
    /// ASCII letter.
    static func isValidName(_ name: String) -> Bool {
        guard let first = name.utf8.first, first >= 0x61, first <= 0x7A else { return false }
        return SwiftIdentifier.isValid(name)
    }
}
