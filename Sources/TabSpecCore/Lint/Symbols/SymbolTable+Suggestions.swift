/// Did-you-mean suggestions for unknown symbol names.
extension SymbolTable {
    /// Queries longer than this (in Unicode scalars) get no suggestions: no SF Symbol name comes close.
    static let maximumSuggestionQueryLength = 256

    /// The known names closest to `name`, best first, at most `maximumCount`, for the `unknown-symbol` and
    /// `invalid-symbol-name` messages.
    ///
    /// Candidates are the table's names, the old names of renames, and `extraNames` (the configured
    /// `symbols:`). A candidate qualifies when it is
    /// - a plausible typo, as `EditDistance.suggestions` defines it: equal ignoring (ASCII) case, or within
    ///   `EditDistance.typoLimit` (a third of the name's length, at least 1) edits (`EditDistance.distance`),
    ///   ranked by distance (a name with letters left off its end is the next kinds' to suggest);
    /// - the same dot-separated components in another order (`fill.star` → `star.fill`,
    ///   `arrow.right.phone.fill` → `phone.arrow.right.fill`), ranked like 1.5 edits;
    /// - `name` plus one trailing component (`person.crop` → `person.crop.circle`, `battery` →
    ///   `battery.0percent`), ranked after all of the above;
    /// - any other one component more or fewer (`house.fill.solid` → `house.fill`), ranked last.
    /// Within the last two kinds, names closer in length come first.
    /// Ties keep the order extra names, table names (sorted), old names. An old name is replaced by its current
    /// name; duplicates and `name` itself are dropped.
    ///
    /// Fast over the whole table: a candidate reaches `EditDistance.distance` only if its length and its
    /// character counts (a lower bound of the edit distance, ASCII letters compared ignoring case) are
    /// within the limit; component checks run only when the character counts allow them.
    func suggestions(for name: String, extraNames: [String] = [], maximumCount: Int = 3) -> [String] {
        let queryLength = name.unicodeScalars.count
        guard maximumCount > 0, queryLength <= Self.maximumSuggestionQueryLength else { return [] }
        var query = SuggestionQuery(name)
        var scored: [(score: Int, order: Int, name: String)] = []
        /// Scores the next candidate, `bytes`.
        func consider(_ bytes: UnsafeBufferPointer<UInt8>) {
            if let match = query.score(of: bytes) {
                scored.append((match.score, scored.count, match.name))
            }
        }
        for candidate in extraNames {
            Array(candidate.utf8).withUnsafeBufferPointer(consider)
        }
        for index in 0..<count {
            withNameBytes(at: index, consider)
        }
        for alias in aliases where !contains(alias.oldName) {
            Array(alias.oldName.utf8).withUnsafeBufferPointer(consider)
        }
        scored.sort { ($0.score, $0.order) < ($1.score, $1.order) }
        var result: [String] = []
        for entry in scored {
            let suggestion = currentName(forRenamed: entry.name) ?? entry.name
            if suggestion != name, !result.contains(suggestion) {
                result.append(suggestion)
                if result.count == maximumCount { break }
            }
        }
        return result
    }
}

/// A misspelled name prepared for scoring many candidates against it: its length, edit limit, character
/// counts and components.
private struct SuggestionQuery {
    /// Score of a component permutation: between 1 edit (2) and 2 edits (4).
    static let permutationScore = 3
    /// Base score of a match that extends the query by one trailing component (`person.crop` →
    /// `person.crop.circle`), above every edit-distance score.
    static let extensionScoreBase = 1_000
    /// Base score of any other one-component-more-or-fewer match.
    static let componentScoreBase = 2_000
    /// The number of character-count buckets.
    static let bucketCount = 64
    /// The bucket of the dot.
    static let dotBucket = 36

    /// The name as written.
    let name: String
    /// The UTF-8 bytes of `name`.
    let nameBytes: [UInt8]
    /// The UTF-8 bytes of `name` with ASCII letters lowercased.
    let lowered: [UInt8]
    /// The length in Unicode scalars.
    let length: Int
    /// The largest edit distance that counts as a typo (`EditDistance.typoLimit`).
    let limit: Int
    /// Character counts of `lowered` per bucket (see `bucket(ofByte:)`).
    let counts: [Int16]
    /// The dot-separated components of `lowered`, sorted bytewise.
    let components: [[UInt8]]
    /// Scratch space for `compare(_:)`, reused across candidates.
    private var scratch: [Int16]

    /// Prepares `name` (at most `SymbolTable.maximumSuggestionQueryLength` scalars).
    init(_ name: String) {
        self.name = name
        nameBytes = Array(name.utf8)
        lowered = nameBytes.map(Self.asciiLowercased)
        length = name.unicodeScalars.count
        limit = EditDistance.typoLimit(length)
        var counts = [Int16](repeating: 0, count: Self.bucketCount)
        for byte in lowered {
            let bucket = Self.bucket(ofByte: byte)
            if bucket >= 0 {
                counts[bucket] &+= 1
            }
        }
        self.counts = counts
        scratch = counts
        components = Self.sortedComponents(lowered)
    }

    /// The candidate (UTF-8 bytes) as a `String` with its score (lower is better), or `nil` when it is not a
    /// plausible suggestion. Makes a `String` only for candidates that pass the character-count filter.
    mutating func score(of candidate: UnsafeBufferPointer<UInt8>) -> (score: Int, name: String)? {
        // Bounds the per-bucket counts; no such name is close to a query of at most 256 scalars anyway.
        guard candidate.count <= 4 * SymbolTable.maximumSuggestionQueryLength else { return nil }
        let comparison = compare(candidate)
        let (surplus, deficit) = (comparison.surplus, comparison.deficit)
        if surplus == 0, deficit == 0 {
            if candidate.elementsEqual(nameBytes) { return nil }
            if candidate.lazy.map(Self.asciiLowercased).elementsEqual(lowered) { return (0, Self.string(candidate)) }
            if comparison.dotDifference == 0, components.count > 1,
                Self.sortedComponents(candidate) == components
            {
                return (Self.permutationScore, Self.string(candidate))
            }
        }
        if abs(comparison.length - length) <= limit, max(surplus, deficit) <= limit {
            let string = Self.string(candidate)
            if let distance = EditDistance.distance(name, string, limit: limit) {
                return (2 * distance, string)
            }
        }
        // One component fewer: the query has every character the candidate has, and one more dot.
        // One component more: the candidate has every character the query has, and one more dot.
        let fewer = deficit == 0 && comparison.dotDifference == -1
        let more = surplus == 0 && comparison.dotDifference == 1
        if fewer || more, differByOneComponent(Self.sortedComponents(candidate)) {
            let extends = more && candidate.count > lowered.count && candidate[lowered.count] == UInt8(ascii: ".")
                && candidate.prefix(lowered.count).elementsEqual(lowered)
            let base = extends ? Self.extensionScoreBase : Self.componentScoreBase
            return (base + abs(comparison.length - length), Self.string(candidate))
        }
        return nil
    }

    /// Compares character counts with `candidate`: characters the query has more of (`surplus`) and fewer of
    /// (`deficit`), the candidate's length in scalars, and its dots minus the query's.
    ///
    /// The bag distance `max(surplus, deficit)` is a lower bound of the edit distance: a transposition changes
    /// no count, every other edit changes each side by at most one. Folding ASCII case, counting a scalar by
    /// its first UTF-8 byte, and sharing buckets can only lower it, so it stays a lower bound.
    private mutating func compare(
        _ candidate: UnsafeBufferPointer<UInt8>
    ) -> (surplus: Int, deficit: Int, length: Int, dotDifference: Int) {
        let counts = self.counts
        return scratch.withUnsafeMutableBufferPointer { difference in
            for index in 0..<Self.bucketCount {
                difference[index] = counts[index]
            }
            var length = 0
            for byte in candidate {
                let bucket = Self.bucket(ofByte: byte)
                if bucket >= 0 {
                    difference[bucket] &-= 1
                    length += 1
                }
            }
            var surplus = 0
            var deficit = 0
            for value in difference {
                if value > 0 { surplus += Int(value) } else { deficit -= Int(value) }
            }
            return (surplus, deficit, length, -Int(difference[Self.dotBucket]))
        }
    }

    /// Whether `other` (sorted) is `components` with exactly one component added or removed.
    private func differByOneComponent(_ other: [[UInt8]]) -> Bool {
        let (small, large) = other.count < components.count ? (other, components) : (components, other)
        guard large.count == small.count + 1 else { return false }
        var skipped = false
        var i = 0
        var j = 0
        while i < small.count, j < large.count {
            if small[i] == large[j] {
                i += 1
                j += 1
            } else if skipped {
                return false
            } else {
                skipped = true
                j += 1
            }
        }
        return i == small.count
    }

    /// The dot-separated components of `bytes`, sorted bytewise.
    private static func sortedComponents(_ bytes: some Collection<UInt8>) -> [[UInt8]] {
        bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
            .map { Array($0) }
            .sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// `bytes` decoded as UTF-8 (invalid sequences become U+FFFD).
    private static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The count bucket of a UTF-8 byte: 0–25 ASCII letters (either case), 26–35 digits, 36 the dot, 37–63
    /// any other first byte of a scalar, -1 for continuation bytes (so each scalar counts once).
    private static func bucket(ofByte byte: UInt8) -> Int {
        switch byte {
        case 0x61...0x7A: return Int(byte &- 0x61)
        case 0x41...0x5A: return Int(byte &- 0x41)
        case 0x30...0x39: return 26 + Int(byte &- 0x30)
        case 0x2E: return dotBucket
        case 0x80...0xBF: return -1
        default: return 37 + Int(byte % 27)
        }
    }

    /// `byte` with an ASCII capital letter lowercased.
    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }
}
