import Testing
import TabSpecRuntime

/// The Vietnamese article's hide-on-scroll (Specs/HidingTabBar.tabspec: threshold 1) fed the way SwiftUI reports
/// scrolling: offsets and phases from iOS 18, offsets alone on iOS 16 and 17.
@Suite("HideOnScrollTracker")
struct HideOnScrollTrackerTests {
    /// The spec's settings.
    let settings = TabBarConfiguration.HideOnScroll(threshold: 1, duration: 0.3)

    @Test func withPhasesADragDownHidesOnceAndADragUpShows() {
        var tracker = HideOnScrollTracker(configuration: settings, reportsPhases: true)
        #expect(tracker.offsetChanged(to: 0, source: 0) == nil)       // the first offset: where it starts
        tracker.phaseChanged(isTracking: true, source: 0)
        #expect(tracker.offsetChanged(to: 1, source: 0) == nil)       // exactly the threshold: nothing
        #expect(tracker.offsetChanged(to: 2.5, source: 0) == .hide)
        #expect(tracker.isHidden)
        #expect(tracker.offsetChanged(to: 40, source: 0) == nil)      // already hidden
        tracker.phaseChanged(isTracking: false, source: 0)
        #expect(tracker.offsetChanged(to: 120, source: 0) == nil)     // deceleration is not tracked
        tracker.phaseChanged(isTracking: true, source: 0)             // a new drag starts at 120
        #expect(tracker.controller.lastContentOffset == 120)
        #expect(tracker.offsetChanged(to: 118, source: 0) == .show)
        #expect(!tracker.isHidden)
    }

    @Test func withPhasesAnUntrackedScrollToTheTopShowsTheBar() {
        var tracker = HideOnScrollTracker(configuration: settings, reportsPhases: true)
        _ = tracker.offsetChanged(to: 0, source: 1)
        tracker.phaseChanged(isTracking: true, source: 1)
        #expect(tracker.offsetChanged(to: 300, source: 1) == .hide)
        tracker.phaseChanged(isTracking: false, source: 1)            // the status-bar tap animates to the top
        #expect(tracker.offsetChanged(to: 150, source: 1) == nil)
        #expect(tracker.offsetChanged(to: 0, source: 1) == .show)
        #expect(tracker.offsetChanged(to: -4, source: 1) == nil)      // bouncing at the top: already shown
    }

    @Test func aPhaseBeforeAnyOffsetStartsTheDragAtTheNextOffset() {
        var tracker = HideOnScrollTracker(configuration: settings, reportsPhases: true)
        tracker.phaseChanged(isTracking: true, source: 0)
        #expect(tracker.offsetChanged(to: 50, source: 0) == nil)
        #expect(tracker.controller.lastContentOffset == 50)
        #expect(tracker.offsetChanged(to: 52, source: 0) == .hide)
    }

    @Test func withoutPhasesEveryOffsetChangeIsTracked() {
        var tracker = HideOnScrollTracker(configuration: settings, reportsPhases: false)
        #expect(tracker.offsetChanged(to: -91, source: 0) == nil)     // content below a large title
        #expect(tracker.offsetChanged(to: -60, source: 0) == .hide)
        #expect(tracker.offsetChanged(to: 200, source: 0) == nil)
        #expect(tracker.offsetChanged(to: 198.5, source: 0) == .show)
        // Without phases no scroll is known to be untracked, so reaching the top is an ordinary scroll up.
        #expect(tracker.offsetChanged(to: 0, source: 0) == nil)
        #expect(!tracker.isHidden)
    }

    @Test func anotherTabsScrollViewStartsOver() {
        var tracker = HideOnScrollTracker(configuration: settings, reportsPhases: false)
        _ = tracker.offsetChanged(to: 0, source: 0)
        #expect(tracker.offsetChanged(to: 500, source: 0) == .hide)
        // Tab 1's scroll view sits at 20: a jump from 500, but its first offset, not a scroll up.
        #expect(tracker.offsetChanged(to: 20, source: 1) == nil)
        #expect(tracker.isHidden)
        #expect(tracker.source == 1)
        #expect(tracker.contentOffsetY == 20)
        #expect(tracker.offsetChanged(to: 10, source: 1) == .show)
    }

    @Test func switchingSourcesForgetsTracking() {
        var tracker = HideOnScrollTracker(configuration: settings, reportsPhases: true)
        _ = tracker.offsetChanged(to: 0, source: 0)
        tracker.phaseChanged(isTracking: true, source: 0)
        #expect(tracker.isTracking)
        _ = tracker.offsetChanged(to: 80, source: 2)
        #expect(!tracker.isTracking)
        #expect(tracker.offsetChanged(to: 200, source: 2) == nil)     // not tracked on the new source
    }

    @Test func setHiddenReportsOnlyChanges() {
        var tracker = HideOnScrollTracker(configuration: settings, reportsPhases: true)
        #expect(tracker.setHidden(true) == .hide)
        #expect(tracker.setHidden(true) == nil)
        #expect(tracker.setHidden(false) == .show)
    }
}
