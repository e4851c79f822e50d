import Foundation

/// Where regular expressions match in a file's text, as `line: what` findings — the scanner of the source
/// policy tests (Swift 6.0 syntax, public API only) and of the places that name the release (`Release`).
enum PatternScan {
    /// The findings of every `(pattern, what)` in `text`, sorted: one `"line: what"` per match, lines from 1.
    static func findings(in text: String, of patterns: [(pattern: String, what: String)]) -> [String] {
        var findings: [String] = []
        for (pattern, what) in patterns {
            findings += matches(of: pattern, in: text).map { "\($0.line): \(what)" }
        }
        return findings.sorted()
    }

    /// Every match of `pattern` in `text`, in order: its line (from 1) and the text of its first capture group
    /// (empty when that group took no part in the match; the whole match when the pattern has none). An invalid
    /// pattern matches nothing.
    static func matches(of pattern: String, in text: String) -> [(line: Int, text: String)] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            guard let start = Range(match.range, in: text)?.lowerBound else { return nil }
            let captured = Range(match.numberOfRanges > 1 ? match.range(at: 1) : match.range, in: text).map { String(text[$0]) }
            return (text[..<start].filter { $0 == "\n" }.count + 1, captured ?? "")
        }
    }
}
