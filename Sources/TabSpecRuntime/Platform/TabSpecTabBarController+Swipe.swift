#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The Indonesian article's swipe between tabs, without its placeholder view controllers.
extension TabSpecTabBarController {
    /// With `swipe: true`, puts a left and a right `UISwipeGestureRecognizer` on the controller's view (over
    /// every tab's content), each calling ``handleSwipe(_:)``.
    func installSwipe() {
        guard Tab.configuration.isSwipeEnabled, swipeRecognizers.isEmpty else { return }
        for direction in SwipeDirection.allCases {
            let recognizer = UISwipeGestureRecognizer()
            recognizer.direction = direction == .left ? .left : .right
            let target = GestureTarget { [weak self] _ in self?.handleSwipe(direction) }
            target.attach(to: recognizer)
            view.addGestureRecognizer(recognizer)
            swipeRecognizers.append(recognizer)
            gestureTargets.append(target)
        }
    }

    /// What a swipe across the content does: selects the neighbouring shown tab the swipe brings in
    /// (``TabSwipe``, in the view's layout direction, action tabs skipped) and slides the pages in its
    /// ``PageDirection``; `false` (and nothing happens) at the end of the bar.
    ///
    /// The swipe recognizers call it; an app may call it for its own gestures or keyboard commands. The slide
    /// takes the spec's `selectionAnimation` (default 0.3 s ease-in-out): a snapshot of the outgoing page
    /// leaves towards the swipe while the incoming page comes from the other edge.
    @discardableResult
    public func handleSwipe(_ direction: SwipeDirection) -> Bool {
        let layoutDirection: LayoutDirection = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? .rightToLeft : .leftToRight
        guard let swipe = plan.swipe(from: selection, direction, layoutDirection: layoutDirection) else {
            return false
        }
        transition(to: swipe.tab, movement: swipe.direction.movement(in: layoutDirection))
        return true
    }

    /// Selects `tab`, sliding the old page out and the new one in, both moving `movement`.
    private func transition(to tab: Tab, movement: SwipeDirection) {
        let width = view.bounds.width
        let outgoing = madeViewController(for: selection)?.viewIfLoaded
        let snapshot = outgoing?.superview == nil ? nil : outgoing?.snapshotView(afterScreenUpdates: false)
        select(tab)
        let incoming = viewController(for: tab).view
        guard let snapshot, let incoming, width > 0 else { return }

        snapshot.frame = view.bounds
        if let bar = customBar {
            view.insertSubview(snapshot, belowSubview: bar)
        } else if tabBar.superview === view {
            view.insertSubview(snapshot, belowSubview: tabBar)
        } else {
            view.addSubview(snapshot)
        }
        let shift = movement == .left ? -width : width
        incoming.transform = CGAffineTransform(translationX: -shift, y: 0)
        let animation = plan.configuration.selectionAnimation
            ?? TabBarConfiguration.Animation(curve: .easeInOut, duration: 0.3)
        UIView.animate(
            withDuration: animation.duration,
            delay: 0,
            options: animation.viewAnimationOptions,
            animations: {
                MainActor.assumeIsolated {
                    incoming.transform = .identity
                    snapshot.transform = CGAffineTransform(translationX: shift, y: 0)
                }
            },
            completion: { _ in
                MainActor.assumeIsolated {
                    snapshot.removeFromSuperview()
                    incoming.transform = .identity
                }
            }
        )
    }
}
#endif
