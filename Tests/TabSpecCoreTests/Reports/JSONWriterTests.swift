@testable import TabSpecCore
import Testing

/// The one JSON writer: pretty layout decided as it goes, escaping, and pieces handed out between values.
@Suite("JSON writer")
struct JSONWriterTests {
    /// `body`'s JSON, pretty.
    static func pretty(_ body: (inout JSONWriter) -> Void) -> String {
        var json = JSONWriter()
        body(&json)
        return json.output.takeText()
    }

    @Test func scalarContainersStayOnOneLineUpTo100Characters() {
        // `{"a": "…"}` is 9 characters around the text.
        let fits = Self.pretty { $0.object { $0.member("a", String(repeating: "x", count: 91)) } }
        #expect(fits == "{\"a\": \"" + String(repeating: "x", count: 91) + "\"}")
        let long = Self.pretty { $0.object { $0.member("a", String(repeating: "x", count: 92)) } }
        #expect(long == "{\n  \"a\": \"" + String(repeating: "x", count: 92) + "\"\n}")
        // Characters, not bytes: 91 three-byte characters still fit.
        #expect(!Self.pretty { $0.object { $0.member("a", String(repeating: "設", count: 91)) } }.contains("\n"))
    }

    @Test func aContainerInsideAnotherLaysThatOneOutAMemberPerLine() {
        let text = Self.pretty { json in
            json.object { json in
                json.member("x", 1)
                json.member("y", "two")
                json.member("empty", array: { _ in })
                json.member("point", object: { json in
                    json.member("x", number: 0.5)
                    json.key("none")
                    json.null()
                })
            }
        }
        #expect(text == "{\n  \"x\": 1,\n  \"y\": \"two\",\n  \"empty\": [],\n  \"point\": {\"x\": 0.5, \"none\": null}\n}")
        let nested = Self.pretty { json in
            json.array { json in
                json.array { $0.integer(1) }
                json.bool(true)
            }
        }
        #expect(nested == "[\n  [1],\n  true\n]")
    }

    @Test func oneLineContainersStayOnOneLineWhateverTheirLength() {
        let text = Self.pretty { json in
            json.array { json in
                json.object(.oneLine) { $0.member("message", String(repeating: "m", count: 200)) }
            }
        }
        #expect(text == "[\n  {\"message\": \"" + String(repeating: "m", count: 200) + "\"}\n]")
    }

    @Test func stringsAreEscaped() {
        let text = Self.pretty { $0.string("q\" b\\ \n\r\t\u{8}\u{C}\u{1} \u{2028}\u{2029} … é 😀") }
        #expect(text == #""q\" b\\ \n\r\t\b\f\u0001 \u2028\u2029 … é 😀""#)
        #expect(JSONWriter.text(.object([JSONMember("a", .array([.number(1.5), .null, .bool(false)]))])) == #"{"a":[1.5,null,false]}"#)
        #expect(Self.pretty { $0.number(.infinity) } == "null")
    }

    @Test func piecesAreHandedOutOnlyWhenNoContainerCanBeLaidOutAgain() {
        var json = JSONWriter()
        var pieces: [String] = []
        json.beginArray()
        json.beginObject()
        json.member("a", 1)
        json.flush(ifAtLeast: 1) { pieces.append($0) }
        #expect(pieces.isEmpty)
        json.member("b", array: { _ in })
        json.endObject()
        json.flush(ifAtLeast: 1) { pieces.append($0) }
        json.endArray()
        pieces.append(json.output.takeText())
        #expect(pieces.count == 2)
        #expect(pieces.joined() == "[\n  {\n    \"a\": 1,\n    \"b\": []\n  }\n]")
    }
}

extension JSONWriterTests {
    @Test func writesXcodesLayout() {
        let value: JSONValue = .object([
            JSONMember("a", .object([])),
            JSONMember("b", .object([JSONMember("c", .array([])), JSONMember("d", .array([.number(1), .bool(false), .null]))])),
            JSONMember("e", .string("/ \u{2028} \u{7F} \u{1} \"\\\n")),
        ])
        #expect(JSONWriter.text(value, style: .xcode) == """
            {
              "a" : {

              },
              "b" : {
                "c" : [

                ],
                "d" : [
                  1,
                  false,
                  null
                ]
              },
              "e" : "/ \u{2028} \u{7F} \\u0001 \\"\\\\\\n"
            }
            """)
        #expect(JSONWriter.text(.object([]), style: .xcode) == "{\n\n}")
    }

    @Test func writesOtherToolsConventions() {
        let value: JSONValue = .object([
            JSONMember("a", .object([])),
            JSONMember("b", .array([.number(1), .string("é/🌞\u{1}")])),
        ])
        let python = JSONWriter.Conventions(newline: "\r\n", indent: "\t", keySeparator: ": ", emptyContainerHasBlankLine: false,
                                            escapesNonASCII: true, uppercaseHex: true, escapesSlash: true)
        #expect(JSONWriter.text(value, style: .conventions(python))
            == "{\r\n\t\"a\": {},\r\n\t\"b\": [\r\n\t\t1,\r\n\t\t\"\\u00E9\\/\\uD83C\\uDF1E\\u0001\"\r\n\t]\r\n}")
        let oneLine = JSONWriter.Conventions(newline: nil, indent: "", keySeparator: ": ", spaceAfterComma: " ")
        #expect(JSONWriter.text(value, style: .conventions(oneLine)) == "{\"a\": {}, \"b\": [1, \"é/🌞\\u0001\"]}")
        // A value written at its place in a document: its lines indented as deep as it is.
        var writer = JSONWriter(style: .xcode, nesting: 2)
        writer.value(.object([JSONMember("k", .object([]))]))
        #expect(writer.output.takeText() == "{\n      \"k\" : {\n\n      }\n    }")
    }
}
