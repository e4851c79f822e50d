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
