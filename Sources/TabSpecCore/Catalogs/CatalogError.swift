/// Why a String Catalog or a `.strings` table cannot be read (`invalid-catalog`), why an updated catalog
/// cannot be written in its file's own layout (`irregular-catalog-layout`), or what is wrong with an asset
/// catalog (`invalid-asset-catalog`, ``AssetCatalog/problem``): one diagnostic in the file, which the reporters
/// print like a spec's (`Tabs.xcstrings:3:14: error: … [invalid-catalog]`).
package struct CatalogError: Error, Sendable, CustomStringConvertible {
    /// The file as the reporters show it (a `.strings` table's decoded text, as UTF-8).
    package let source: SourceFile
    /// What is wrong, where.
    package let diagnostic: Diagnostic

    /// An error `id` (by default `invalid-catalog`) with `message` at byte `offset` of `source`, and `notes`
    /// there.
    init(_ message: String, id: DiagnosticID = .invalidCatalog, at offset: Int, in source: SourceFile, notes: [String] = []) {
        self.source = source
        let start = min(max(offset, source.contentStart), source.bytes.count)
        let end = start < source.bytes.count ? start + source.scalarLength(at: start) : start
        diagnostic = Diagnostic(id: id, message: message, range: SourceRange(start: start, end: end),
                                notes: notes.map { DiagnosticNote(message: $0) })
    }

    /// The catalog's path as the user gave it.
    package var path: String { source.path }

    /// The 1-based line and column (in code points) of the problem.
    package var location: SourceLocation { source.location(of: diagnostic.range.start) }

    /// The lowercase message.
    package var message: String { diagnostic.message }

    /// The error as a reporter's input.
    package var fileReport: FileReport { FileReport(source: source, diagnostics: [diagnostic]) }

    /// `path:line:column: message [id]`.
    package var description: String { "\(path):\(location): \(message) [\(diagnostic.id)]" }
}
