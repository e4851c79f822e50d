import Testing
import TabSpecRuntime

/// `TabBadge`: what UIKit's `badgeValue` gets and what VoiceOver speaks (cli.md: "99+" above 99, nil for 0).
@Suite("TabBadge")
struct TabBadgeTests {
    @Test func countsShowUpTo99AndThen99Plus() {
        #expect(TabBadge.count(1).text == "1")
        #expect(TabBadge.count(42).text == "42")
        #expect(TabBadge.count(99).text == "99")
        #expect(TabBadge.count(100).text == "99+")
        #expect(TabBadge.count(120).text == "99+")
        #expect(TabBadge.count(Int.max).text == "99+")
    }

    @Test func zeroAndNegativeCountsHideTheBadge() {
        #expect(TabBadge.count(0).text == nil)
        #expect(TabBadge.count(-3).text == nil)
        #expect(TabBadge.count(Int.min).text == nil)
        #expect(!TabBadge.count(0).isVisible && TabBadge.count(1).isVisible)
    }

    @Test func textsAndDots() {
        #expect(TabBadge.text("New").text == "New")
        #expect(TabBadge.text("").text == "")
        #expect(TabBadge.dot.text == "")
        #expect(TabBadge.dot.isVisible && TabBadge.dot.isDot && TabBadge.text("").isDot)
        #expect(!TabBadge.text("New").isDot && !TabBadge.count(3).isDot)
    }

    @Test func voiceOverSpeaksTheRealCountTheTextOrNew() {
        #expect(TabBadge.count(3).accessibilityValue() == "3 new")
        #expect(TabBadge.count(120).accessibilityValue() == "120 new")
        #expect(TabBadge.count(0).accessibilityValue() == nil)
        #expect(TabBadge.count(-1).accessibilityValue() == nil)
        #expect(TabBadge.text("Sale").accessibilityValue() == "Sale")
        #expect(TabBadge.text("").accessibilityValue() == "new")
        #expect(TabBadge.dot.accessibilityValue() == "new")
    }

    @Test func anAppWordsTheBadgesItself() {
        let french = TabBadge.Speech(count: { "\($0) nouveaux" }, dot: "nouveau")
        #expect(TabBadge.count(7).accessibilityValue(french) == "7 nouveaux")
        #expect(TabBadge.dot.accessibilityValue(french) == "nouveau")
        #expect(TabBadge.text("Solde").accessibilityValue(french) == "Solde")
        #expect(TabBadge.count(0).accessibilityValue(french) == nil)
    }
}
