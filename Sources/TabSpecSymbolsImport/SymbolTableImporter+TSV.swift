import TabSpecCore
import TabSpecRuntime

/// The TSV form of `tabspec symbols import`: the shared data's `symbols.tsv` and `aliases.tsv`, the format
/// `symbols import -o FILE.tsv` writes. `Scripts/generate-symbol-table.sh` refreshes the embedded table from
/// them through this reader, so one generator writes `generated/SymbolTable+Data.swift`.
extension SymbolTableImporter {
    /// The table of `symbols` (`name<TAB>introduced_ios` lines) and the optional `aliases` (`old<TAB>current`
    /// lines). Lines starting with `#` are headers and empty lines are skipped; every other line is exactly
    /// two tab-separated fields, names matching `^[a-z0-9]+(\.[a-z0-9]+)*$` and versions like `17.2`. A rename
    /// of a name to itself is dropped; a repeated name or old name keeps its last line.
    package static func makeTable(symbolsTSV symbols: [UInt8], aliasesTSV aliases: [UInt8]?) throws(SymbolImportError) -> ImportedSymbolTable {
        var entries: [SymbolEntry] = []
        for (line, name, version) in try pairs(symbols, input: .availability) {
            guard SymbolTable.isWellFormedName(name) else { throw .invalidTSVLine(.availability, line: line, "symbol name '\(name)' does not match ^[a-z0-9]+(\\.[a-z0-9]+)*$") }
            guard let introduced = IOSVersion(version) else {
                throw .invalidTSVLine(.availability, line: line, "invalid iOS version '\(version)', expected a version like '17.2'")
            }
            entries.append(SymbolEntry(name: name, introduced: introduced))
        }
        guard !entries.isEmpty else { throw .noSymbols }
        var renames: [SymbolAlias] = []
        for (line, old, current) in try aliases.map({ bytes throws(SymbolImportError) in try pairs(bytes, input: .aliases) }) ?? [] {
            for name in [old, current] where !SymbolTable.isWellFormedName(name) {
                throw .invalidTSVLine(.aliases, line: line, "renamed symbol name '\(name)' does not match ^[a-z0-9]+(\\.[a-z0-9]+)*$")
            }
            if old != current { renames.append(SymbolAlias(oldName: old, currentName: current)) }
        }
        return ImportedSymbolTable(entries: entries, aliases: renames)
    }

    /// The two fields of every line of a TSV file but headers and empty lines, with 1-based line numbers.
    private static func pairs(_ bytes: [UInt8], input: SymbolImportError.Input) throws(SymbolImportError) -> [(Int, String, String)] {
        var index = 0
        while index < bytes.count {
            guard let (_, length) = UTF8Decoding.decode(bytes, at: index) else {
                throw .invalidTSVLine(input, line: 1 + bytes[..<index].count { $0 == UInt8(ascii: "\n") }, "invalid UTF-8")
            }
            index += length
        }
        let text = String(decoding: bytes, as: UTF8.self)
        var result: [(Int, String, String)] = []
        // `\r\n` is one `Character`: split on both line endings.
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2 else {
                throw .invalidTSVLine(input, line: index + 1, "expected two tab-separated fields, found \(fields.count)")
            }
            result.append((index + 1, String(fields[0]), String(fields[1])))
        }
        return result
    }
}
