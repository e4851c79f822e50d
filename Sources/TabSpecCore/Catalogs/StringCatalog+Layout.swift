/// Writing an updated catalog back into the file it was read from, in that file's own layout (localization.md):
/// a catalog written by Xcode, by Python's `json.dump`, by JavaScript's `JSON.stringify`, on one line or with
/// `\r\n` line breaks keeps every byte outside the entries that changed.
///
/// Only the value of `strings` is written anew; the bytes before and after it (the other top-level members, a
/// byte order mark, a final newline or none) are kept. The conventions it is written in
/// (``JSONWriter/Conventions``) are read from the file: the line break and indentation before the `"strings"`
/// key (none: the file is on one line), the separator between that key and its value, and whether the text
/// of `strings` escapes `/` or text beyond ASCII (`\u00e9`, as Python writes it) and in which case. What the
/// file does not show (how an empty object is spelled, a space after a comma on one line) is tried both ways.
/// The conventions found must write the catalog's old `strings` object back byte for byte: then its new one
/// differs exactly in the entries that changed or were added. Where no conventions do, the layout changes
/// somewhere inside `strings` (an entry laid out by hand, two styles mixed) and nothing is written.
extension StringCatalog {
    /// This catalog, an update of `old`, written into `original` — the bytes `old` was read from, the file at
    /// `path` — in the file's own layout; an `irregular-catalog-layout` error at the first byte of `strings`
    /// the file's conventions do not reproduce when there is no such layout.
    package func rendered(into original: [UInt8], readAs old: StringCatalog, path: String) throws(CatalogError) -> [UInt8] {
        guard let span = JSONParser.span(of: [.key("strings")], in: original), let keyStart = span.keyStart else {
            throw CatalogError("missing 'strings'", at: 0, in: SourceFile(path: path, bytes: original))
        }
        let candidates = Self.conventions(of: original, keyStart: keyStart, value: span.value)
        let found = original[span.value]
        for conventions in candidates where Self.text(of: old.stringsObject, in: conventions).elementsEqual(found) {
            return Array(original[..<span.value.lowerBound]) + Self.text(of: stringsObject, in: conventions)
                + Array(original[span.value.upperBound...])
        }
        let expected = Self.text(of: old.stringsObject, in: candidates[0])
        let mismatch = zip(expected, found).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expected.count, found.count)
        throw CatalogError("this part of the catalog is laid out unlike the rest (\(Self.describe(expected, found: Array(found), at: mismatch))), "
                           + "so tabspec cannot write its changes in the file's own layout; nothing written",
                           id: .irregularCatalogLayout, at: span.value.lowerBound + mismatch, in: SourceFile(path: path, bytes: original),
                           notes: ["lay it out as the rest of the file is, or run 'tabspec strings' with '--reformat' to rewrite the whole catalog in Xcode's layout"])
    }

    /// `value` as the member `strings` of a top-level object is written in `conventions`.
    private static func text(of value: JSONValue, in conventions: JSONWriter.Conventions) -> [UInt8] {
        var writer = JSONWriter(style: .conventions(conventions), nesting: 1)
        writer.value(value)
        return writer.output.takeBytes()
    }

    /// The conventions the file `bytes` may be written in, likeliest first, read around the `"strings"` key at
    /// `keyStart` and from the text of its value at `value`.
    private static func conventions(of bytes: [UInt8], keyStart: Int, value: Range<Int>) -> [JSONWriter.Conventions] {
        var keyEnd = keyStart + 1
        while keyEnd < value.lowerBound, bytes[keyEnd] != UInt8(ascii: "\"") {
            keyEnd += bytes[keyEnd] == UInt8(ascii: "\\") ? 2 : 1
        }
        keyEnd = min(keyEnd + 1, value.lowerBound)
        var lineStart = keyStart
        while lineStart > 0, bytes[lineStart - 1] == UInt8(ascii: " ") || bytes[lineStart - 1] == UInt8(ascii: "\t") { lineStart -= 1 }
        let onOwnLine = lineStart > 0 && bytes[lineStart - 1] == UInt8(ascii: "\n")
        let escapes = Escapes(in: bytes[value])
        let separator = String(decoding: bytes[keyEnd..<value.lowerBound], as: UTF8.self)
        let base = JSONWriter.Conventions(
            newline: onOwnLine ? (lineStart > 1 && bytes[lineStart - 2] == UInt8(ascii: "\r") ? "\r\n" : "\n") : nil,
            indent: onOwnLine ? String(decoding: bytes[lineStart..<keyStart], as: UTF8.self) : "",
            keySeparator: separator,
            spaceAfterComma: separator.hasSuffix(" ") ? " " : "",
            emptyContainerHasBlankLine: separator == " : ",
            escapesNonASCII: escapes.nonASCII, uppercaseHex: escapes.uppercaseHex, escapesSlash: escapes.slash)
        var other = base
        if onOwnLine {
            other.emptyContainerHasBlankLine.toggle()
        } else {
            other.spaceAfterComma = base.spaceAfterComma.isEmpty ? " " : ""
        }
        return [base, other]
    }

    /// What a JSON text shows of how its writer escapes strings.
    private struct Escapes {
        /// Text beyond ASCII is written as `\u` escapes: some is, and none is written as UTF-8.
        var nonASCII = false
        /// `\u` escapes use `A`–`F` (the first one with a letter says).
        var uppercaseHex = false
        /// `/` is written `\/` (some is).
        var slash = false

        /// Reads `text` (JSON: a backslash is always inside a string).
        init(in text: ArraySlice<UInt8>) {
            var raw = false
            var escaped = false
            var caseKnown = false
            var index = text.startIndex
            while index < text.endIndex {
                let byte = text[index]
                guard byte == UInt8(ascii: "\\"), index + 1 < text.endIndex else {
                    raw = raw || byte >= 0x80
                    index += 1
                    continue
                }
                if text[index + 1] == UInt8(ascii: "/") { slash = true }
                guard text[index + 1] == UInt8(ascii: "u"), index + 6 <= text.endIndex else {
                    index += 2
                    continue
                }
                let digits = text[index + 2..<index + 6]
                if !caseKnown, let letter = digits.first(where: { $0 > UInt8(ascii: "9") }) {
                    uppercaseHex = letter < UInt8(ascii: "a")
                    caseKnown = true
                }
                escaped = escaped || (UInt32(String(decoding: digits, as: UTF8.self), radix: 16) ?? 0) >= 0x80
                index += 6
            }
            nonASCII = escaped && !raw
        }
    }

    /// How the text `expected` differs from `found` at byte `offset` (both are the same before it): the
    /// indentation its line should have, or the line as it should read (from a little before `offset`, on a
    /// long line).
    private static func describe(_ expected: [UInt8], found: [UInt8], at offset: Int) -> String {
        let isBreak: (UInt8) -> Bool = { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
        let isBlank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        let lineStart = expected[..<min(offset, expected.count)].lastIndex(where: isBreak).map { $0 + 1 } ?? 0
        let indentation = expected[lineStart...].prefix(while: isBlank)
        let foundIndentation = found[min(lineStart, found.count)...].prefix(while: isBlank)
        if indentation.count != foundIndentation.count || offset < lineStart + indentation.count {
            if indentation.isEmpty { return "expected no indentation" }
            if indentation.allSatisfy({ $0 == UInt8(ascii: " ") }) { return "expected an indentation of \(Wording.count(indentation.count, "space"))" }
            if indentation.allSatisfy({ $0 == UInt8(ascii: "\t") }) { return "expected an indentation of \(Wording.count(indentation.count, "tab"))" }
            return "expected the indentation '\(String(decoding: indentation, as: UTF8.self))'"
        }
        var start = lineStart + indentation.count
        var ellipsis = ""
        if offset - start > 20 {
            start = offset - 10
            while start > 0, expected[start] & 0xC0 == 0x80 { start -= 1 }
            ellipsis = "…"
        }
        let line = expected[start...].prefix { !isBreak($0) }
        return "expected '\(ellipsis)\(Diagnostic.excerpt(String(decoding: line, as: UTF8.self)))'"
    }
}
