/// A shortest line edit script between two texts (Myers' O((N+M)·D) algorithm).
enum LineDiff {
    /// One line of the edit script.
    enum Edit: Equatable, Sendable {
        /// The line is in both texts: `old` and `new` are its indices.
        case keep(old: Int, new: Int)
        /// The old text's line at this index is removed.
        case delete(old: Int)
        /// The new text's line at this index is inserted.
        case insert(new: Int)
    }

    /// The edits turning `old` into `new`, in order; deletions come before insertions at the same place.
    static func edits<Element: Equatable>(from old: [Element], to new: [Element]) -> [Edit] {
        let n = old.count
        let m = new.count
        let offset = n + m + 1
        var frontier = [Int](repeating: 0, count: 2 * offset + 1)
        var trace: [[Int]] = []
        var finalDistance = 0
        search: for distance in 0...(n + m) {
            trace.append(frontier)
            for diagonal in stride(from: -distance, through: distance, by: 2) {
                var x: Int
                if diagonal == -distance || (diagonal != distance && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1]) {
                    x = frontier[offset + diagonal + 1]
                } else {
                    x = frontier[offset + diagonal - 1] + 1
                }
                var y = x - diagonal
                while x < n, y < m, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + diagonal] = x
                if x >= n, y >= m {
                    finalDistance = distance
                    break search
                }
            }
        }
        // Walk back through the saved frontiers.
        var edits: [Edit] = []
        var x = n
        var y = m
        for distance in stride(from: finalDistance, to: 0, by: -1) {
            let previous = trace[distance]
            let diagonal = x - y
            let previousDiagonal: Int
            if diagonal == -distance || (diagonal != distance && previous[offset + diagonal - 1] < previous[offset + diagonal + 1]) {
                previousDiagonal = diagonal + 1
            } else {
                previousDiagonal = diagonal - 1
            }
            let previousX = previous[offset + previousDiagonal]
            let previousY = previousX - previousDiagonal
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                edits.append(.keep(old: x, new: y))
            }
            if previousDiagonal == diagonal + 1 {
                y -= 1
                edits.append(.insert(new: y))
            } else {
                x -= 1
                edits.append(.delete(old: x))
            }
        }
        while x > 0, y > 0 {
            x -= 1
            y -= 1
            edits.append(.keep(old: x, new: y))
        }
        return edits.reversed()
    }
}
