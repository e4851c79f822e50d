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
/// A line wider than ``excerptWidth`` columns is shown as a window of that width around the caret, with `…`
/// where it is cut (``Excerpt``). Colour (ANSI) only when asked for, which the CLI does on a terminal.
package struct HumanReporter: LintReporter {
    /// Whether to colour the output.
    package var colors: Bool

    /// The most terminal columns of a source line an excerpt shows.
    static let excerptWidth = 100

    package init(colors: Bool) {
        self.colors = colors
    }

    private func style(_ text: String, _ code: String) -> String {
        colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// Every diagnostic with its excerpt, a blank line between them.
    package func write(_ report: LintReport, to sink: (String) -> Void) {
        let output = ByteBuffer()
        var first = true
        for file in report.files {
            for diagnostic in file.diagnostics {
                if !first { output.append(UInt8(ascii: "\n")) }
                first = false
                output.append(string: render(diagnostic, in: file.source))
                output.flush(to: sink)
            }
        }
        sink(output.takeText())
    }

    /// One diagnostic with its excerpt; ends with a newline.
    package func render(_ diagnostic: Diagnostic, in source: SourceFile) -> String {
        let start = source.location(of: diagnostic.range.start)
        let severityColor = diagnostic.severity == .error ? "1;31" : "1;33"
        var output = style("\(source.path):\(start):", "1") + " " + style("\(diagnostic.severity.rawValue):", severityColor)
            + " " + style(diagnostic.message, "1") + " [\(diagnostic.id)]\n"
        let gutterWidth = String(start.line).count
        let blankGutter = String(repeating: " ", count: gutterWidth + 3) + "│ "
        let excerpt = Excerpt(diagnostic.range, line: start.line, in: source, width: Self.excerptWidth)
        // The line above, for context, when it lines up with the excerpt (the excerpt is not cut on the left).
        if start.line > 1, !excerpt.cutBefore {
            let above = Excerpt(lineStartOf: start.line - 1, in: source, width: Self.excerptWidth)
            output += gutter(start.line - 1, width: gutterWidth) + above.text + "\n"
        }
        output += gutter(start.line, width: gutterWidth) + excerpt.text + "\n"
        let indent = excerpt.caretIndent
        output += blankGutter + indent + style("^" + String(repeating: "~", count: excerpt.underlineWidth - 1), "1;32") + "\n"
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

    /// `  7 │ `: the line number right-aligned to `width` digits.
    private func gutter(_ line: Int, width: Int) -> String {
        let number = String(line)
        return String(repeating: " ", count: width - number.count + 2) + number + " │ "
    }
}
