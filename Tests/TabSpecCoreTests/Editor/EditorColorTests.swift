@testable import TabSpecCore
import TabSpecRuntime
import Testing

/// `textDocument/documentColor` and `colorPresentation` over the library: exact colors and ranges.
@Suite("EditorColor")
struct EditorColorTests {
    /// A spec with a named color with alpha and a dark variant, a palette reference, an unknown color and a palette.
    static let spec = """
    tabbar Bar {
        tintColor: systemBlue @ 50% | #0A84FF
        unselectedItemTintColor: brand
        backgroundColor: nosuchcolor
        tab home { symbol: "house", title: "Home" }
    }

    palette {
        brand: #FF8800
    }

    """

    /// The spec analysed with default settings.
    func analysis(_ text: String = spec) -> EditorAnalysis {
        EditorAnalysis(spec: TextDocument(text: text, version: 1), path: "Bar.tabspec", settings: LintSettings())
    }

    @Test func everyResolvedColorExpressionWithItsRange() {
        let colors = analysis().colors(in: .utf16)
        #expect(colors.map(\.range) == [EditorRange(1, 15, 1, 41), EditorRange(2, 29, 2, 34), EditorRange(8, 11, 8, 18)])
        #expect(colors.map { EditorAnalysis.hex($0.color.light) } == ["#007AFF80", "#FF8800", "#FF8800"])
        #expect(colors.map { EditorAnalysis.hex($0.color.dark) } == ["#0A84FF", "#FF8800", "#FF8800"])
    }

    @Test func aConfigurationFileHasNoColors() {
        let configuration = EditorAnalysis(configuration: TextDocument(text: "lint {\n}\n", version: 1), path: ".tabspec")
        #expect(configuration.colors(in: .utf16).isEmpty)
    }

    @Test func presentationsInTabspecSpellings() {
        let range = EditorRange(1, 15, 1, 41)
        let presentations = EditorAnalysis.colorPresentations(of: RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 0.25), replacing: range)
        #expect(presentations.map(\.label) == ["#FF8000", "#FF800040"])
        #expect(presentations.map(\.edit) == [EditorTextEdit(range: range, newText: "#FF8000"), EditorTextEdit(range: range, newText: "#FF800040")])
    }
}

/// `textDocument/hover` over the library: exact texts and ranges.
@Suite("EditorHover")
struct EditorHoverTests {
    /// The spec analysed on two devices.
    func analysis(devices: [String]? = ["iphone-se-3", "iphone-16"]) -> EditorAnalysis {
        var settings = LintSettings()
        settings.devices = devices
        return EditorAnalysis(spec: TextDocument(text: EditorColorTests.spec, version: 1), path: "Bar.tabspec", settings: settings)
    }

    @Test func aKeyShowsItsReference() {
        let hover = analysis().hover(at: EditorPosition(line: 1, character: 6), in: .utf16, markdown: false)
        #expect(hover == EditorHover(text: KeyReference(.tintColor).text(markdown: false), range: EditorRange(1, 4, 1, 13)))
        #expect(hover?.text.hasPrefix("tintColor (in tabbar)\nType: a color") == true)
    }

    @Test func aColorShowsItsValuesAndContrast() {
        let hover = analysis().hover(at: EditorPosition(line: 1, character: 20), in: .utf16, markdown: false)
        #expect(hover?.range == EditorRange(1, 15, 1, 41))
        #expect(hover?.text == "light #007AFF80 (rgba 0, 122, 255, 0.5)\ndark #0A84FFFF (rgba 10, 132, 255, 1)\ncontrast against the bar: 1.93:1 in light and 5.10:1 in dark appearance")
        let palette = analysis().hover(at: EditorPosition(line: 8, character: 12), in: .utf16, markdown: true)
        #expect(palette?.text == "light #FF8800FF (rgba 255, 136, 0, 1)\n\ndark #FF8800FF (rgba 255, 136, 0, 1)")
    }

    @Test func aTabShowsItsFramesAndSymbol() {
        let hover = analysis().hover(at: EditorPosition(line: 4, character: 9), in: .utf16, markdown: false)
        #expect(hover?.range == EditorRange(4, 8, 4, 12))
        #expect(hover?.text == "tab 'home' of 'Bar'\niPhone SE (3rd generation) (portrait): frame (2, 1, 371, 48)\non 1 other devices: x 2, width 389\nsymbol 'house': iOS 13.0")
        let symbol = analysis(devices: nil).hover(at: EditorPosition(line: 4, character: 24), in: .utf16, markdown: true)
        #expect(symbol?.text == "tab `home` of `Bar`\n\niPhone SE (3rd generation) (portrait): frame (2, 1, 371, 48)\n\non 24 other devices: x 2, width 371–436\n\n"
            + "on 8 iPads: no frames (the top tab bar of iPadOS 18 is not modelled, or regularWidth hides the bar)\n\nsymbol `house`: iOS 13.0")
    }

    @Test func nothingElsewhere() {
        #expect(analysis().hover(at: EditorPosition(line: 6, character: 0), in: .utf16, markdown: false) == nil)
    }

    @Test func aConfigurationFileShowsItsKeysReference() {
        let configuration = EditorAnalysis(configuration: TextDocument(text: "lint {\n    devices: iphone-16\n}\n", version: 1), path: ".tabspec")
        #expect(configuration.hover(at: EditorPosition(line: 1, character: 5), in: .utf16, markdown: false)
            == EditorHover(text: "devices (in lint)\nType: device slugs, separated by spaces\nDefault: every device of 'tabspec devices'\nThe devices to check.",
                           range: EditorRange(1, 4, 1, 11)))
        #expect(configuration.hover(at: EditorPosition(line: 0, character: 2), in: .utf16, markdown: true)?.range == EditorRange(0, 0, 0, 4))
        #expect(configuration.hover(at: EditorPosition(line: 1, character: 14), in: .utf16, markdown: false) == nil)
    }

    @Test func aConfigurationFilesNestedLocalizationBlockShowsTheSpecsReference() {
        let text = "compile {\n    localization {\n        table: \"Tabs\"\n        nosuch: 1\n    }\n}\n"
        let configuration = EditorAnalysis(configuration: TextDocument(text: text, version: 1), path: ".tabspec")
        func hover(_ line: Int, _ character: Int) -> EditorHover? {
            configuration.hover(at: EditorPosition(line: line, character: character), in: .utf16, markdown: false)
        }
        #expect(hover(1, 6) == EditorHover(text: "localization (in compile)\nType: a block\nDefault: none\nThe strings table and bundle the titles are looked up in (v1.2). Keys: 'table', 'bundle'.",
                                           range: EditorRange(1, 4, 1, 16)))
        #expect(hover(2, 10)?.range == EditorRange(2, 8, 2, 13))
        #expect(hover(2, 10)?.text.hasPrefix("table (in localization)\nType: ") == true)
        #expect(hover(3, 9) == nil)
        #expect(hover(2, 18) == nil)
    }

    @Test func everyPositionOfAHalfTypedSpecAnswers() {
        let text = "tabbar B {\n  tintColor: systemBlue @\n  tab x { symbol: \"nosuch.symbol\n  palette { p: | }\n tab { }\n"
        let analysis = EditorAnalysis(spec: TextDocument(text: text, version: 1), path: "B.tabspec", settings: LintSettings())
        var ranges: [EditorRange: Int] = [:]
        for line in 0...6 {
            for character in 0...40 {
                if let hover = analysis.hover(at: EditorPosition(line: line, character: character), in: .utf16, markdown: true) {
                    ranges[hover.range, default: 0] += 1
                }
            }
        }
        // The block keywords 'tabbar', 'tab' (twice) and 'palette', the key 'tintColor' (its failed color shows
        // nothing), the tab id 'x', the key 'symbol' and its unterminated string (positions past the line's end are
        // its end).
        #expect(ranges == [EditorRange(0, 0, 0, 6): 7, EditorRange(2, 2, 2, 5): 4, EditorRange(3, 2, 3, 9): 8, EditorRange(4, 1, 4, 4): 4,
                           EditorRange(1, 2, 1, 11): 10, EditorRange(2, 6, 2, 7): 2, EditorRange(2, 10, 2, 16): 7, EditorRange(2, 18, 2, 32): 23])
        #expect(analysis.colors(in: .utf16).isEmpty)
    }
}
