/// A JSON array of diagnostics: `{file, line, column, endLine, endColumn, severity, id, message, notes,
/// fixIts}` (lint.md). Lines and columns are 1-based; columns count Unicode code points; the end is
/// exclusive (the position just after the range).
public enum JSONReporter {
    public static func render(_ report: LintReport) -> String {
        var elements: [JSONValue] = []
        for file in report.files {
            for diagnostic in file.diagnostics {
                elements.append(object(for: diagnostic, in: file.source))
            }
        }
        return JSONWriter.pretty(.array(elements)) + "\n"
    }

    /// One diagnostic as a JSON object.
    static func object(for diagnostic: Diagnostic, in source: SourceFile) -> JSONValue {
        let start = source.location(of: diagnostic.range.start)
        let end = source.location(of: diagnostic.range.end)
        return .object([
            JSONMember("file", .string(source.path)),
            JSONMember("line", .int(start.line)),
            JSONMember("column", .int(start.column)),
            JSONMember("endLine", .int(end.line)),
            JSONMember("endColumn", .int(end.column)),
            JSONMember("severity", .string(diagnostic.severity.rawValue)),
            JSONMember("id", .string(diagnostic.id.rawValue)),
            JSONMember("message", .string(diagnostic.message)),
            JSONMember("notes", .array(diagnostic.notes.map { note in
                var members = [JSONMember("message", .string(note.message))]
                if let range = note.range {
                    let location = source.location(of: range.start)
                    members.append(JSONMember("line", .int(location.line)))
                    members.append(JSONMember("column", .int(location.column)))
                }
                return .object(members)
            })),
            JSONMember("fixIts", .array(diagnostic.fixIts.map { fixIt in
                .object([
                    JSONMember("message", .string(fixIt.message)),
                    JSONMember("edits", .array(fixIt.edits.map { edit in
                        let editStart = source.location(of: edit.range.start)
                        let editEnd = source.location(of: edit.range.end)
                        return .object([
                            JSONMember("line", .int(editStart.line)),
                            JSONMember("column", .int(editStart.column)),
                            JSONMember("endLine", .int(editEnd.line)),
                            JSONMember("endColumn", .int(editEnd.column)),
                            JSONMember("replacement", .string(edit.replacement)),
                        ])
                    })),
                ])
            })),
        ])
    }
}
