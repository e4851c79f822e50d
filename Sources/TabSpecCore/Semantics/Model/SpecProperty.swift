/// Where a property was written: its key and its value(s). Lint findings point here.
package struct SpecProperty: Sendable, Hashable {
    /// The key (`tintColor`).
    package var keyRange: SourceRange
    /// All values after the colon (`gray @ 0.5`).
    package var valueRange: SourceRange

    package init(keyRange: SourceRange, valueRange: SourceRange) {
        self.keyRange = keyRange
        self.valueRange = valueRange
    }

    /// From the key through the last value.
    package var range: SourceRange { keyRange.union(valueRange) }
}
