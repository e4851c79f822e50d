import Foundation

@testable import TabSpecCore

/// Paths and readers for the shared SF Symbols data the symbol tests compare against.
enum SymbolTestSupport {
    /// The repository root: this file is `Tests/TabSpecCoreTests/Symbols/SymbolTestSupport.swift`.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `shared/data/sf-symbols` (see `Fixtures.sharedDirectory`), holding `symbols.tsv` and `aliases.tsv`.
    static let sharedDataDirectory = URL(fileURLWithPath: (Fixtures.sharedDirectory ?? "/nonexistent") + "/data/sf-symbols")

    /// The generated table source, `Sources/TabSpecCore/generated/SymbolTable+Data.swift`.
    static let generatedSourceURL = repositoryRoot
        .appendingPathComponent("Sources/TabSpecCore/generated/SymbolTable+Data.swift")

    /// The provenance lines of a generated table source (from `// Source: ` to the next empty comment line),
    /// without their `// `, as `renderSwiftSource(provenance:)` takes them.
    static func provenance(of source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { !$0.hasPrefix("// Source: ") }
            .prefix { $0 != "//" }
            .map { $0.dropFirst(3) }
            .joined(separator: "\n")
    }

    /// The tab-separated pairs of every non-header line of a shared TSV file, in file order.
    static func tsvPairs(_ fileName: String) throws -> [(String, String)] {
        let text = try String(contentsOf: sharedDataDirectory.appendingPathComponent(fileName), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            return (String(fields[0]), fields.count > 1 ? String(fields[1]) : "")
        }
    }

    /// `symbols.tsv` as entries, in file order.
    static func sharedEntries() throws -> [SymbolEntry] {
        try tsvPairs("symbols.tsv").map { name, version in
            SymbolEntry(name: name, introduced: IOSVersion(version) ?? IOSVersion(major: -1))
        }
    }

    /// `aliases.tsv` as aliases, in file order.
    static func sharedAliases() throws -> [SymbolAlias] {
        try tsvPairs("aliases.tsv").map { SymbolAlias(oldName: $0, currentName: $1) }
    }
}

extension SymbolTable {
    /// Every symbol name, sorted bytewise.
    var names: [String] {
        (0..<count).map(name(at:))
    }

    /// The name of the symbol at `index` (in `0..<count`).
    func name(at index: Int) -> String {
        withNameBytes(at: index) { String(decoding: $0, as: UTF8.self) }
    }

    /// A table of `entries` and `aliases` in any order; a repeated name or old name keeps its last entry.
    /// Names must not contain spaces or line breaks (symbol names never do; `isWellFormedName` is stricter).
    init(entries: some Sequence<SymbolEntry>, aliases: some Sequence<SymbolAlias>) {
        var versions: [String: IOSVersion] = [:]
        for entry in entries {
            versions[entry.name] = entry.introduced
        }
        var text: [UInt8] = []
        for name in versions.keys.sorted(by: Self.bytewiseLess) {
            text += name.utf8
            text.append(UInt8(ascii: " "))
            text += (versions[name] ?? IOSVersion(major: 0)).description.utf8
            text.append(UInt8(ascii: "\n"))
        }
        self.init(sortedSymbolLines: text, aliases: Array(aliases))
    }
}
