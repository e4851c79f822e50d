/// A fixed set of short ASCII words (keywords, member names) answering `contains` by comparing the few
/// words with the same first byte: small strings compare by their bits, so this is several times cheaper
/// than hashing the name into a `Set<String>`, and the emitter and schema ask for every name they meet.
struct SmallStringSet: Sendable {
    /// The words by their first byte (128 ASCII slots).
    private let buckets: [[String]]

    init(_ words: some Sequence<String>) {
        var buckets = [[String]](repeating: [], count: 128)
        for word in words {
            guard let first = word.utf8.first, first < 0x80 else { continue }
            buckets[Int(first)].append(word)
        }
        self.buckets = buckets
    }

    /// Whether `name` is one of the words.
    func contains(_ name: String) -> Bool {
        guard let first = name.utf8.first, first < 0x80 else { return false }
        for word in buckets[Int(first)] where word == name { return true }
        return false
    }
}
