import Testing
@testable import TabSpecCore

/// Every token of `text` (kind and text) up to the end of the file.
private func tokens(_ text: String) -> [(TokenBuffer.Kind, String)] {
    let buffer = Tokenizer.tokenize(SourceFile(path: "t", text: text))
    return (0..<buffer.count - 1).map { (buffer.kind(TokenIndex($0)), buffer.text(TokenIndex($0))) }
}

@Suite("Tokenizer")
struct TokenizerTests {
    @Test func punctuationIdentifiersAndComments() {
        let result = tokens("tab home-2 { a: b, c @ | } // x\n/* y */")
        #expect(result.map(\.0) == [.identifier, .identifier, .leftBrace, .identifier, .colon, .identifier, .comma,
                                    .identifier, .at, .pipe, .rightBrace, .lineComment, .blockComment])
        #expect(result.map(\.1) == ["tab", "home-2", "{", "a", ":", "b", ",", "c", "@", "|", "}", "// x", "/* y */"])
    }

    @Test func newlinesAreALineFlagNotTokens() {
        let buffer = Tokenizer.tokenize(SourceFile(path: "t", text: "a: 1 // c\n\n  b /* x\n y */ c\r\nd"))
        let lines = (0..<buffer.count).filter { buffer.kind(TokenIndex($0)) != .lineComment }.map { buffer.startsLine(TokenIndex($0)) }
        // a (the file's first), :, 1, b (after two line breaks), the block comment, c (a line break only inside the
        // comment), d (after \r\n), the end of the file.
        #expect(lines == [true, false, false, true, false, false, true, false])
        #expect(buffer.comments.map { buffer.text($0) } == ["// c", "/* x\n y */"])
    }

    @Test func numbersAndPercentagesCarryTheirValues() {
        let buffer = Tokenizer.tokenize(SourceFile(path: "t", text: "12 -4 0.5 50% 72.25 0.1 123456789.123456789 -0"))
        let indices = (0..<buffer.count - 1).map(TokenIndex.init)
        #expect(indices.map(buffer.kind) == [.number, .number, .number, .percentage, .number, .number, .number, .number])
        #expect(indices.map(buffer.number) == [12, -4, 0.5, 50, 72.25, 0.1, 123456789.123456789, 0])
        #expect(buffer.number(indices[7]).sign == .minus)
        #expect(buffer.problems.isEmpty)
    }

    @Test(arguments: ["0.1", "2.675", "1.7976931348623157", "0.000000000000000000000000001", "9007199254740993", "17.10"])
    func numbersDecodeAsTheStandardLibraryDoes(_ text: String) {
        let buffer = Tokenizer.tokenize(SourceFile(path: "t", text: text))
        #expect(buffer.number(TokenIndex(0)) == Double(text))
    }

    @Test func aNumberTooLargeIsInfiniteNotAnError() {
        let buffer = Tokenizer.tokenize(SourceFile(path: "t", text: "1" + String(repeating: "0", count: 400)))
        #expect(buffer.kind(TokenIndex(0)) == .number)
        #expect(buffer.number(TokenIndex(0)) == .infinity)
        #expect(buffer.problems.isEmpty)
    }

    @Test(arguments: ["1.", "1.2.3", "12px", "1e5", "-", "--3", "4%%"])
    func malformedNumbersAreOneInvalidToken(_ text: String) {
        let result = tokens(text)
        #expect(result.map(\.0) == [.invalid])
        #expect(result.first?.1 == text)
    }

    @Test func namesJoinedByDotsAreOneInvalidToken() {
        let buffer = Tokenizer.tokenize(SourceFile(path: "t", text: "figure.walk.motion a. b"))
        #expect(buffer.kind(TokenIndex(0)) == .invalid)
        #expect(buffer.problem(TokenIndex(0)) == .dottedName)
        #expect(buffer.text(TokenIndex(0)) == "figure.walk.motion")
        #expect((1..<buffer.count - 1).map { buffer.text(TokenIndex($0)) } == ["a", ".", "b"])
    }

    @Test func hexColors() {
        let buffer = Tokenizer.tokenize(SourceFile(path: "t", text: "#F80 #F808 #FF8800 #FF880080"))
        let colors = (0..<4).map { buffer.color(TokenIndex($0)) }
        let orange = RGBAColor(red: 1, green: 136.0 / 255, blue: 0)
        #expect(colors[0] == orange)
        #expect(colors[1] == RGBAColor(red: 1, green: 136.0 / 255, blue: 0, alpha: 136.0 / 255))
        #expect(colors[2] == orange)
        #expect(colors[3] == RGBAColor(red: 1, green: 136.0 / 255, blue: 0, alpha: 128.0 / 255))
    }

    @Test func stringsWithoutEscapesAreSlicesOfTheSource() {
        let buffer = Tokenizer.tokenize(SourceFile(path: "t", text: #""ホーム" "a\"b\\c\nd\te\u{1F600}f""#))
        #expect(buffer.string(TokenIndex(0)) == "ホーム")
        #expect(buffer.irregular.map(\.token) == [1])
        #expect(buffer.irregular.map(\.text) == ["a\"b\\c\nd\te😀f"])
        #expect(buffer.string(TokenIndex(1)) == "a\"b\\c\nd\te😀f")
        #expect(buffer.problems.isEmpty)
    }

    @Test func everyTokenKeepsItsOwnValue() {
        // The old lexer kept one value aside, which a look-ahead overwrote.
        let buffer = Tokenizer.tokenize(SourceFile(path: "t", text: "title \"Home\" \"Away\" 1 2 #FFF #000"))
        #expect(buffer.string(TokenIndex(1)) == "Home")
        #expect(buffer.string(TokenIndex(2)) == "Away")
        #expect(buffer.number(TokenIndex(3)) == 1)
        #expect(buffer.number(TokenIndex(4)) == 2)
        #expect(buffer.color(TokenIndex(5)) == RGBAColor(white: 1))
        #expect(buffer.color(TokenIndex(6)) == RGBAColor(white: 0))
    }

    @Test func typographicQuotesBecomeAStringWithOneDiagnostic() {
        let buffer = Tokenizer.tokenize(SourceFile(path: "t", text: "“ホーム”"))
        #expect(buffer.kind(TokenIndex(0)) == .string)
        #expect(buffer.string(TokenIndex(0)) == "ホーム")
        #expect(buffer.problems.map(\.diagnostic.id) == [.invalidCharacter])
        #expect(buffer.problems.map(\.token) == [TokenIndex(0)])
        #expect(buffer.problems.first?.diagnostic.fixIts.first?.edits.map(\.range) == [SourceRange(start: 0, end: 3), SourceRange(start: 12, end: 15)])
    }

    @Test func diagnosticsNameTheirToken() {
        let buffer = Tokenizer.tokenize(SourceFile(path: "t", text: "a 12px \"x\\q\" ;"))
        #expect(buffer.problems.map(\.diagnostic.id) == [.invalidNumber, .invalidEscape, .invalidCharacter])
        #expect(buffer.problems.map(\.token) == [TokenIndex(1), TokenIndex(2), TokenIndex(3)])
    }

    @Test func unterminatedBlockCommentRunsToTheEnd() {
        let result = tokens("a /* never closed\nb")
        #expect(result.map(\.0) == [.identifier, .blockComment])
    }

    @Test func theBufferKnowsWhetherABraceIsLeftOpen() {
        #expect(!Tokenizer.tokenize(SourceFile(path: "t", text: "a { b { } }\n{\n")).hasUnclosedBrace)
        #expect(Tokenizer.tokenize(SourceFile(path: "t", text: "a { b { }\n")).hasUnclosedBrace)
        #expect(!Tokenizer.tokenize(SourceFile(path: "t", text: "}}} a { }")).hasUnclosedBrace)
    }

    @Test func theBufferEndsWithTheEndOfTheFile() {
        // Every byte value, alone: the lexer must step over each and stop.
        for byte in UInt8.min...UInt8.max {
            let buffer = Tokenizer.tokenize(SourceFile(path: "t", bytes: [byte, byte, 0x61]))
            #expect(buffer.count <= 4)
            #expect(buffer.kind(buffer.endOfFile) == .endOfFile)
            #expect(buffer.range(buffer.endOfFile) == SourceRange(at: 3))
        }
    }
}
