import Testing

@testable import TabSpecCore

/// `StringsFileParser`: the `.strings` text format in UTF-8 and UTF-16, escapes, comments and errors.
@Suite struct StringsFileParserTests {
    /// The pairs of `text` (UTF-8), or the error.
    private func parse(_ text: String) throws(StringsFileError) -> [[String]] {
        try StringsFileParser.parse(Array(text.utf8)).map { [$0.key, $0.value] }
    }

    /// The error parsing `bytes`, or `nil`.
    private func error(parsing bytes: [UInt8]) -> StringsFileError? {
        do {
            _ = try StringsFileParser.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    /// `text` as UTF-16 bytes, optionally with a byte order mark.
    private func utf16(_ text: String, bigEndian: Bool, bom: Bool) -> [UInt8] {
        let units = (bom ? [0xFEFF] : []) + Array(text.utf16)
        return units.flatMap { unit in
            bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
    }

    static let sample = """
        //
        // Retrieved via the SF Symbols app package contents
        //

        "speaker.3" = "speaker.wave.3";
        "smiley" = "face.smiling"; /* trailing comment */
        /* a block
           comment */ "table"="tablecells" ;
        """

    @Test func parsesPairsCommentsAndWhitespace() throws {
        #expect(try parse(Self.sample) == [
            ["speaker.3", "speaker.wave.3"], ["smiley", "face.smiling"], ["table", "tablecells"],
        ])
        #expect(try parse("") == [])
        #expect(try parse("  // only a comment") == [])
        #expect(try parse("\"a\" = \"b\";\r\n\"c\" = \"d\";") == [["a", "b"], ["c", "d"]])
    }

    @Test(arguments: [(false, false), (false, true), (true, false), (true, true)])
    func decodesUTF16(bigEndian: Bool, bom: Bool) throws {
        let bytes = utf16(Self.sample + "\n\"é\" = \"👋\";", bigEndian: bigEndian, bom: bom)
        let pairs = try StringsFileParser.parse(bytes).map { [$0.key, $0.value] }
        #expect(pairs == [
            ["speaker.3", "speaker.wave.3"], ["smiley", "face.smiling"], ["table", "tablecells"], ["é", "👋"],
        ])
    }

    @Test func decodesUTF8WithByteOrderMark() throws {
        #expect(try StringsFileParser.parse([0xEF, 0xBB, 0xBF] + Array("\"a\" = \"b\";".utf8)).map(\.value) == ["b"])
    }

    @Test func readsEscapesUnquotedStringsAndKeyOnlyEntries() throws {
        #expect(try parse(#""q\"uote" = "back\\slash\n\t";"#) == [["q\"uote", "back\\slash\n\t"]])
        #expect(try parse(#""\U00e9\u0041" = "\UD83D\UDC4B\101\7";"#) == [["éA", "👋A\u{07}"]])
        #expect(try parse(#""\x\'" = "";"#) == [["x'", ""]])
        #expect(try parse("old.name = new_name-2;") == [["old.name", "new_name-2"]])
        #expect(try parse("\"same\";") == [["same", "same"]])
        #expect(try parse("\"a\" = \"1\"; \"a\" = \"2\";") == [["a", "1"], ["a", "2"]])
    }

    @Test func reportsSyntaxErrorsWithPositions() {
        #expect(error(parsing: Array("\"a\" = \"b\"\n\"c\" = \"d\";".utf8)) == .unexpected(expected: "';'", line: 2, column: 1))
        #expect(error(parsing: Array("\"a\" \"b\";".utf8)) == .unexpected(expected: "'=' or ';'", line: 1, column: 5))
        #expect(error(parsing: Array("= \"b\";".utf8)) == .unexpected(expected: "a string", line: 1, column: 1))
        #expect(error(parsing: Array("\"a\" = ;".utf8)) == .unexpected(expected: "a string", line: 1, column: 7))
        #expect(error(parsing: Array("\"a\" =".utf8)) == .unexpected(expected: "a string", line: 1, column: 6))
        #expect(error(parsing: Array("\"a\"".utf8)) == .unexpected(expected: "'=' or ';'", line: 1, column: 4))
        #expect(error(parsing: Array("\r\n\r  \"a\" = \"b".utf8)) == .unterminatedString(line: 3, column: 9))
        #expect(error(parsing: Array("\"a\\".utf8)) == .unterminatedString(line: 1, column: 3))
        #expect(error(parsing: Array("\"a\" = \"b\"; /* open".utf8)) == .unterminatedComment(line: 1, column: 12))
        #expect(error(parsing: Array("/*/".utf8)) == .unterminatedComment(line: 1, column: 1))
    }

    @Test func rejectsBadEscapes() {
        #expect(error(parsing: Array(#""\UZZZZ" = "a";"#.utf8)) == .invalidEscape(line: 1, column: 2))
        #expect(error(parsing: Array(#""\U12" = "a";"#.utf8)) == .invalidEscape(line: 1, column: 2))
        #expect(error(parsing: Array(#""\UD83D" = "a";"#.utf8)) == .invalidEscape(line: 1, column: 2))
        #expect(error(parsing: Array(#""\UD83D\U0041" = "a";"#.utf8)) == .invalidEscape(line: 1, column: 2))
        #expect(error(parsing: Array(#""\UDC4B" = "a";"#.utf8)) == .invalidEscape(line: 1, column: 2))
    }

    @Test func rejectsBadEncodings() {
        #expect(error(parsing: [0x22, 0xFF, 0x22, 0x3B]) == .invalidEncoding("UTF-8", line: 1, column: 2))
        #expect(error(parsing: [0xFF, 0xFE, 0x22]) == .invalidEncoding("UTF-16LE", line: 1, column: 1))
        #expect(error(parsing: [0xFE, 0xFF, 0xD8, 0x00, 0x00, 0x22]) == .invalidEncoding("UTF-16BE", line: 1, column: 1))
        #expect(error(parsing: [0x22, 0x00, 0x00, 0xDC]) == .invalidEncoding("UTF-16LE", line: 1, column: 2))
        #expect(error(parsing: Array("\"a\" = \"b\";\n\"é\" = \"".utf8) + [0xC3]) == .invalidEncoding("UTF-8", line: 2, column: 8))
        #expect(error(parsing: [0x22, 0xFF, 0x22, 0x3B])?.description == "invalid UTF-8 text at 1:2")
    }

    /// Random mutations of a valid file: each parse returns pairs or throws, and always finishes.
    @Test func survivesRandomMutations() {
        let valid = Array(Self.sample.utf8)
        var generator = SplitMix64(seed: 7)
        var successes = 0
        var errors = 0
        for _ in 0..<1_000 {
            var bytes = Array(valid.prefix(Int.random(in: 0...valid.count, using: &generator)))
            for _ in 0..<Int.random(in: 0...4, using: &generator) where !bytes.isEmpty {
                let position = Int.random(in: 0..<bytes.count, using: &generator)
                bytes[position] = [0x00, 0x22, 0x5C, 0x2F, 0x2A, 0x3B, 0x3D, 0x0A, 0xFF, 0xFE, 0xD8]
                    .randomElement(using: &generator) ?? 0
            }
            do {
                _ = try StringsFileParser.parse(bytes)
                successes += 1
            } catch {
                errors += 1
            }
        }
        #expect(successes + errors == 1_000)
        #expect(successes > 100)
        #expect(errors > 100)
    }
}
