@testable import TabSpecCore
import Testing

/// The editor on themes, badges and the bar's material (apps.md v1.3): completion offers a theme only its
/// colors, the `badge` and `classic` blocks their keys, the material's values; hover explains each.
@Suite("Editor appearance")
struct EditorAppearanceTests {
    let completion = EditorCompletionTests()

    func hover(_ text: String, line: Int, character: Int) -> String? {
        EditorAnalysis(spec: TextDocument(text: text), path: "Bar.tabspec", settings: LintSettings())
            .hover(at: EditorPosition(line: line, character: character), in: .utf16, markdown: false)?.text
    }

    @Test func completionInAThemeOffersColorsOnly() {
        #expect(completion.labels("tabbar T {\n    theme dark {\n        |\n    }\n}\n") == [
            "tintColor", "unselectedItemTintColor", "barTintColor", "backgroundColor", "titleColor", "selectedItemBackgroundColor",
            "itemBackgroundColor", "indicator", "badge",
        ])
        #expect(completion.labels("tabbar T {\n    theme dark {\n        indicator { | }\n    }\n}\n") == ["color"])
        #expect(completion.labels("tabbar T {\n    theme dark {\n        badge { | }\n    }\n}\n") == ["color", "textColor"])
        #expect(completion.labels("tabbar T {\n    theme dark { tintColor: systemG| }\n}\n").first == "systemGreen")
    }

    @Test func completionOfTheBlocksAndTheMaterial() {
        #expect(completion.labels("tabbar T {\n    badge { | }\n}\n") == ["color", "textColor", "font"])
        #expect(completion.labels("tabbar T {\n    classic { | }\n}\n") == [
            "barTintColor", "backgroundColor", "translucent", "backgroundEffect", "shadowColor",
        ])
        #expect(completion.labels("tabbar T {\n    backgroundEffect: |\n}\n") == ["none", "ultraThin", "thin", "regular", "thick", "chrome"])
        #expect(completion.labels("tabbar T {\n    classic { translucent: | }\n}\n") == ["true", "false"])
        #expect(completion.labels("tabbar T {\n    badge { font: b| }\n}\n") == ["bold", "black"])
        // A theme is named and repeatable; the other blocks once.
        #expect(completion.labels("tabbar T {\n    theme a { }\n    badge { }\n    th|\n}\n") == ["theme"])
        #expect(!completion.labels("tabbar T {\n    badge { }\n    ba|\n}\n").contains("badge"))
        #expect(completion.completions("tabbar T {\n    them|\n}\n", snippets: true).map(\.insertText) == ["theme ${1:name} {\n\t$0\n}"])
    }

    @Test func hoverExplainsTheKeysAndBlocks() {
        let text = "tabbar T {\n    backgroundEffect: thin\n    theme dark {\n        badge { textColor: white }\n    }\n"
            + "    classic { shadowColor: clear }\n    tab a { title: \"A\" }\n}\n"
        #expect(hover(text, line: 1, character: 6) == "backgroundEffect (in tabbar)\nType: one of 'none', 'ultraThin', 'thin', 'regular', "
            + "'thick', 'chrome'\nDefault: none (the system's)\nThe blur behind the bar: UIKit's 'systemUltraThinMaterial' … "
            + "'systemChromeMaterial', or 'none' (v1.3).")
        #expect(hover(text, line: 2, character: 5) == "theme (in tabbar)\nType: a block\nDefault: none\nA named set of the bar's colors that "
            + "replaces its own at run time (v1.3); the bar's own colors are the default theme. A theme changes colors only. Keys: "
            + "'tintColor', 'unselectedItemTintColor', 'barTintColor', 'backgroundColor', 'titleColor', 'selectedItemBackgroundColor', "
            + "'itemBackgroundColor'. Blocks: 'indicator', 'badge'.")
        #expect(hover(text, line: 3, character: 9) == "badge (in theme)\nType: a block\nDefault: none (the system's)\nHow the tabs' badges "
            + "look: their color, text color and font (v1.3). Keys: 'color', 'textColor'.")
        #expect(hover(text, line: 3, character: 18) == "textColor (in badge)\nType: a color: a name, a palette name or '#RRGGBB', with "
            + "'@ alpha' and '| dark color'\nDefault: 'white'\nThe badge's text color (v1.3).")
        #expect(hover(text, line: 5, character: 18) == "shadowColor (in classic)\nType: a color: a name, a palette name or '#RRGGBB', with "
            + "'@ alpha' and '| dark color'\nDefault: the bar's 'shadowColor'\nThe classic bar's hairline (v1.3).")
    }

    @Test func aThemesNameIsAnEnumMember() {
        let analysis = EditorAnalysis(spec: TextDocument(text: "tabbar T {\n    theme dark { }\n    tab a { title: \"A\" }\n}\n"),
                                      path: "Bar.tabspec", settings: LintSettings())
        let tokens = analysis.semanticTokens(in: .utf16)
        #expect(tokens.contains { $0.line == 1 && $0.character == 10 && $0.length == 4 && $0.type == .enumMember })
    }
}
