/// Line-independent fingerprints of a file's diagnostics, for baselines and SARIF `partialFingerprints`.
///
/// A fingerprint is 16 lowercase hex digits: the FNV-1a 64 hash of the UTF-8 bytes of
/// ```
/// tabspec-fingerprint-v1 NUL <rule id> NUL <context> NUL <text> NUL <message>
/// ```
/// - `context`: the enclosing blocks and key, outermost first, joined by `/` — `tabbar Tab/tab home/symbol`;
/// - `text`: the first line of the diagnostic's source text with runs of spaces and tabs collapsed to one
///   space and trimmed (for an empty range, the trimmed line around it), at most 120 code points;
/// - `message`: the message with every run of ASCII digits replaced by `#`.
///
/// Nothing depends on line or column numbers, so inserting or deleting lines elsewhere keeps every
/// fingerprint; two findings of one rule at different tabs, keys or texts differ. Identical findings share a
/// fingerprint (baselines count them).
package struct Fingerprinter: Sendable {
    /// The version tag of the fingerprint definition (SARIF: `tabspecFingerprint/v1`).
    package static let version = "v1"

    /// The file's syntax tree (for the enclosing blocks).
    let syntax: SyntaxTree

    /// The file the diagnostics are in.
    var source: SourceFile { syntax.source }

    /// Fingerprints for diagnostics of `source` (parses it to find the enclosing blocks).
    package init(source: SourceFile) {
        self.init(syntax: SyntaxTree(parsing: source))
    }

    /// Fingerprints for the diagnostics of a report's file: from the tree it was analysed into, if it kept it.
    package init(file: FileReport) {
        self.init(syntax: file.syntax ?? SyntaxTree(parsing: file.source))
    }

    private init(syntax: SyntaxTree) {
        self.syntax = syntax
        topLevel = syntax.entries(of: SyntaxTree.root).map { (syntax.range($0), $0) }
    }

    /// The file's top-level entries in source order, with their ranges: a file of thousands of tab bars
    /// finds a finding's tab bar by binary search (a scan per finding made SARIF quadratic: 72 s for 4 MB).
    private let topLevel: [(range: SourceRange, entry: SyntaxTree.NodeIndex)]

    /// The fingerprint of `diagnostic` (16 lowercase hex digits).
    package func fingerprint(of diagnostic: Diagnostic) -> String {
        FNV1a.hex(of: canonicalText(of: diagnostic))
    }

    /// The string that is hashed.
    func canonicalText(of diagnostic: Diagnostic) -> String {
        ["tabspec-fingerprint-\(Fingerprinter.version)", diagnostic.id.rawValue, context(of: diagnostic.range.start),
         normalizedText(of: diagnostic.range), Fingerprinter.maskingDigits(diagnostic.message)].joined(separator: "\u{0}")
    }

    /// The enclosing blocks (`keyword name`) and property key of an offset, joined by `/`.
    func context(of offset: Int) -> String {
        var path: [String] = []
        var next = topLevelEntry(containing: offset)
        while let entry = next {
            next = nil
            let keyword = syntax.tokens.text(syntax.token(entry))
            switch syntax.kind(entry) {
            case .block:
                path.append(syntax.nameText(entry).map { "\(keyword) \($0)" } ?? keyword)
                next = syntax.entries(of: entry).first { Fingerprinter.contains(syntax.range($0), offset) }
            case .property:
                path.append(keyword)
            case .root, .unexpected:
                break
            }
        }
        return path.joined(separator: "/")
    }

    /// The first top-level entry that contains `offset`, as a scan in source order finds it: entries do not
    /// overlap, so it is the first whose range ends after `offset` or starts at or after it, if that one
    /// contains `offset`.
    private func topLevelEntry(containing offset: Int) -> SyntaxTree.NodeIndex? {
        var low = 0
        var high = topLevel.count
        while low < high {
            let middle = (low + high) / 2
            let range = topLevel[middle].range
            if range.end > offset || range.start >= offset { high = middle } else { low = middle + 1 }
        }
        guard low < topLevel.count, Fingerprinter.contains(topLevel[low].range, offset) else { return nil }
        return topLevel[low].entry
    }

    /// Whether `offset` lies in `range` (an empty range contains its own offset).
    private static func contains(_ range: SourceRange, _ offset: Int) -> Bool {
        offset >= range.start && (offset < range.end || offset == range.start)
    }

    /// The first line of the range's text (or the line around an empty range), whitespace collapsed.
    func normalizedText(of range: SourceRange) -> String {
        let line = source.location(of: range.start).line
        let lineRange = source.rangeOfLine(line)
        let firstLine = range.length == 0 ? lineRange : SourceRange(start: range.start, end: min(range.end, lineRange.end))
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in source.scalars(in: firstLine) {
            if scalar == " " || scalar == "\t" || scalar == "\r" {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result.append(" ") }
            pendingSpace = false
            result.append(scalar)
            if result.count >= 120 { break }
        }
        return String(result)
    }

    /// `text` with each run of ASCII digits replaced by `#` (ratios, sizes and counts may drift).
    static func maskingDigits(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var inDigits = false
        for scalar in text.unicodeScalars {
            if scalar >= "0" && scalar <= "9" {
                if !inDigits { result.append("#") }
                inDigits = true
            } else {
                inDigits = false
                result.append(scalar)
            }
        }
        return String(result)
    }
}
