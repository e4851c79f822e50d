/// Reading and changing the members of a catalog's objects, where new members go where Xcode puts them.
extension [JSONMember] {
    /// The value of the first member named `key`.
    func value(_ key: String) -> JSONValue? {
        first { $0.key == key }?.value
    }

    /// Sets the member `key` to `value`: in place when it exists, else inserted where Xcode's key order
    /// puts it (``Swift/Array/insertionIndex(for:sorted:keyOf:)``; members out of that order stay where they
    /// are). Returns whether anything changed.
    @discardableResult
    mutating func set(_ key: String, to value: JSONValue) -> Bool {
        if let index = firstIndex(where: { $0.key == key }) {
            guard self[index].value != value else { return false }
            self[index].value = value
            return true
        }
        insert(JSONMember(key, value), at: insertionIndex(for: key) { $0.key })
        return true
    }
}

extension Array {
    /// Where an element whose key is `key` goes among elements in Xcode's key order: right after the greatest
    /// element (in that order) that sorts before it, or first when none does. In an array sorted in Xcode's
    /// order that is its sorted place; among keys a script wrote in another order it still follows its
    /// nearest predecessor. `sorted`: the array is known to be in Xcode's order (a binary search finds the
    /// same place).
    func insertionIndex(for key: String, sorted: Bool = false, keyOf: (Element) -> String) -> Int {
        guard !sorted else {
            var low = 0
            var high = count
            while low < high {
                let middle = (low + high) / 2
                if XcodeKeyOrder.areInIncreasingOrder(key, keyOf(self[middle])) { high = middle } else { low = middle + 1 }
            }
            return low
        }
        var predecessor: (index: Int, key: String)?
        for index in indices {
            let candidate = keyOf(self[index])
            guard XcodeKeyOrder.areInIncreasingOrder(candidate, key) else { continue }
            if let greatest = predecessor, XcodeKeyOrder.areInIncreasingOrder(candidate, greatest.key) { continue }
            predecessor = (index, candidate)
        }
        return predecessor.map { $0.index + 1 } ?? 0
    }

    /// Whether the elements' keys are in Xcode's key order.
    func isInXcodeOrder(keyOf: (Element) -> String) -> Bool {
        indices.dropFirst().allSatisfy { XcodeKeyOrder.areInIncreasingOrder(keyOf(self[$0 - 1]), keyOf(self[$0])) }
    }
}
