/// A strict JSON (RFC 8259) reader producing ``JSONValue``s with members in file order, for reading
/// baselines and String Catalogs without Foundation. Nesting is bounded; any input yields a value or a
/// ``JSONParseError``, in time linear in its length.
struct JSONParser {
    /// Containers nested deeper than this are refused.
    static let maximumDepth = 256

    /// The document.
    private let bytes: [UInt8]
    /// The position of the next byte to read.
    private var index = 0
    /// Whether an object naming a key twice is an error (JSON leaves it undefined; a catalog must not).
    private let rejectsDuplicateKeys: Bool
    /// The path of the value ``offset(of:in:)`` looks for.
    private let target: [JSONPathComponent]?
    /// Where that value starts, once found.
    private var targetOffset: Int?
    /// Where it ends, once read whole.
    private var targetEnd: Int?
    /// Where the key of its member starts, when it is an object's member.
    private var targetKeyStart: Int?

    /// Parses one JSON document (surrounding whitespace allowed; a UTF-8 byte order mark is skipped); with
    /// `rejectingDuplicateKeys`, a key repeated in one object is an error at the repetition.
    static func parse(_ bytes: [UInt8], rejectingDuplicateKeys: Bool = false) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes: bytes, rejectsDuplicateKeys: rejectingDuplicateKeys, target: nil)
        return try parser.parseDocument()
    }

    /// The byte offset where the value at `path` starts in the document `bytes` (the first one, for a
    /// repeated key), or `nil` if there is none; for pointing a diagnostic at a value found wrong after
    /// parsing, without keeping positions in every ``JSONValue``.
    static func offset(of path: [JSONPathComponent], in bytes: [UInt8]) -> Int? {
        var parser = JSONParser(bytes: bytes, rejectsDuplicateKeys: false, target: path)
        _ = try? parser.parseDocument()
        return parser.targetOffset
    }

    /// Where the value at `path` is in the document `bytes` (the first one, for a repeated key): its bytes
    /// and, for an object's member, where its key starts; `nil` if there is none or it is not read whole.
    /// For writing a value back into its place in the file.
    static func span(of path: [JSONPathComponent], in bytes: [UInt8]) -> JSONSpan? {
        var parser = JSONParser(bytes: bytes, rejectsDuplicateKeys: false, target: path)
        _ = try? parser.parseDocument()
        guard let start = parser.targetOffset, let end = parser.targetEnd else { return nil }
        return JSONSpan(keyStart: parser.targetKeyStart, value: start..<end)
    }

    /// A parser at the start of `bytes`.
    private init(bytes: [UInt8], rejectsDuplicateKeys: Bool, target: [JSONPathComponent]?) {
        self.bytes = bytes
        self.rejectsDuplicateKeys = rejectsDuplicateKeys
        self.target = target
    }

    /// `document = ws value ws`
    private mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        let value = try parseValue(depth: 0, path: target == nil ? nil : 0)
        skipWhitespace()
        guard index == bytes.count else { throw error("unexpected text after the JSON value") }
        return value
    }

    /// An error at the current position, or at `offset`, with a 1-based line and column (columns count bytes).
    private func error(_ message: String, at offset: Int? = nil) -> JSONParseError {
        let position = min(offset ?? index, bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<position where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return JSONParseError(message: message, line: line, column: position - lineStart + 1, offset: position)
    }

    /// How many components of ``target`` the child named `component` of a value on the path at `path`
    /// matches (`nil`: the child is off the path).
    private func childPath(_ path: Int?, _ component: JSONPathComponent) -> Int? {
        guard let path, let target, path < target.count, target[path] == component else { return nil }
        return path + 1
    }

    /// The byte at the position, `nil` at the end.
    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Skips spaces, tabs and line breaks.
    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    /// Reads `literal` and returns `value`.
    private mutating func expect(_ literal: String, value: JSONValue) throws(JSONParseError) -> JSONValue {
        let expected = Array(literal.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw error("invalid literal; expected '\(literal)'")
        }
        index += expected.count
        return value
    }

    /// `value = object | array | string | number | true | false | null`; `path`: how much of ``target``
    /// the value's position matches (`nil` when off it).
    private mutating func parseValue(depth: Int, path: Int?) throws(JSONParseError) -> JSONValue {
        guard let byte = current else { throw error("unexpected end of input; expected a value") }
        let isTarget = path != nil && path == target?.count && targetOffset == nil
        if isTarget { targetOffset = index }
        let value: JSONValue
        switch byte {
        case UInt8(ascii: "{"): value = try parseObject(depth: depth + 1, path: path)
        case UInt8(ascii: "["): value = try parseArray(depth: depth + 1, path: path)
        case UInt8(ascii: "\""): value = .string(try parseString())
        case UInt8(ascii: "t"): value = try expect("true", value: .bool(true))
        case UInt8(ascii: "f"): value = try expect("false", value: .bool(false))
        case UInt8(ascii: "n"): value = try expect("null", value: .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = try parseNumber()
        default: throw error("unexpected character; expected a value")
        }
        if isTarget { targetEnd = index }
        return value
    }

    /// `object = "{" [ string ":" value { "," string ":" value } ] "}"`
    private mutating func parseObject(depth: Int, path: Int?) throws(JSONParseError) -> JSONValue {
        guard depth <= JSONParser.maximumDepth else { throw error("nesting deeper than \(JSONParser.maximumDepth) levels") }
        index += 1
        var members: [JSONMember] = []
        // Keys compare by their bytes, as in JSON: `é` and `e` + U+0301 are two keys (Swift's `==` says one).
        var keys = Set<[UInt8]>()
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a string key") }
            let keyStart = index
            let key = try parseString()
            if rejectsDuplicateKeys, !keys.insert(Array(key.utf8)).inserted {
                throw error("duplicate key '\(key)' in an object", at: keyStart)
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after an object key") }
            index += 1
            skipWhitespace()
            let memberPath = childPath(path, .key(key))
            if let memberPath, memberPath == target?.count, targetOffset == nil { targetKeyStart = keyStart }
            members.append(JSONMember(key, try parseValue(depth: depth, path: memberPath)))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(members)
            default: throw error("expected ',' or '}' in an object")
            }
        }
    }

    /// `array = "[" [ value { "," value } ] "]"`
    private mutating func parseArray(depth: Int, path: Int?) throws(JSONParseError) -> JSONValue {
        guard depth <= JSONParser.maximumDepth else { throw error("nesting deeper than \(JSONParser.maximumDepth) levels") }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth, path: childPath(path, .index(elements.count))))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(elements)
            default: throw error("expected ',' or ']' in an array")
            }
        }
    }

    /// `number = [ "-" ] int [ frac ] [ exp ]`
    private mutating func parseNumber() throws(JSONParseError) -> JSONValue {
        let start = index
        func digits(_ parser: inout JSONParser) -> Int {
            var count = 0
            while let byte = parser.current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                parser.index += 1
                count += 1
            }
            return count
        }
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
        } else if digits(&self) == 0 {
            throw error("invalid number")
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw error("invalid number; expected digits after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits(&self) > 0 else { throw error("invalid number; expected digits in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Double(text), number.isFinite else { throw error("number out of range") }
        return .number(number)
    }

    /// A string literal with its escapes decoded; the text must be valid UTF-8 without control characters.
    /// Runs of text between escapes are scanned in a tight loop and decoded at once (a catalog's strings are
    /// long and rarely escaped).
    private mutating func parseString() throws(JSONParseError) -> String {
        index += 1
        var text = ""
        var runStart = index
        while true {
            index = Self.endOfPlainASCII(in: bytes, from: index)
            guard let byte = current else { throw error("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                text += String(decoding: bytes[runStart..<index], as: UTF8.self)
                index += 1
                if byte == UInt8(ascii: "\"") { return text }
                text.unicodeScalars.append(try parseEscape())
                runStart = index
            case 0..<0x20:
                throw error("control character in a string; escape it")
            default:
                guard let (_, length) = UTF8Decoding.decode(bytes, at: index) else { throw error("invalid UTF-8 in a string") }
                index += length
            }
        }
    }

    /// The offset of the first byte from `start` on that is not printable ASCII other than `"` and `\`.
    private static func endOfPlainASCII(in bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var position = start
            while position < buffer.count {
                let byte = buffer[position]
                if byte < 0x20 || byte >= 0x80 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { break }
                position += 1
            }
            return position
        }
    }

    /// The scalar of an escape after `\`.
    private mutating func parseEscape() throws(JSONParseError) -> Unicode.Scalar {
        guard let byte = current else { throw error("unterminated string") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800..<0xDC00).contains(high) {
                guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("unpaired surrogate in a \\u escape")
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low),
                      let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) else {
                    throw error("unpaired surrogate in a \\u escape")
                }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("unpaired surrogate in a \\u escape") }
            return scalar
        default:
            index -= 1
            throw error("invalid escape in a string")
        }
    }

    /// Four hex digits.
    private mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw error("unterminated \\u escape") }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("expected 4 hex digits after \\u")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }
}

/// Where a value is in a JSON document (``JSONParser/span(of:in:)``).
struct JSONSpan: Equatable {
    /// Where the key of its member starts (its opening quote); `nil` for an array element or the document.
    var keyStart: Int?
    /// Its bytes, from its first to its last.
    var value: Range<Int>
}

/// One step of a path into a JSON document: an object's key or an array's index.
enum JSONPathComponent: Sendable, Hashable {
    /// The member of an object with this key (the first one).
    case key(String)
    /// The element of an array at this index.
    case index(Int)
}

/// Why a text is not JSON, and where (1-based line; column in bytes; the byte offset).
package struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    package var message: String
    /// The 1-based line.
    var line: Int
    /// The 1-based column, in bytes.
    var column: Int
    /// The byte offset of the problem, for a ``SourceFile`` to place it (columns in code points).
    var offset: Int

    /// `line:column: message`.
    package var description: String { "\(line):\(column): \(message)" }

    /// The message for a file of `bytes` (String Catalogs, asset catalogs' `Contents.json`): the parser's, or a
    /// clearer one where the byte at the error is not UTF-8 text.
    func message(in bytes: [UInt8]) -> String {
        guard offset < bytes.count, bytes[offset] >= 0x80, UTF8Decoding.decode(bytes, at: offset) == nil else {
            return message
        }
        let hex = String(bytes[offset], radix: 16, uppercase: true)
        return "invalid UTF-8 byte 0x\(hex.count == 1 ? "0" + hex : hex)"
    }
}
