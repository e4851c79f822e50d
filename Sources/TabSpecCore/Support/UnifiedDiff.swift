/// A unified diff of two texts, as `diff -u` prints it: `--- old` / `+++ new` headers, then hunks with three
/// lines of context (`@@ -start,count +start,count @@`), `\ No newline at end of file` where a text lacks its
/// final newline. Lines are compared with their line endings, so a CRLF file differs from its LF version.
package enum UnifiedDiff {
    /// Lines of unchanged context around each change.
    static let context = 3
    /// Edit distances beyond this are not searched for a minimal diff: the differing middle is replaced as a whole.
    static let maximumEditDistance = 1_000

    /// The diff from `old` to `new`, names printed as given (pass `a/path` and `b/path`); `""` when equal.
    package static func render(old: String, new: String, oldName: String, newName: String) -> String {
        guard old != new else { return "" }
        let oldLines = lines(of: old)
        let newLines = lines(of: new)
        let script = editScript(oldLines, newLines)
        var output = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks(script) {
            output += header(hunk, in: script)
            for edit in script[hunk] {
                switch edit {
                case let .keep(index, _): output += line(" ", oldLines[index])
                case let .delete(index): output += line("-", oldLines[index])
                case let .insert(index): output += line("+", newLines[index])
                }
            }
        }
        return output
    }

    /// One line of a text and whether a `\n` ended it.
    struct Line: Hashable {
        var text: Substring
        var terminated: Bool
    }

    /// One step of the edit script: keep old line `i` (= new line `j`), delete old line `i`, insert new line `j`.
    enum Edit: Equatable {
        case keep(Int, Int)
        case delete(Int)
        case insert(Int)

        var isChange: Bool {
            if case .keep = self { return false }
            return true
        }
    }

    static func lines(of text: String) -> [Line] {
        var result: [Line] = []
        var start = text.startIndex
        var index = text.startIndex
        let utf8 = text.utf8
        while index < utf8.endIndex {
            if utf8[index] == UInt8(ascii: "\n") {
                result.append(Line(text: text[start..<index], terminated: true))
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if start < text.endIndex { result.append(Line(text: text[start...], terminated: false)) }
        return result
    }

    private static func line(_ prefix: String, _ line: Line) -> String {
        prefix + line.text + (line.terminated ? "\n" : "\n\\ No newline at end of file\n")
    }

    /// A shortest edit script (Myers' O(ND) algorithm) after trimming the common prefix and suffix.
    static func editScript(_ old: [Line], _ new: [Line]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        var script = (0..<prefix).map { Edit.keep($0, $0) }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        for edit in middleScript(oldMiddle, newMiddle) {
            switch edit {
            case let .keep(i, j): script.append(.keep(i + prefix, j + prefix))
            case let .delete(i): script.append(.delete(i + prefix))
            case let .insert(j): script.append(.insert(j + prefix))
            }
        }
        for offset in 0..<suffix {
            script.append(.keep(old.count - suffix + offset, new.count - suffix + offset))
        }
        return script
    }

    /// Myers' greedy forward search, keeping each round's frontier for the backtrack.
    private static func middleScript(_ old: [Line], _ new: [Line]) -> [Edit] {
        let n = old.count
        let m = new.count
        let replaceAll = (0..<n).map { Edit.delete($0) } + (0..<m).map { Edit.insert($0) }
        guard n > 0, m > 0 else { return replaceAll }
        // Compare integers, not substrings, in the inner loop.
        var ids: [Line: Int] = [:]
        func id(_ line: Line) -> Int {
            if let known = ids[line] { return known }
            ids[line] = ids.count
            return ids.count - 1
        }
        let a = old.map(id)
        let b = new.map(id)
        let limit = min(n + m, maximumEditDistance)
        let offset = limit + 1
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        // Round d's starting frontier, diagonals -d-1...d+1 (all the backtrack reads).
        var trace: [[Int]] = []
        var found = false
        search: for d in 0...limit {
            trace.append(Array(frontier[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1])
                    ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + k] = x
                if x >= n, y >= m {
                    found = true
                    break search
                }
            }
        }
        guard found else { return replaceAll }
        // Backtrack from (n, m) through the saved frontiers.
        var edits: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let previous = trace[d]
            let base = d + 1
            let k = x - y
            let previousK = k == -d || (k != d && previous[base + k - 1] < previous[base + k + 1]) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : previous[base + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                edits.append(.keep(x, y))
            }
            if d > 0 {
                if x == previousX {
                    y -= 1
                    edits.append(.insert(y))
                } else {
                    x -= 1
                    edits.append(.delete(x))
                }
            }
        }
        return edits.reversed()
    }

    /// The ranges of the script each hunk covers: changes closer than twice the context share a hunk.
    static func hunks(_ script: [Edit]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var index = 0
        while index < script.count {
            guard script[index].isChange else {
                index += 1
                continue
            }
            let start = max(0, index - context)
            var end = index
            var keeps = 0
            var scan = index
            while scan < script.count {
                if script[scan].isChange {
                    end = scan
                    keeps = 0
                } else {
                    keeps += 1
                    if keeps > 2 * context { break }
                }
                scan += 1
            }
            let stop = min(script.count, end + 1 + context)
            result.append(start..<stop)
            index = stop
        }
        return result
    }

    /// `@@ -start,count +start,count @@` (a count of 1 is left out; an empty side names the line before it).
    private static func header(_ hunk: Range<Int>, in script: [Edit]) -> String {
        /// `start,count` of the side whose lines `isOnSide` picks: the script is in line order, so the hunk's
        /// first line on a side comes right after that side's lines before the hunk.
        func range(_ isOnSide: (Edit) -> Bool) -> String {
            let before = script[..<hunk.lowerBound].count(where: isOnSide)
            switch script[hunk].count(where: isOnSide) {
            case 0: return "\(before),0"
            case 1: return "\(before + 1)"
            case let count: return "\(before + 1),\(count)"
            }
        }
        let old = range { if case .insert = $0 { false } else { true } }
        let new = range { if case .delete = $0 { false } else { true } }
        return "@@ -\(old) +\(new) @@\n"
    }
}
