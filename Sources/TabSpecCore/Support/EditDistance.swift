/// Did-you-mean support: Damerau–Levenshtein (optimal string alignment) distance over Unicode scalars and
/// the closest candidates to a misspelled name.
package enum EditDistance {
    /// The optimal-string-alignment distance between `a` and `b` (insert, delete, substitute, swap adjacent),
    /// or `nil` as soon as it is certain to exceed `limit`.
    package static func distance(_ a: String, _ b: String, limit: Int = .max) -> Int? {
        distance(Array(a.unicodeScalars), b, limit: limit)
    }

    /// ``distance(_:_:limit:)`` of `a`'s scalars (made once for many candidates) and `b`, which is not copied
    /// when the lengths alone exceed `limit`.
    private static func distance(_ s: [Unicode.Scalar], _ b: String, limit: Int) -> Int? {
        if abs(s.count - b.unicodeScalars.count) > limit { return nil }
        let t = Array(b.unicodeScalars)
        if s.isEmpty { return t.count <= limit ? t.count : nil }
        if t.isEmpty { return s.count <= limit ? s.count : nil }
        var previous2 = [Int](repeating: 0, count: t.count + 1)
        var previous = Array(0...t.count)
        var current = [Int](repeating: 0, count: t.count + 1)
        for i in 1...s.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...t.count {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            (previous2, previous, current) = (previous, current, previous2)
        }
        let result = previous[t.count]
        return result <= limit ? result : nil
    }

    /// The candidates closest to `name`, best first (ties in the order given), when close enough to be a
    /// plausible typo: distance ≤ max(1, count/3), or equal ignoring case.
    package static func suggestions(for name: String, among candidates: some Sequence<String>, maximumCount: Int = 3) -> [String] {
        let scalars = Array(name.unicodeScalars)
        let limit = max(1, scalars.count / 3)
        let lowered = name.lowercased()
        var scored: [(distance: Int, order: Int, candidate: String)] = []
        for (order, candidate) in candidates.enumerated() where candidate != name {
            if equalIgnoringCase(candidate, lowered: lowered) {
                scored.append((0, order, candidate))
            } else if let distance = distance(scalars, candidate, limit: limit) {
                scored.append((distance, order, candidate))
            }
        }
        scored.sort { ($0.distance, $0.order) < ($1.distance, $1.order) }
        return scored.prefix(maximumCount).map(\.candidate)
    }

    /// Whether `candidate` lowercased is `lowered`: byte by byte when both are ASCII (no lowercased copy for
    /// each candidate of each misspelled name), else by ``Swift/String/lowercased()``.
    private static func equalIgnoringCase(_ candidate: String, lowered: String) -> Bool {
        let bytes = candidate.utf8
        let target = lowered.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }), target.allSatisfy({ $0 < 0x80 }) else { return candidate.lowercased() == lowered }
        guard bytes.count == target.count else { return false }
        return zip(bytes, target).allSatisfy { byte, expected in
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 == expected : byte == expected
        }
    }
}
