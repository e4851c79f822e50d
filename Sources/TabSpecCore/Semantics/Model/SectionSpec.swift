/// Where one `section NAME { title titleKey tab … }` block of a tab bar was written (v1.3, apps.md: a group of
/// tabs in the iPad sidebar). Its resolved form is the configuration's `sections` entry at the same index; its
/// tabs are the bar's tabs, which flatten in spec order.
package struct SectionSpec: Sendable, Hashable {
    /// The section's name (a lowerCamelCase identifier, unique in its bar).
    package var name: String
    package var nameRange: SourceRange
    /// The whole block.
    package var range: SourceRange
    /// Where its `title` and `titleKey` are (``SpecKey/sectionTitle``, ``SpecKey/sectionTitleKey``).
    package var properties: SpecProperties
    /// The written `titleKey`, if any (else the title's key is `<TabBar>.<section>.title`).
    package var titleKey: String?

    package init(name: String, nameRange: SourceRange, range: SourceRange, properties: SpecProperties = SpecProperties(),
                 titleKey: String? = nil) {
        self.name = name
        self.nameRange = nameRange
        self.range = range
        self.properties = properties
        self.titleKey = titleKey
    }

    /// The range a finding about `key` should point at: the written value, else the section's name.
    package func range(of key: SpecKey) -> SourceRange {
        properties[key]?.valueRange ?? nameRange
    }
}
