import TabSpecRuntime

/// The bar in a regular width (v1.3, apps.md "iPad and regular width") in the configuration literal: its
/// `regularWidth` and `sections`, each only when it differs from its default (the presence rule), so a spec
/// without them generates the bytes it generated before.
extension SwiftEmitter {
    /// How a localized bar's section titles are looked up at run time: its localization and each section's key.
    struct LocalizedSectionTitles {
        var localization: TabBarLocalization
        /// The key of each section's title, by the section's index (`nil` for a section without a title).
        var keys: [String?]

        init(_ tabBar: TabBarSpec, _ localization: TabBarLocalization) {
            self.localization = localization
            var keys = [String?](repeating: nil, count: tabBar.configuration.sections.count)
            for text in tabBar.localizedTexts where text.role == .sectionTitle && keys.indices.contains(text.tab) {
                keys[text.tab] = text.key
            }
            self.keys = keys
        }
    }

    /// `regularWidth: .sidebarAdaptable` and `sections: [TabBarConfiguration.Section(id: …, title: …, itemIDs: […])]`,
    /// each followed by a comma, when set. A localized bar's section titles are looked up in its table when the
    /// configuration is first read, the spec's text as the fallback (as its tabs' titles are).
    static func writeRegularWidth(_ configuration: TabBarConfiguration, sectionTitles: LocalizedSectionTitles?, shadowed: ShadowedTypes,
                                  to out: inout SwiftWriter) {
        out.item("regularWidth", member: configuration.regularWidth == .automatic ? nil : configuration.regularWidth.rawValue)
        guard !configuration.sections.isEmpty else { return }
        out.item("sections")
        out.list(.elements, trailing: 1) { out in
            for (index, section) in configuration.sections.enumerated() {
                out.item()
                out.type(.tabBarConfiguration, shadowed, nested: ".Section")
                out.list(.arguments, trailing: 1) { out in
                    out.item("id", string: section.id)
                    if let title = section.title {
                        out.item("title")
                        if let sectionTitles, sectionTitles.keys.indices.contains(index), let key = sectionTitles.keys[index] {
                            out.localizedString(sectionTitles.localization, shadowed: shadowed, key: { $0.stringLiteral(key) },
                                                value: { $0.stringLiteral(title) })
                        } else {
                            out.stringLiteral(title)
                        }
                    }
                    out.item("itemIDs")
                    out.list(.elements, trailing: 0) { out in
                        for id in section.itemIDs {
                            out.item()
                            out.stringLiteral(id)
                        }
                    }
                }
            }
        }
    }
}
