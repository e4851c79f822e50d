/// Accumulates generated text with one indentation level: 4 spaces per level, `\n` line ends, no trailing
/// whitespace. The only place generated Swift is put together.
///
/// The text is kept as UTF-8 bytes (appending a fragment is a copy, not a `String` append with its
/// capacity checks) and becomes a `String` once, at the end.
final class SwiftWriter {
    // `@exclusivity(unchecked)`: a writer is used by one renderer at a time and never re-entered, so the
    // dynamic exclusivity checks on every append (a quarter of the emitter's time) prove nothing.

    /// The UTF-8 bytes written so far.
    @exclusivity(unchecked) private(set) var bytes: [UInt8] = []
    /// The current indentation level.
    @exclusivity(unchecked) private var level = 0
    /// Whether nothing has been written on the current line yet.
    @exclusivity(unchecked) private var atLineStart = true
    /// The length of the current line, in characters, including indentation.
    @exclusivity(unchecked) private(set) var column = 0

    /// Spaces per indentation level.
    static let indentWidth = 4

    /// Creates a writer expecting about `capacity` bytes of text.
    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The text written so far, removed from the writer (which keeps its indentation and its capacity).
    func takeText() -> String {
        let taken = text
        bytes.removeAll(keepingCapacity: true)
        return taken
    }

    /// Appends `fragment` (which must not contain a line break) to the current line, indenting it first.
    func write(_ fragment: String) {
        guard !fragment.isEmpty else { return }
        startLineIfNeeded()
        // Native and small strings hand out their bytes in place: one copy, and the scan for what makes the
        // character count differ from the byte count runs over the same buffer.
        let byteWidth = fragment.utf8.withContiguousStorageIfAvailable { buffer -> Int? in
            bytes.append(contentsOf: buffer)
            for byte in buffer where byte >= 0x80 || byte == 0x0D { return nil }
            return buffer.count
        }
        if let byteWidth {
            column += byteWidth ?? fragment.count
            return
        }
        let start = bytes.count
        bytes.append(contentsOf: fragment.utf8)
        column += SwiftWriter.characterCount(of: fragment, appendedFrom: start, in: bytes)
    }

    /// Appends an ASCII fragment known at compile time (punctuation, keywords), indenting first.
    func write(ascii fragment: StaticString) {
        startLineIfNeeded()
        fragment.withUTF8Buffer { bytes.append(contentsOf: $0) }
        column += fragment.utf8CodeUnitCount
    }

    /// Indents the current line if nothing is written on it yet.
    @inline(__always) private func startLineIfNeeded() {
        if atLineStart {
            let indent = level * SwiftWriter.indentWidth
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
            column = indent
            atLineStart = false
        }
    }

    /// The number of characters of a fragment just appended at `start`: its byte count when it is ASCII
    /// without a carriage return (`\r\n` is the only ASCII character of two bytes), else `String.count`.
    @inline(__always) private static func characterCount(of fragment: String, appendedFrom start: Int, in bytes: [UInt8]) -> Int {
        var index = start
        while index < bytes.count {
            if bytes[index] >= 0x80 || bytes[index] == 0x0D { return fragment.count }
            index += 1
        }
        return bytes.count - start
    }

    /// Ends the current line.
    func newline() {
        bytes.append(UInt8(ascii: "\n"))
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
