/// Accumulates generated text with one indentation level: 4 spaces per level, `\n` line ends, no trailing
/// whitespace. The only place generated Swift is put together.
final class SwiftWriter {
    /// The text written so far.
    private(set) var text = ""
    /// The current indentation level.
    private var level = 0
    /// Whether nothing has been written on the current line yet.
    private var atLineStart = true
    /// The length of the current line, in characters, including indentation.
    private(set) var column = 0

    /// Spaces per indentation level.
    static let indentWidth = 4

    /// Appends `fragment` (which must not contain a line break) to the current line, indenting it first.
    func write(_ fragment: String) {
        guard !fragment.isEmpty else { return }
        if atLineStart {
            let indent = String(repeating: " ", count: level * SwiftWriter.indentWidth)
            text += indent
            column = indent.count
            atLineStart = false
        }
        text += fragment
        column += fragment.count
    }

    /// Ends the current line.
    func newline() {
        text += "\n"
        atLineStart = true
        column = 0
    }

    /// Writes `fragment` as a whole line.
    func line(_ fragment: String = "") {
        write(fragment)
        newline()
    }

    /// The column the next fragment starts at (indentation included when at the start of a line).
    var nextColumn: Int {
        atLineStart ? level * SwiftWriter.indentWidth : column
    }

    /// Runs `body` one level further in.
    func indented(_ body: () -> Void) {
        level += 1
        body()
        level -= 1
    }
}
