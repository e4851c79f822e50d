/// Where each written key of a tab bar or tab is: a ``SpecProperty`` by key, in the order the schema recorded
/// them.
///
/// A block has at most a few dozen keys, so they sit in one small array scanned linearly: cheaper to look up
/// than a hashed dictionary (lint rules ask for several keys per tab bar) and a fraction of its memory (a
/// large spec holds one table per tab bar and per tab). Equality and hashing ignore the order, as a
/// dictionary's do.
public struct SpecProperties: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    /// One key and where it was written.
    public typealias Element = (key: String, value: SpecProperty)

    /// One stored key and its property.
    fileprivate struct Entry: Sendable, Hashable {
        var key: String
        var property: SpecProperty
    }

    /// The entries, in recorded order; each key once.
    private var entries: [Entry]

    /// An empty table.
    public init() {
        entries = []
    }

    /// An empty table with room for `capacity` keys.
    init(capacity: Int) {
        entries = []
        entries.reserveCapacity(capacity)
    }

    /// The table of `dictionary`'s keys, sorted (a dictionary's own order is arbitrary).
    public init(_ dictionary: [String: SpecProperty]) {
        self.init(capacity: dictionary.count)
        for (key, property) in dictionary.sorted(by: { $0.key < $1.key }) {
            append(property, for: key)
        }
    }

    /// A table of the literal's keys in the literal's order; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, SpecProperty)...) {
        self.init(capacity: elements.count)
        for (key, property) in elements {
            self[key] = property
        }
    }

    /// The property written under `key`, or `nil`; assigning `nil` removes the key.
    public subscript(key: String) -> SpecProperty? {
        get {
            guard let index = index(of: key) else { return nil }
            return entries[index].property
        }
        set {
            switch (index(of: key), newValue) {
            case let (index?, property?): entries[index].property = property
            case let (index?, nil): entries.remove(at: index)
            case let (nil, property?): append(property, for: key)
            case (nil, nil): break
            }
        }
    }

    /// The keys, in recorded order.
    public var keys: [String] { entries.map(\.key) }

    /// The properties, in the order of ``keys``.
    public var values: [SpecProperty] { entries.map(\.property) }

    /// The number of keys.
    public var count: Int { entries.count }

    /// Whether no key was written.
    public var isEmpty: Bool { entries.isEmpty }

    /// Records `property` under `key`, which the table does not hold yet (the schema records each key once).
    mutating func append(_ property: SpecProperty, for key: String) {
        entries.append(Entry(key: key, property: property))
    }

    /// The index of `key`, by a linear scan (lengths first: most keys differ in length, and comparing the
    /// lengths of native strings is cheaper than calling into a string comparison).
    private func index(of key: String) -> Int? {
        let length = key.utf8.count
        var index = 0
        while index < entries.count {
            if entries[index].key.utf8.count == length, entries[index].key == key { return index }
            index += 1
        }
        return nil
    }

    /// Iterates the keys and properties in recorded order.
    public struct Iterator: IteratorProtocol {
        /// The table's entries.
        fileprivate var entries: IndexingIterator<[Entry]>

        public mutating func next() -> Element? {
            entries.next().map { (key: $0.key, value: $0.property) }
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(entries: entries.makeIterator())
    }

    public static func == (lhs: SpecProperties, rhs: SpecProperties) -> Bool {
        lhs.count == rhs.count && lhs.entries.allSatisfy { rhs[$0.key] == $0.property }
    }

    public func hash(into hasher: inout Hasher) {
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
