/// Where a property was written: its key and its value(s). Lint findings point here.
public struct SpecProperty: Sendable, Hashable {
    /// The key (`tintColor`).
    public var keyRange: SourceRange
    /// All values after the colon (`gray @ 0.5`).
    public var valueRange: SourceRange

    public init(keyRange: SourceRange, valueRange: SourceRange) {
        self.keyRange = keyRange
        self.valueRange = valueRange
    }

    /// From the key through the last value.
    public var range: SourceRange { keyRange.union(valueRange) }
}
