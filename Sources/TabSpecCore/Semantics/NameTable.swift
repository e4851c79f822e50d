/// The language's names (a block's keys, the block keywords, a key's keyword values, the built-in colors)
/// looked up from a token's bytes, so resolving a name builds no string: names are grouped by length, and a
/// lookup compares the token with the one or two names of its length.
struct NameTable<Value>: @unchecked Sendable {
    /// The names of each length (index: length in bytes), with the index of their value.
    private let byLength: [[(bytes: [UInt8], index: Int)]]
    /// The values, apart from the names so a scan copies no value.
    private let values: [Value]

    init(_ entries: [(name: String, value: Value)]) {
        var byLength = [[(bytes: [UInt8], index: Int)]](repeating: [], count: (entries.map(\.name.utf8.count).max() ?? 0) + 1)
        for (index, entry) in entries.enumerated() {
            byLength[entry.name.utf8.count].append((Array(entry.name.utf8), index))
        }
        self.byLength = byLength
        values = entries.map(\.value)
    }

    /// The value of the name `token` is written as, if it is one of the table's.
    func lookup(_ token: TokenIndex, in tokens: TokenBuffer) -> Value? {
        let length = tokens.end(token) - tokens.start(token)
        guard length < byLength.count else { return nil }
        for entry in byLength[length] where tokens.textEquals(token, entry.bytes) { return values[entry.index] }
        return nil
    }
}

extension NameTable where Value: CaseIterable & RawRepresentable, Value.RawValue == String, Value.AllCases == [Value] {
    /// The table of an enumeration whose raw values are its spellings.
    init(spellings _: Value.Type) {
        self.init(Value.allCases.map { ($0.rawValue, $0) })
    }
}
