@_spi(Fake) import UIKit
import TabSpecRuntime

/// The catalog's iPhone 16 in portrait, left to right (a failed check when the catalog lacks it).
@MainActor
private func iPhone16Portrait() -> TabBarEnvironment? {
    let environment = TabBarEnvironment.device("iphone-16", orientation: .portrait, layoutDirection: .leftToRight)
    expect(environment != nil, "the device catalog has no iphone-16")
    return environment
}

/// The Vietnamese article's scenario (Specs/HidingTabBar.tabspec: threshold 1, 0.3 s) on an iPhone 16 in portrait:
/// the bar slides to layout.md's hidden frame `(0, V + max(0, backgroundImageHeight − (H + S)), W, H + S)` while
/// the user drags the content down, and comes back when they drag up or tap the status bar.
@MainActor
func checkHideOnScrollMovesTheBarToTheHiddenFrame() {
    guard let environment = iPhone16Portrait() else { return }
    let layout = HidingTab.layout(in: environment)
    expectEqual(layout.bar.shown, Rect(x: 0, y: 769, width: 393, height: 83), "shown frame (V 852, H 49, S 34)")
    expectEqual(layout.bar.hidden, Rect(x: 0, y: 852, width: 393, height: 83), "hidden frame")

    let bar = UITabBar(frame: cgRect(layout.bar.shown))
    var actions: [HideOnScrollController.Action] = []
    let delegate = HideOnScrollDelegate(
        tabBar: bar, hideOnScroll: HidingTab.configuration.hideOnScroll, onAction: { actions.append($0) }
    )
    expectEqual(delegate.duration, 0.3, "the spec's duration")
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    scrollView.delegate = delegate

    /// Where the bar is on screen: its frame moved by its transform's translation.
    func barFrame() -> CGRect {
        bar.frame.offsetBy(dx: bar.transform.tx, dy: bar.transform.ty)
    }

    // Drag down from the top: past the 1 pt threshold the bar slides to the hidden frame, once.
    scrollView.fakeBeginDragging()
    scrollView.fakeDrag(toContentOffsetY: 0.5)
    expectEqual(actions, [], "moving 0.5 pt (within the threshold) does nothing")
    scrollView.fakeDrag(toContentOffsetY: 30)
    expectEqual(actions, [.hide], "dragging down past the threshold hides the bar")
    expectEqual(barFrame(), cgRect(layout.bar.hidden), "the hidden bar's frame")
    scrollView.fakeDrag(toContentOffsetY: 120)
    scrollView.fakeDrag(toContentOffsetY: 260)
    expectEqual(actions, [.hide], "scrolling further down does not repeat the action")
    expectEqual(barFrame(), cgRect(layout.bar.hidden), "the bar stays hidden")

    // The finger lifts and the content decelerates: not tracking, so nothing changes.
    scrollView.fakeEndDragging(decelerating: true)
    scrollView.contentOffset = CGPoint(x: 0, y: 300)
    expectEqual(actions, [.hide], "deceleration is ignored")

    // A new drag upwards from 300: within the threshold nothing, past it the bar comes back.
    scrollView.fakeBeginDragging()
    scrollView.fakeDrag(toContentOffsetY: 299.5)
    expectEqual(actions, [.hide], "the new drag starts from its own offset")
    scrollView.fakeDrag(toContentOffsetY: 290)
    expectEqual(actions, [.hide, .show], "dragging up past the threshold shows the bar")
    expectEqual(barFrame(), cgRect(layout.bar.shown), "the shown bar's frame")
    expect(bar.transform.isIdentity, "showing resets the transform to identity")

    // Hide again, then a tap on the status bar scrolls to the top and shows the bar.
    scrollView.fakeDrag(toContentOffsetY: 400)
    expectEqual(actions, [.hide, .show, .hide], "dragging down again hides the bar")
    scrollView.fakeEndDragging(decelerating: false)
    scrollView.fakeScrollToTop()
    expectEqual(actions, [.hide, .show, .hide, .show], "scrolling to the top shows the bar")
    expectEqual(barFrame(), cgRect(layout.bar.shown), "the bar is back in its shown frame")
    expectEqual(scrollView.contentOffset.y, 0, "the content is at the top")
}

/// With a background image taller than the bar (layout.md's overhang), the hidden frame is further down by the
/// overhang, and the delegate moves the bar exactly there.
@MainActor
func checkHideOnScrollWithATallBackgroundImage() {
    guard let environment = iPhone16Portrait() else { return }
    var configuration = HidingTab.configuration
    configuration.backgroundImageHeight = 120
    let layout = TabBarLayout(configuration: configuration, environment: environment)
    // H + S = 83; the image overhangs by 37.
    expectEqual(layout.bar.hidden, Rect(x: 0, y: 889, width: 393, height: 83), "hidden frame with a 120 pt image")

    let bar = UITabBar(frame: cgRect(layout.bar.shown))
    let delegate = HideOnScrollDelegate(
        tabBar: bar, hideOnScroll: configuration.hideOnScroll, backgroundImageHeight: configuration.backgroundImageHeight
    )
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    scrollView.delegate = delegate
    scrollView.fakeBeginDragging()
    scrollView.fakeDrag(toContentOffsetY: 50)
    expectEqual(
        bar.frame.offsetBy(dx: bar.transform.tx, dy: bar.transform.ty), cgRect(layout.bar.hidden),
        "the hidden bar's frame with the image overhang"
    )
}
