/// Writes JSON as it goes into a ``ByteBuffer``, for every JSON output of tabspec (frames, devices, rules, the
/// `json` and `sarif` reporters, baselines, String Catalogs): no document tree is built, so a large report is
/// never held whole.
///
/// Pretty output indents by two spaces and keeps an array or object on one line when it holds only scalars
/// (numbers, strings, booleans, null, or empty containers) and its one-line form (`{"x": 0, "y": 16}`) is at
/// most ``inlineLimit`` characters; compact output has no spaces; output in ``Style/conventions(_:)`` lays
/// every container out the same way, as a tool that writes a file does (Xcode's layout of a String Catalog,
/// or the layout `tabspec strings` reads from a catalog to write into it). Members come in the order written,
/// so output never depends on hash order.
///
/// A container is written on one line while it is open; when a container starts inside it, or it closes
/// longer than the limit, the line written so far is laid out one member per line.
struct JSONWriter {
    /// How the writer lays out its output.
    enum Style: Equatable {
        /// Two-space indentation, short scalar-only containers on one line.
        case pretty
        /// One line, no spaces.
        case compact
        /// Every container laid out the same way, as ``Conventions`` say: how one tool writes JSON files
        /// (Xcode, Python's `json.dump`, JavaScript's `JSON.stringify`), for writing into a file of that tool's.
        case conventions(Conventions)

        /// Xcode's layout of a String Catalog (JSONSerialization's `.prettyPrinted`): `"key" : value`, two-space
        /// indentation, a member per line, an empty container as `{`, an empty line and `}`, only `"`, `\` and
        /// control characters escaped.
        static let xcode = Style.conventions(.xcode)
    }

    /// How a tool lays JSON out: every container a member per line (or the whole value on one line), the
    /// same spacing everywhere.
    struct Conventions: Sendable, Hashable {
        /// The line break after an opening bracket and between members (`\n`, `\r\n`); `nil`: the whole value
        /// on one line.
        var newline: String?
        /// One level of indentation at the start of a line (`"  "`, `"    "`, `"\t"`).
        var indent: String
        /// Between a key and its value: `" : "` (Xcode), `": "` (Python, JavaScript), `":"`.
        var keySeparator: String
        /// After the comma between two members on one line (`""` or `" "`); with a ``newline``, none.
        var spaceAfterComma: String
        /// Whether an empty object or array has an empty line inside (`{`, an empty line, `}`, as Xcode writes
        /// it) rather than being `{}`; on one line it is always `{}`.
        var emptyContainerHasBlankLine: Bool
        /// Whether text beyond ASCII is written as `\u` escapes (UTF-16, as Python's `ensure_ascii`) rather
        /// than as UTF-8.
        var escapesNonASCII: Bool
        /// Whether `\u` escapes use `A`–`F` rather than `a`–`f`.
        var uppercaseHex: Bool
        /// Whether `/` is written `\/`.
        var escapesSlash: Bool

        /// Conventions with these choices; by default Xcode's spacing and escapes.
        init(newline: String? = "\n", indent: String = "  ", keySeparator: String = " : ", spaceAfterComma: String = "",
             emptyContainerHasBlankLine: Bool = true, escapesNonASCII: Bool = false, uppercaseHex: Bool = false,
             escapesSlash: Bool = false) {
            self.newline = newline
            self.indent = indent
            self.keySeparator = keySeparator
            self.spaceAfterComma = spaceAfterComma
            self.emptyContainerHasBlankLine = emptyContainerHasBlankLine
            self.escapesNonASCII = escapesNonASCII
            self.uppercaseHex = uppercaseHex
            self.escapesSlash = escapesSlash
        }

        /// Xcode's (``Style/xcode``).
        static let xcode = Conventions()
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
    /// How many containers the value written is inside of in its document: its lines are indented that much
    /// deeper (a value written into a file at its place).
    private let nesting: Int

    /// A writer appending to `output` in `style`, for a value `nesting` containers deep (0: a whole document).
    init(output: ByteBuffer = ByteBuffer(), style: Style = .pretty, nesting: Int = 0) {
        self.output = output
        self.style = style
        self.nesting = nesting
    }

    /// The conventions of a ``Style/conventions(_:)`` style.
    private var conventions: Conventions? {
        if case let .conventions(conventions) = style { return conventions }
        return nil
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
        case let .conventions(conventions): output.append(string: conventions.keySeparator)
        }
    }

    private mutating func begin(isObject: Bool, layout: Layout) {
        startValue()
        // A container inside another one: that one is laid out a member per line.
        if style == .pretty, let index = open.indices.last, open[index].oneLine, !open[index].fixed {
            breakLines(of: index)
        }
        output.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
        open.append(Container(isObject: isObject, start: output.count - 1, oneLine: conventions == nil, fixed: layout == .oneLine))
    }

    private mutating func end(_ bracket: UInt8) {
        guard let index = open.indices.last else { return }
        if style == .pretty, open[index].oneLine, !open[index].fixed {
            let characters = output.withBytes(from: open[index].start) { bytes in bytes.count { $0 & 0xC0 != 0x80 } }
            if characters + 1 > Self.inlineLimit { breakLines(of: index) }
        }
        switch style {
        case .compact:
            break
        case .pretty:
            if !open[index].oneLine, open[index].count > 0 { newline(depth: open.count - 1) }
        case let .conventions(conventions):
            if let lineBreak = conventions.newline, open[index].count > 0 || conventions.emptyContainerHasBlankLine {
                if open[index].count == 0 { output.append(string: lineBreak) }
                newline(depth: open.count - 1)
            }
        }
        output.append(bracket)
        open.removeLast()
    }

    /// Before a member or element: the separator and, for a container a member per line, the new line.
    private mutating func startMember() {
        guard let index = open.indices.last else { return }
        let follows = open[index].count > 0
        open[index].count += 1
        switch style {
        case .compact:
            if follows { output.append(UInt8(ascii: ",")) }
        case .pretty:
            if follows { output.append(open[index].oneLine ? ", " : ",") }
            if !open[index].oneLine {
                newline(depth: open.count)
            } else if !open[index].fixed {
                open[index].memberStarts.append(output.count)
            }
        case let .conventions(conventions):
            if follows {
                output.append(UInt8(ascii: ","))
                if conventions.newline == nil { output.append(string: conventions.spaceAfterComma) }
            }
            if conventions.newline != nil { newline(depth: open.count) }
        }
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

    /// A line break and the indentation of a line `depth` containers deep (plus ``nesting``).
    private func newline(depth: Int) {
        guard let conventions else {
            output.append(UInt8(ascii: "\n"))
            output.append(repeating: UInt8(ascii: " "), count: 2 * (nesting + depth))
            return
        }
        output.append(string: conventions.newline ?? "")
        for _ in 0..<nesting + depth { output.append(string: conventions.indent) }
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
    /// JavaScript readers, except in ``Style/conventions(_:)``, which escape `/` and text beyond ASCII as they
    /// say); everything else as UTF-8.
    private func writeString(_ text: String) {
        let escapesSeparators = conventions == nil
        let escapesNonASCII = conventions?.escapesNonASCII ?? false
        let escapesSlash = conventions?.escapesSlash ?? false
        output.append(UInt8(ascii: "\""))
        let start = output.count
        output.append(string: text)
        // Most text needs no escape: every byte printable, no quote or backslash, no U+2028 or U+2029.
        let plain = output.withBytes(from: start) { bytes in
            for (index, byte) in bytes.enumerated() {
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return false }
                if escapesSeparators, byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] & 0xFE == 0xA8 { return false }
                if escapesNonASCII && byte >= 0x80 || escapesSlash && byte == UInt8(ascii: "/") { return false }
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
                case "/" where escapesSlash: output.append("\\/")
                default:
                    if scalar.value < 0x20 || escapesSeparators && (scalar.value == 0x2028 || scalar.value == 0x2029)
                        || escapesNonASCII && scalar.value >= 0x80 {
                        for unit in String(scalar).utf16 { writeEscape(unit) }
                    } else {
                        output.append(string: String(scalar))
                    }
                }
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// `\u` and the UTF-16 code unit `unit` in four hex digits (upper case where ``Conventions`` say so).
    private func writeEscape(_ unit: UInt16) {
        let hex = String(unit, radix: 16, uppercase: conventions?.uppercaseHex ?? false)
        output.append(string: "\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
    }
}
