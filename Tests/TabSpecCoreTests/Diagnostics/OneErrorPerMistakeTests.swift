import Testing
@testable import TabSpecCore

/// One mistake a newcomer makes on day one (issue 22): the only diagnostic it gives, where, and what its
/// Fix-It leaves — the marked line as it reads after the fix, and a spec without errors.
struct OneMistakeCase: CustomTestStringConvertible, Sendable {
    var id: String
    /// The spec, with `1️⃣` where the diagnostic starts.
    var source: String
    var line: Int
    var column: Int
    var message: String
    /// The marked line after the first Fix-It is applied, or `nil` when there must be no Fix-It.
    var fixedLine: String?

    var testDescription: String { "\(id): \(message)" }
}

/// A tab bar around `body` (indented four spaces): the marked line is line 3.
private func tabBar(_ body: String) -> String {
    "tabbar Tab {\n    tab home { symbol: \"house\" }\n" + body + "\n}\n"
}

let oneMistakeCases: [OneMistakeCase] = [
    // A long key with a letter dropped and letters left off its end.
    OneMistakeCase(id: "unknown-key", source: tabBar("    1️⃣itemPositon: fill"), line: 3, column: 5,
                   message: "unknown key 'itemPositon' in 'tabbar'; did you mean 'itemPositioning'?",
                   fixedLine: "    itemPositioning: fill"),
    OneMistakeCase(id: "unknown-key", source: tabBar("    1️⃣unselectedItemTintColr: gray"), line: 3, column: 5,
                   message: "unknown key 'unselectedItemTintColr' in 'tabbar'; did you mean 'unselectedItemTintColor'?",
                   fixedLine: "    unselectedItemTintColor: gray"),
    OneMistakeCase(id: "unknown-key", source: tabBar("    1️⃣selectionAnimaiton: easeIn 0.2"), line: 3, column: 5,
                   message: "unknown key 'selectionAnimaiton' in 'tabbar'; did you mean 'selectionAnimation'?",
                   fixedLine: "    selectionAnimation: easeIn 0.2"),
    OneMistakeCase(id: "unknown-key", source: tabBar("    tab search { symbol: \"magnifyingglass\", 1️⃣accessibilityLabl: \"Find\" }"),
                   line: 3, column: 45, message: "unknown key 'accessibilityLabl' in 'tab'; did you mean 'accessibilityLabel'?",
                   fixedLine: "    tab search { symbol: \"magnifyingglass\", accessibilityLabel: \"Find\" }"),

    // Single quotes: one string token, one error, a Fix-It to double quotes (escaping what needs it).
    OneMistakeCase(id: "invalid-character", source: tabBar("    tab settings { symbol: \"gearshape\", title: 1️⃣'Settings' }"),
                   line: 3, column: 48, message: "unexpected single quote (U+0027); strings use double quotes",
                   fixedLine: "    tab settings { symbol: \"gearshape\", title: \"Settings\" }"),
    OneMistakeCase(id: "invalid-character", source: tabBar("    tab quote { title: 1️⃣'say \"hi\" \\o/' }"),
                   line: 3, column: 24, message: "unexpected single quote (U+0027); strings use double quotes",
                   fixedLine: "    tab quote { title: \"say \\\"hi\\\" \\\\o/\" }"),
    OneMistakeCase(id: "invalid-character", source: tabBar("    tab settings { title: 1️⃣‘Settings’ }"),
                   line: 3, column: 27, message: "unexpected character '‘' (U+2018); strings use double quotes",
                   fixedLine: "    tab settings { title: \"Settings\" }"),
    // A quote never closed on its line: said once, no guess.
    OneMistakeCase(id: "invalid-character", source: tabBar("    tab settings { title: 1️⃣'Settings }"),
                   line: 3, column: 27, message: "unexpected single quote (U+0027); strings use double quotes"),

    // CSS color functions: one error naming the hex color, whose Fix-It replaces the whole call.
    OneMistakeCase(id: "invalid-color-literal", source: tabBar("    tintColor: 1️⃣rgb(255, 0, 0)"), line: 3, column: 16,
                   message: "invalid color literal 'rgb(255, 0, 0)'; colors are written in hex, with '@' before an alpha; did you mean '#FF0000'?",
                   fixedLine: "    tintColor: #FF0000"),
    OneMistakeCase(id: "invalid-color-literal", source: tabBar("    tintColor: 1️⃣rgba(255, 0, 0, 0.5)"), line: 3, column: 16,
                   message: "invalid color literal 'rgba(255, 0, 0, 0.5)'; colors are written in hex, with '@' before an alpha; did you mean '#FF0000 @ 0.5'?",
                   fixedLine: "    tintColor: #FF0000 @ 0.5"),
    OneMistakeCase(id: "invalid-color-literal", source: tabBar("    tintColor: black | 1️⃣RGB(100%, 50%, 0%)"), line: 3, column: 24,
                   message: "invalid color literal 'RGB(100%, 50%, 0%)'; colors are written in hex, with '@' before an alpha; did you mean '#FF8000'?",
                   fixedLine: "    tintColor: black | #FF8000"),
    OneMistakeCase(id: "invalid-color-literal", source: tabBar("    barTintColor: 1️⃣rgb(10 20 30 / 50%)"), line: 3, column: 19,
                   message: "invalid color literal 'rgb(10 20 30 / 50%)'; colors are written in hex, with '@' before an alpha; did you mean '#0A141E @ 50%'?",
                   fixedLine: "    barTintColor: #0A141E @ 50%"),
    OneMistakeCase(id: "invalid-color-literal", source: tabBar("    barTintColor: 1️⃣rgba(0,0,0,.25)"), line: 3, column: 19,
                   message: "invalid color literal 'rgba(0,0,0,.25)'; colors are written in hex, with '@' before an alpha; did you mean '#000000 @ 0.25'?",
                   fixedLine: "    barTintColor: #000000 @ 0.25"),
    // An opaque alpha is left out.
    OneMistakeCase(id: "invalid-color-literal", source: tabBar("    tintColor: 1️⃣rgba(0, 122, 255, 1)"), line: 3, column: 16,
                   message: "invalid color literal 'rgba(0, 122, 255, 1)'; colors are written in hex, with '@' before an alpha; did you mean '#007AFF'?",
                   fixedLine: "    tintColor: #007AFF"),
    // Values no color has: said, without a Fix-It.
    OneMistakeCase(id: "invalid-color-literal", source: tabBar("    tintColor: 1️⃣rgb(300, 0, 0)"), line: 3, column: 16,
                   message: "invalid color literal 'rgb(300, 0, 0)'; its red, green and blue must be 0 to 255 or 0% to 100%, found '300'; colors are written in hex, with '@' before an alpha"),
    OneMistakeCase(id: "invalid-color-literal", source: tabBar("    tintColor: 1️⃣rgba(255, 0, 0, 1.5)"), line: 3, column: 16,
                   message: "invalid color literal 'rgba(255, 0, 0, 1.5)'; its alpha must be 0 to 1 or 0% to 100%, found '1.5'; colors are written in hex, with '@' before an alpha"),
    OneMistakeCase(id: "invalid-color-literal", source: tabBar("    tintColor: 1️⃣rgb(255, 0)"), line: 3, column: 16,
                   message: "invalid color literal 'rgb(255, 0)'; colors are written in hex, with '@' before an alpha ('#FF0000 @ 0.5')"),
    OneMistakeCase(id: "invalid-color-literal", source: tabBar("    tintColor: 1️⃣rgb(255, 0, 0 // red"), line: 3, column: 16,
                   message: "invalid color literal 'rgb(255, 0, 0'; colors are written in hex, with '@' before an alpha ('#FF0000 @ 0.5')"),

    // ';' between entries: one error, read as a separator.
    OneMistakeCase(id: "invalid-character", source: tabBar("    height: 491️⃣; iconSize: 25"), line: 3, column: 15,
                   message: "unexpected character ';' (U+003B); separate entries with a newline or ','",
                   fixedLine: "    height: 49, iconSize: 25"),
    OneMistakeCase(id: "invalid-character", source: tabBar("    tab search { symbol: \"magnifyingglass\"1️⃣; title: \"Search\" }"),
                   line: 3, column: 43, message: "unexpected character ';' (U+003B); separate entries with a newline or ','",
                   fixedLine: "    tab search { symbol: \"magnifyingglass\", title: \"Search\" }"),
    // At the end of an entry it is removed, with the blank before it.
    OneMistakeCase(id: "invalid-character", source: tabBar("    height: 49 1️⃣;"), line: 3, column: 16,
                   message: "unexpected character ';' (U+003B); separate entries with a newline or ','",
                   fixedLine: "    height: 49"),
    OneMistakeCase(id: "invalid-character", source: tabBar("    tab search { symbol: \"magnifyingglass\"1️⃣; }"),
                   line: 3, column: 43, message: "unexpected character ';' (U+003B); separate entries with a newline or ','",
                   fixedLine: "    tab search { symbol: \"magnifyingglass\" }"),
    OneMistakeCase(id: "invalid-character", source: tabBar("    height: 491️⃣， iconSize: 25"), line: 3, column: 15,
                   message: "unexpected character '，' (U+FF0C); separate entries with a newline or ','",
                   fixedLine: "    height: 49, iconSize: 25"),
]

@Suite("One error per mistake")
struct OneErrorPerMistakeTests {
    @Test(arguments: oneMistakeCases)
    func aMistakeIsOneErrorWhoseFixItFixesIt(_ testCase: OneMistakeCase) throws {
        let marked = MarkedSource(testCase.source)
        let document = SpecDocument(path: "case.tabspec", text: marked.text)
        let diagnostics = document.diagnostics
        #expect(diagnostics.map(\.id.rawValue) == [testCase.id])
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == testCase.message)
        #expect(diagnostic.range.start == marked.offset(1))
        #expect(document.source.location(of: diagnostic.range.start) == TabSpecCore.SourceLocation(line: testCase.line, column: testCase.column))
        guard let fixedLine = testCase.fixedLine else {
            #expect(diagnostic.fixIts.isEmpty)
            return
        }
        let fixIt = try #require(diagnostic.fixIts.first)
        let fixed = Self.apply(fixIt, to: marked.text)
        #expect(fixed.split(separator: "\n", omittingEmptySubsequences: false)[testCase.line - 1] == Substring(fixedLine))
        let again = SpecDocument(path: "fixed.tabspec", text: fixed)
        #expect(again.diagnostics.map(\.message) == [])
    }

    @Test func aSingleQuotedStringIsReadAsWritten() throws {
        let marked = MarkedSource("tabbar Tab {\n    tab home { symbol: \"house\", title: 1️⃣'say \"hi\" \\n'2️⃣ }\n}\n")
        let document = SpecDocument(path: "q.tabspec", text: marked.text)
        #expect(document.diagnostics.map(\.id) == [.invalidCharacter])
        #expect(document.tabBars.first?.configuration.items.first?.title == "say \"hi\" \\n")
        let fixIt = try #require(document.diagnostics.first?.fixIts.first)
        #expect(fixIt.message == "use double quotes: \"say \\\"hi\\\" \\\\n\"")
        #expect(fixIt.edits == [TextEdit(range: SourceRange(start: marked.offset(1), end: marked.offset(2)), replacement: "\"say \\\"hi\\\" \\\\n\"")])
        #expect(document.diagnostics.first?.range == SourceRange(start: marked.offset(1), end: marked.offset(2)))
    }

    @Test func entriesAroundASemicolonParseAsIfItWereAComma() throws {
        let document = SpecDocument(path: "s.tabspec", text: "tabbar Tab {\n    height: 49; iconSize: 20; itemSpacing: 4\n    tab home { symbol: \"house\"; title: \"Home\" }\n}\n")
        #expect(document.diagnostics.map(\.id) == [.invalidCharacter, .invalidCharacter, .invalidCharacter])
        let configuration = try #require(document.tabBars.first?.configuration)
        #expect(configuration.height == 49)
        #expect(configuration.iconSize == 20)
        #expect(configuration.itemSpacing == 4)
        #expect(configuration.items.first?.title == "Home")
    }

    @Test func theStringLiteralOfAFixItReadsBackAsItsText() {
        for text in ["Settings", "say \"hi\"", "a\\b", "tab\tand\nline", "\u{1}", "ホーム 🏠", ""] {
            let literal = Tokenizer.stringLiteral(text)
            let buffer = Tokenizer.tokenize(SourceFile(path: "t", text: literal))
            #expect(buffer.problems.isEmpty, Comment(rawValue: literal))
            #expect(buffer.kind(TokenIndex(0)) == .string)
            #expect(buffer.string(TokenIndex(0)) == text)
        }
        #expect(Tokenizer.stringLiteral("say \"hi\" \\o/") == "\"say \\\"hi\\\" \\\\o/\"")
    }

    @Test(arguments: [
        ("255, 0, 0", Tokenizer.ColorFunction.color("#FF0000")),
        (" 255 , 128 , 0 , 50% ", .color("#FF8000 @ 50%")),
        ("255 128 0", .color("#FF8000")),
        ("255 128 0 / 0.5", .color("#FF8000 @ 0.5")),
        ("127.5, 0, 0", .color("#800000")),
        ("50%, 50%, 50%", .color("#808080")),
        ("0, 0, 0, 0", .color("#000000 @ 0")),
        ("-1, 0, 0", .componentOutOfRange("-1")),
        ("0, 101%, 0", .componentOutOfRange("101%")),
        ("0, 0, 0, 101%", .alphaOutOfRange("101%")),
        ("0, 0", .malformed),
        ("0, 0, 0, 0, 0", .malformed),
        ("red, 0, 0", .malformed),
        ("1e2, 0, 0", .malformed),
        ("0 0 0 / 1 / 2", .malformed),
        ("", .malformed),
    ])
    func colorFunctionArgumentsAreReadAsCSSReadsThem(_ arguments: String, _ expected: Tokenizer.ColorFunction) {
        #expect(Tokenizer.colorFunction(arguments) == expected)
    }

    /// Every mistake of the day at once: the editor shows what lint reports, one error each, and its fix-all
    /// leaves a spec without errors.
    @Test func theEditorShowsWhatLintReports() throws {
        let text = """
            tabbar Tab {
                itemPositon: fill
                tintColor: rgb(255, 0, 0)
                height: 49; iconSize: 25
                tab home { symbol: "house", title: 'Settings' }
            }

            """
        let analysis = EditorAnalysis(spec: TextDocument(text: text, version: 1), path: "Specs/Tab.tabspec", settings: LintSettings())
        let linted = Compiler().lint([(SourceFile(path: "Specs/Tab.tabspec", text: text), LintSettings())]).report.files[0].diagnostics
        #expect(analysis.diagnostics == linted)
        #expect(analysis.editorDiagnostics(in: .utf16).map { "\($0.range.start.line):\($0.range.start.character) \($0.id)" }
            == ["1:4 unknown-key", "2:15 invalid-color-literal", "3:14 invalid-character", "4:39 invalid-character"])
        let titles = analysis.codeActions(for: EditorRange(0, 0, 5, 0), in: .utf16).map(\.title)
        #expect(titles == ["replace 'itemPositon' with 'itemPositioning'", "replace 'rgb(255, 0, 0)' with '#FF0000'",
                           "replace ';' with ','", "use double quotes: \"Settings\"", "apply 4 fix-its"])
        var fixed = Array(text.utf8)
        for edit in linted.flatMap({ $0.fixIts.first?.edits ?? [] }).sorted(by: { $0.range.start > $1.range.start }) {
            fixed.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.replacement.utf8))
        }
        let clean = SpecDocument(path: "Specs/Tab.tabspec", text: String(decoding: fixed, as: UTF8.self))
        #expect(clean.diagnostics.map(\.message) == [])
        #expect(String(decoding: fixed, as: UTF8.self).contains("    itemPositioning: fill\n    tintColor: #FF0000\n    height: 49, iconSize: 25\n"))
    }

    /// Applies one Fix-It's edits (back to front) to `text`.
    private static func apply(_ fixIt: FixIt, to text: String) -> String {
        var bytes = Array(text.utf8)
        for edit in fixIt.edits.sorted(by: { $0.range.start > $1.range.start }) {
            bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
