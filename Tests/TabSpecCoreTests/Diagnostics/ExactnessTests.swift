import Testing
@testable import TabSpecCore

/// One expected diagnostic of a marker-based case: its id, the marker where it starts, its full message and
/// the replacement of its Fix-It (`nil`: no Fix-It).
struct ExpectedDiagnostic: Sendable {
    var id: String
    var marker: Int
    var message: String
    var fixIt: String?
}

/// A marker-based case of the exact front end (issue 11, scope 4): the source with `1️⃣`, `2️⃣` … where the
/// diagnostics start, and every diagnostic it must produce, in order.
struct ExactnessCase: CustomTestStringConvertible, Sendable {
    var name: String
    var source: String
    var expected: [ExpectedDiagnostic]

    var testDescription: String { name }
}

/// A tab bar wrapping `body` (indented four spaces).
private func tabBar(_ body: String) -> String {
    "tabbar Tab {\n    tab home { symbol: \"house\" }\n" + body + "\n}\n"
}

private let tooLarge = "1" + String(repeating: "0", count: 400)

let exactnessCases: [ExactnessCase] = [
    ExactnessCase(name: "a missing colon keeps both values", source: tabBar("    tab away { title1️⃣ 2️⃣\"Home\" \"Away\" }"), expected: [
        ExpectedDiagnostic(id: "expected-token", marker: 1, message: "expected ':' after 'title'", fixIt: ":"),
        ExpectedDiagnostic(id: "invalid-value", marker: 2, message: "'title' takes one string, found 2 values"),
    ]),
    ExactnessCase(name: "a number too large to represent", source: tabBar("    height: 1️⃣" + tooLarge), expected: [
        ExpectedDiagnostic(id: "value-out-of-range", marker: 1,
                           message: "'height' must be greater than 0, found 100000000000000000000000000000000000000…, which is too large to represent"),
    ]),
    ExactnessCase(name: "a number too large for any key", source: tabBar("    indicator { shape: circle, offset: 1️⃣-" + tooLarge + " }"), expected: [
        ExpectedDiagnostic(id: "value-out-of-range", marker: 1,
                           message: "'offset' must be a finite number, found -10000000000000000000000000000000000000…, which is too large to represent"),
    ]),
    ExactnessCase(name: "an alpha too large to represent", source: tabBar("    tintColor: red @ 1️⃣" + tooLarge + "%"), expected: [
        ExpectedDiagnostic(id: "value-out-of-range", marker: 1,
                           message: "alpha in 'tintColor' must be between 0% and 100%, found 100000000000000000000000000000000000000…"),
    ]),
    ExactnessCase(name: "a tab id starting with a digit", source: tabBar("    tab 1️⃣2fa { symbol: \"lock\", 2️⃣titel: \"2FA\" }"), expected: [
        ExpectedDiagnostic(id: "invalid-identifier", marker: 1,
                           message: "tab id '2fa' is not a Swift identifier (letters, digits and '_'); did you mean '_2fa'?", fixIt: "_2fa"),
        ExpectedDiagnostic(id: "unknown-key", marker: 2, message: "unknown key 'titel' in 'tab'; did you mean 'title'?", fixIt: "title"),
    ]),
    ExactnessCase(name: "a tab id in another script", source: tabBar("    tab 1️⃣家 { symbol: \"house.fill\", title: 2️⃣Home }"), expected: [
        ExpectedDiagnostic(id: "invalid-identifier", marker: 1,
                           message: "tab id '家' is not a Swift identifier (letters, digits and '_'); did you mean 'house'?", fixIt: "house"),
        ExpectedDiagnostic(id: "invalid-value", marker: 2, message: "invalid value 'Home' for 'title'; expected a string in quotes", fixIt: "\"Home\""),
    ]),
    ExactnessCase(name: "a tab id in backticks", source: tabBar("    tab 1️⃣`b` { symbol: \"bold\", 2️⃣symbol: \"bold\" }"), expected: [
        ExpectedDiagnostic(id: "invalid-identifier", marker: 1,
                           message: "tab id '`b`' is not a Swift identifier (letters, digits and '_'); did you mean 'b'?", fixIt: "b"),
        ExpectedDiagnostic(id: "duplicate-key", marker: 2, message: "duplicate key 'symbol' in 'tab'"),
    ]),
    ExactnessCase(name: "a palette entry refers to a later one", source: "palette { a: b, b: #fff }\n" + tabBar("    tintColor: a"), expected: []),
    ExactnessCase(name: "palette entries in a cycle", source: "palette {\n    a: b\n    b: 1️⃣a\n    c: a\n}\n" + tabBar("    tintColor: c"), expected: [
        ExpectedDiagnostic(id: "unknown-color", marker: 1,
                           message: "palette colors refer to each other in a cycle: 'a' → 'b' → 'a'; give one of them a color"),
    ]),
    ExactnessCase(name: "a second dark variant", source: tabBar("    tintColor: red | blue 1️⃣| green"), expected: [
        ExpectedDiagnostic(id: "invalid-value", marker: 1, message: "'tintColor' has a second '|'; a color has at most one dark variant ('light | dark')"),
    ]),
    ExactnessCase(name: "a second alpha", source: tabBar("    tintColor: red @ 0.5 1️⃣@ 0.3 | blue"), expected: [
        ExpectedDiagnostic(id: "invalid-value", marker: 1, message: "'tintColor' has a second '@'; a color has at most one alpha ('color @ alpha')"),
    ]),
    ExactnessCase(name: "an unterminated string before a brace gets one Fix-It",
                  source: tabBar("    tab search 1️⃣{ title: 2️⃣\"Search }"), expected: [
        ExpectedDiagnostic(id: "unterminated-block", marker: 1, message: "'tab search' block is missing its closing '}'"),
        ExpectedDiagnostic(id: "unterminated-string", marker: 2, message: "unterminated string; expected '\"' before the end of the line", fixIt: "\""),
    ]),
    ExactnessCase(name: "long source text is quoted shortened", source: tabBar("    1️⃣" + String(repeating: "tint", count: 15) + ": red"), expected: [
        ExpectedDiagnostic(id: "unknown-key", marker: 1, message: "unknown key 'tinttinttinttinttinttinttinttinttinttin…' in 'tabbar'"),
    ]),
    ExactnessCase(name: "a dotted name where a string belongs", source: tabBar("    tab walk { symbol: 1️⃣figure.walk }"), expected: [
        ExpectedDiagnostic(id: "invalid-value", marker: 1, message: "invalid value 'figure.walk' for 'symbol'; expected a string in quotes",
                           fixIt: "\"figure.walk\""),
    ]),
]

@Suite("Exact front end")
struct ExactnessTests {
    /// The diagnostics of `marked` as the front end reports them, checked against `expected` exactly.
    static func check(_ marked: MarkedSource, _ diagnostics: [Diagnostic], _ expected: [ExpectedDiagnostic], source: SourceFile) {
        #expect(diagnostics.map(\.id.rawValue) == expected.map(\.id))
        for (diagnostic, expected) in zip(diagnostics, expected) {
            #expect(diagnostic.message == expected.message)
            #expect(diagnostic.range.start == marked.offset(expected.marker))
            #expect(source.location(of: diagnostic.range.start) == source.location(of: marked.offset(expected.marker)))
            #expect(diagnostic.fixIts.first?.edits.first?.replacement == expected.fixIt)
            #expect(diagnostic.fixIts.count <= 1)
        }
    }

    @Test(arguments: exactnessCases)
    func reportsExactly(_ testCase: ExactnessCase) {
        let marked = MarkedSource(testCase.source)
        let source = SourceFile(path: "case.tabspec", text: marked.text)
        Self.check(marked, SpecDocument(source: source).diagnostics, testCase.expected, source: source)
    }

    @Test func everyValueIsOneTokenWithItsOwnValue() throws {
        let tree = SpecDocument(path: "t", text: tabBar("    tab away { title \"Home\" \"Away\" }\n    padding 1 2")).syntax
        let properties = (0..<tree.nodes.count).map(SyntaxTree.NodeIndex.init).filter { tree.kind($0) == .property }
        let title = try #require(properties.first { tree.tokens.text(tree.key($0)) == "title" })
        #expect(tree.values(title).map(tree.tokens.string) == ["Home", "Away"])
        #expect(tree.values(title).map(tree.tokens.range).map { tree.tokens.source.text(in: $0) } == ["\"Home\"", "\"Away\""])
        let padding = try #require(properties.first { tree.tokens.text(tree.key($0)) == "padding" })
        #expect(tree.values(padding).map(tree.tokens.number) == [1, 2])
    }

    @Test func aNumberTooLargeNeverReachesTheModel() throws {
        let spec = try #require(SpecDocument(source: SourceFile(path: "t", text: tabBar("    kind: custom\n    height: " + tooLarge + "\n    iconSize: " + tooLarge)))
            .tabBars.first)
        #expect(spec.configuration.height == nil)
        #expect(spec.configuration.iconSize == 25)
    }

    @Test func paletteReferencesResolveWhereverTheyAreWritten() throws {
        let text = tabBar("    tintColor: accent\n    barTintColor: late") + "palette {\n    accent: brand @ 50%\n    brand: #FF0000 | late\n    late: #00FF00\n}\n"
        let analysis = SpecDocument(source: SourceFile(path: "t", text: text))
        #expect(analysis.diagnostics.isEmpty)
        let colors = try #require(analysis.tabBars.first).configuration.colors
        #expect(colors.tint == TabBarColor(light: RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5), dark: RGBAColor(red: 0, green: 1, blue: 0, alpha: 0.5)))
        #expect(colors.barTint == TabBarColor(RGBAColor(red: 0, green: 1, blue: 0)))
    }

    @Test func aLongChainOfPaletteReferencesDoesNotRecurse() {
        let count = 20000
        var text = "palette {\n"
        for index in 0..<count { text += "    c\(index): c\(index + 1)\n" }
        text += "    c\(count): #123456\n}\n" + tabBar("    tintColor: c0")
        let analysis = SpecDocument(source: SourceFile(path: "t", text: text))
        #expect(analysis.diagnostics.isEmpty)
        #expect(analysis.tabBars.first?.configuration.colors.tint.light == RGBAColor(rgb: 0x123456))
    }

    @Test func afterOneHundredErrorsOneNoteSaysHowManyMore() throws {
        let analysis = SpecDocument(source: SourceFile(path: "t", text: tabBar(String(repeating: "    tintColour: red\n", count: 150))))
        #expect(analysis.diagnostics.count == 100)
        #expect(analysis.diagnostics.allSatisfy { $0.id == .unknownKey })
        let last = try #require(analysis.diagnostics.last)
        #expect(last.notes.map(\.message) == ["50 more errors in this file not shown"])
        #expect(analysis.diagnostics.dropLast().allSatisfy { $0.notes.isEmpty })
    }

    @Test func twoFixItsNeverOverlap() {
        let texts = [tabBar("    tab search { title: \"Search }"), "tabbar A {\n    tab a { title: \"A\"\n", tabBar("    height 4 9 = 1")]
        for text in texts {
            let edits = SpecDocument(source: SourceFile(path: "t", text: text)).diagnostics.flatMap { $0.fixIts.flatMap(\.edits) }.map(\.range)
            for (index, edit) in edits.enumerated() {
                for other in edits[(index + 1)...] {
                    #expect(!(edit.start <= other.end && other.start <= edit.end), Comment(rawValue: text))
                }
            }
        }
    }

    @Test func anUnquotedDottedSymbolNameInTheConfiguration() {
        let marked = MarkedSource("lint {\n    symbols: 1️⃣figure.walk \"house\"\n}\n")
        let source = SourceFile(path: ".tabspec", text: marked.text)
        let read = ConfigurationFile(source: source, ruleIDs: lintMDRuleIDs)
        Self.check(marked, read.diagnostics, [
            ExpectedDiagnostic(id: "invalid-value", marker: 1, message: "invalid value 'figure.walk' for 'symbols'; names are strings, written in quotes",
                               fixIt: "\"figure.walk\""),
        ], source: source)
        #expect(read.lint.extraSymbols == ["house"])
    }
}
