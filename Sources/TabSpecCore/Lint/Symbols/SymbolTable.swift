/// The SF Symbols names tabspec knows: each name with the iOS version that introduced it, and the renames
/// (old name → current name), for the lint rules `unknown-symbol`, `renamed-symbol`, `symbol-availability`
/// and `invalid-symbol-name`.
///
/// The names stay in their embedded text form (`name version` lines, sorted bytewise) with one small
/// record per line, so building the table is a single scan without a `String` per name: `builtIn` takes
/// about 2 ms on first use (release build, 8M instructions). Name and rename lookups are binary searches. See `SymbolTable+Data.swift` for the data's provenance and how to regenerate it.
package struct SymbolTable: Sendable {
    /// Where one name sits in `text`, and the index of its version in `distinctVersions`.
    private struct Record: Sendable {
        /// Offset of the name's first byte in `text`.
        var start: Int32
        /// The name's length in bytes.
        var length: Int32
        /// Index into `distinctVersions`.
        var version: Int32
    }

    /// The symbol lines (`name version\n`), sorted bytewise by name.
    private let text: [UInt8]
    /// One record per symbol, in `text` order.
    private let records: [Record]
    /// The versions the records refer to.
    private let distinctVersions: [IOSVersion]
    /// Every rename exactly as the data lists it, sorted bytewise by old name.
    let aliases: [SymbolAlias]

    /// A table from `name version` lines already sorted bytewise by name, without duplicates (the embedded
    /// form). Lines without exactly one space, or whose version does not parse, are skipped.
    init(sortedSymbolLines text: [UInt8], aliases: [SymbolAlias]) {
        var records: [Record] = []
        records.reserveCapacity(text.count / 16)
        // A few dozen distinct versions: a scan finds one faster than hashing it (a sixth of the table's build).
        var distinctVersions: [IOSVersion] = []
        text.withUnsafeBufferPointer { bytes in
            guard bytes.count <= Int(Int32.max) else { return }
            Self.forEachPair(in: bytes) { nameRange, versionRange in
                guard let version = IOSVersion(utf8: bytes[versionRange]) else { return }
                let index: Int32
                if let known = distinctVersions.firstIndex(of: version) {
                    index = Int32(truncatingIfNeeded: known)
                } else {
                    index = Int32(truncatingIfNeeded: distinctVersions.count)
                    distinctVersions.append(version)
                }
                records.append(
                    Record(
                        start: Int32(truncatingIfNeeded: nameRange.lowerBound),
                        length: Int32(truncatingIfNeeded: nameRange.count),
                        version: index
                    )
                )
            }
        }
        var aliasList = aliases
        // Strictly increasing old names (the embedded data) hold no repeats; otherwise the last rename of a name
        // wins, as in a dictionary.
        if !zip(aliases, aliases.dropFirst()).allSatisfy({ Self.bytewiseLess($0.oldName, $1.oldName) }) {
            var targets: [String: String] = [:]
            for alias in aliases {
                targets[alias.oldName] = alias.currentName
            }
            aliasList = targets.map { SymbolAlias(oldName: $0.key, currentName: $0.value) }
            aliasList.sort { Self.bytewiseLess($0.oldName, $1.oldName) }
        }
        self.text = text
        self.records = records
        self.distinctVersions = distinctVersions
        self.aliases = aliasList
    }

    /// The number of symbol names.
    var count: Int { records.count }

    /// The iOS version that introduced `name`, or `nil` when the table does not list it. O(log n).
    func introducedVersion(of name: String) -> IOSVersion? {
        guard let index = index(of: name) else { return nil }
        return version(at: index)
    }

    /// Whether the table lists `name` as a symbol. O(log n). Old names that are no longer listed are not
    /// contained; ask `currentName(forRenamed:)` for those.
    func contains(_ name: String) -> Bool {
        index(of: name) != nil
    }

    /// The name `name` was renamed to, or `nil` when `name` is not an old name. O(chain × log n): a lint run
    /// asks for its few symbols only, so nothing is resolved ahead (that cost a tenth of `compile --lint`).
    ///
    /// Renames are followed to their end (`a → b → c` gives `c`). The data also holds rename cycles (Apple
    /// renamed `phone.arrow.right.fill` to `phone.fill.arrow.right` and later back again): in a cycle the
    /// current name is the member introduced most recently (ties: the bytewise smallest name), so exactly
    /// one member of a cycle is not reported as renamed.
    func currentName(forRenamed name: String) -> String? {
        var path: [String] = []
        var current = name
        while let next = renameTarget(of: current) {
            if let start = path.firstIndex(of: current) {
                let newest = newestName(in: path[start...])
                return newest == name ? nil : newest
            }
            path.append(current)
            current = next
        }
        return path.isEmpty ? nil : current
    }

    /// The name `name` is renamed to in one step, by binary search over ``aliases``.
    private func renameTarget(of name: String) -> String? {
        var low = 0
        var high = aliases.count
        while low < high {
            let middle = low + (high - low) / 2
            let old = aliases[middle].oldName
            if old == name { return aliases[middle].currentName }
            if Self.bytewiseLess(old, name) { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// The version of the symbol at `index` (in `0..<count`).
    func version(at index: Int) -> IOSVersion {
        distinctVersions[Int(records[index].version)]
    }

    /// Calls `body` with the UTF-8 bytes of the name at `index` (in `0..<count`).
    func withNameBytes<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let record = records[index]
        let start = Int(record.start)
        return text.withUnsafeBufferPointer { bytes in
            body(UnsafeBufferPointer(rebasing: bytes[start..<(start + Int(record.length))]))
        }
    }

    /// The index of `name` in the sorted records, by binary search.
    private func index(of name: String) -> Int? {
        /// Binary search for the bytes `key`.
        func search(_ key: UnsafeBufferPointer<UInt8>) -> Int? {
            text.withUnsafeBufferPointer { bytes in
                var low = 0
                var high = records.count
                while low < high {
                    let middle = low + (high - low) / 2
                    let record = records[middle]
                    let start = Int(record.start)
                    let candidate = UnsafeBufferPointer(rebasing: bytes[start..<(start + Int(record.length))])
                    switch Self.compareBytes(candidate, key) {
                    case ..<0: low = middle + 1
                    case 1...: high = middle
                    default: return middle
                    }
                }
                return nil
            }
        }
        if let result = name.utf8.withContiguousStorageIfAvailable(search) {
            return result
        }
        return Array(name.utf8).withUnsafeBufferPointer(search)
    }

    /// The member of a rename cycle introduced most recently (unlisted names count as oldest), ties broken by
    /// the bytewise smallest name.
    private func newestName(in cycle: ArraySlice<String>) -> String {
        guard var best = cycle.first else { return "" }
        for name in cycle.dropFirst() {
            let version = introducedVersion(of: name) ?? IOSVersion(major: 0)
            let bestVersion = introducedVersion(of: best) ?? IOSVersion(major: 0)
            if version > bestVersion || (version == bestVersion && Self.bytewiseLess(name, best)) {
                best = name
            }
        }
        return best
    }

    /// Calls `body` with the byte ranges of the two space-separated fields of every line of `bytes` that has
    /// exactly one space with non-empty text on both sides.
    static func forEachPair(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>, Range<Int>) -> Void) {
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            var space = -1
            var spaces = 0
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") {
                if bytes[lineEnd] == UInt8(ascii: " ") {
                    space = lineEnd
                    spaces += 1
                }
                lineEnd += 1
            }
            if spaces == 1, space > lineStart, space + 1 < lineEnd {
                body(lineStart..<space, (space + 1)..<lineEnd)
            }
            lineStart = lineEnd + 1
        }
    }

    /// Bytewise three-way comparison: negative, zero or positive as `lhs` sorts before, equal to or after `rhs`.
    static func compareBytes(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(lhs.count, rhs.count)
        var index = 0
        while index < common {
            if lhs[index] != rhs[index] {
                return Int(lhs[index]) - Int(rhs[index])
            }
            index += 1
        }
        return lhs.count - rhs.count
    }

    /// Whether `lhs` sorts before `rhs` comparing UTF-8 bytes (the `LC_ALL=C sort` order of the data files).
    package static func bytewiseLess(_ lhs: String, _ rhs: String) -> Bool {
        let fast = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in compareBytes(left, right) < 0 }
        }
        return (fast ?? nil) ?? lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }
}
