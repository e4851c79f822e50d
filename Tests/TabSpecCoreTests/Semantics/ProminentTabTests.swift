import Testing
import TabSpecRuntime
@testable import TabSpecCore

/// A tab bar `Tab` with a `home` tab and `body` (indented four spaces) after it.
private func tabBar(_ body: String) -> String {
    "tabbar Tab {\n    tab home { symbol: \"house\", title: \"Home\" }\n" + body + "\n}\n"
}

/// The language errors of the tab key `prominent` and the bar key `bottomAccessory` (layout.md v1.3), checked
/// with the language's (`LanguageErrorTests` runs them): one diagnostic each, at its marker's line and column,
/// with its id, message and Fix-It.
let prominentErrorCases: [LanguageErrorCase] = [
    LanguageErrorCase(id: "invalid-value", source: tabBar("    tab me { title: \"Me\", prominent: 1️⃣yes }"),
                      message: "invalid value 'yes' for 'prominent'; expected 'true' or 'false'"),
    LanguageErrorCase(id: "invalid-value", source: tabBar("    tab me { title: \"Me\", prominent: 1️⃣ture }"),
                      message: "invalid value 'ture' for 'prominent'; expected 'true' or 'false'; did you mean 'true'?", fixIt: "true"),
    LanguageErrorCase(id: "unknown-key", source: tabBar("    tab me { title: \"Me\", 1️⃣prominant: true }"),
                      message: "unknown key 'prominant' in 'tab'; did you mean 'prominent'?", fixIt: "prominent"),
    LanguageErrorCase(id: "unknown-key", source: tabBar("    1️⃣prominent: true"),
                      message: "unknown key 'prominent' in 'tabbar'; 'prominent' belongs in 'tab { … }'"),
    LanguageErrorCase(id: "duplicate-key", source: tabBar("    tab me { title: \"Me\", prominent: true, 1️⃣prominent: false }"),
                      message: "duplicate key 'prominent' in 'tab'"),
    LanguageErrorCase(id: "duplicate-tab",
                      source: tabBar("    tab radio { symbol: \"radio\", prominent: true }\n"
                                     + "    tab library { symbol: \"books.vertical\", prominent: 1️⃣true }"),
                      message: "tab 'library' is a second prominent tab; a tab bar has at most one tab with 'prominent: true'"),
    LanguageErrorCase(id: "invalid-identifier", source: tabBar("    tab 1️⃣isProminent { title: \"P\" }"),
                      message: "tab id 'isProminent' clashes with the generated member 'isProminent' of the tab enum; did you mean 'isProminentTab'?",
                      fixIt: "isProminentTab"),
    LanguageErrorCase(id: "invalid-value", source: tabBar("    bottomAccessory: 1️⃣\"true\""),
                      message: "invalid value string \"true\" for 'bottomAccessory'; expected 'true' or 'false' without quotes", fixIt: "true"),
    LanguageErrorCase(id: "unknown-key", source: tabBar("    1️⃣bottomAcessory: true"),
                      message: "unknown key 'bottomAcessory' in 'tabbar'; did you mean 'bottomAccessory'?", fixIt: "bottomAccessory"),
    LanguageErrorCase(id: "unknown-key", source: tabBar("    tab me { title: \"Me\", 1️⃣bottomAccessory: true }"),
                      message: "unknown key 'bottomAccessory' in 'tab'; 'bottomAccessory' belongs in 'tabbar { … }'"),
]

@Suite("Prominent tab and bottom accessory (v1.3)")
struct ProminentTabTests {
    @Test func theModelMarksTheProminentTabAndTheAccessory() throws {
        let source = "tabbar Music {\n    bottomAccessory: true\n    tab home { symbol: \"house\", title: \"Home\" }\n"
            + "    tab library { symbol: \"square.stack\", title: \"Library\", prominent: true }\n"
            + "    tab radio { symbol: \"radio\", title: \"Radio\", prominent: false }\n}\n"
        let document = SpecDocument(path: "music.tabspec", text: source)
        #expect(document.diagnostics.isEmpty)
        let bar = try #require(document.tabBars.first)
        #expect(bar.configuration.items.map(\.isProminent) == [false, true, false])
        #expect(bar.configuration.hasBottomAccessory)
        let prominent = try #require(bar.tabs[1].properties[.prominent])
        #expect(document.source.location(of: prominent.valueRange.start) == TabSpecCore.SourceLocation(line: 4, column: 72))
        #expect(document.source.text(in: bar.range(of: .bottomAccessory)) == "true")
        #expect(bar.tabs[1].properties.keys == [.symbol, .title, .prominent])
        // Without the keys: the defaults.
        let plain = try #require(SpecDocument(path: "p.tabspec", text: tabBar("")).tabBars.first)
        #expect(!plain.configuration.hasBottomAccessory && plain.configuration.items.allSatisfy { !$0.isProminent })
    }

    @Test func aSecondProminentTabKeepsTheFirstAndPointsAtIt() throws {
        let source = tabBar("    tab radio { symbol: \"radio\", prominent: true }\n    tab library { symbol: \"books.vertical\", prominent: true }")
        let document = SpecDocument(path: "two.tabspec", text: source)
        #expect(document.diagnostics.count == 1)
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.id == .duplicateTab)
        #expect(document.source.location(of: diagnostic.range.start) == TabSpecCore.SourceLocation(line: 4, column: 56))
        #expect(diagnostic.notes.map(\.message) == ["'radio' is the prominent tab here"])
        #expect(diagnostic.notes.map { $0.range.map { document.source.location(of: $0.start) } } == [TabSpecCore.SourceLocation(line: 3, column: 45)])
        #expect(document.tabBars.first?.configuration.items.map(\.isProminent) == [false, true, false])
        // `prominent: false` is no second one, and two bars may each have one.
        #expect(SpecDocument(path: "f.tabspec", text: tabBar("    tab a { title: \"A\", prominent: true }\n    tab b { title: \"B\", prominent: false }"))
            .diagnostics.isEmpty)
        let twoBars = "tabbar A {\n    tab a { title: \"A\", prominent: true }\n}\ntabbar B {\n    tab a { title: \"A\", prominent: true }\n}\n"
        #expect(SpecDocument(path: "bars.tabspec", text: twoBars).diagnostics.isEmpty)
    }

    @Test func theFormatterKeepsTheKeys() {
        let messy = "tabbar T {\nbottomAccessory:true\n  tab a {title:\"A\",prominent:true}\n}\n"
        let formatted = "tabbar T {\n    bottomAccessory: true\n    tab a { title: \"A\", prominent: true }\n}\n"
        #expect(SpecFormatter.format(SourceFile(path: "T.tabspec", text: messy)) == .formatted(formatted))
        #expect(SpecFormatter.format(SourceFile(path: "T.tabspec", text: formatted)) == .formatted(formatted))
    }

    @Test func theEditorCompletesHoversAndColoursTheKeys() throws {
        func analysis(_ text: String) -> EditorAnalysis {
            EditorAnalysis(spec: TextDocument(text: text), path: "T.tabspec", settings: LintSettings())
        }
        func labels(_ text: String, line: Int, character: Int) -> [String] {
            analysis(text).completions(at: EditorPosition(line: line, character: character), in: .utf16, snippets: false, markdown: false)
                .items.map(\.label)
        }
        #expect(labels("tabbar T {\n    tab a { prom }\n}\n", line: 1, character: 16) == ["prominent"])
        #expect(labels("tabbar T {\n    bottomA\n}\n", line: 1, character: 11) == ["bottomAccessory"])
        #expect(labels("tabbar T {\n    tab a { prominent:  }\n}\n", line: 1, character: 23) == ["true", "false"])

        let text = "tabbar T {\n    bottomAccessory: true\n    tab a { title: \"A\", prominent: true }\n}\n"
        let tab = try #require(analysis(text).hover(at: EditorPosition(line: 2, character: 27), in: .utf16, markdown: false))
        #expect(tab.text == """
            prominent (in tab)
            Type: 'true' or 'false'
            Default: 'false'
            The bar's one prominent tab: from iOS 27 (built with the iOS 27 SDK) it is drawn apart in the detached \
            circle ('Tab(role: .prominent)', 'prominentTabIdentifier'); no effect before iOS 27 (v1.3).
            """)
        #expect(tab.range == EditorRange(2, 24, 2, 33))
        let bar = try #require(analysis(text).hover(at: EditorPosition(line: 1, character: 6), in: .utf16, markdown: false))
        #expect(bar.text == """
            bottomAccessory (in tabbar)
            Type: 'true' or 'false'
            Default: 'false'
            The app shows a bottom accessory above the bar, such as a mini player (iOS 26 'tabViewBottomAccessory', \
            'UITabAccessory'); on a floating bar the frames include it (v1.3).
            """)

        let tokens = analysis(text).semanticTokens(in: .utf16)
        func type(line: Int, character: Int) -> SemanticTokenType? {
            tokens.first { $0.line == line && $0.character == character }?.type
        }
        #expect(type(line: 1, character: 4) == .property && type(line: 1, character: 21) == .enumMember)
        #expect(type(line: 2, character: 24) == .property && type(line: 2, character: 35) == .enumMember)
    }
}
