/// Where one `tab ID { … }` block was written. Its resolved values are the item at the same index of
/// ``TabBarSpec/configuration``'s `items`.
package struct TabSpec: Sendable, Hashable {
    /// The tab id as written (the enum case name and raw value).
    package var id: String
    package var idRange: SourceRange
    /// The whole block.
    package var range: SourceRange
    /// Where each written key is (`.symbol`, `.title`, …).
    package var properties: SpecProperties

    package init(id: String, idRange: SourceRange, range: SourceRange, properties: SpecProperties = SpecProperties()) {
        self.id = id
        self.idRange = idRange
        self.range = range
        self.properties = properties
    }

    /// The range a finding about `key` should point at: the written value, else the tab id.
    package func range(of key: SpecKey) -> SourceRange {
        properties[key]?.valueRange ?? idRange
    }
}
