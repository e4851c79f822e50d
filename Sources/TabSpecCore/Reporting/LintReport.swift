/// The diagnostics of one file, ready for a reporter.
public struct FileReport: Sendable {
    public let source: SourceFile
    public var diagnostics: [Diagnostic]
    /// The syntax tree the file was analysed into, when the report keeps it (fingerprints read it).
    let syntax: SyntaxTree?

    public init(source: SourceFile, diagnostics: [Diagnostic]) {
        self.source = source
        self.diagnostics = diagnostics
        syntax = nil
    }

    /// The report of an analysed spec: its fingerprints read the document's syntax tree.
    public init(document: SpecDocument, diagnostics: [Diagnostic]) {
        source = document.source
        self.diagnostics = diagnostics
        syntax = document.keptSyntax
    }
}

/// Everything a `lint` run found, file by file in the order they were checked.
public struct LintReport: Sendable {
    public var files: [FileReport]

    public init(files: [FileReport]) {
        self.files = files
    }

    /// The number of diagnostics with this severity.
    public func count(_ severity: Severity) -> Int {
        files.reduce(0) { total, file in total + file.diagnostics.filter { $0.severity == severity }.count }
    }

    /// `3 errors, 5 warnings in 12 files`.
    public var summary: String {
        "\(Wording.count(count(.error), "error")), \(Wording.count(count(.warning), "warning")) in \(Wording.count(files.count, "file"))"
    }
}

/// The output formats of `tabspec lint --reporter`.
public enum ReporterKind: String, Sendable, CaseIterable {
    case human, xcode, json, github, sarif, junit
}
