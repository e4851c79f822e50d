/// The text between two neighbouring things of the tree (a `{` and the first entry, two entries, the last
/// entry and a `}`, the file's start or end): only blanks, line breaks, `,` separators and comments.
struct FormatGap {
    /// The comments of each source line the gap touches, in order; line breaks inside a block comment do not
    /// count. `lines.count - 1` is the number of line breaks in the gap.
    var lines: [[SyntaxComment]]
    /// For a gap without line breaks: how many comments come before its first `,` (`nil` without a comma).
    var commentsBeforeComma: Int?

    /// Reads the gap `range`; `comments` are the file's comments in source order. Returns the offset of the
    /// first byte that is none of the above (text the syntax tree does not hold) instead.
    static func scan(_ range: SourceRange, in source: SourceFile, comments: [SyntaxComment]) -> Swift.Result<FormatGap, FormatUncovered> {
        var gap = FormatGap(lines: [[]], commentsBeforeComma: nil)
        var commentIndex = FormatGap.firstComment(atOrAfter: range.start, in: comments)
        var position = range.start
        let bytes = source.bytes
        while position < range.end {
            if commentIndex < comments.count, comments[commentIndex].range.start == position {
                let comment = comments[commentIndex]
                gap.lines[gap.lines.count - 1].append(comment)
                position = comment.range.end
                commentIndex += 1
                continue
            }
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                break
            case UInt8(ascii: ","):
                if gap.lines.count == 1, gap.commentsBeforeComma == nil { gap.commentsBeforeComma = gap.lines[0].count }
            case UInt8(ascii: "\n"):
                gap.lines.append([])
            case UInt8(ascii: "\r") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "\n"):
                break
            default:
                return .failure(FormatUncovered(offset: position))
            }
            position += 1
        }
        return .success(gap)
    }

    /// The index of the first comment starting at or after `offset` (binary search).
    static func firstComment(atOrAfter offset: Int, in comments: [SyntaxComment]) -> Int {
        var low = 0
        var high = comments.count
        while low < high {
            let middle = (low + high) / 2
            if comments[middle].range.start < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The comments starting inside `range`, in order.
    static func comments(in range: SourceRange, of comments: [SyntaxComment]) -> ArraySlice<SyntaxComment> {
        let first = firstComment(atOrAfter: range.start, in: comments)
        var end = first
        while end < comments.count, comments[end].range.start < range.end { end += 1 }
        return comments[first..<end]
    }
}

/// Text the syntax tree does not hold, at `offset`; formatting it would lose it.
struct FormatUncovered: Error, Hashable {
    var offset: Int
}
