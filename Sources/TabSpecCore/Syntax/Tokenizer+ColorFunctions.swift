/// CSS color functions, `rgb(255, 0, 0)` and `rgba(255, 0, 0, 0.5)`: not part of the language, but written
/// often enough that the lexer reads one as a single invalid token with one diagnostic naming its hex
/// spelling, instead of a name, stray parentheses and commas that split the entry.
extension Tokenizer {
    /// What a color function's arguments come to.
    enum ColorFunction: Equatable, Sendable {
        /// The color in the language's spelling: `#FF0000`, or `#FF0000 @ 0.5` with an alpha below 1.
        case color(String)
        /// A red, green or blue component outside 0–255 (0%–100%), as written.
        case componentOutOfRange(String)
        /// An alpha outside 0–1 (0%–100%), as written.
        case alphaOutOfRange(String)
        /// Arguments that are not three components and an optional alpha.
        case malformed
    }

    /// Lexes `rgb(…)` or `rgba(…)` (any case) when the name from `start` to the current position is one of
    /// them and a `(` follows directly: up to the `)` on the same line (or, without one, up to the end of the
    /// line, a brace, a quote or a comment). Returns whether it did.
    func lexColorFunction(from start: Int) -> Bool {
        let name = source.text(in: SourceRange(start: start, end: position)).lowercased()
        guard name == "rgb" || name == "rgba", peek() == UInt8(ascii: "(") else { return false }
        let parenthesis = position
        var index = parenthesis + 1
        var close: Int?
        scan: while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: ")"):
                close = index
                break scan
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\""):
                break scan
            case UInt8(ascii: "/") where index + 1 < bytes.count && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")):
                break scan
            default:
                index += 1
            }
        }
        if let close {
            position = close + 1
        } else {
            while index > parenthesis + 1, bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09 { index -= 1 }
            position = index
        }
        let range = SourceRange(start: start, end: position)
        let reading = close.map { Tokenizer.colorFunction(source.text(in: SourceRange(start: parenthesis + 1, end: $0))) } ?? .malformed
        report(.colorFunction(Diagnostic.excerpt(source.text(in: range)), reading: reading, at: range))
        appendIrregular(.invalid, from: start, problem: .invalidColorLiteral)
        return true
    }

    /// The arguments of `rgb(…)`/`rgba(…)` (between the parentheses) as the language writes the color. Red,
    /// green and blue are numbers 0–255 or percentages (rounded to the nearest byte); an optional fourth
    /// value is the alpha, a number 0–1 or a percentage. Both CSS forms are read: `255, 0, 0, 0.5` and
    /// `255 0 0 / 50%`.
    static func colorFunction(_ arguments: String) -> ColorFunction {
        var values: [Substring]
        if arguments.contains(",") {
            values = arguments.split(separator: ",", omittingEmptySubsequences: false)
            guard values.count == 3 || values.count == 4 else { return .malformed }
        } else {
            let parts = arguments.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count <= 2 else { return .malformed }
            values = parts[0].split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard values.count == 3 else { return .malformed }
            if parts.count == 2 { values.append(parts[1]) }
        }
        values = values.map(trimmed)
        var spelling = "#"
        for component in values.prefix(3) {
            guard let (value, percent) = number(component) else { return .malformed }
            guard value >= 0, value <= (percent ? 100 : 255) else { return .componentOutOfRange(String(component)) }
            let byte = Int((percent ? value * 255 / 100 : value).rounded())
            spelling += (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
        if values.count == 4 {
            let alpha = values[3]
            guard let (value, percent) = number(alpha) else { return .malformed }
            guard value >= 0, value <= (percent ? 100 : 1) else { return .alphaOutOfRange(String(alpha)) }
            if value < (percent ? 100 : 1) { spelling += " @ " + (alpha.hasPrefix(".") ? "0" : "") + alpha }
        }
        return .color(spelling)
    }

    /// `text` without surrounding blanks.
    private static func trimmed(_ text: Substring) -> Substring {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = text.firstIndex(where: { !blank($0) }), let last = text.lastIndex(where: { !blank($0) }) else { return "" }
        return text[first...last]
    }

    /// A number of the language (`-?[0-9]+(\.[0-9]+)?`, or CSS's `.5`), optionally a percentage.
    private static func number(_ text: Substring) -> (value: Double, percent: Bool)? {
        var digits = Array(text.utf8)
        let percent = digits.last == UInt8(ascii: "%")
        if percent { digits.removeLast() }
        if digits.first == UInt8(ascii: ".") { digits.insert(UInt8(ascii: "0"), at: 0) }
        return digits.withUnsafeBufferPointer { bytes in
            let integerStart = bytes.first == UInt8(ascii: "-") ? 1 : 0
            guard integerStart < bytes.count, isDigit(bytes[integerStart]), numberEnd(at: 0, in: bytes) == bytes.count else { return nil }
            return (NumberLiteral.value(of: bytes), percent)
        }
    }
}
