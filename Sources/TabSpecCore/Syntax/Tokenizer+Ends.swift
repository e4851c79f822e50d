/// Where a token ends: the scans the lexer reads a token with, which ``TokenBuffer`` runs again from a token's
/// start instead of storing its end (as Zig's `Ast.tokenSlice` re-tokenizes).
extension Tokenizer {
    /// The end of a token that is not irregular (``TokenBuffer/Irregular``), from its kind and start.
    static func end(of kind: TokenBuffer.Kind, at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        switch kind {
        case .identifier, .color:
            return identifierEnd(from: start + 1, in: bytes)
        case .number:
            return numberEnd(at: start, in: bytes)
        case .percentage:
            return numberEnd(at: start, in: bytes) + 1
        case .string:
            // A regular string holds no escape and no line break: its first `"` closes it.
            var index = start + 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += 1 }
            return min(index + 1, bytes.count)
        case .leftBrace, .rightBrace, .colon, .comma, .at, .pipe:
            return start + 1
        case .lineComment:
            // Up to the line break (`\n`, or `\r\n`; a lone `\r` belongs to the comment). No byte of a multi-byte
            // UTF-8 sequence is a line break.
            var index = start
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n")) {
                    break
                }
                index += 1
            }
            return index
        case .blockComment:
            // Up to and including `*/`, or the end of the file.
            var index = start + 2
            while index + 1 < bytes.count {
                if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") { return index + 2 }
                index += 1
            }
            return bytes.count
        case .endOfFile:
            return start
        case .invalid, .newline:
            // Invalid tokens are irregular, and newlines are not tokens: neither is read here.
            return min(start + 1, bytes.count)
        }
    }

    /// The end of the name characters `[A-Za-z0-9_-]*` from `index`.
    @inline(__always)
    static func identifierEnd(from index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = index
        while index < bytes.count, isIdentifierContinue(bytes[index]) { index += 1 }
        return index
    }

    /// Whether `text` is one name token as the lexer reads it, `[A-Za-z_][A-Za-z0-9_-]*` (the rule for a new
    /// name an editor renames something to).
    static func isIdentifier(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let first = bytes.first, isIdentifierStart(first) else { return false }
            return identifierEnd(from: 1, in: bytes) == bytes.count
        }
    }

    /// The end of `-?[0-9]*(\.[0-9]+)?` from `start`: a number literal without its `%`.
    static func numberEnd(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = start
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."), isDigit(bytes[index + 1]) {
            index += 1
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        return index
    }
}
