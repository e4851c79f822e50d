import Testing
@testable import TabSpecCore

/// One marker-based case: the source (with `1️⃣` where the diagnostic must start), the only diagnostic it
/// must produce, and the Fix-It replacement if one is expected.
struct LanguageErrorCase: CustomTestStringConvertible, Sendable {
    var id: String
    var source: String
    var message: String
    var fixIt: String?

    var testDescription: String { "\(id): \(message)" }
}

/// A tab bar wrapping `body` (indented four spaces), so cases focus on the line that matters.
private func tabBar(_ body: String) -> String {
    "tabbar Tab {\n    tab home { symbol: \"house\" }\n" + body + "\n}\n"
}

let languageErrorCases: [LanguageErrorCase] = [
    LanguageErrorCase(id: "invalid-character", source: tabBar("    height: 49 1️⃣;"),
                      message: "unexpected character ';' (U+003B); separate entries with a newline or ','", fixIt: ""),
    LanguageErrorCase(id: "invalid-character", source: tabBar("    height 1️⃣= 49"),
                      message: "unexpected character '=' (U+003D); use ':' between a key and its value", fixIt: ":"),
    LanguageErrorCase(id: "invalid-character", source: tabBar("    tab search { title: 1️⃣“Search” }"),
                      message: "unexpected character '“' (U+201C); strings use straight quotes", fixIt: "\""),
    LanguageErrorCase(id: "invalid-character", source: tabBar("    height:1️⃣\u{00A0}49"),
                      message: "unexpected character U+00A0; use a plain space", fixIt: " "),
    LanguageErrorCase(id: "unterminated-string", source: tabBar("    tab search {\n        title: 1️⃣\"Search\n    }"),
                      message: "unterminated string; expected '\"' before the end of the line", fixIt: "\""),
    LanguageErrorCase(id: "invalid-escape", source: tabBar("    tab search { title: \"a1️⃣\\q\" }"),
                      message: "invalid escape '\\q' in string; valid escapes are '\\\"', '\\\\', '\\n', '\\t' and '\\u{…}'"),
    LanguageErrorCase(id: "invalid-escape", source: tabBar("    tab search { title: \"1️⃣\\u{D800}\" }"),
                      message: "invalid Unicode escape '\\u{D800}'; expected '\\u{' with 1 to 8 hex digits of a Unicode scalar and '}'"),
    LanguageErrorCase(id: "invalid-number", source: tabBar("    height: 1️⃣49pt"),
                      message: "invalid number '49pt'; numbers are written like 12, -4 or 0.5, optionally followed by '%', without units or exponents"),
    LanguageErrorCase(id: "invalid-number", source: tabBar("    height: 1️⃣4.9e1"),
                      message: "invalid number '4.9e1'; numbers are written like 12, -4 or 0.5, optionally followed by '%', without units or exponents"),
    LanguageErrorCase(id: "invalid-color-literal", source: tabBar("    tintColor: 1️⃣#12345"),
                      message: "invalid color literal '#12345'; expected '#' followed by 3, 4, 6 or 8 hex digits (#RGB, #RGBA, #RRGGBB, #RRGGBBAA)"),
    LanguageErrorCase(id: "invalid-color-literal", source: tabBar("    tintColor: 1️⃣#GG0000"),
                      message: "invalid color literal '#GG0000'; expected '#' followed by 3, 4, 6 or 8 hex digits (#RGB, #RGBA, #RRGGBB, #RRGGBBAA)"),
    LanguageErrorCase(id: "expected-token", source: tabBar("    height1️⃣ 49"),
                      message: "expected ':' after 'height'", fixIt: ":"),
    LanguageErrorCase(id: "expected-token", source: tabBar("    tab search { symbol: \"magnifyingglass\" 1️⃣title: \"Search\" }"),
                      message: "expected a newline or ',' before 'title'", fixIt: ","),
    LanguageErrorCase(id: "expected-token", source: tabBar("    height:1️⃣"),
                      message: "expected a value after 'height:'"),
    LanguageErrorCase(id: "expected-token", source: "1️⃣height: 49\n",
                      message: "expected a block such as 'tabbar Name { … }' or 'palette { … }' at the top level, found property 'height'"),
    LanguageErrorCase(id: "expected-token", source: tabBar("") + "1️⃣}\n",
                      message: "unexpected '}' with no open block", fixIt: ""),
    LanguageErrorCase(id: "expected-token", source: tabBar("    indicator1️⃣: circle"),
                      message: "'indicator' is a block; expected 'indicator { … }', found ':'"),
    LanguageErrorCase(id: "unterminated-block", source: "tabbar Tab {\n    tab home 1️⃣{ symbol: \"house\"\n    tab search { symbol: \"magnifyingglass\" }\n}\n",
                      message: "'tab home' block is missing its closing '}'", fixIt: " }"),
    LanguageErrorCase(id: "unterminated-block", source: "tabbar Tab 1️⃣{\n    tab home { symbol: \"house\" }\n",
                      message: "'tabbar Tab' block is missing its closing '}'", fixIt: " }"),
    LanguageErrorCase(id: "unknown-block", source: tabBar("    1️⃣tabs search { symbol: \"magnifyingglass\" }"),
                      message: "unknown block 'tabs' in 'tabbar'; did you mean 'tab'?", fixIt: "tab"),
    LanguageErrorCase(id: "unknown-block", source: tabBar("") + "1️⃣tabar Other { }\n",
                      message: "unknown block 'tabar' at the top level; did you mean 'tabbar'?", fixIt: "tabbar"),
    LanguageErrorCase(id: "unknown-block", source: tabBar("    1️⃣tintColor { }"),
                      message: "'tintColor' is a key of 'tabbar', not a block; write 'tintColor: value'"),
    LanguageErrorCase(id: "unknown-key", source: tabBar("    1️⃣tintColour: red"),
                      message: "unknown key 'tintColour' in 'tabbar'; did you mean 'tintColor'?", fixIt: "tintColor"),
    LanguageErrorCase(id: "unknown-key", source: tabBar("    1️⃣shape: circle"),
                      message: "unknown key 'shape' in 'tabbar'; 'shape' belongs in 'indicator { … }'"),
    LanguageErrorCase(id: "unknown-key", source: tabBar("    tab search { symbol: \"magnifyingglass\", 1️⃣titel: \"Search\" }"),
                      message: "unknown key 'titel' in 'tab'; did you mean 'title'?", fixIt: "title"),
    LanguageErrorCase(id: "duplicate-key", source: tabBar("    height: 49\n    1️⃣height: 50"),
                      message: "duplicate key 'height' in 'tabbar'"),
    LanguageErrorCase(id: "duplicate-key", source: tabBar("    indicator { shape: circle }\n    1️⃣indicator { shape: underline }"),
                      message: "duplicate 'indicator' block in 'tabbar'"),
    LanguageErrorCase(id: "invalid-value", source: tabBar("    kind: 1️⃣sytem"),
                      message: "invalid value 'sytem' for 'kind'; expected 'system' or 'custom'; did you mean 'system'?", fixIt: "system"),
    LanguageErrorCase(id: "invalid-value", source: tabBar("    height: 1️⃣tall"),
                      message: "invalid value 'tall' for 'height'; expected a number"),
    LanguageErrorCase(id: "invalid-value", source: tabBar("    tab search { symbol: 1️⃣magnifyingglass }"),
                      message: "invalid value 'magnifyingglass' for 'symbol'; expected a string in quotes", fixIt: "\"magnifyingglass\""),
    LanguageErrorCase(id: "invalid-value", source: tabBar("    1️⃣padding: 8"),
                      message: "'padding' applies to custom bars only; this bar is 'kind: system'"),
    LanguageErrorCase(id: "invalid-value", source: tabBar("    height: 1️⃣50%"),
                      message: "'height' does not take a percentage; percentages are only for alpha ('@ 50%')"),
    LanguageErrorCase(id: "invalid-value", source: tabBar("    height: 1️⃣49 50"),
                      message: "'height' takes one number, found 2 values"),
    LanguageErrorCase(id: "value-out-of-range", source: tabBar("    itemWidth: 1️⃣-3"),
                      message: "'itemWidth' must be greater than 0, found -3"),
    LanguageErrorCase(id: "value-out-of-range", source: tabBar("    selectionAnimation: easeIn 1️⃣3"),
                      message: "'selectionAnimation' must be greater than 0 and at most 2, found 3"),
    LanguageErrorCase(id: "value-out-of-range", source: tabBar("    barTintColor: white @ 1️⃣120%"),
                      message: "alpha in 'barTintColor' must be between 0% and 100%, found 120%"),
    LanguageErrorCase(id: "value-out-of-range", source: tabBar("    kind: custom\n    height: 40\n    padding: 1️⃣20 0 20"),
                      message: "'padding' leaves no height for items: 40 − 20 − 20 = 0; content height must be greater than 0"),
    LanguageErrorCase(id: "missing-key", source: tabBar("    tab 1️⃣search { accessibilityLabel: \"Search\" }"),
                      message: "tab 'search' needs a 'symbol', an 'image' or a 'title'"),
    LanguageErrorCase(id: "missing-key", source: tabBar("    1️⃣indicator { size: 20 }"),
                      message: "'indicator' needs a 'shape' ('circle', 'capsule' or 'underline')"),
    LanguageErrorCase(id: "missing-key", source: tabBar("    kind: custom\n    itemPositioning: 1️⃣centered"),
                      message: "a custom bar with 'itemPositioning: centered' needs 'itemWidth'"),
    LanguageErrorCase(id: "invalid-identifier", source: tabBar("    tab 1️⃣home-screen { symbol: \"house.fill\" }"),
                      message: "tab id 'home-screen' is not a Swift identifier (letters, digits and '_'); did you mean 'homeScreen'?", fixIt: "homeScreen"),
    LanguageErrorCase(id: "invalid-identifier", source: "tabbar 1️⃣main_tabs {\n    tab home { symbol: \"house\" }\n}\n",
                      message: "tab bar name 'main_tabs' must be an UpperCamelCase Swift identifier (it names the generated enum); did you mean 'MainTabs'?", fixIt: "MainTabs"),
    LanguageErrorCase(id: "invalid-identifier", source: "tabbar 1️⃣Type {\n    tab home { symbol: \"house\" }\n}\n",
                      message: "tab bar name 'Type' is reserved in Swift and cannot name the generated enum; did you mean 'TypeTab'?", fixIt: "TypeTab"),
    LanguageErrorCase(id: "invalid-identifier", source: tabBar("    tab 1️⃣title { symbol: \"textformat\" }"),
                      message: "tab id 'title' clashes with the generated member 'title' of the tab enum; did you mean 'titleTab'?", fixIt: "titleTab"),
    LanguageErrorCase(id: "invalid-identifier", source: "palette {\n    1️⃣orange: #FF8800\n}\n" + tabBar(""),
                      message: "palette color 'orange' shadows the built-in color 'orange'; choose another name"),
    LanguageErrorCase(id: "duplicate-tab", source: tabBar("    tab 1️⃣home { symbol: \"house.fill\" }"),
                      message: "duplicate tab 'home'"),
    LanguageErrorCase(id: "duplicate-tab", source: tabBar("    tab 1️⃣Home { symbol: \"house.fill\" }"),
                      message: "duplicate tab 'Home': it becomes the same enum case as 'home'"),
    LanguageErrorCase(id: "duplicate-tabbar", source: tabBar("") + "tabbar 1️⃣Tab {\n    tab other { title: \"Other\" }\n}\n",
                      message: "duplicate tab bar 'Tab'; tab bar names in a file must differ"),
    LanguageErrorCase(id: "unknown-tab", source: tabBar("    tab search { symbol: \"magnifyingglass\" }\n    initial: 1️⃣serch"),
                      message: "unknown tab 'serch' in 'initial'; did you mean 'search'?", fixIt: "search"),
    LanguageErrorCase(id: "unknown-color", source: tabBar("    tintColor: 1️⃣oragne"),
                      message: "unknown color 'oragne'; did you mean 'orange'?", fixIt: "orange"),
    LanguageErrorCase(id: "unknown-color", source: "palette {\n    brand: #FF6600\n}\n" + tabBar("    tintColor: systemBlue | 1️⃣brnad @ 0.8"),
                      message: "unknown color 'brnad'; did you mean 'brand'?", fixIt: "brand"),
    LanguageErrorCase(id: "empty-tabbar", source: "tabbar 1️⃣Empty {\n    kind: custom\n}\n",
                      message: "tab bar 'Empty' has no tabs; add at least one 'tab id { symbol: \"…\" }'"),
    LanguageErrorCase(id: "conflicting-localization-key",
                      source: tabBar("    tab search { symbol: \"magnifyingglass\", title: \"Search\", titleKey: \"tab\" }\n"
                                     + "    tab book { symbol: \"book\", title: \"Book\", titleKey: 1️⃣\"tab\" }"),
                      message: "localization key 'tab' has two source texts, 'Book' and 'Search'; give one of them another key"),
    LanguageErrorCase(id: "conflicting-key", source: tabBar("    tab search { symbol: \"magnifyingglass\", 1️⃣image: \"Search\" }"),
                      message: "'image' conflicts with 'symbol' in tab 'search'; a tab's icon is an SF Symbol or an image, not both"),
]

@Suite("Language errors")
struct LanguageErrorTests {
    @Test(arguments: languageErrorCases + compileBlockErrorCases + localizationErrorCases + compileLocalizationErrorCases
                    + searchTabErrorCases + appsErrorCases + prominentErrorCases + appearanceErrorCases)
    func reportsExactlyOneDiagnostic(_ testCase: LanguageErrorCase) throws {
        let marked = MarkedSource(testCase.source)
        let document = SpecDocument(path: "case.tabspec", text: marked.text)
        #expect(document.diagnostics.map(\.id.rawValue) == [testCase.id])
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == testCase.message)
        #expect(diagnostic.range.start == marked.offset(1))
        #expect(document.source.location(of: diagnostic.range.start) == document.source.location(of: marked.offset(1)))
        #expect(diagnostic.fixIts.first?.edits.first?.replacement == testCase.fixIt)
    }

    @Test func everyLanguageErrorIDHasACase() {
        let covered = Set(languageErrorCases.map(\.id))
        let missing = DiagnosticID.languageErrors.map(\.rawValue).filter { !covered.contains($0) && $0 != "invalid-utf8" }
        #expect(missing == [])
        #expect(DiagnosticID.languageErrors.count == 22)
    }

    @Test func invalidUTF8IsReportedAtItsByte() throws {
        var bytes = Array("tabbar Tab {\n    tab home { title: \"ab".utf8)
        let offset = bytes.count
        bytes += [0xFF, 0x63, 0x22, 0x20, 0x7D, 0x0A, 0x7D, 0x0A]
        let document = SpecDocument(source: SourceFile(path: "bytes.tabspec", bytes: bytes))
        #expect(document.diagnostics.map(\.id) == [.invalidUTF8])
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.message == "invalid UTF-8 byte 0xFF")
        #expect(diagnostic.range == SourceRange(start: offset, end: offset + 1))
        #expect(document.source.location(of: offset) == TabSpecCore.SourceLocation(line: 2, column: 26))
        #expect(document.tabBars.first?.configuration.items.first?.title == "ab\u{FFFD}c")
    }

    @Test func invalidUTF8OutsideStringsAndOverlongForms() {
        // An overlong encoding of '/' (C0 AF) and a lone continuation byte at the top level.
        let bytes: [UInt8] = [0xC0, 0xAF, 0x0A, 0x80, 0x0A] + Array("tabbar Tab { tab a { title: \"a\" } }\n".utf8)
        let document = SpecDocument(source: SourceFile(path: "bytes.tabspec", bytes: bytes))
        #expect(document.diagnostics.map(\.id) == [.invalidUTF8, .invalidUTF8, .invalidUTF8])
        #expect(document.diagnostics.map(\.range.start) == [0, 1, 3])
        #expect(document.diagnostics.map { document.source.location(of: $0.range.start) }
                == [TabSpecCore.SourceLocation(line: 1, column: 1), TabSpecCore.SourceLocation(line: 1, column: 2),
                    TabSpecCore.SourceLocation(line: 2, column: 1)])
    }
}
