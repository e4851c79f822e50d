import TabSpecCore
import TabSpecRuntime

/// A complete SF Symbols table as data — every name with its introducing iOS version, and every rename —
/// sorted and ready to render: the result of `tabspec symbols import`.
package struct ImportedSymbolTable: Sendable, Hashable {
    /// Every symbol, sorted bytewise by name, names unique.
    package let entries: [SymbolEntry]
    /// Every rename, sorted bytewise by old name, old names unique.
    package let aliases: [SymbolAlias]

    /// A table of `entries` and `aliases` in any order; a repeated name or old name keeps its last entry.
    /// Every name must match `^[a-z0-9]+(\.[a-z0-9]+)*$` (`SymbolTableImporter` checks), so that the rendered
    /// Swift source is safe.
    init(entries: some Sequence<SymbolEntry>, aliases: some Sequence<SymbolAlias>) {
        var versions: [String: IOSVersion] = [:]
        for entry in entries {
            versions[entry.name] = entry.introduced
        }
        var targets: [String: String] = [:]
        for alias in aliases {
            targets[alias.oldName] = alias.currentName
        }
        self.entries = versions.map { SymbolEntry(name: $0.key, introduced: $0.value) }
            .sorted { SymbolTable.bytewiseLess($0.name, $1.name) }
        self.aliases = targets.map { SymbolAlias(oldName: $0.key, currentName: $0.value) }
            .sorted { SymbolTable.bytewiseLess($0.oldName, $1.oldName) }
    }

    /// The newest iOS version any symbol was introduced in, or `nil` for an empty table.
    package var newestVersion: IOSVersion? {
        entries.lazy.map(\.introduced).max()
    }
}
