/// Did-you-mean support: Damerau–Levenshtein (optimal string alignment) distance over Unicode scalars and
/// the closest candidates to a misspelled name.
package enum EditDistance {
    /// The optimal-string-alignment distance between `a` and `b` (insert, delete, substitute, swap adjacent),
    /// or `nil` as soon as it is certain to exceed `limit`.
    package static func distance(_ a: String, _ b: String, limit: Int = .max) -> Int? {
        distance(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: limit)
    }

    /// The largest distance that makes a name `length` scalars long a plausible typo of another: a third of
    /// its length, at least 1.
    package static func typoLimit(_ length: Int) -> Int {
        max(1, length / 3)
    }

    /// ``distance(_:_:limit:)`` of scalars (`s` made once for many candidates).
    private static func distance(_ s: [Unicode.Scalar], _ t: [Unicode.Scalar], limit: Int) -> Int? {
        guard abs(s.count - t.count) <= limit, let found = alignment(s, t, limit: limit), found.distance <= limit else { return nil }
        return found.distance
    }

    /// The distance from `s` to `t` and to the nearest beginning of `t` (`0` when `t` starts with `s`), or
    /// `nil` as soon as both are certain to exceed `limit`.
    private static func alignment(_ s: [Unicode.Scalar], _ t: [Unicode.Scalar], limit: Int) -> (distance: Int, toBeginning: Int)? {
        if s.count - t.count > limit { return nil }
        if s.isEmpty { return (t.count, 0) }
        if t.isEmpty { return (s.count, s.count) }
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
        // The last row holds the distance from `s` to each beginning of `t`, the whole of `t` last.
        return (previous[t.count], previous.min() ?? previous[t.count])
    }

    /// The candidates closest to `name`, best first (ties in the order given), when close enough to be a
    /// plausible typo: equal ignoring case; or within ``typoLimit(_:)`` of `name`'s length; or — a long name
    /// written with letters left off its end — within the limit of the candidate's length, when the
    /// candidate is the only longer one whose beginning is one edit from `name` (`itemPositon`: 4 edits from
    /// `itemPositioning`, 1 from its beginning `itemPosition`; `system` begins a dozen colors, so none).
    package static func suggestions(for name: String, among candidates: some Sequence<String>, maximumCount: Int = 3) -> [String] {
        let scalars = Array(name.unicodeScalars)
        let limit = typoLimit(scalars.count)
        let lowered = name.lowercased()
        var scored: [(distance: Int, order: Int, candidate: String)] = []
        var completion: (distance: Int, order: Int, candidate: String)?
        var beginnings = 0
        for (order, candidate) in candidates.enumerated() where candidate != name {
            if equalIgnoringCase(candidate, lowered: lowered) {
                scored.append((0, order, candidate))
                continue
            }
            let target = Array(candidate.unicodeScalars)
            if let distance = distance(scalars, target, limit: limit) {
                scored.append((distance, order, candidate))
            } else if target.count > scalars.count,
                      let start = alignment(scalars, Array(target.prefix(scalars.count + 1)), limit: 1), start.toBeginning <= 1 {
                beginnings += 1
                if let distance = distance(scalars, target, limit: typoLimit(target.count)) {
                    completion = (distance, order, candidate)
                }
            }
        }
        if beginnings == 1, let completion { scored.append(completion) }
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
