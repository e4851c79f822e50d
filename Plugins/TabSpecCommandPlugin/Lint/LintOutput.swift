import PackagePlugin

/// What `tabspec lint` prints, turned into `swift package` diagnostics so that they are shown in order and
/// before the plugin's failure line.
enum LintOutput {
    /// Reporters whose report is read by tools: printed to standard output unchanged.
    static let machineReadableReporters: Set<String> = ["json", "github", "sarif", "junit"]

    /// The options to run `tabspec lint` with, and whether its report is machine-readable. Without a reporter,
    /// or with `human` (whose excerpts are for a terminal, which a plugin's output never is) or `xcode`, the
    /// tool uses `--reporter xcode`: one line per finding, forwarded one by one.
    static func toolOptions(_ arguments: [String]) -> (options: [String], machineReadable: Bool) {
        var options: [String] = []
        var reporter: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--reporter", index + 1 < arguments.count {
                reporter = arguments[index + 1]
                index += 2
                continue
            }
            if argument.hasPrefix("--reporter=") {
                reporter = String(argument.dropFirst("--reporter=".count))
            } else {
                options.append(argument)
            }
            index += 1
        }
        if let reporter, reporter != "human", reporter != "xcode" {
            return (options + ["--reporter", reporter], machineReadableReporters.contains(reporter))
        }
        return (options + ["--reporter", "xcode"], false)
    }

    /// One diagnostic to forward.
    struct Record: Equatable {
        /// `error` or `warning` (notes belong to the finding before them).
        var severity: Diagnostics.Severity
        /// The text shown after `error: `: the location, the message and any lines that belong to it.
        var message: String
        /// The file and line, for Xcode's issue navigator.
        var file: String?
        var line: Int?
    }

    /// The findings of tool output and its other lines. A `path:line:column: severity: message` line starts
    /// a finding; `note:` lines and indented lines (source excerpts) belong to the one before; `Error: …` is
    /// an error without a location; any other line (a baseline note, the summary) is returned as is.
    static func parse(_ text: String) -> (records: [Record], lines: [String]) {
        var records: [Record] = []
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if let found = located(line) {
                if found.severity == "note", !records.isEmpty {
                    records[records.count - 1].message += "\n" + line
                } else {
                    records.append(Record(severity: found.severity == "error" ? .error : .warning,
                                          message: found.location + ": " + found.message, file: found.file, line: found.line))
                }
            } else if line.hasPrefix(" "), !records.isEmpty {
                records[records.count - 1].message += "\n" + line
            } else if line.hasPrefix("Error: ") {
                records.append(Record(severity: .error, message: String(line.dropFirst("Error: ".count))))
            } else {
                lines.append(String(line))
            }
        }
        return (records, lines)
    }

    /// `path:line:column: severity: message`, split at the earliest `: error: `, `: warning: ` or `: note: `
    /// that follows a line and a column.
    static func located(_ line: Substring) -> (severity: String, location: String, file: String, line: Int, message: String)? {
        var best: (severity: String, range: Range<Substring.Index>)?
        for severity in ["error", "warning", "note"] {
            var searched = line[...]
            while let range = searched.range(of: ": \(severity): ") {
                let parts = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
                if parts.count >= 3, Int(parts[parts.count - 2]) != nil, Int(parts[parts.count - 1]) != nil {
                    if best.map({ range.lowerBound < $0.range.lowerBound }) ?? true { best = (severity, range) }
                    break
                }
                searched = line[range.upperBound...]
            }
        }
        guard let best else { return nil }
        let location = line[..<best.range.lowerBound]
        let parts = location.split(separator: ":", omittingEmptySubsequences: false)
        return (best.severity, String(location), parts.dropLast(2).joined(separator: ":"), Int(parts[parts.count - 2]) ?? 0,
                String(line[best.range.upperBound...]))
    }

    /// Emits the records as diagnostics, in order.
    static func forward(_ records: [Record]) {
        for record in records {
            Diagnostics.emit(record.severity, record.message, file: record.file, line: record.line)
        }
    }
}
