@testable import TabSpecCore
import Testing

/// Hover on a spec's block keywords: each block's reference text from the schema's tables.
@Suite("EditorBlockHover")
struct EditorBlockHoverTests {
    /// Every kind of block, and a key and a name that are not keywords.
    static let spec = """
    palette { brand: #FF8800 }
    compile {
        accessLevel: public
        localization { table: "Tabs" }
    }
    tabbar Bar {
        indicator { shape: circle }
        hideOnScroll { threshold: 2 }
        localization { table: "Bar" }
        tab home { symbol: "house" }
    }

    """

    /// The hover at `line`:`character` (UTF-16), plain text.
    func hover(_ line: Int, _ character: Int, markdown: Bool = false) -> EditorHover? {
        EditorAnalysis(spec: TextDocument(text: Self.spec), path: "Bar.tabspec", settings: LintSettings())
            .hover(at: EditorPosition(line: line, character: character), in: .utf16, markdown: markdown)
    }

    @Test func eachBlockKeyword() {
        #expect(hover(6, 6) == EditorHover(text: "indicator (in tabbar)\nType: a block\nDefault: none\nA selection indicator drawn under the selected item. Keys: 'shape', 'size', 'width', 'height', 'color', 'alignment', 'offset', 'verticalAlignment'.", range: EditorRange(6, 4, 6, 13)))
        #expect(hover(5, 0, markdown: true) == EditorHover(text: "**tabbar** (in `the spec`)\n\nType: a block\n\nDefault: none\n\nA tab bar, named by the type its generated enum gets. Keys: 'kind', 'itemPositioning', 'itemWidth', 'itemSpacing', 'height', 'padding', 'iconSize', 'titleFont', 'titleSpacing', 'initial', 'translucent', 'swipe', 'selectionAnimation', 'backgroundImageHeight', 'tintColor', 'unselectedItemTintColor', 'barTintColor', 'backgroundColor', 'titleColor', 'selectedItemBackgroundColor', 'itemBackgroundColor', 'imageBundle', 'imageRendering', 'reselect', 'customizable', 'keyboardShortcuts', 'bottomAccessory', 'backgroundEffect', 'shadowColor', 'regularWidth'. Blocks: 'tab', 'section', 'indicator', 'hideOnScroll', 'localization', 'theme', 'badge', 'classic'.", range: EditorRange(5, 0, 5, 6)))
        #expect(hover(0, 7)?.text == "palette (in the spec)\nType: a block\nDefault: none\nNamed colors that every tab bar of the file may use. Keys: the color names, each a color.")
        #expect(hover(1, 3)?.text == "compile (in the spec)\nType: a block\nDefault: none\nSettings of the generated code. Keys: 'accessLevel'. Blocks: 'localization'.")
        #expect(hover(3, 8)?.text == "localization (in compile)\nType: a block\nDefault: none\nThe strings table and bundle the titles are looked up in (v1.2). Keys: 'table', 'bundle'.")
        #expect(hover(7, 4)?.text == "hideOnScroll (in tabbar)\nType: a block\nDefault: none\nHides the bar while content scrolls. Keys: 'threshold', 'duration'.")
        #expect(hover(9, 6) == EditorHover(text: "tab (in tabbar)\nType: a block\nDefault: none\nOne tab of the bar, named by its id (the generated enum's case). Keys: 'symbol', 'selectedSymbol', 'title', 'accessibilityLabel', 'titleKey', 'accessibilityLabelKey', 'role', 'image', 'selectedImage', 'imageRendering', 'optional', 'prominent', 'accessibilityIdentifier', 'accessibilityHint', 'accessibilityHintKey', 'placement'.", range: EditorRange(9, 4, 9, 7)))
    }

    @Test func notOnNamesOrKeys() {
        #expect(hover(5, 8) == nil)
        #expect(hover(9, 9)?.text.hasPrefix("tab 'home' of 'Bar'") == true)
        #expect(hover(6, 17)?.text.hasPrefix("shape (in indicator)") == true)
        #expect(hover(11, 0) == nil)
    }
}
