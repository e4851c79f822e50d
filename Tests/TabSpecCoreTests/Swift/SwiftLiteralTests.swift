@testable import TabSpecCore
import Testing

/// The text each ``SwiftWriter`` literal writes into a fresh writer.
extension SwiftLiteral {
    static func string(_ text: String) -> String { written { $0.stringLiteral(text) } }
    static func number(_ value: Double) -> String { written { $0.number(value) } }
    static func hex(_ value: UInt32) -> String { written { $0.hex(value) } }
    static func commentText(_ text: String) -> String { written { $0.commentText(text) } }

    private static func written(_ write: (inout SwiftWriter) -> Void) -> String {
        var writer = SwiftWriter()
        write(&writer)
        return writer.takeText()
    }
}

/// Spec text reaches generated Swift only as literals with exactly its value.
@Suite("Swift literals")
struct SwiftLiteralTests {
    @Test func hostileStringsBecomeEscapedLiterals() {
        let cases: [(String, String)] = [
            (#"say "hi""#, #""say \"hi\"""#),
            (#"\(exit(1))"#, #""\\(exit(1))""#),
            (#"""""#, #""\"\"\"""#),
            ("a\nb\r\nc\td", #""a\nb\r\nc\td""#),
            (#"C:\"#, #""C:\\""#),
            (##"#"raw"#"##, ##""#\"raw\"#""##),
            ("😀 👨‍👩‍👧", "\"😀 👨‍👩‍👧\""),
            ("مرحبا", "\"مرحبا\""),
            ("\u{0}\u{7}\u{1B}\u{7F}\u{85}", #""\0\u{7}\u{1B}\u{7F}\u{85}""#),
            ("a\u{202E}b\u{2066}c\u{200F}d", #""a\u{202E}b\u{2066}c\u{200F}d""#),
            ("line\u{2028}para\u{2029}bom\u{FEFF}", #""line\u{2028}para\u{2029}bom\u{FEFF}""#),
            ("", #""""#),
        ]
        for (value, literal) in cases {
            #expect(SwiftLiteral.string(value) == literal)
        }
    }

    @Test func numbersUseTheShortestRoundTripForm() {
        #expect(SwiftLiteral.number(16) == "16")
        #expect(SwiftLiteral.number(72.2) == "72.2")
        #expect(SwiftLiteral.number(0.1 + 0.2) == "0.30000000000000004")
        #expect(SwiftLiteral.number(-0.0) == "0")
        #expect(SwiftLiteral.number(-4.5) == "-4.5")
        #expect(SwiftLiteral.number(1e-7) == "1e-07")
        #expect(SwiftLiteral.number(.infinity) == "Double.infinity")
        #expect(SwiftLiteral.number(-.infinity) == "-Double.infinity")
        #expect(SwiftLiteral.number(.nan) == "Double.nan")
        #expect(SwiftLiteral.hex(0xF7F7F7) == "0xF7F7F7")
        #expect(SwiftLiteral.hex(0x0000FF) == "0x0000FF")
    }

    @Test func keywordsGoInBackticks() {
        #expect(SwiftLiteral.identifier("default") == "`default`")
        #expect(SwiftLiteral.identifier("self") == "`self`")
        #expect(SwiftLiteral.identifier("home") == "home")
    }

    @Test func commentTextCannotEndTheComment() {
        #expect(SwiftLiteral.commentText("Evil\nimport Foundation.tabspec") == #"Evil\u{A}import Foundation.tabspec"#)
        #expect(SwiftLiteral.commentText("a\rb\u{2028}c\u{202E}d") == #"a\u{D}b\u{2028}c\u{202E}d"#)
        #expect(SwiftLiteral.commentText("Tab 🚀.tabspec") == "Tab 🚀.tabspec")
    }
}
