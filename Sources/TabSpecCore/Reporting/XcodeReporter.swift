/// `path:line:col: error: message [id]`, one line per diagnostic plus one per note — the format Xcode and
/// most editors turn into clickable issues.
public enum XcodeReporter {
    public static func render(_ report: LintReport) -> String {
        var output = ""
        for file in report.files {
            for diagnostic in file.diagnostics {
                let location = file.source.location(of: diagnostic.range.start)
                output += "\(file.source.path):\(location): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id)]\n"
                for note in diagnostic.notes {
                    let noteLocation = file.source.location(of: note.range?.start ?? diagnostic.range.start)
                    output += "\(file.source.path):\(noteLocation): note: \(note.message)\n"
                }
            }
        }
        return output
    }
}
