/// A JSON array of diagnostics: `{file, line, column, endLine, endColumn, severity, id, message, notes,
/// fixIts}` (lint.md). Lines and columns are 1-based; columns count Unicode code points; the end is
/// exclusive (the position just after the range).
package struct JSONReporter: LintReporter {
    package init() {}

    package func write(_ report: LintReport, to sink: (String) -> Void) {
        var json = JSONWriter()
        json.beginArray()
        for file in report.files {
            for diagnostic in file.diagnostics {
                Self.write(diagnostic, in: file.source, to: &json)
                json.flush(ifAtLeast: ByteBuffer.chunkSize, to: sink)
            }
        }
        json.endArray()
        json.output.append("\n")
        sink(json.output.takeText())
    }

    /// One diagnostic as a JSON object.
    static func write(_ diagnostic: Diagnostic, in source: SourceFile, to json: inout JSONWriter) {
        let start = source.location(of: diagnostic.range.start)
        let end = source.location(of: diagnostic.range.end)
        json.object { json in
            json.member("file", source.path)
            write(start, end, to: &json)
            json.member("severity", diagnostic.severity.rawValue)
            json.member("id", diagnostic.id.rawValue)
            json.member("message", diagnostic.message)
            json.member("notes", array: { json in
                for note in diagnostic.notes {
                    json.object { json in
                        json.member("message", note.message)
                        if let range = note.range {
                            let location = source.location(of: range.start)
                            json.member("line", location.line)
                            json.member("column", location.column)
                        }
                    }
                }
            })
            json.member("fixIts", array: { json in
                for fixIt in diagnostic.fixIts {
                    json.object { json in
                        json.member("message", fixIt.message)
                        json.member("edits", array: { json in
                            for edit in fixIt.edits {
                                json.object { json in
                                    write(source.location(of: edit.range.start), source.location(of: edit.range.end), to: &json)
                                    json.member("replacement", edit.replacement)
                                }
                            }
                        })
                    }
                }
            })
        }
    }

    /// `"line", "column", "endLine", "endColumn"` of a range from `start` to `end` (exclusive).
    private static func write(_ start: SourceLocation, _ end: SourceLocation, to json: inout JSONWriter) {
        json.member("line", start.line)
        json.member("column", start.column)
        json.member("endLine", end.line)
        json.member("endColumn", end.column)
    }
}
