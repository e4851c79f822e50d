/// One `// tabspec:…` comment: `// tabspec:disable-next-line rule-a rule-b` or `// tabspec:disable rule-a`.
///
/// Only line comments carry directives. After `tabspec:` comes the directive, then rule ids (or `all`)
/// separated by spaces or commas; a `--` word ends the list, so a reason can follow
/// (`// tabspec:disable-next-line low-contrast -- brand color, approved`).
struct SuppressionDirective: Sendable, Hashable {
    /// What a directive covers.
    enum Scope: Sendable, Hashable {
        /// The next line holding something other than whitespace and comments (`nil`: no such line).
        case nextLine(Int?)
        /// From the comment's own line to the end of the file.
        case restOfFile(from: Int)
    }

    /// One name in the directive.
    struct Name: Sendable, Hashable {
        /// The name as written (`low-contrast`, `all`).
        var text: String
        /// Where it is.
        var range: SourceRange
    }

    /// The two directives tabspec understands.
    static let spellings = ["disable", "disable-next-line"]

    /// The whole comment.
    var comment: SourceRange
    /// `tabspec:disable-next-line` as written.
    var directive: SourceRange
    /// The lines covered.
    var scope: Scope
    /// The rule ids (or `all`) in order.
    var names: [Name]

    /// The result of reading one comment.
    enum Parsed: Sendable, Hashable {
        /// Not a `tabspec:` comment.
        case none
        /// A valid directive.
        case directive(SuppressionDirective)
        /// `tabspec:` followed by an unknown directive (`word` as written, at `range`).
        case unknown(word: String, range: SourceRange)
    }

    /// The bytes of `tabspec:`, which every directive starts with (built once: every line comment is checked).
    private static let directivePrefix = Array("tabspec:".utf8)

    /// Reads a line comment of `source`.
    static func parse(_ comment: SyntaxComment, in source: SourceFile) -> Parsed {
        let range = comment.range
        let bytes = source.bytes
        let end = min(range.end, bytes.count)
        var index = range.start + 2
        guard range.start + 2 <= end else { return .none }
        while index < end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        let prefix = directivePrefix
        guard end - index >= prefix.count, bytes[index..<(index + prefix.count)].elementsEqual(prefix) else { return .none }
        let directiveStart = index
        index += prefix.count
        let wordStart = index
        while index < end, !isSeparator(bytes[index]) { index += 1 }
        let word = source.text(in: SourceRange(start: wordStart, end: index))
        let directiveRange = SourceRange(start: directiveStart, end: index)
        guard spellings.contains(word) else { return .unknown(word: "tabspec:" + word, range: directiveRange) }

        var names: [Name] = []
        while index < end {
            while index < end, isSeparator(bytes[index]) { index += 1 }
            guard index < end else { break }
            let start = index
            while index < end, !isSeparator(bytes[index]) { index += 1 }
            let nameRange = SourceRange(start: start, end: index)
            let text = source.text(in: nameRange)
            if text == "--" { break }
            names.append(Name(text: text, range: nameRange))
        }
        let line = source.lineIndex(of: range.start) + 1
        let scope: Scope = word == "disable"
            ? .restOfFile(from: line) : .nextLine(comment.nextCode.map { source.lineIndex(of: $0) + 1 })
        return .directive(SuppressionDirective(comment: range, directive: directiveRange, scope: scope, names: names))
    }

    /// Whether `byte` separates names: space, tab, comma or a carriage return.
    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\r")
    }
}
