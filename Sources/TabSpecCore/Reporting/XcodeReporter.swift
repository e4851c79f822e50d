/// `path:line:col: error: message [id]`, one line per diagnostic plus one per note — the format Xcode and
/// most editors turn into clickable issues.
package struct XcodeReporter: LintReporter {
    package init() {}

    package func write(_ report: LintReport, to sink: (String) -> Void) {
        let output = ByteBuffer()
        for file in report.files {
            for diagnostic in file.diagnostics {
                Self.write(diagnostic, in: file.source, to: output)
                output.flush(to: sink)
            }
        }
        sink(output.takeText())
    }

    /// The diagnostic's line and its notes' lines.
    static func write(_ diagnostic: Diagnostic, in source: SourceFile, to output: ByteBuffer) {
        let location = source.location(of: diagnostic.range.start)
        output.append(string: "\(source.path):\(location): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id)]\n")
        for note in diagnostic.notes {
            let noteLocation = source.location(of: note.range?.start ?? diagnostic.range.start)
            output.append(string: "\(source.path):\(noteLocation): note: \(note.message)\n")
        }
    }
}
