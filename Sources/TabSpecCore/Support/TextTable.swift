/// Plain-text columns for terminal tables (`frames`, `devices`): each column as wide as its widest cell
/// (in terminal cells), two spaces between columns, no trailing spaces.
struct TextTable {
    /// How a column's cells are padded.
    enum Alignment {
        /// Text columns.
        case left
        /// Number columns.
        case right
    }

    /// One column: its header and alignment.
    struct Column {
        /// The header text.
        var header: String
        /// How cells are padded.
        var alignment: Alignment

        /// A text column.
        static func left(_ header: String) -> Column { Column(header: header, alignment: .left) }
        /// A number column.
        static func right(_ header: String) -> Column { Column(header: header, alignment: .right) }
    }

    /// The columns, in order.
    var columns: [Column]
    /// The rows; each has one cell per column (missing cells print empty).
    var rows: [[String]] = []

    /// The header line and the rows, each line prefixed with `indent` and ending with `\n`.
    func render(indent: String = "") -> String {
        var widths = columns.map { TerminalWidth.of($0.header.unicodeScalars) }
        for row in rows {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], TerminalWidth.of(cell.unicodeScalars))
            }
        }
        var output = line(columns.map(\.header), widths: widths, indent: indent)
        for row in rows { output += line(row, widths: widths, indent: indent) }
        return output
    }

    /// One padded line.
    private func line(_ cells: [String], widths: [Int], indent: String) -> String {
        var parts: [String] = []
        for (index, column) in columns.enumerated() {
            let cell = index < cells.count ? cells[index] : ""
            let padding = String(repeating: " ", count: max(0, widths[index] - TerminalWidth.of(cell.unicodeScalars)))
            parts.append(column.alignment == .left ? cell + padding : padding + cell)
        }
        var text = indent + parts.joined(separator: "  ")
        while text.last == " " { text.removeLast() }
        return text + "\n"
    }
}
