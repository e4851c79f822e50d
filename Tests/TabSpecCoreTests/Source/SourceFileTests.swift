import Testing
@testable import TabSpecCore

@Suite("Source files")
struct SourceFileTests {
    @Test func linesAndColumnsCountCodePoints() {
        // "ホーム" is 3 code points but 9 bytes: the column after it must be 3 more, not 9.
        let source = SourceFile(path: "a", text: "title: \"ホーム\" x\nnext")
        let offsetOfX = Array("title: \"ホーム\" ".utf8).count
        #expect(source.location(of: offsetOfX) == TabSpecCore.SourceLocation(line: 1, column: 14))
        #expect(source.location(of: offsetOfX + 2) == TabSpecCore.SourceLocation(line: 2, column: 1))
        #expect(source.lineCount == 2)
        #expect(source.text(in: source.rangeOfLine(1)) == "title: \"ホーム\" x")
    }

    @Test func byteOrderMarkIsSkipped() {
        let source = SourceFile(path: "a", bytes: [0xEF, 0xBB, 0xBF] + Array("ab\ncd".utf8))
        #expect(source.contentStart == 3)
        #expect(source.location(of: 3) == TabSpecCore.SourceLocation(line: 1, column: 1))
        #expect(source.location(of: 4) == TabSpecCore.SourceLocation(line: 1, column: 2))
        #expect(source.text(in: source.rangeOfLine(1)) == "ab")
        let document = SpecDocument(source: SourceFile(path: "bom", bytes: [0xEF, 0xBB, 0xBF] + Array("tabbar T { tab a { title: \"a\" } }".utf8)))
        #expect(document.diagnostics.isEmpty)
    }

    @Test func rangesStoreOffsetsIn32BitsClampingOutOfRangeOnes() {
        #expect(MemoryLayout<SourceRange>.size == 8)
        let range = SourceRange(start: 5, end: 70_000_000)
        #expect((range.start, range.end, range.length) == (5, 70_000_000, 69_999_995))
        #expect(SourceRange(start: 9, end: 3) == SourceRange(at: 9))
        #expect(SourceRange(start: 4, end: 8).union(SourceRange(start: 2, end: 6)) == SourceRange(start: 2, end: 8))
        #expect(SourceRange(start: -3, end: 2) == SourceRange(start: 0, end: 2))
        #expect(SourceRange(at: Int.max).start == Int(UInt32.max))
        var moved = SourceRange(start: 1, end: 2)
        moved.end = 40
        moved.start = 30
        #expect((moved.start, moved.end) == (30, 40))
        #expect(SourceRange(start: 1, end: 9) < SourceRange(start: 2, end: 3))
        #expect(SourceRange(start: 1, end: 3) < SourceRange(start: 1, end: 9))
    }

    @Test func crlfLineEndings() {
        let source = SourceFile(path: "a", text: "ab\r\ncd\r\n")
        #expect(source.lineCount == 3)
        #expect(source.text(in: source.rangeOfLine(1)) == "ab")
        #expect(source.location(of: 4) == TabSpecCore.SourceLocation(line: 2, column: 1))
        let document = SpecDocument(path: "crlf", text: "tabbar T {\r\n    height: 49\r\n    tab a { title: \"a\" }\r\n}\r\n")
        #expect(document.diagnostics.isEmpty)
        #expect(document.tabBars.first?.configuration.height == 49)
    }

    @Test func emojiAndCombiningMarksEachCountAsCodePoints() {
        // 😀 is one code point (4 bytes); "é" written as e + U+0301 is two code points.
        let source = SourceFile(path: "a", text: "😀e\u{301}x")
        #expect(source.location(of: 4) == TabSpecCore.SourceLocation(line: 1, column: 2))
        #expect(source.location(of: 7) == TabSpecCore.SourceLocation(line: 1, column: 4))
    }

    @Test func offsetsPastTheEndClamp() {
        let source = SourceFile(path: "a", text: "ab")
        #expect(source.location(of: 99) == TabSpecCore.SourceLocation(line: 1, column: 3))
        #expect(source.location(of: -5) == TabSpecCore.SourceLocation(line: 1, column: 1))
    }
}
