/// JUnit XML for CI test dashboards: one `<testsuite>` per file and one `<testcase>` per file × rule (name =
/// rule id, classname = file) with a `<failure>` per finding (`type` = severity, `message` = the message,
/// the body = the `xcode` line and notes). A file without findings has one passing `<testcase name="lint">`.
/// Rules appear in bytewise id order; `failures` counts failing test cases.
public enum JUnitReporter {
    /// The JUnit XML document of `report`, ending with a newline.
    public static func render(_ report: LintReport) -> String {
        var suites = ""
        var totalTests = 0
        var totalFailures = 0
        for file in report.files {
            let path = ReportPath.normalized(file.source.path)
            var byRule: [DiagnosticID: [Diagnostic]] = [:]
            for diagnostic in file.diagnostics {
                byRule[diagnostic.id, default: []].append(diagnostic)
            }
            let rules = byRule.keys.sorted { $0.rawValue.utf8.lexicographicallyPrecedes($1.rawValue.utf8) }
            let tests = max(1, rules.count)
            totalTests += tests
            totalFailures += rules.count
            suites += "  <testsuite name=\"\(escape(path))\" tests=\"\(tests)\" failures=\"\(rules.count)\" errors=\"0\" skipped=\"0\">\n"
            if rules.isEmpty {
                suites += "    <testcase name=\"lint\" classname=\"\(escape(path))\"/>\n"
            }
            for rule in rules {
                suites += "    <testcase name=\"\(escape(rule.rawValue))\" classname=\"\(escape(path))\">\n"
                for diagnostic in byRule[rule] ?? [] {
                    let location = file.source.location(of: diagnostic.range.start)
                    var body = "\(file.source.path):\(location): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id)]"
                    for note in diagnostic.notes {
                        body += "\n\(file.source.path):\(file.source.location(of: note.range?.start ?? diagnostic.range.start)): note: \(note.message)"
                    }
                    suites += "      <failure type=\"\(diagnostic.severity.rawValue)\" message=\"\(escape(diagnostic.message))\">"
                        + escape(body, attribute: false) + "</failure>\n"
                }
                suites += "    </testcase>\n"
            }
            suites += "  </testsuite>\n"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"tabspec lint\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"0\">\n"
            + suites + "</testsuites>\n"
    }

    /// XML text (or, by default, attribute) content: `&`, `<` and `>` as entities (and `"` in attributes,
    /// which are double-quoted), characters XML 1.0 cannot hold as U+FFFD; in attributes, tabs and line
    /// breaks as character references so that they survive parsing.
    static func escape(_ text: String, attribute: Bool = true) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"" where attribute: output += "&quot;"
            case "\n" where attribute: output += "&#10;"
            case "\r": output += "&#13;"
            case "\t" where attribute: output += "&#9;"
            case "\n", "\t": output.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let allowed = value >= 0x20 && value != 0xFFFE && value != 0xFFFF
                output.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return output
    }
}
