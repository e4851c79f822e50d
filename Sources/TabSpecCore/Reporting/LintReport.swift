/// The diagnostics of one file, ready for a reporter.
package struct FileReport: Sendable {
    package let source: SourceFile
    package var diagnostics: [Diagnostic]
    /// The syntax tree the file was analysed into, when the report keeps it (fingerprints read it).
    let syntax: SyntaxTree?

    package init(source: SourceFile, diagnostics: [Diagnostic]) {
        self.source = source
        self.diagnostics = diagnostics
        syntax = nil
    }

    /// The report of an analysed spec: its fingerprints read the document's syntax tree.
    package init(document: SpecDocument, diagnostics: [Diagnostic]) {
        source = document.source
        self.diagnostics = diagnostics
        syntax = document.keptSyntax
    }
}

/// Everything a `lint` run found, file by file in the order they were checked.
package struct LintReport: Sendable {
    package var files: [FileReport]

    package init(files: [FileReport]) {
        self.files = files
    }

    /// The number of diagnostics with this severity.
    package func count(_ severity: Severity) -> Int {
        files.reduce(0) { total, file in total + file.diagnostics.filter { $0.severity == severity }.count }
    }

    /// `3 errors, 5 warnings in 12 files`.
    package var summary: String {
        "\(Wording.count(count(.error), "error")), \(Wording.count(count(.warning), "warning")) in \(Wording.count(files.count, "file"))"
    }
}

/// The output formats of `tabspec lint --reporter`.
package enum ReporterKind: String, Sendable, CaseIterable {
    case human, xcode, json, github, sarif, junit
}
