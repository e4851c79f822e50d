/// GitHub Actions workflow commands, one annotation per diagnostic:
/// ```
/// ::error file=Specs/Tab.tabspec,line=7,col=5,endLine=7,endColumn=15,title=unknown-key::unknown key 'tintColour' …
/// ```
/// (`::warning` for warnings). Message data escapes `%`, `\r` and `\n`; property values also `:` and `,`.
/// Notes follow the message on their own lines. GitHub shows only 10 annotations of each kind per step, so
/// the `xcode` lines follow and list everything in the log. Ends are exclusive, as in the JSON reporter.
package struct GitHubReporter: LintReporter {
    package init() {}

    /// The annotations of `report`, then its `xcode` lines.
    package func write(_ report: LintReport, to sink: (String) -> Void) {
        let output = ByteBuffer()
        for file in report.files {
            let path = Self.escapeProperty(ReportPath.normalized(file.source.path))
            for diagnostic in file.diagnostics {
                let start = file.source.location(of: diagnostic.range.start)
                let end = file.source.location(of: diagnostic.range.end)
                let command = diagnostic.severity == .error ? "error" : "warning"
                var message = diagnostic.message
                for note in diagnostic.notes {
                    message += "\nnote: " + note.message
                    if let range = note.range, range.start != diagnostic.range.start {
                        message += " (line \(file.source.location(of: range.start)))"
                    }
                }
                output.append(string: "::\(command) file=\(path),line=\(start.line),col=\(start.column),endLine=\(end.line),"
                    + "endColumn=\(end.column),title=\(Self.escapeProperty(diagnostic.id.rawValue))::\(Self.escapeData(message))\n")
                output.flush(to: sink)
            }
        }
        sink(output.takeText())
        XcodeReporter().write(report, to: sink)
    }

    /// Workflow-command message data: `%` → `%25`, `\r` → `%0D`, `\n` → `%0A`.
    package static func escapeData(_ text: String) -> String {
        escape(text, property: false)
    }

    /// A workflow-command property value: as message data, plus `:` → `%3A` and `,` → `%2C`.
    package static func escapeProperty(_ text: String) -> String {
        escape(text, property: true)
    }

    private static func escape(_ text: String, property: Bool) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": output += "%25"
            case "\r": output += "%0D"
            case "\n": output += "%0A"
            case ":" where property: output += "%3A"
            case "," where property: output += "%2C"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
