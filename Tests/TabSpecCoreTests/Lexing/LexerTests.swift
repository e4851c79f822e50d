import Testing
@testable import TabSpecCore

/// Every token of `text` (kind and text) up to the end of the file.
private func tokens(_ text: String) -> [(TokenKind, String)] {
    let source = SourceFile(path: "t", text: text)
    var lexer = Lexer(source: source)
    var result: [(TokenKind, String)] = []
    while true {
        let token = lexer.next()
        if token.kind == .endOfFile { return result }
        result.append((token.kind, source.text(in: token.range)))
    }
}

@Suite("Lexer")
struct LexerTests {
    @Test func punctuationIdentifiersAndComments() {
        let result = tokens("tab home-2 { a: b, c @ | } // x\n/* y */")
        #expect(result.map(\.0) == [.identifier, .identifier, .leftBrace, .identifier, .colon, .identifier, .comma,
                                    .identifier, .at, .pipe, .rightBrace, .lineComment, .newline, .blockComment])
        #expect(result.map(\.1) == ["tab", "home-2", "{", "a", ":", "b", ",", "c", "@", "|", "}", "// x", "\n", "/* y */"])
    }

    @Test func numbersAndPercentages() {
        let source = SourceFile(path: "t", text: "12 -4 0.5 50% 72.25")
        var lexer = Lexer(source: source)
        var values: [(TokenKind, Double)] = []
        for _ in 0..<5 {
            let token = lexer.next()
            values.append((token.kind, lexer.numberValue))
        }
        #expect(values.map(\.0) == [.number, .number, .number, .percentage, .number])
        #expect(values.map(\.1) == [12, -4, 0.5, 50, 72.25])
        #expect(lexer.diagnostics.isEmpty)
    }

    @Test(arguments: ["1.", "1.2.3", "12px", "1e5", "-", "--3", "4%%"])
    func malformedNumbersAreOneInvalidToken(_ text: String) {
        let result = tokens(text)
        #expect(result.map(\.0) == [.invalid])
        #expect(result.first?.1 == text)
    }

    @Test func hexColors() {
        let source = SourceFile(path: "t", text: "#F80 #F808 #FF8800 #FF880080")
        var lexer = Lexer(source: source)
        var colors: [RGBAColor] = []
        for _ in 0..<4 {
            _ = lexer.next()
            colors.append(lexer.colorValue)
        }
        let orange = RGBAColor(red: 1, green: 136.0 / 255, blue: 0)
        #expect(colors[0] == orange)
        #expect(colors[1] == RGBAColor(red: 1, green: 136.0 / 255, blue: 0, alpha: 136.0 / 255))
        #expect(colors[2] == orange)
        #expect(colors[3] == RGBAColor(red: 1, green: 136.0 / 255, blue: 0, alpha: 128.0 / 255))
    }

    @Test func stringEscapes() {
        let source = SourceFile(path: "t", text: #""a\"b\\c\nd\te\u{1F600}f""#)
        var lexer = Lexer(source: source)
        #expect(lexer.next().kind == .string)
        #expect(lexer.stringValue == "a\"b\\c\nd\te😀f")
        #expect(lexer.diagnostics.isEmpty)
    }

    @Test func typographicQuotesBecomeAStringWithOneDiagnostic() {
        let source = SourceFile(path: "t", text: "“ホーム”")
        var lexer = Lexer(source: source)
        #expect(lexer.next().kind == .string)
        #expect(lexer.stringValue == "ホーム")
        #expect(lexer.diagnostics.map(\.id) == [.invalidCharacter])
        #expect(lexer.diagnostics.first?.fixIts.first?.edits.map(\.range) == [SourceRange(start: 0, end: 3), SourceRange(start: 12, end: 15)])
    }

    @Test func unterminatedBlockCommentRunsToTheEnd() {
        let result = tokens("a /* never closed\nb")
        #expect(result.map(\.0) == [.identifier, .blockComment])
    }

    @Test func lexerAlwaysReachesTheEnd() {
        // Every byte value, alone: the lexer must step over each and stop.
        for byte in UInt8.min...UInt8.max {
            let source = SourceFile(path: "t", bytes: [byte, byte, 0x61])
            var lexer = Lexer(source: source)
            var count = 0
            while lexer.next().kind != .endOfFile { count += 1 }
            #expect(count <= 3)
        }
    }
}
