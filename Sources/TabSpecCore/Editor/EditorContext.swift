/// Where a cursor is in a document, as completion and hover read it: the blocks around it and whether it is
/// writing a key or the value of a key.
struct EditorContext: Sendable, Hashable {
    /// What is being written at the cursor.
    enum Place: Sendable, Hashable {
        /// A key or a block keyword; the word written so far starts at `prefixStart`.
        case key
        /// A value of `key`; `inString` when the cursor is inside an unclosed string.
        case value(key: String, inString: Bool)
    }

    /// The enclosing blocks, outermost first (their nodes).
    var blocks: [SyntaxTree.NodeIndex]
    /// The enclosing blocks' keywords, outermost first (`["tabbar", "indicator"]`).
    var path: [String]
    /// What is being written.
    var place: Place
    /// The byte offset where the word (or the string's text) being written starts.
    var prefixStart: Int
    /// The word written so far (the string's text so far inside a string).
    var prefix: String

    /// The context at byte `offset` of `tree`'s source.
    ///
    /// The blocks are the tree's (a block whose `{` ends before the cursor and whose `}`, if any, starts at or
    /// after it); the place is read from the text between the last line break, `{`, `}` or `,` outside a string
    /// and the cursor: `word` is a key, `word: …` a value.
    init(at offset: Int, in tree: SyntaxTree) {
        let bytes = tree.source.bytes
        let offset = min(max(offset, 0), bytes.count)
        var blocks: [SyntaxTree.NodeIndex] = []
        var parent = SyntaxTree.root
        descend: while true {
            for entry in tree.entries(of: parent) where tree.kind(entry) == .block {
                let brace = tree.openBrace(entry)
                guard tree.tokens.kind(brace) == .leftBrace, tree.tokens.end(brace) <= offset else { continue }
                if let close = tree.closeBrace(entry), tree.tokens.start(close) < offset { continue }
                blocks.append(entry)
                parent = entry
                continue descend
            }
            break
        }
        self.blocks = blocks
        path = blocks.map { tree.tokens.text(tree.token($0)) }
        var lineStart = offset
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n"), bytes[lineStart - 1] != UInt8(ascii: "\r") { lineStart -= 1 }
        var segmentStart = lineStart
        var colon: Int?
        var stringStart: Int?
        var index = lineStart
        while index < offset {
            let byte = bytes[index]
            if stringStart != nil {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { stringStart = nil }
            } else if byte == UInt8(ascii: "\"") {
                stringStart = index + 1
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: ",") {
                segmentStart = index + 1
                colon = nil
            } else if byte == UInt8(ascii: ":"), colon == nil {
                colon = index
            } else if byte == UInt8(ascii: "/"), index + 1 < offset, bytes[index + 1] == UInt8(ascii: "/") {
                segmentStart = offset
                colon = nil
                break
            }
            index += 1
        }
        var wordStart = min(offset, index)
        while wordStart > segmentStart, EditorContext.isWordByte(bytes[wordStart - 1]) { wordStart -= 1 }
        if let colon {
            var keyEnd = colon
            while keyEnd > segmentStart, bytes[keyEnd - 1] == UInt8(ascii: " ") || bytes[keyEnd - 1] == UInt8(ascii: "\t") { keyEnd -= 1 }
            var keyStart = keyEnd
            while keyStart > segmentStart, EditorContext.isWordByte(bytes[keyStart - 1]) { keyStart -= 1 }
            let key = String(decoding: bytes[keyStart..<keyEnd], as: UTF8.self)
            place = .value(key: key, inString: stringStart != nil)
            prefixStart = stringStart ?? wordStart
        } else {
            place = .key
            prefixStart = wordStart
        }
        let start = min(prefixStart, offset)
        prefixStart = start
        prefix = String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// Whether a byte continues a word being written (identifier bytes, `.` and `-` for symbol names and slugs).
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "#"): true
        default: false
        }
    }

    /// The keywords of the properties and blocks already written in the innermost block (the top level when
    /// there is none), besides the word being written.
    func writtenNames(in tree: SyntaxTree) -> [String] {
        tree.entries(of: blocks.last ?? SyntaxTree.root).compactMap { entry -> String? in
            let range = tree.tokens.range(tree.token(entry))
            guard !(range.start...range.end).contains(prefixStart) else { return nil }
            switch tree.kind(entry) {
            case .block, .property: return tree.tokens.text(tree.token(entry))
            case .root, .unexpected: return nil
            }
        }
    }
}
