/// Generated Swift as UTF-8 bytes, with the one layout rule of generated code: a call's arguments or an
/// array's elements stay on one line when the whole line fits in ``lineLimit`` characters, and otherwise go
/// one per line, one level further in:
/// ```
/// padding: EdgeInsets(top: 16, leading: 16, bottom: 10, trailing: 16),
/// indicator: TabBarConfiguration.Indicator(
///     shape: .circle,
///     …
/// ),
/// ```
/// A list is first written on one line; if the line passes the limit, that attempt is taken back and the
/// list is written again one item per line (``list(_:trailing:_:)`` runs its body twice then). An attempt
/// stops writing as soon as it passes the limit, so a long list costs at most a line of wasted bytes.
///
/// Columns count characters, as the generated file's reader sees them: every byte of ASCII is one, and a
/// string literal holding other text counts as many characters as the literal has.
struct SwiftWriter {
    /// The longest line a list may be kept on, indentation included.
    static let lineLimit = 120
    /// Spaces per indentation level.
    static let indentWidth = 4

    /// The text written so far.
    let output: ByteBuffer
    /// The indentation level of new lines.
    private var level = 0
    /// Where the current line starts in ``output``.
    private var lineStart = 0
    /// The current line's bytes minus its characters, for the text outside ASCII counted so far.
    private var wideBytes = 0
    /// Whether text outside ASCII on the current line is not counted yet: it is written without counting
    /// outside an attempt, and counted when one starts on the same line.
    private var uncounted = false
    /// While a list is tried on one line: the column the line may not pass (else `Int.max`).
    private var limit = Int.max
    /// Whether the current attempt passed ``limit`` (nothing more is written until it is taken back).
    private(set) var overflowed = false
    /// Whether the innermost list being written puts one item per line.
    private var breaking = false
    /// How many items the innermost list has so far.
    private var itemCount = 0

    /// An empty writer expecting about `capacity` bytes.
    init(capacity: Int = 4096) {
        output = ByteBuffer(capacity: capacity)
    }

    /// The current line's length in characters (exact during an attempt, where it is read).
    private var column: Int { output.count - lineStart - wideBytes }

    /// The bytes written so far, removed from the writer.
    mutating func takeBytes() -> [UInt8] {
        (lineStart, wideBytes) = (lineStart - output.count, 0)
        return output.takeBytes()
    }

    /// The text written so far, removed from the writer.
    mutating func takeText() -> String {
        (lineStart, wideBytes) = (lineStart - output.count, 0)
        return output.takeText()
    }

    // MARK: Text

    /// Appends ASCII text known at compile time (keywords, punctuation, labels).
    @inline(__always) mutating func write(_ text: StaticString) {
        guard !overflowed else { return }
        output.append(text)
        checkLimit()
    }

    /// Appends one ASCII byte.
    @inline(__always) mutating func write(byte: UInt8) {
        guard !overflowed else { return }
        output.append(byte)
        checkLimit()
    }

    /// Appends `text`, which holds no line break; text outside ASCII counts as one piece (a string literal,
    /// a comment), by its characters.
    mutating func write(string text: String) {
        guard !overflowed else { return }
        let start = output.count
        output.append(string: text)
        countCharacters(from: start)
        checkLimit()
    }

    /// Makes the bytes written from `start` count as one piece of text: by its characters, not its bytes.
    mutating func countCharacters(from start: Int) {
        let isASCII = output.withBytes(from: start) { bytes in !bytes.contains { $0 >= 0x80 } }
        guard !isASCII else { return }
        if limit == Int.max {
            uncounted = true
            return
        }
        wideBytes += output.withBytes(from: start) { bytes in bytes.count - String(decoding: bytes, as: UTF8.self).count }
    }

    /// Marks the attempt as failed once the line passes the limit.
    @inline(__always) mutating func checkLimit() {
        if column > limit { overflowed = true }
    }

    // MARK: Lines

    /// Ends the current line.
    mutating func newline() {
        output.append(UInt8(ascii: "\n"))
        lineStart = output.count
        (wideBytes, uncounted) = (0, false)
    }

    /// Starts a line at the current indentation.
    mutating func indent() {
        output.append(repeating: UInt8(ascii: " "), count: level * Self.indentWidth)
    }

    /// Writes the lines `body` writes one level further in.
    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    // MARK: Lists

    /// The brackets of a list.
    enum Brackets {
        /// `(label: value, …)`: a call's arguments.
        case arguments
        /// `[element, …]`: an array literal; broken over lines, every element ends with a comma.
        case elements
    }

    /// Writes a bracketed list whose items `body` writes (each after ``item()`` or ``item(_:)``): on one
    /// line if the line, with `trailing` more characters after the list, fits in ``lineLimit``; else one
    /// item per line. A list inside a list being tried on one line is on that line too.
    mutating func list(_ brackets: Brackets, trailing: Int, _ body: (inout SwiftWriter) -> Void) {
        // An attempt that passed the limit writes nothing more: the lists in it are not even worked out.
        guard !overflowed else { return }
        let outer = (breaking, itemCount)
        defer { (breaking, itemCount) = outer }
        write(byte: brackets == .arguments ? UInt8(ascii: "(") : UInt8(ascii: "["))
        let close = brackets == .arguments ? UInt8(ascii: ")") : UInt8(ascii: "]")
        (breaking, itemCount) = (false, 0)
        if limit != Int.max {
            body(&self)
            write(byte: close)
            return
        }
        if uncounted {
            // Text outside ASCII earlier on the line (none of the templates writes any before a list).
            wideBytes = output.withBytes(from: lineStart) { bytes in bytes.count - String(decoding: bytes, as: UTF8.self).count }
            uncounted = false
        }
        let mark = (count: output.count, wideBytes: wideBytes)
        limit = Self.lineLimit - trailing
        body(&self)
        write(byte: close)
        let fits = !overflowed
        (limit, overflowed) = (Int.max, false)
        if fits { return }

        output.truncate(to: mark.count)
        wideBytes = mark.wideBytes
        (breaking, itemCount) = (true, 0)
        indented(body)
        if itemCount > 0 {
            if brackets == .elements { write(byte: UInt8(ascii: ",")) }
            newline()
            indent()
        }
        write(byte: close)
    }

    /// Starts the next item of the innermost list: `, ` on one line, `,` and a new line when broken.
    mutating func item() {
        if breaking {
            if itemCount > 0 { write(byte: UInt8(ascii: ",")) }
            newline()
            indent()
        } else if itemCount > 0 {
            write(", ")
        }
        itemCount += 1
    }

    /// Starts the next argument of the innermost list with its label: `label: `.
    mutating func item(_ label: StaticString) {
        item()
        write(label)
        write(": ")
    }
}
