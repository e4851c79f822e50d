/// The first entry of each key in one block, in source order, found by a linear scan.
///
/// Only keys the schema knows are stored, so a block holds at most a couple of dozen entries: comparing
/// small strings one by one is cheaper than hashing each key into a dictionary (which the schema pass
/// spent a fifth of its time on). Keys and values are kept apart so a scan touches only the keys.
struct KeyedEntries<Value> {
    /// The keys, in insertion order.
    private(set) var keys: [String] = []
    /// The values, parallel to ``keys``.
    private(set) var values: [Value] = []

    /// An empty collection with room for `capacity` entries.
    init(capacity: Int = 0) {
        keys.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
    }

    /// The value stored under `key`.
    subscript(key: String) -> Value? {
        // Lengths first: most keys differ in length, which is cheaper to compare than the strings.
        let length = key.utf8.count
        var index = 0
        while index < keys.count {
            if keys[index].utf8.count == length, keys[index] == key { return values[index] }
            index += 1
        }
        return nil
    }

    /// Stores `value` under `key` (a key not stored yet).
    mutating func insert(_ value: Value, for key: String) {
        keys.append(key)
        values.append(value)
    }

    /// The number of entries.
    var count: Int { keys.count }
}
