import Testing
@testable import TabSpecRuntime

/// The Vietnamese article's hide-on-scroll scenarios and the Indonesian article's page direction.
struct BehaviorTests {
    @Test func dragDownPastThresholdHidesOnce() {
        var controller = HideOnScrollController(threshold: 5)
        controller.willBeginDragging(contentOffsetY: 0)
        #expect(controller.didScroll(contentOffsetY: 6, isTracking: true) == .hide)
        #expect(controller.isHidden)
        // Further scrolling down keeps it hidden without repeating the action.
        #expect(controller.didScroll(contentOffsetY: 20, isTracking: true) == nil)
        #expect(controller.didScroll(contentOffsetY: 40, isTracking: true) == nil)
        #expect(controller.isHidden)
        #expect(controller.lastContentOffset == 40)
    }

    @Test func movementOfExactlyTheThresholdDoesNothing() {
        var controller = HideOnScrollController(threshold: 5)
        controller.willBeginDragging(contentOffsetY: 100)
        #expect(controller.didScroll(contentOffsetY: 105, isTracking: true) == nil)
        #expect(controller.didScroll(contentOffsetY: 100, isTracking: true) == nil)
        #expect(!controller.isHidden)
    }

    @Test func smallJitterBelowThresholdDoesNothing() {
        var controller = HideOnScrollController(threshold: 10)
        controller.willBeginDragging(contentOffsetY: 50)
        // Each step is below the threshold since the last callback, even though the offset drifts by 24.
        for y in [53.0, 56, 51, 58, 62, 66, 70, 74] {
            #expect(controller.didScroll(contentOffsetY: y, isTracking: true) == nil)
        }
        #expect(!controller.isHidden)
        #expect(controller.lastContentOffset == 74)
    }

    @Test func dragUpShows() {
        var controller = HideOnScrollController(configuration: .init(threshold: 1, duration: 0.3))
        controller.willBeginDragging(contentOffsetY: 0)
        #expect(controller.didScroll(contentOffsetY: 30, isTracking: true) == .hide)
        controller.willBeginDragging(contentOffsetY: 300)
        // The new drag starts from its own offset: moving from 300 to 299.5 is within the threshold.
        #expect(controller.didScroll(contentOffsetY: 299.5, isTracking: true) == nil)
        #expect(controller.didScroll(contentOffsetY: 290, isTracking: true) == .show)
        #expect(controller.didScroll(contentOffsetY: 250, isTracking: true) == nil)
        #expect(!controller.isHidden)
    }

    @Test func scrollToTopShows() {
        var controller = HideOnScrollController(threshold: 1)
        controller.willBeginDragging(contentOffsetY: 0)
        #expect(controller.didScroll(contentOffsetY: 80, isTracking: true) == .hide)
        #expect(controller.didScrollToTop() == .show)
        #expect(controller.didScrollToTop() == nil)
        #expect(!controller.isHidden)
    }

    @Test func nonTrackingScrollsAreIgnored() {
        var controller = HideOnScrollController(threshold: 1)
        controller.willBeginDragging(contentOffsetY: 0)
        // Deceleration after the finger lifts: no action, and the recorded offset stays.
        #expect(controller.didScroll(contentOffsetY: 500, isTracking: false) == nil)
        #expect(controller.lastContentOffset == 0)
        #expect(!controller.isHidden)
        #expect(controller.didScroll(contentOffsetY: 0.5, isTracking: true) == nil)
        #expect(controller.didScroll(contentOffsetY: 3, isTracking: true) == .hide)
    }

    @Test func setHiddenReportsOnlyChanges() {
        var controller = HideOnScrollController(isHidden: true)
        #expect(controller.setHidden(true) == nil)
        #expect(controller.setHidden(false) == .show)
        #expect(controller.setHidden(true) == .hide)
    }

    @Test func barFrameForVisibility() {
        let bar = TabBarLayout.Bar(height: 49, shown: rect(0, 769, 393, 83), hidden: rect(0, 852, 393, 83))
        #expect(bar.frame(isHidden: false) == bar.shown)
        #expect(bar.frame(isHidden: true) == bar.hidden)
    }

    @Test func pageDirection() {
        #expect(PageDirection(from: 0, to: 2) == .forward)
        #expect(PageDirection(from: 2, to: 1) == .reverse)
        #expect(PageDirection(from: 1, to: 1) == .reverse)
        #expect(PageDirection(from: 0, to: 1) == .forward)
        #expect(PageDirection(from: Int.max, to: Int.min) == .reverse)
    }
}
