/// JUnit XML for CI test dashboards: one `<testsuite>` per file and one `<testcase>` per file × rule (name =
/// rule id, classname = file) with a `<failure>` per finding (`type` = severity, `message` = the message,
/// the body = the `xcode` line and notes). A file without findings has one passing `<testcase name="lint">`.
/// Rules appear in bytewise id order; `failures` counts failing test cases.
package struct JUnitReporter: LintReporter {
    package init() {}

    package func write(_ report: LintReport, to sink: (String) -> Void) {
        // The totals come first, in the root element: the rules of each file are counted before any is written.
        let rulesByFile = report.files.map { file in
            Set(file.diagnostics.map(\.id)).sorted { $0.rawValue.utf8.lexicographicallyPrecedes($1.rawValue.utf8) }
        }
        let failures = rulesByFile.reduce(0) { $0 + $1.count }
        let tests = rulesByFile.reduce(0) { $0 + max(1, $1.count) }
        let output = ByteBuffer()
        output.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        output.append(string: "<testsuites name=\"tabspec lint\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n")
        for (file, rules) in zip(report.files, rulesByFile) {
            let path = ReportPath.normalized(file.source.path)
            output.append(string: "  <testsuite name=\"\(Self.attribute(path))\" tests=\"\(max(1, rules.count))\" failures=\"\(rules.count)\" "
                + "errors=\"0\" skipped=\"0\">\n")
            if rules.isEmpty {
                output.append(string: "    <testcase name=\"lint\" classname=\"\(Self.attribute(path))\"/>\n")
            }
            let findingsByRule = Dictionary(grouping: file.diagnostics, by: \.id)
            for rule in rules {
                output.append(string: "    <testcase name=\"\(Self.attribute(rule.rawValue))\" classname=\"\(Self.attribute(path))\">\n")
                for diagnostic in findingsByRule[rule] ?? [] {
                    output.append(string: "      <failure type=\"\(diagnostic.severity.rawValue)\" message=\"\(Self.attribute(diagnostic.message))\">")
                    // The body: the `xcode` lines, without the last line break.
                    let body = ByteBuffer()
                    XcodeReporter.write(diagnostic, in: file.source, to: body)
                    body.truncate(to: body.count - 1)
                    XMLText.write(body.takeText(), in: .text, to: output)
                    output.append("</failure>\n")
                    output.flush(to: sink)
                }
                output.append("    </testcase>\n")
            }
            output.append("  </testsuite>\n")
        }
        output.append("</testsuites>\n")
        sink(output.takeText())
    }

    /// `text` escaped for a double-quoted attribute.
    private static func attribute(_ text: String) -> String {
        XMLText.escaped(text, in: .attribute)
    }
}
