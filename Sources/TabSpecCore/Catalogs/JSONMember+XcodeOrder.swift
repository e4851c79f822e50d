/// Reading and changing the members of a catalog's objects, where new members go where Xcode puts them.
extension [JSONMember] {
    /// The value of the first member named `key`.
    func value(_ key: String) -> JSONValue? {
        first { $0.key == key }?.value
    }

    /// Sets the member `key` to `value`: in place when it exists, else inserted where Xcode's key order
    /// puts it (``Swift/Array/inserting(_:keyOf:)``; members out of that order stay where they are). Returns
    /// whether anything changed.
    @discardableResult
    mutating func set(_ key: String, to value: JSONValue) -> Bool {
        if let index = firstIndex(where: { $0.key == key }) {
            guard self[index].value != value else { return false }
            self[index].value = value
            return true
        }
        self = inserting([JSONMember(key, value)]) { $0.key }
        return true
    }
}

extension Array {
    /// The elements with `additions` (whose keys none of them has) inserted where Xcode's key order puts
    /// them: each right after the greatest element or addition, in that order, that sorts before it, or
    /// first when none does. In an array sorted in Xcode's order that is each one's sorted place; among keys
    /// a script wrote in another order each still follows its nearest predecessor, and additions with the
    /// same predecessor follow it in Xcode's order. Each key is collated once (a sort of the keys, then a
    /// binary search per addition), so a large catalog in any order takes `n log n` comparisons.
    func inserting(_ additions: [Element], keyOf: (Element) -> String) -> [Element] {
        guard !additions.isEmpty else { return self }
        let keys = map { XcodeKeyOrder.CollatedKey(keyOf($0)) }
        let order = indices.sorted { XcodeKeyOrder.compare(keys[$0], keys[$1]) < 0 }
        let added = additions.map { (element: $0, key: XcodeKeyOrder.CollatedKey(keyOf($0))) }
            .sorted { XcodeKeyOrder.compare($0.key, $1.key) < 0 }
        // The additions after each element, by its index (-1: before the first); only looked up.
        var following: [Int: [Element]] = [:]
        for addition in added {
            var low = 0
            var high = order.count
            while low < high {
                let middle = (low + high) / 2
                if XcodeKeyOrder.compare(keys[order[middle]], addition.key) < 0 { low = middle + 1 } else { high = middle }
            }
            following[low == 0 ? -1 : order[low - 1], default: []].append(addition.element)
        }
        var result = following[-1] ?? []
        result.reserveCapacity(count + additions.count)
        for index in indices {
            result.append(self[index])
            result += following[index] ?? []
        }
        return result
    }
}
