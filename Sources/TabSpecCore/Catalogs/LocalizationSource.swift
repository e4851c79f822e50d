import TabSpecRuntime

/// Where lint, frames and render find a key's text in a language: a String Catalog, or the legacy
/// `.strings` tables of one table name in a folder of `.lproj` folders.
package enum LocalizationSource: Sendable, Hashable {
    /// A `.xcstrings` file.
    case catalog(StringCatalog)
    /// `<language>.lproj/<table>.strings` files, one per language, sorted by language.
    case tables([StringsTable])

    /// The `.strings` tables named `table` among `files` (paths and contents: the CLI lists a folder;
    /// other files are ignored), one per language.
    package init(lprojFiles files: [(path: String, bytes: [UInt8])], table: String) throws(CatalogError) {
        var tables: [StringsTable] = []
        for file in files {
            guard let language = StringsTable.language(ofPath: file.path, table: table),
                  !tables.contains(where: { $0.language == language }) else { continue }
            tables.append(try StringsTable(parsing: file.bytes, path: file.path, language: language))
        }
        self = .tables(tables.sorted { $0.language < $1.language })
    }

    /// The translated text of `key` in `language` (``StringCatalog/value(forKey:language:idiom:)``; a
    /// table's every value counts as translated), or `nil`.
    package func value(forKey key: String, language: String, idiom: Idiom? = nil) -> String? {
        switch self {
        case let .catalog(catalog): catalog.value(forKey: key, language: language, idiom: idiom)
        case let .tables(tables): tables.first { $0.language == language }?.value(forKey: key)
        }
    }

    /// Every language with text, sorted (a catalog's source language among them).
    package var languages: [String] {
        switch self {
        case let .catalog(catalog): catalog.languages
        case let .tables(tables): tables.map(\.language)
        }
    }

    /// The language of the keys' source text: a catalog's `sourceLanguage`; tables have none.
    package var sourceLanguage: String? {
        if case let .catalog(catalog) = self { return catalog.sourceLanguage }
        return nil
    }
}
