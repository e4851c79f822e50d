/// Reads the text `.strings` format of `name_aliases.strings` (`"old" = "new";` lines) in UTF-8 or UTF-16
/// (either byte order, with or without a byte order mark).
///
/// Grammar (old-style property list strings):
///
///     file    := trivia (entry trivia)*
///     entry   := string trivia ("=" trivia string trivia)? ";"     -- `"key";` means key = key
///     string  := '"' (char | escape)* '"' | [A-Za-z0-9_$+/:.-]+
///     escape  := '\' (["'\\abfnrtv] | [0-7]{1,3} | [Uu] hex{4})  -- any other escaped character is itself
///     trivia  := (whitespace | "//" …end of line | "/*" … "*/")*
///
/// One pass, no recursion: any input gives pairs or a `StringsFileError`. Shared by `tabspec symbols import`
/// (`name_aliases.strings`) and the legacy localization tables (`<lang>.lproj/<table>.strings`).
package enum StringsFileParser {
    /// The key–value pairs of the `.strings` file `bytes`, in file order (repeated keys are kept).
    package static func parse(_ bytes: [UInt8]) throws(StringsFileError) -> [(key: String, value: String)] {
        var scanner = Scanner(scalars: try decode(bytes))
        return try scanner.entries()
    }

    /// The Unicode scalars of `bytes` in their ``encoding(of:)``.
    static func decode(_ bytes: [UInt8]) throws(StringsFileError) -> [Unicode.Scalar] {
        let (bigEndian, start) = encoding(of: bytes)
        guard let bigEndian else { return try decodeUTF8(bytes[start...]) }
        return try decodeUTF16(bytes[start...], bigEndian: bigEndian)
    }

    /// How `bytes` are encoded and where the text starts: UTF-8 (`bigEndian` `nil`; optionally with a
    /// BOM) or UTF-16 with a BOM, or without one when one of the first two bytes is zero (ASCII text in
    /// UTF-16).
    static func encoding(of bytes: [UInt8]) -> (bigEndian: Bool?, start: Int) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (nil, 3) }
        if bytes.starts(with: [0xFF, 0xFE]) { return (false, 2) }
        if bytes.starts(with: [0xFE, 0xFF]) { return (true, 2) }
        if bytes.count >= 2, (bytes[0] == 0) != (bytes[1] == 0) { return (bytes[0] == 0, 0) }
        return (nil, 0)
    }

    /// Strict UTF-8 decoding.
    private static func decodeUTF8(_ bytes: ArraySlice<UInt8>) throws(StringsFileError) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard let (scalar, length) = UTF8Decoding.decode(bytes, at: index) else { throw invalidEncoding("UTF-8", after: scalars) }
            scalars.append(scalar)
            index += length
        }
        return scalars
    }

    /// An `invalidEncoding` error at the end of the text decoded so far.
    private static func invalidEncoding(_ encoding: String, after scalars: [Unicode.Scalar]) -> StringsFileError {
        let (line, column) = position(of: scalars.count, in: scalars)
        return .invalidEncoding(encoding, line: line, column: column)
    }

    /// The 1-based line and column of scalar `offset` (`\n`, `\r\n` and `\r` end lines).
    static func position(of offset: Int, in scalars: [Unicode.Scalar]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        var index = 0
        while index < min(offset, scalars.count) {
            if scalars[index] == "\n" || (scalars[index] == "\r" && (index + 1 >= scalars.count || scalars[index + 1] != "\n")) {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        return (line, offset - lineStart + 1)
    }

    /// Strict UTF-16 decoding of an even number of bytes in the given byte order.
    private static func decodeUTF16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) throws(StringsFileError) -> [Unicode.Scalar] {
        let encoding = bigEndian ? "UTF-16BE" : "UTF-16LE"
        guard bytes.count % 2 == 0 else { throw invalidEncoding(encoding, after: try decodeUTF16(bytes.dropLast(), bigEndian: bigEndian)) }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let first = UInt16(bytes[index])
            let second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(units.count)
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return scalars
            case .error: throw invalidEncoding(encoding, after: scalars)
            }
        }
    }
}

/// The scanner that implements the grammar.
extension StringsFileParser {
    /// A cursor over the decoded text.
    fileprivate struct Scanner {
        /// The text.
        let scalars: [Unicode.Scalar]
        /// The current position.
        var index = 0

        /// `file := trivia (entry trivia)*`
        mutating func entries() throws(StringsFileError) -> [(key: String, value: String)] {
            var result: [(key: String, value: String)] = []
            try skipTrivia()
            while index < scalars.count {
                result.append(try entry())
                try skipTrivia()
            }
            return result
        }

        /// `entry := string trivia ("=" trivia string trivia)? ";"`
        private mutating func entry() throws(StringsFileError) -> (key: String, value: String) {
            let key = try string()
            try skipTrivia()
            var value = key
            let hasValue = peek == "="
            if hasValue {
                index += 1
                try skipTrivia()
                value = try string()
                try skipTrivia()
            }
            guard peek == ";" else { throw unexpected(hasValue ? "';'" : "'=' or ';'") }
            index += 1
            return (key, value)
        }

        /// `string := '"' (char | escape)* '"' | [A-Za-z0-9_$+/:.-]+`
        private mutating func string() throws(StringsFileError) -> String {
            guard let first = peek else { throw unexpected("a string") }
            if first == "\"" {
                return try quotedString()
            }
            var text = String.UnicodeScalarView()
            while let scalar = peek, Self.isUnquotedCharacter(scalar) {
                text.append(scalar)
                index += 1
            }
            guard !text.isEmpty else { throw unexpected("a string") }
            return String(text)
        }

        /// A quoted string with escapes; `index` is at the opening quote.
        private mutating func quotedString() throws(StringsFileError) -> String {
            let start = index
            index += 1
            var text = String.UnicodeScalarView()
            while true {
                guard let scalar = peek else {
                    let (line, column) = position(of: start)
                    throw .unterminatedString(line: line, column: column)
                }
                index += 1
                switch scalar {
                case "\"":
                    return String(text)
                case "\\":
                    text.append(try escape())
                default:
                    text.append(scalar)
                }
            }
        }

        /// The character of an escape; `index` is just after the backslash.
        private mutating func escape() throws(StringsFileError) -> Unicode.Scalar {
            let backslash = index - 1
            guard let scalar = peek else {
                let (line, column) = position(of: backslash)
                throw .unterminatedString(line: line, column: column)
            }
            index += 1
            switch scalar {
            case "a": return "\u{07}"
            case "b": return "\u{08}"
            case "f": return "\u{0C}"
            case "n": return "\n"
            case "r": return "\r"
            case "t": return "\t"
            case "v": return "\u{0B}"
            case "0"..."7":
                var value = scalar.value - 0x30
                for _ in 0..<2 {
                    guard let digit = peek, ("0"..."7").contains(digit) else { break }
                    value = value * 8 + digit.value - 0x30
                    index += 1
                }
                return Unicode.Scalar(value) ?? "\u{FFFD}"
            case "U", "u":
                let unit = try hexUnit(escapeStart: backslash)
                if UTF16.isLeadSurrogate(unit) {
                    guard index + 1 < scalars.count, scalars[index] == "\\",
                        scalars[index + 1] == "U" || scalars[index + 1] == "u"
                    else { throw invalidEscape(at: backslash) }
                    index += 2
                    let trail = try hexUnit(escapeStart: backslash)
                    guard UTF16.isTrailSurrogate(trail) else { throw invalidEscape(at: backslash) }
                    let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(trail) - 0xDC00)
                    return Unicode.Scalar(value) ?? "\u{FFFD}"
                }
                guard let result = Unicode.Scalar(UInt32(unit)) else { throw invalidEscape(at: backslash) }
                return result
            default:
                return scalar
            }
        }

        /// Four hex digits after `\U`.
        private mutating func hexUnit(escapeStart: Int) throws(StringsFileError) -> UInt16 {
            var value: UInt16 = 0
            for _ in 0..<4 {
                guard let digit = peek, let nibble = Self.hexValue(digit) else { throw invalidEscape(at: escapeStart) }
                value = value << 4 | nibble
                index += 1
            }
            return value
        }

        /// `trivia := (whitespace | "//" …end of line | "/*" … "*/")*`
        private mutating func skipTrivia() throws(StringsFileError) {
            while let scalar = peek {
                if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                    index += 1
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    while let next = peek, next != "\n", next != "\r" {
                        index += 1
                    }
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    let start = index
                    index += 2
                    while true {
                        guard index + 1 < scalars.count else {
                            let (line, column) = position(of: start)
                            throw .unterminatedComment(line: line, column: column)
                        }
                        if scalars[index] == "*", scalars[index + 1] == "/" {
                            index += 2
                            break
                        }
                        index += 1
                    }
                } else {
                    return
                }
            }
        }

        /// The scalar at the cursor, or `nil` at the end.
        private var peek: Unicode.Scalar? {
            index < scalars.count ? scalars[index] : nil
        }

        /// An `unexpected` error at the cursor.
        private func unexpected(_ expected: String) -> StringsFileError {
            let (line, column) = position(of: index)
            return .unexpected(expected: expected, line: line, column: column)
        }

        /// An `invalidEscape` error at `offset`.
        private func invalidEscape(at offset: Int) -> StringsFileError {
            let (line, column) = position(of: offset)
            return .invalidEscape(line: line, column: column)
        }

        /// The 1-based line and column of `offset`.
        private func position(of offset: Int) -> (line: Int, column: Int) {
            StringsFileParser.position(of: offset, in: scalars)
        }

        /// Whether `scalar` may appear in an unquoted string.
        private static func isUnquotedCharacter(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "+", "/", ":", ".", "-": true
            default: false
            }
        }

        /// The value of a hex digit.
        private static func hexValue(_ scalar: Unicode.Scalar) -> UInt16? {
            switch scalar {
            case "0"..."9": UInt16(scalar.value - 0x30)
            case "a"..."f": UInt16(scalar.value - 0x61 + 10)
            case "A"..."F": UInt16(scalar.value - 0x41 + 10)
            default: nil
            }
        }
    }
}

extension StringsFileParser {
    /// The text of `bytes` in their ``encoding(of:)``, undecodable data as U+FFFD and lone `\r` line ends as
    /// `\n` (so a ``SourceFile`` counts lines as the parser does), for showing an error in it.
    package static func displayText(_ bytes: [UInt8]) -> String {
        let (bigEndian, start) = encoding(of: bytes)
        let content = bytes[start...]
        let text: String
        if let bigEndian {
            let units = stride(from: content.startIndex, to: content.endIndex - 1, by: 2).map { index in
                let (first, second) = (UInt16(content[index]), UInt16(content[index + 1]))
                return bigEndian ? first << 8 | second : second << 8 | first
            }
            text = String(decoding: units, as: UTF16.self)
        } else {
            text = String(decoding: content, as: UTF8.self)
        }
        let scalars = Array(text.unicodeScalars)
        var shown = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            let loneReturn = scalar == "\r" && (index + 1 == scalars.count || scalars[index + 1] != "\n")
            shown.append(loneReturn ? "\n" : scalar)
        }
        return String(shown)
    }
}
