import Testing
import TabSpecRuntime

/// Recognizing the Indonesian article's swipe in a SwiftUI drag (its predicted end translation).
@Suite("SwipeDirection from a drag")
struct SwipeDirectionDragTests {
    @Test func longHorizontalDragsAreSwipes() {
        #expect(SwipeDirection(dragTranslationX: -50, translationY: 0) == .left)
        #expect(SwipeDirection(dragTranslationX: 50, translationY: 25) == .right)
        #expect(SwipeDirection(dragTranslationX: -320, translationY: -160) == .left)
    }

    @Test func shortOrSteepDragsAreNot() {
        #expect(SwipeDirection(dragTranslationX: 49.9, translationY: 0) == nil)
        #expect(SwipeDirection(dragTranslationX: -100, translationY: 50.1) == nil)   // steeper than 2:1
        #expect(SwipeDirection(dragTranslationX: 0, translationY: 400) == nil)
        #expect(SwipeDirection(dragTranslationX: .infinity, translationY: 0) == nil)
        #expect(SwipeDirection(dragTranslationX: -.nan, translationY: 0) == nil)
        #expect(SwipeDirection(dragTranslationX: 80, translationY: .nan) == nil)
    }

    @Test func aSwipeGoesToTheNeighbourItBringsIn() {
        let direction = SwipeDirection(dragTranslationX: -140, translationY: 12)
        #expect(direction.flatMap { TabSwipe(from: IndonesianTab.home, swiping: $0, layoutDirection: .leftToRight) }
            == TabSwipe(tab: .profile, direction: .forward))
    }
}
