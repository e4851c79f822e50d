/// Unified diffs (`diff -u` / `git diff` format) of two texts, for `compile --check` and `format --check`.
public enum UnifiedDiff {
    /// Lines of context around each change.
    public static let contextLines = 3

    /// The diff turning `old` into `new`, with `--- oldName` / `+++ newName` headers and `@@ -a,b +c,d @@`
    /// hunks; a last line without a newline is marked `\ No newline at end of file`. Empty when the texts are
    /// equal. Pass `/dev/null` as `oldName` for a file that does not exist yet.
    public static func render(old: String, new: String, oldName: String, newName: String) -> String {
        guard old != new else { return "" }
        let oldLines = lines(of: old)
        let newLines = lines(of: new)
        let edits = LineDiff.edits(from: oldLines, to: newLines)
        var output = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks(edits) {
            output += header(hunk, edits: edits)
            for edit in edits[hunk] {
                switch edit {
                case let .keep(old: index, new: _): output += line(" ", oldLines[index])
                case let .delete(old: index): output += line("-", oldLines[index])
                case let .insert(new: index): output += line("+", newLines[index])
                }
            }
        }
        return output
    }

    /// A text line with whether it ended with `\n`.
    struct Line: Equatable {
        var text: Substring
        var hasNewline: Bool
    }

    /// `a\nb` → [`a`+newline, `b`]; an empty text has no lines.
    static func lines(of text: String) -> [Line] {
        var parts = text.split(separator: "\n", omittingEmptySubsequences: false)
        let endsWithNewline = parts.last?.isEmpty ?? false
        if endsWithNewline { parts.removeLast() }
        return parts.enumerated().map { Line(text: $0.element, hasNewline: $0.offset < parts.count - 1 || endsWithNewline) }
    }

    /// One output line with its marker, and the no-newline marker if needed.
    static func line(_ marker: String, _ line: Line) -> String {
        marker + line.text + (line.hasNewline ? "\n" : "\n\\ No newline at end of file\n")
    }

    /// Index ranges into `edits`: each change with up to ``contextLines`` kept lines around it, merging
    /// changes whose context would touch.
    static func hunks(_ edits: [LineDiff.Edit]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for (index, edit) in edits.enumerated() {
            if case .keep = edit { continue }
            let start = max(0, index - contextLines)
            let end = min(edits.count, index + 1 + contextLines)
            if let last = ranges.last, start <= last.upperBound {
                ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, end)
            } else {
                ranges.append(start..<end)
            }
        }
        return ranges
    }

    /// `@@ -start,count +start,count @@` (a count of 1 is left out; an empty side starts at the line before).
    static func header(_ hunk: Range<Int>, edits: [LineDiff.Edit]) -> String {
        var oldStart: Int?
        var newStart: Int?
        var oldCount = 0
        var newCount = 0
        for edit in edits[hunk] {
            switch edit {
            case let .keep(old, new):
                oldStart = oldStart ?? old
                newStart = newStart ?? new
                oldCount += 1
                newCount += 1
            case let .delete(old):
                oldStart = oldStart ?? old
                oldCount += 1
            case let .insert(new):
                newStart = newStart ?? new
                newCount += 1
            }
        }
        // Lines before the hunk on each side: where the other side's first line says it starts.
        let (oldBefore, newBefore) = linesBefore(hunk.lowerBound, edits: edits)
        let oldRange = range(start: oldStart.map { $0 + 1 } ?? oldBefore, count: oldCount)
        let newRange = range(start: newStart.map { $0 + 1 } ?? newBefore, count: newCount)
        return "@@ -\(oldRange) +\(newRange) @@\n"
    }

    /// How many old and new lines the edits before `index` cover.
    static func linesBefore(_ index: Int, edits: [LineDiff.Edit]) -> (old: Int, new: Int) {
        var old = 0
        var new = 0
        for edit in edits[..<index] {
            switch edit {
            case .keep: old += 1; new += 1
            case .delete: old += 1
            case .insert: new += 1
            }
        }
        return (old, new)
    }

    /// `start,count`, or `start` alone when the count is 1.
    static func range(start: Int, count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }
}
