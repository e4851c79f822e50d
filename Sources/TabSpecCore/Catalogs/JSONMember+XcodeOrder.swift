/// Reading and changing the members of a catalog's objects, where new members go where Xcode puts them.
extension [JSONMember] {
    /// The value of the first member named `key`.
    func value(_ key: String) -> JSONValue? {
        first { $0.key == key }?.value
    }

    /// Sets the member `key` to `value`: in place when it exists, else inserted where Xcode's key order
    /// puts it (members already out of that order stay where they are). Returns whether anything changed.
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
    /// Where an element whose key is `key` goes in an array sorted by Xcode's key order: before the first
    /// element whose key sorts after it (a binary search; an unsorted array gets some fixed position).
    func insertionIndex(for key: String, keyOf: (Element) -> String) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if XcodeKeyOrder.areInIncreasingOrder(key, keyOf(self[middle])) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
