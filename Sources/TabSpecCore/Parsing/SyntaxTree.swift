/// The syntax tree of a `.tabspec` file: blocks and properties, every node with its source range.
///
/// The tree knows nothing about tab bars (the schema pass gives it meaning). Comments are not nodes: they
/// are collected in source order in ``SyntaxFile/comments`` for the formatter to put back.
public struct SyntaxFile: Sendable, Hashable {
    /// Top-level entries in source order (blocks; stray properties are kept for the formatter).
    public var entries: [SyntaxEntry]
    /// Every comment in source order.
    public var comments: [SyntaxComment]
}

/// `entry = block | property`
public enum SyntaxEntry: Sendable, Hashable {
    /// Boxed: a block is twice a property's size, and most entries are properties; a boxed block also copies
    /// with one retain.
    indirect case block(SyntaxBlock)
    case property(SyntaxProperty)

    /// The range of the whole entry.
    public var range: SourceRange {
        switch self {
        case let .block(block): block.range
        case let .property(property): property.range
        }
    }
}

/// A name as written (a keyword, key or block name) and where.
public struct SyntaxName: Sendable, Hashable {
    public var text: String
    public var range: SourceRange
}

/// `block = identifier [ identifier ] "{" { separator } { entry { separator } } "}"`
public struct SyntaxBlock: Sendable, Hashable {
    /// `tabbar`, `tab`, `indicator`, …
    public var keyword: SyntaxName
    /// The block's name (`Tab` in `tabbar Tab`, `home` in `tab home`), if written.
    public var name: SyntaxName?
    public var entries: [SyntaxEntry]
    public var openBrace: SourceRange
    /// `nil` when the block is unterminated (already diagnosed).
    public var closeBrace: SourceRange?
    /// From the keyword to the closing brace (or the last entry when unterminated).
    public var range: SourceRange
}

/// `property = identifier ":" value { value }`
public struct SyntaxProperty: Sendable, Hashable {
    public var key: SyntaxName
    /// `nil` when the colon is missing (already diagnosed).
    public var colon: SourceRange?
    public var values: [SyntaxValue]
    /// From the key to the last value.
    public var range: SourceRange

    /// The range covering all values (the key's end when there are none).
    public var valuesRange: SourceRange {
        guard let first = values.first, let last = values.last else { return SourceRange(at: key.range.end) }
        return first.range.union(last.range)
    }
}

/// `value = number | percentage | string | identifier | color | "@" | "|"`
public struct SyntaxValue: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case number(Double)
        /// The number before `%` (`50%` is 50).
        case percentage(Double)
        /// The decoded string.
        case string(String)
        case identifier(String)
        /// Boxed: four doubles would make every value (most are names, numbers and strings) twice as large.
        indirect case color(RGBAColor)
        case at
        case pipe
        /// A token the lexer already reported (kept so no second diagnostic follows).
        case invalid
    }

    public var kind: Kind
    public var range: SourceRange
}

/// A comment and where it is; `isLine` is true for `//` comments.
public struct SyntaxComment: Sendable, Hashable {
    public var range: SourceRange
    public var isLine: Bool
}
