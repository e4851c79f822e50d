import Foundation

/// Where regular expressions match in a file's text, as `line: what` findings — the scanner of the source
/// policy tests (Swift 6.0 syntax, public API only).
enum PatternScan {
    /// The findings of every `(pattern, what)` in `text`, sorted: one `"line: what"` per match, lines from 1.
    static func findings(in text: String, of patterns: [(pattern: String, what: String)]) -> [String] {
        var findings: [String] = []
        for (pattern, what) in patterns {
            guard let expression = try? NSRegularExpression(pattern: pattern) else { continue }
            let range = NSRange(text.startIndex..., in: text)
            for match in expression.matches(in: text, range: range) {
                guard let start = Range(match.range, in: text)?.lowerBound else { continue }
                let line = text[..<start].filter { $0 == "\n" }.count + 1
                findings.append("\(line): \(what)")
            }
        }
        return findings.sorted()
    }
}
