@testable import TabSpecCore
import Testing

/// `TextDocument`: positions ↔ byte offsets in both encodings and every line-end style, and changes.
@Suite("TextDocument")
struct TextDocumentTests {
    /// The same three lines with each line-end style: 'Café' (é: 2 bytes, 1 UTF-16 unit), '家' (3 bytes, 1 unit),
    /// '🏠' (4 bytes, 2 units).
    static let lineEnds = ["\n", "\r\n", "\r"]

    /// The text `title: "Café"␤symbol: "家🏠x"␤end` with `end` between lines.
    func text(_ end: String) -> String { "title: \"Café\"" + end + "symbol: \"家🏠x\"" + end + "end" }

    @Test(arguments: lineEnds)
    func lineIndexFollowsEveryLineEndStyle(end: String) {
        let document = TextDocument(text: text(end))
        #expect(document.lineCount == 3)
        let endLength = end.utf8.count
        // Line 0 is 14 bytes ("Café" has a 2-byte é); line 1 is 18 bytes ('家' 3, '🏠' 4).
        #expect(document.contentRange(ofLine: 0) == 0..<14)
        #expect(document.contentRange(ofLine: 1) == (14 + endLength)..<(32 + endLength))
        #expect(document.contentRange(ofLine: 2) == (32 + 2 * endLength)..<(35 + 2 * endLength))
    }

    @Test(arguments: lineEnds)
    func positionsCountUTF16UnitsOrBytes(end: String) {
        let document = TextDocument(text: text(end))
        let line1 = 14 + end.utf8.count
        // After 'Caf': byte 11, character 11 in both encodings; after 'é': byte 13, UTF-16 12, UTF-8 13.
        #expect(document.position(of: 11, in: .utf16) == EditorPosition(line: 0, character: 11))
        #expect(document.position(of: 13, in: .utf16) == EditorPosition(line: 0, character: 12))
        #expect(document.position(of: 13, in: .utf8) == EditorPosition(line: 0, character: 13))
        // Line 1: `symbol: "` is 9 bytes, '家' 3 bytes (1 unit), '🏠' 4 bytes (2 units).
        #expect(document.position(of: line1 + 12, in: .utf16) == EditorPosition(line: 1, character: 10))
        #expect(document.position(of: line1 + 16, in: .utf16) == EditorPosition(line: 1, character: 12))
        #expect(document.position(of: line1 + 16, in: .utf8) == EditorPosition(line: 1, character: 16))
        #expect(document.offset(of: EditorPosition(line: 1, character: 12), in: .utf16) == line1 + 16)
        #expect(document.offset(of: EditorPosition(line: 1, character: 16), in: .utf8) == line1 + 16)
        #expect(document.offset(of: EditorPosition(line: 0, character: 12), in: .utf16) == 13)
    }

    @Test(arguments: lineEnds)
    func positionsInsideScalarsAndPastTheEndClamp(end: String) {
        let document = TextDocument(text: text(end))
        let line1 = 14 + end.utf8.count
        // The middle of the surrogate pair of '🏠' is the scalar's start; the middle of 'é' is 'é''s start.
        #expect(document.offset(of: EditorPosition(line: 1, character: 11), in: .utf16) == line1 + 12)
        #expect(document.offset(of: EditorPosition(line: 0, character: 12), in: .utf8) == 11)
        #expect(document.position(of: 12, in: .utf16) == EditorPosition(line: 0, character: 11))
        // Past the line's end: the end of its content (before the line end); past the last line: the end.
        #expect(document.offset(of: EditorPosition(line: 0, character: 99), in: .utf16) == 14)
        #expect(document.offset(of: EditorPosition(line: 9, character: 0), in: .utf16) == document.bytes.count)
        #expect(document.offset(of: EditorPosition(line: -1, character: -5), in: .utf8) == 0)
        #expect(document.position(of: 10_000, in: .utf16) == EditorPosition(line: 2, character: 3))
        #expect(document.wholeRange(in: .utf16) == EditorRange(0, 0, 2, 3))
    }

    @Test func anOffsetBetweenCRAndLFIsTheLineEnd() {
        let document = TextDocument(text: "ab\r\ncd")
        #expect(document.position(of: 3, in: .utf16) == EditorPosition(line: 0, character: 2))
        #expect(document.position(of: 4, in: .utf16) == EditorPosition(line: 1, character: 0))
        #expect(document.lineCount == 2)
    }

    @Test func emptyAndLineEndOnlyDocuments() {
        #expect(TextDocument(text: "").lineCount == 1)
        #expect(TextDocument(text: "").wholeRange(in: .utf16) == EditorRange(0, 0, 0, 0))
        #expect(TextDocument(text: "\r\r\n\n").lineCount == 4)
        #expect(TextDocument(text: "\r\r\n\n").wholeRange(in: .utf8) == EditorRange(0, 0, 3, 0))
    }

    @Test func incrementalChangesApplyInOrder() {
        var document = TextDocument(text: "tab home {\n}\n", version: 1)
        document.apply([
            TextDocument.Change(range: EditorRange(0, 4, 0, 8), text: "家🏠"),
            // Read in the text the first change left: '家🏠' is 3 UTF-16 units, so the '{' is at 8.
            TextDocument.Change(range: EditorRange(0, 8, 0, 9), text: "{ title: \"Café\""),
        ], version: 2, encoding: .utf16)
        #expect(document.text == "tab 家🏠 { title: \"Café\"\n}\n")
        #expect(document.version == 2)
        document.apply([TextDocument.Change(range: EditorRange(1, 0, 1, 1), text: "}\r\nx")], version: 3, encoding: .utf8)
        #expect(document.text == "tab 家🏠 { title: \"Café\"\n}\r\nx\n")
        #expect(document.lineCount == 4)
        document.apply([TextDocument.Change(range: nil, text: "a\rb")], version: 4, encoding: .utf16)
        #expect(document.text == "a\rb")
        #expect(document.lineCount == 2)
    }

    @Test func changesWithRangesOutsideTheDocumentClamp() {
        var document = TextDocument(text: "abc")
        document.apply([TextDocument.Change(range: EditorRange(5, 2, 0, 1), text: "!")], version: 1, encoding: .utf16)
        // The start clamps to the end (3); the end before the start is the start: an insertion at the end.
        #expect(document.text == "abc!")
        document.apply([TextDocument.Change(range: EditorRange(0, 1, 7, 0), text: "")], version: 2, encoding: .utf16)
        #expect(document.text == "a")
    }

    @Test func negotiationPrefersUTF8OnlyWhenOffered() {
        #expect(PositionEncoding.negotiated(offered: ["utf-16", "utf-8"]) == .utf8)
        #expect(PositionEncoding.negotiated(offered: ["utf-32", "utf-16"]) == .utf16)
        #expect(PositionEncoding.negotiated(offered: []) == .utf16)
    }
}
