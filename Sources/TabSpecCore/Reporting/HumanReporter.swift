/// Diagnostics for people: a header line like the `xcode` format, then the source excerpt with a gutter
/// and a caret/underline under the range (swift-syntax's diagnostic formatter style), notes and Fix-Its.
///
/// ```
/// Specs/Bad.tabspec:7:5: error: unknown key 'tintColour' in 'tabbar'; did you mean 'tintColor'? [unknown-key]
///   6 │     height: 56
///   7 │     tintColour: black
///     │     ^~~~~~~~~~
///     │     fix-it: replace 'tintColour' with 'tintColor'
/// ```
/// Colour (ANSI) only when asked for, which the CLI does on a terminal.
public struct HumanReporter {
    public var colors: Bool

    public init(colors: Bool) {
        self.colors = colors
    }

    private func style(_ text: String, _ code: String) -> String {
        colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    public func render(_ report: LintReport) -> String {
        var blocks: [String] = []
        for file in report.files {
            for diagnostic in file.diagnostics {
                blocks.append(render(diagnostic, in: file.source))
            }
        }
        return blocks.joined(separator: "\n")
    }

    /// One diagnostic with its excerpt; ends with a newline.
    public func render(_ diagnostic: Diagnostic, in source: SourceFile) -> String {
        let start = source.location(of: diagnostic.range.start)
        let severityColor = diagnostic.severity == .error ? "1;31" : "1;33"
        var output = style("\(source.path):\(start):", "1") + " " + style("\(diagnostic.severity.rawValue):", severityColor)
            + " " + style(diagnostic.message, "1") + " [\(diagnostic.id)]\n"
        let firstLine = max(1, start.line - 1)
        let gutterWidth = String(start.line).count
        let blankGutter = String(repeating: " ", count: gutterWidth + 3) + "│ "
        for line in firstLine...start.line {
            let number = String(line)
            output += String(repeating: " ", count: gutterWidth - number.count + 2) + number + " │ "
                + printable(source.scalars(in: source.rangeOfLine(line))) + "\n"
        }
        let lineRange = source.rangeOfLine(start.line)
        let lead = source.scalars(in: SourceRange(start: lineRange.start, end: min(max(diagnostic.range.start, lineRange.start), lineRange.end)))
        let underlined = source.scalars(in: SourceRange(start: diagnostic.range.start, end: min(diagnostic.range.end, lineRange.end)))
        let indent = lead.map { $0 == "\t" ? "\t" : String(repeating: " ", count: TerminalWidth.of($0)) }.joined()
        let width = max(1, TerminalWidth.of(underlined))
        output += blankGutter + indent + style("^" + String(repeating: "~", count: width - 1), "1;32") + "\n"
        for note in diagnostic.notes {
            var text = "note: " + note.message
            if let range = note.range, range.start != diagnostic.range.start {
                text += " (line \(source.location(of: range.start)))"
            }
            output += blankGutter + indent + style(text, "36") + "\n"
        }
        for fixIt in diagnostic.fixIts {
            output += blankGutter + indent + style("fix-it: " + fixIt.message, "32") + "\n"
        }
        return output
    }

    /// A source line safe to print: control characters (but tab) shown as U+FFFD.
    private func printable(_ scalars: [Unicode.Scalar]) -> String {
        var text = String.UnicodeScalarView()
        for scalar in scalars {
            let isControl = (scalar.value < 0x20 && scalar != "\t") || (scalar.value >= 0x7F && scalar.value < 0xA0)
            text.append(isControl ? "\u{FFFD}" : scalar)
        }
        return String(text)
    }
}
