import Testing
import TabSpecRuntime

/// The Indonesian article's swipes (Specs/SwipeableTabBar.tabspec: feed, home, profile) in both directions.
@Suite("TabSwipe")
struct TabSwipeTests {
    @Test func leftToRightSwipesGoToTheNeighbourTheSwipeBringsIn() {
        #expect(TabSwipe(from: IndonesianTab.home, swiping: .left, layoutDirection: .leftToRight)
            == TabSwipe(tab: .profile, direction: .forward))
        #expect(TabSwipe(from: IndonesianTab.home, swiping: .right, layoutDirection: .leftToRight)
            == TabSwipe(tab: .feed, direction: .reverse))
        #expect(TabSwipe(from: IndonesianTab.feed, swiping: .left, layoutDirection: .leftToRight)
            == TabSwipe(tab: .home, direction: .forward))
    }

    @Test func rightToLeftBarsHaveTheNextTabOnTheLeft() {
        #expect(TabSwipe(from: IndonesianTab.home, swiping: .left, layoutDirection: .rightToLeft)
            == TabSwipe(tab: .feed, direction: .reverse))
        #expect(TabSwipe(from: IndonesianTab.home, swiping: .right, layoutDirection: .rightToLeft)
            == TabSwipe(tab: .profile, direction: .forward))
    }

    @Test func swipesStopAtTheEnds() {
        #expect(TabSwipe(from: IndonesianTab.profile, swiping: .left, layoutDirection: .leftToRight) == nil)
        #expect(TabSwipe(from: IndonesianTab.feed, swiping: .right, layoutDirection: .leftToRight) == nil)
        #expect(TabSwipe(from: IndonesianTab.feed, swiping: .left, layoutDirection: .rightToLeft) == nil)
        #expect(TabSwipe(from: IndonesianTab.profile, swiping: .right, layoutDirection: .rightToLeft) == nil)
    }

    @Test func pagesMoveTheWayTheFingerDid() {
        #expect(PageDirection.forward.movement(in: .leftToRight) == .left)
        #expect(PageDirection.reverse.movement(in: .leftToRight) == .right)
        #expect(PageDirection.forward.movement(in: .rightToLeft) == .right)
        #expect(PageDirection.reverse.movement(in: .rightToLeft) == .left)
        for tab in IndonesianTab.allCases {
            for swipe in SwipeDirection.allCases {
                for direction in LayoutDirection.allCases {
                    guard let result = TabSwipe(from: tab, swiping: swipe, layoutDirection: direction) else { continue }
                    #expect(result.direction.movement(in: direction) == swipe, "\(tab) \(swipe) \(direction)")
                    #expect(abs(result.tab.index - tab.index) == 1)
                }
            }
        }
    }
}
