import Testing
@testable import TabSpecCore

@Suite("JSON parser")
struct JSONParserTests {
    private func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    @Test func readsEveryKindOfValueInOrder() throws {
        let value = try parse(" {\"b\": [1, -2.5e1, 0, true, false, null], \"a\": {\"x\": \"y\"}, \"b\": []} \n")
        #expect(value == .object([
            JSONMember("b", .array([.number(1), .number(-25), .number(0), .bool(true), .bool(false), .null])),
            JSONMember("a", .object([JSONMember("x", .string("y"))])),
            JSONMember("b", .array([])),
        ]))
    }

    @Test func decodesEscapesAndUnicode() throws {
        #expect(try parse(#""a\"b\\c\/d\b\f\n\r\t\u00e9\ud83d\ude00ホーム""#) == .string("a\"b\\c/d\u{08}\u{0C}\n\r\té😀ホーム"))
    }

    @Test func roundTripsTheWritersOutput() throws {
        let value: JSONValue = .object([
            JSONMember("text", .string("quote \" backslash \\ control \u{01} line\u{2028}")),
            JSONMember("numbers", .array([.number(72.2), .number(0.1), .number(-3)])),
        ])
        #expect(try parse(JSONWriter.text(value, style: .pretty)) == value)
        #expect(try parse(JSONWriter.text(value)) == value)
    }

    @Test(arguments: [
        ("{\"a\": 1,}", "1:9: expected a string key"),
        ("[1 2]", "1:4: expected ',' or ']' in an array"),
        ("01", "1:2: unexpected text after the JSON value"),
        ("1.", "1:3: invalid number; expected digits after '.'"),
        ("\"a\nb\"", "1:3: control character in a string; escape it"),
        ("\"\\x\"", "1:3: invalid escape in a string"),
        ("\"\\ud800\"", "1:8: unpaired surrogate in a \\u escape"),
        ("tru", "1:1: invalid literal; expected 'true'"),
        ("\"abc", "1:5: unterminated string"),
        ("[\"\u{FF}\"]", "1:3: invalid UTF-8 in a string"),
    ])
    func rejectsInvalidJSON(_ text: String, _ description: String) {
        var bytes = Array(text.utf8)
        if text.contains("\u{FF}") { bytes = [0x5B, 0x22, 0xFF, 0x22, 0x5D] }
        #expect(throws: JSONParseError.self) { try JSONParser.parse(bytes) }
        do {
            _ = try JSONParser.parse(bytes)
        } catch {
            #expect(error.description == description)
        }
    }

    @Test func nestingIsBounded() {
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        #expect(throws: JSONParseError.self) { try JSONParser.parse(Array(deep.utf8)) }
        let fine = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect((try? JSONParser.parse(Array(fine.utf8))) != nil)
    }
}

extension JSONParserTests {
    @Test func errorsCarryTheirByteOffset() {
        do {
            _ = try JSONParser.parse(Array("{\n  \"é\": x}".utf8))
            Issue.record("parsed")
        } catch {
            #expect(error == JSONParseError(message: "unexpected character; expected a value", line: 2, column: 9, offset: 10))
        }
    }

    @Test func repeatedKeysAreAnErrorWhenAsked() throws {
        let text = Array("{\"a\": {\"b\": 1, \"c\": 2, \"b\": 3}}".utf8)
        #expect(try JSONParser.parse(text) == .object([JSONMember("a", .object([
            JSONMember("b", .number(1)), JSONMember("c", .number(2)), JSONMember("b", .number(3)),
        ]))]))
        do {
            _ = try JSONParser.parse(text, rejectingDuplicateKeys: true)
            Issue.record("parsed")
        } catch {
            #expect(error == JSONParseError(message: "duplicate key 'b' in an object", line: 1, column: 24, offset: 23))
        }
        #expect((try? JSONParser.parse(Array("[{\"a\": 1}, {\"a\": 2}]".utf8), rejectingDuplicateKeys: true)) != nil)
    }

    @Test func findsTheOffsetOfAValueByItsPath() {
        let text = Array("{\"a\": [1, {\"b\": \"x\"}], \"b\": true, \"a\": null}".utf8)
        #expect(JSONParser.offset(of: [], in: text) == 0)
        #expect(JSONParser.offset(of: [.key("a")], in: text) == 6)
        #expect(JSONParser.offset(of: [.key("a"), .index(1), .key("b")], in: text) == 16)
        #expect(JSONParser.offset(of: [.key("b")], in: text) == 28)
        #expect(JSONParser.offset(of: [.key("a"), .index(2)], in: text) == nil)
        #expect(JSONParser.offset(of: [.key("c")], in: text) == nil)
        #expect(JSONParser.offset(of: [.key("b")], in: Array("{\"b\": tru".utf8)) == 6)
    }

    @Test func decodesLongStringsWithEscapesBetweenRuns() throws {
        let long = String(repeating: "ab😀", count: 1_000)
        #expect(try parse("\"\(long)\\n\(long)\\u00e9\"") == .string(long + "\n" + long + "é"))
    }
}
