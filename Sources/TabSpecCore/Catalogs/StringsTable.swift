/// One legacy `.strings` table of one language (`de.lproj/Tabs.strings`): each key's text.
package struct StringsTable: Sendable, Hashable {
    /// The language, from the `.lproj` folder's name (`de`, `pt-BR`, `Base`).
    package let language: String
    /// Each key's value; a key written twice has its last value (only looked up: hash order never reaches
    /// output).
    private let values: [String: String]
    /// The keys, in the order they first appear in the file.
    package let keys: [String]

    /// Reads the table `bytes` (UTF-8, or UTF-16 with a byte order mark) of `language`; `path` names the file
    /// in the error.
    package init(parsing bytes: [UInt8], path: String, language: String) throws(CatalogError) {
        let pairs: [(key: String, value: String)]
        do {
            pairs = try StringsFileParser.parse(bytes)
        } catch {
            throw Self.catalogError(error, path: path, bytes: bytes)
        }
        var values: [String: String] = [:]
        var keys: [String] = []
        for (key, value) in pairs {
            if values.updateValue(value, forKey: key) == nil { keys.append(key) }
        }
        self.language = language
        self.values = values
        self.keys = keys
    }

    /// The text of `key`, or `nil`.
    package func value(forKey key: String) -> String? {
        values[key]
    }

    /// The language of a table at `path` (`…/<language>.lproj/<table>.strings`), or `nil` when the path is
    /// not a `.strings` file named `table` in a `.lproj` folder.
    package static func language(ofPath path: String, table: String) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        guard components.count >= 2, components[components.count - 1] == "\(table).strings" else { return nil }
        let folder = components[components.count - 2]
        guard folder.hasSuffix(".lproj"), folder.count > ".lproj".count else { return nil }
        return String(folder.dropLast(".lproj".count))
    }

    /// A parse error as an `invalid-catalog` diagnostic in the table's decoded text.
    private static func catalogError(_ error: StringsFileError, path: String, bytes: [UInt8]) -> CatalogError {
        let source = SourceFile(path: path, text: StringsFileParser.displayText(bytes))
        var offset = source.rangeOfLine(error.location.line).start
        for _ in 1..<max(error.location.column, 1) where offset < source.bytes.count {
            offset += source.scalarLength(at: offset)
        }
        return CatalogError(error.message, at: offset, in: source)
    }
}
