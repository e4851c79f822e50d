/// Writes JSON as it goes into a ``ByteBuffer``, for every JSON output of tabspec (frames, devices, rules, the
/// `json` and `sarif` reporters, baselines, String Catalogs): no document tree is built, so a large report is
/// never held whole.
///
/// Pretty output indents by two spaces and keeps an array or object on one line when it holds only scalars
/// (numbers, strings, booleans, null, or empty containers) and its one-line form (`{"x": 0, "y": 16}`) is at
/// most ``inlineLimit`` characters; compact output has no spaces. Members come in the order written, so
/// output never depends on hash order.
///
/// A container is written on one line while it is open; when a container starts inside it, or it closes
/// longer than the limit, the line written so far is laid out one member per line.
struct JSONWriter {
    /// How the writer lays out its output.
    enum Style {
        /// Two-space indentation, short scalar-only containers on one line.
        case pretty
        /// One line, no spaces.
        case compact
        /// Xcode's layout of a String Catalog (JSONSerialization's `.prettyPrinted`): `"key" : value`, two-space
        /// indentation, a member per line, an empty container as `{`, an empty line and `}`, only `"`, `\` and
        /// control characters escaped.
        case xcode
    }

    /// How one container is laid out.
    enum Layout {
        /// On one line while it holds only scalars and fits ``JSONWriter/inlineLimit``, else a member per line.
        case automatic
        /// Always on one line (the baseline's findings, one per line whatever their length).
        case oneLine
    }

    /// Scalar-only containers whose one-line form is at most this many characters (Unicode scalars) stay on
    /// one line.
    static let inlineLimit = 100

    /// An open array or object.
    private struct Container {
        /// Whether it is an object (else an array).
        var isObject: Bool
        /// Where its opening bracket is in the output.
        var start: Int
        /// Whether it is still on one line.
        var oneLine = true
        /// Whether it must stay on one line.
        var fixed: Bool
        /// Where each member's text starts, while it is on one line.
        var memberStarts: [Int] = []
        /// How many members it has.
        var count = 0
    }

    /// The text written so far.
    let output: ByteBuffer
    /// The layout of the whole document.
    let style: Style
    /// The open containers, outermost first.
    private var open: [Container] = []

    /// A writer appending to `output` in `style`.
    init(output: ByteBuffer = ByteBuffer(), style: Style = .pretty) {
        self.output = output
        self.style = style
    }

    // MARK: Containers

    /// Opens an object (as the next value); its members follow as ``key(_:)`` and a value.
    mutating func beginObject(_ layout: Layout = .automatic) {
        begin(isObject: true, layout: layout)
    }

    /// Closes the innermost object.
    mutating func endObject() {
        end(UInt8(ascii: "}"))
    }

    /// Opens an array (as the next value); its elements follow as values.
    mutating func beginArray(_ layout: Layout = .automatic) {
        begin(isObject: false, layout: layout)
    }

    /// Closes the innermost array.
    mutating func endArray() {
        end(UInt8(ascii: "]"))
    }

    /// `{ body }`.
    mutating func object(_ layout: Layout = .automatic, _ body: (inout JSONWriter) -> Void) {
        beginObject(layout)
        body(&self)
        endObject()
    }

    /// `[ body ]`.
    mutating func array(_ layout: Layout = .automatic, _ body: (inout JSONWriter) -> Void) {
        beginArray(layout)
        body(&self)
        endArray()
    }

    /// Starts the next member of the innermost object: `"key": ` (the value follows).
    mutating func key(_ key: String) {
        startMember()
        writeString(key)
        switch style {
        case .pretty: output.append(": ")
        case .compact: output.append(":")
        case .xcode: output.append(" : ")
        }
    }

    private mutating func begin(isObject: Bool, layout: Layout) {
        startValue()
        // A container inside another one: that one is laid out a member per line.
        if style == .pretty, let index = open.indices.last, open[index].oneLine, !open[index].fixed {
            breakLines(of: index)
        }
        output.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
        open.append(Container(isObject: isObject, start: output.count - 1, oneLine: style != .xcode, fixed: layout == .oneLine))
    }

    private mutating func end(_ bracket: UInt8) {
        guard let index = open.indices.last else { return }
        if style == .pretty, open[index].oneLine, !open[index].fixed {
            let characters = output.withBytes(from: open[index].start) { bytes in bytes.count { $0 & 0xC0 != 0x80 } }
            if characters + 1 > Self.inlineLimit { breakLines(of: index) }
        }
        if style != .compact, !open[index].oneLine, open[index].count > 0 || style == .xcode {
            if open[index].count == 0 { output.append(UInt8(ascii: "\n")) }
            newline(depth: open.count - 1)
        }
        output.append(bracket)
        open.removeLast()
    }

    /// Before a member or element: the separator and, for a container a member per line, the new line.
    private mutating func startMember() {
        guard let index = open.indices.last else { return }
        if open[index].count > 0 { output.append(style == .pretty && open[index].oneLine ? ", " : ",") }
        if style != .compact {
            if open[index].oneLine {
                if !open[index].fixed { open[index].memberStarts.append(output.count) }
            } else {
                newline(depth: open.count)
            }
        }
        open[index].count += 1
    }

    /// Before a value: in an array, it starts the next element (an object's values follow their key).
    private mutating func startValue() {
        if let last = open.last, !last.isObject { startMember() }
    }

    /// Lays out the container at `index`, written on one line so far, a member per line.
    private mutating func breakLines(of index: Int) {
        let container = open[index]
        let memberStarts = container.memberStarts
        let text = output.withBytes(from: container.start + 1) { Array($0) }
        output.truncate(to: container.start + 1)
        for (number, start) in memberStarts.enumerated() {
            let from = start - container.start - 1
            // Each member ends where the `, ` before the next one starts.
            let to = number + 1 < memberStarts.count ? memberStarts[number + 1] - container.start - 3 : text.count
            if number > 0 { output.append(UInt8(ascii: ",")) }
            newline(depth: index + 1)
            text[from..<to].withUnsafeBufferPointer { output.append($0) }
        }
        open[index].oneLine = false
        open[index].memberStarts = []
    }

    private func newline(depth: Int) {
        output.append(UInt8(ascii: "\n"))
        output.append(repeating: UInt8(ascii: " "), count: 2 * depth)
    }

    /// Whether the text so far can be handed out: no open container may still be laid out anew.
    var canFlush: Bool {
        open.allSatisfy { !$0.oneLine || $0.fixed }
    }

    /// Hands the text so far to `sink` when it holds at least `threshold` bytes and ``canFlush``.
    func flush(ifAtLeast threshold: Int, to sink: (String) -> Void) {
        if output.count >= threshold, canFlush { sink(output.takeText()) }
    }

    // MARK: Scalars

    /// A string value.
    mutating func string(_ value: String) {
        startValue()
        writeString(value)
    }

    /// A string value, or `null`.
    mutating func string(_ value: String?) {
        guard let value else { return null() }
        string(value)
    }

    /// A number in shortest round-trip form (`72.2`, `16`); a non-finite number as `null`.
    mutating func number(_ value: Double) {
        startValue()
        if value.isFinite { output.append(string: DecimalText.shortest(value)) } else { output.append("null") }
    }

    /// An integer.
    mutating func integer(_ value: Int) {
        startValue()
        output.append(string: String(value))
    }

    /// `true` or `false`.
    mutating func bool(_ value: Bool) {
        startValue()
        output.append(value ? "true" : "false")
    }

    /// `null`.
    mutating func null() {
        startValue()
        output.append("null")
    }

    /// `"key": "value"`.
    mutating func member(_ name: String, _ value: String?) {
        key(name)
        string(value)
    }

    /// `"key": 12`.
    mutating func member(_ name: String, _ value: Int) {
        key(name)
        integer(value)
    }

    /// `"key": 72.2`.
    mutating func member(_ name: String, number value: Double) {
        key(name)
        number(value)
    }

    /// `"key": { body }`.
    mutating func member(_ name: String, object body: (inout JSONWriter) -> Void) {
        key(name)
        object(.automatic, body)
    }

    /// `"key": [ body ]`.
    mutating func member(_ name: String, array body: (inout JSONWriter) -> Void) {
        key(name)
        array(.automatic, body)
    }

    /// A JSON string literal: `"`, `\` and control characters escaped (U+2028 and U+2029 too, for
    /// JavaScript readers, except in Xcode's layout); everything else as UTF-8.
    private func writeString(_ text: String) {
        let escapesSeparators = style != .xcode
        output.append(UInt8(ascii: "\""))
        let start = output.count
        output.append(string: text)
        // Most text needs no escape: every byte printable, no quote or backslash, no U+2028 or U+2029.
        let plain = output.withBytes(from: start) { bytes in
            for (index, byte) in bytes.enumerated() {
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return false }
                if escapesSeparators, byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] & 0xFE == 0xA8 { return false }
            }
            return true
        }
        if !plain {
            output.truncate(to: start)
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": output.append("\\\"")
                case "\\": output.append("\\\\")
                case "\n": output.append("\\n")
                case "\r": output.append("\\r")
                case "\t": output.append("\\t")
                case "\u{08}": output.append("\\b")
                case "\u{0C}": output.append("\\f")
                default:
                    if scalar.value < 0x20 || escapesSeparators && (scalar.value == 0x2028 || scalar.value == 0x2029) {
                        let hex = String(scalar.value, radix: 16, uppercase: false)
                        output.append(string: "\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                    } else {
                        output.append(string: String(scalar))
                    }
                }
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
