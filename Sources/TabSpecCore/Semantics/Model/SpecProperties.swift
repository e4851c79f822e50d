/// Where each written key of a tab bar or tab is: its ``SpecProperty`` by ``SpecKey``, in the order the check
/// stage recorded them (a tab bar's keys in source order, then its blocks and their keys; a tab's in the
/// language's order). A block has at most a few dozen keys, so they sit in one small array scanned by key.
/// Equality and hashing ignore the order, as a dictionary's do.
package struct SpecProperties: Sendable, Hashable, Sequence {
    /// One key and where it was written.
    package typealias Element = (key: SpecKey, value: SpecProperty)

    /// One recorded key and its property.
    private struct Entry: Sendable, Hashable {
        var key: SpecKey
        var property: SpecProperty
    }

    /// The entries, in recorded order; each key once.
    private var entries: [Entry]

    /// An empty table.
    package init() {
        entries = []
    }

    /// An empty table with room for `capacity` keys.
    init(capacity: Int) {
        entries = []
        entries.reserveCapacity(capacity)
    }

    /// The property written under `key`, or `nil` when the key took its default.
    package subscript(key: SpecKey) -> SpecProperty? {
        for entry in entries where entry.key == key { return entry.property }
        return nil
    }

    /// The keys, in recorded order.
    package var keys: [SpecKey] { entries.map(\.key) }

    /// The number of keys.
    package var count: Int { entries.count }

    /// Whether no key was written.
    package var isEmpty: Bool { entries.isEmpty }

    /// Records `property` under `key`, which the table does not hold yet (the check stage records each key once).
    mutating func append(_ property: SpecProperty, for key: SpecKey) {
        entries.append(Entry(key: key, property: property))
    }

    package func makeIterator() -> some IteratorProtocol<Element> {
        entries.lazy.map { (key: $0.key, value: $0.property) }.makeIterator()
    }

    package static func == (lhs: SpecProperties, rhs: SpecProperties) -> Bool {
        lhs.count == rhs.count && lhs.entries.allSatisfy { rhs[$0.key] == $0.property }
    }

    package func hash(into hasher: inout Hasher) {
        // Order-independent, as `==`: the entries' own hashes are combined by a commutative sum.
        var sum = 0
        for entry in entries {
            var entryHasher = Hasher()
            entryHasher.combine(entry)
            sum &+= entryHasher.finalize()
        }
        hasher.combine(count)
        hasher.combine(sum)
    }
}
