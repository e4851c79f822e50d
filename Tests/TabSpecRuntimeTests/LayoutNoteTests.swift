import Testing
@testable import TabSpecRuntime

/// Note messages print layout numbers in their shortest form.
struct LayoutNoteTests {
    @Test func messages() {
        #expect(TabBarLayout.Note.sideBySideNotModelled.message
            == "icon and title sit side by side in this environment; their frames are not modelled")
        #expect(TabBarLayout.Note.itemsOverflow(needed: 516, available: 72.2).message
            == "items need 516 pt but the bar has 72.2 pt")
        #expect(TabBarLayout.Note.itemWidthNotPositive(width: -10.0 / 3).message
            == "items have no width left (-3.333333333 pt)")
        #expect(TabBarLayout.Note.contentHeightNotPositive(height: 0).message
            == "padding leaves no content height (0 pt)")
    }

    @Test func formatDropsBinaryNoise() {
        #expect(TabBarLayout.format(248.00000000000003) == "248")
        #expect(TabBarLayout.format(109.30000000000001) == "109.3")
        #expect(TabBarLayout.format(-0.0) == "0")
        #expect(TabBarLayout.format(72.2) == "72.2")
        #expect(TabBarLayout.format(1e20) == "1e+20")
        #expect(TabBarLayout.format(.infinity) == "inf")
        #expect(TabBarLayout.format(.nan) == "nan")
    }
}
