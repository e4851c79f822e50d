/// A fixed set of short ASCII words (keywords, member names) answering `contains` by comparing the few
/// words with the same first byte: small strings compare by their bits, so this is several times cheaper
/// than hashing the name into a `Set<String>`, and the emitter and schema ask for every name they meet.
struct SmallStringSet: Sendable {
    /// The words, grouped by their first byte (in ``starts`` order).
    private let words: [String]
    /// `words[starts[b]..<starts[b + 1]]` are the words starting with byte `b` (129 offsets for 128 ASCII
    /// bytes: one flat array, so a lookup retains no bucket of its own).
    private let starts: [Int]

    init(_ words: some Sequence<String>) {
        var buckets = [[String]](repeating: [], count: 128)
        for word in words {
            guard let first = word.utf8.first, first < 0x80 else { continue }
            buckets[Int(first)].append(word)
        }
        var flat: [String] = []
        var starts = [0]
        for bucket in buckets {
            flat += bucket
            starts.append(flat.count)
        }
        self.words = flat
        self.starts = starts
    }

    /// Whether `name` is one of the words.
    func contains(_ name: String) -> Bool {
        guard let first = name.utf8.first, first < 0x80 else { return false }
        let length = name.utf8.count
        var index = starts[Int(first)]
        let end = starts[Int(first) + 1]
        while index < end {
            if words[index].utf8.count == length, words[index] == name { return true }
            index += 1
        }
        return false
    }
}
