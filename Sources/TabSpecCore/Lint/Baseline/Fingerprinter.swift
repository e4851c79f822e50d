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
        syntax = SyntaxTree(parsing: source)
    }

    /// Fingerprints for the diagnostics of a report's file: from the tree it was analysed into, if it kept it.
    package init(file: FileReport) {
        syntax = file.syntax ?? SyntaxTree(parsing: file.source)
    }

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
        var parent = SyntaxTree.root
        search: while true {
            for entry in syntax.entries(of: parent) where Fingerprinter.contains(syntax.range(entry), offset) {
                let keyword = syntax.tokens.text(syntax.token(entry))
                switch syntax.kind(entry) {
                case .block:
                    path.append(syntax.nameText(entry).map { "\(keyword) \($0)" } ?? keyword)
                    parent = entry
                    continue search
                case .property:
                    path.append(keyword)
                case .root, .unexpected:
                    break
                }
                break search
            }
            break
        }
        return path.joined(separator: "/")
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
