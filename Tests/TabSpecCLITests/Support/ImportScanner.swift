/// The `import` declarations of a Swift file, each with the `#if` branch it sits in. Comments and string
/// literals (single-line, multi-line and raw) are skipped, so `// import Glibc` or `"import Glibc"` are not
/// imports; every spelling of a real one is (`@_exported import Darwin`, `import struct Glibc.stat`,
/// `public import Musl`, `import Darwin.C`, an import after `;` or split over lines).
struct ImportScanner {
    /// One import declaration.
    struct Import: Equatable, CustomStringConvertible {
        /// The first component of the module path (`Darwin` for `import Darwin.C`).
        var module: String
        /// The 1-based line of the `import` keyword.
        var line: Int
        /// The condition of the innermost `#if`/`#elseif` branch around it, without spaces
        /// (`canImport(Glibc)`), `#else` for an `#else` branch, `nil` outside any.
        var condition: String?

        var description: String { "line \(line): import \(module)" + (condition.map { " under \($0)" } ?? "") }
    }

    /// The words that may stand between `import` and the module path (`import struct Glibc.stat`).
    private static let importKinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1

    /// The imports of `text`, in order.
    static func imports(in text: String) -> [Import] {
        var scanner = ImportScanner(bytes: Array(text.utf8))
        return scanner.scan()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// One significant token.
    private enum Token: Equatable {
        case identifier(String)
        /// `` `import` ``: a name, never the keyword.
        case escapedIdentifier
        case punctuation(UInt8)
        /// `#if`, `#elseif`, `#else`, `#endif` with the rest of its line.
        case directive(String, condition: String)
    }

    private mutating func scan() -> [Import] {
        var tokens: [(token: Token, line: Int)] = []
        while let token = nextToken() {
            tokens.append(token)
        }
        var imports: [Import] = []
        /// The current branch condition of each open `#if`.
        var branches: [String] = []
        var position = 0
        while position < tokens.count {
            let (token, tokenLine) = tokens[position]
            position += 1
            switch token {
            case let .directive(keyword, condition):
                switch keyword {
                case "if": branches.append(condition)
                case "elseif": if !branches.isEmpty { branches[branches.count - 1] = condition }
                case "else": if !branches.isEmpty { branches[branches.count - 1] = "#else" }
                case "endif": _ = branches.popLast()
                default: break
                }
            case .identifier("import"):
                let afterDot = position >= 2 && tokens[position - 2].token == .punctuation(UInt8(ascii: "."))
                guard !afterDot, position < tokens.count else { continue }
                var next = position
                if case let .identifier(word) = tokens[next].token, Self.importKinds.contains(word), next + 1 < tokens.count {
                    next += 1
                }
                if case let .identifier(module) = tokens[next].token {
                    imports.append(Import(module: module, line: tokenLine, condition: branches.last))
                }
            default:
                continue
            }
        }
        return imports
    }

    private func byte(at offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// Whether only spaces and tabs precede `index` on its line.
    private var atLineStart: Bool {
        var position = index - 1
        while position >= 0, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") {
            position -= 1
        }
        return position < 0 || bytes[position] == UInt8(ascii: "\n")
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
        index += 1
    }

    private mutating func nextToken() -> (Token, Int)? {
        while index < bytes.count {
            let current = bytes[index]
            let tokenLine = line
            switch current {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                advance()
            case UInt8(ascii: "/") where byte(at: 1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { advance() }
            case UInt8(ascii: "/") where byte(at: 1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""):
                skipString(hashes: 0)
            case UInt8(ascii: "#"):
                var hashes = 0
                while byte(at: hashes) == UInt8(ascii: "#") { hashes += 1 }
                if byte(at: hashes) == UInt8(ascii: "\"") {
                    index += hashes
                    skipString(hashes: hashes)
                } else if hashes == 1, let next = byte(at: 1), Self.isIdentifierStart(next), atLineStart {
                    return (directive(), tokenLine)
                } else {
                    advance()
                    return (.punctuation(current), tokenLine)
                }
            case UInt8(ascii: "`"):
                advance()
                while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") { advance() }
                if index < bytes.count { advance() }
                return (.escapedIdentifier, tokenLine)
            case _ where Self.isIdentifierStart(current):
                let start = index
                while index < bytes.count, Self.isIdentifierByte(bytes[index]) { advance() }
                return (.identifier(String(decoding: bytes[start..<index], as: UTF8.self)), tokenLine)
            default:
                advance()
                return (.punctuation(current), tokenLine)
            }
        }
        return nil
    }

    /// `/* … */`, nested.
    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), byte(at: 1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), byte(at: 1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                advance()
            }
        }
    }

    /// A string literal starting at its opening quote (after `hashes` `#`s for a raw string): `"…"` or
    /// `"""…"""`, closed by the same quotes followed by as many `#`s. Backslash escapes count only in
    /// non-raw strings. Interpolations are skipped with the string (they cannot hold an import).
    private mutating func skipString(hashes: Int) {
        let multiline = byte(at: 1) == UInt8(ascii: "\"") && byte(at: 2) == UInt8(ascii: "\"")
        let quotes = multiline ? 3 : 1
        index += quotes
        while index < bytes.count {
            if hashes == 0, bytes[index] == UInt8(ascii: "\\") {
                advance()
                if index < bytes.count { advance() }
                continue
            }
            if !multiline, bytes[index] == UInt8(ascii: "\n") { return }
            if closesString(quotes: quotes, hashes: hashes) {
                index += quotes + hashes
                return
            }
            advance()
        }
    }

    private func closesString(quotes: Int, hashes: Int) -> Bool {
        for offset in 0..<quotes where byte(at: offset) != UInt8(ascii: "\"") { return false }
        for offset in quotes..<(quotes + hashes) where byte(at: offset) != UInt8(ascii: "#") { return false }
        return true
    }

    /// A compiler directive at `#`: its keyword and the rest of its line without comments and spaces.
    private mutating func directive() -> Token {
        index += 1
        let start = index
        while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
        let keyword = String(decoding: bytes[start..<index], as: UTF8.self)
        var condition: [UInt8] = []
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: "/"), byte(at: 1) == UInt8(ascii: "/") { break }
            if bytes[index] == UInt8(ascii: "/"), byte(at: 1) == UInt8(ascii: "*") {
                skipBlockComment()
                continue
            }
            if bytes[index] != UInt8(ascii: " "), bytes[index] != UInt8(ascii: "\t"), bytes[index] != UInt8(ascii: "\r") {
                condition.append(bytes[index])
            }
            index += 1
        }
        return .directive(keyword, condition: String(decoding: condition, as: UTF8.self))
    }
}
