/// Behaviour-fake controls for tests: the traits and safe area UIKit would give a view in a window.
///
/// Not part of UIKit: visible only to files that write `@_spi(Fake) import UIKit` (the behaviour tests in
/// Tests/AppleTypecheck). `Scripts/typecheck-apple.sh` fails if any file of `Sources/` uses `@_spi(Fake)`.
extension UIView {
    /// Gives this view (and, by inheritance, its subviews) `traits`, and schedules a layout of the subtree — as
    /// UIKit does from iOS 17 for a trait read in `layoutSubviews()`.
    @_spi(Fake)
    public func fakeSetTraitCollection(_ traits: UITraitCollection?) {
        fakeOwnTraitCollection = traits
        fakeSetNeedsLayoutOfSubtree()
    }

    /// Gives this view the safe-area insets UIKit would give a window's root view (`nil`: derive them from the
    /// superview again), schedules a layout of the subtree and calls `safeAreaInsetsDidChange()`.
    @_spi(Fake)
    public func fakeSetSafeAreaInsets(_ insets: UIEdgeInsets?) {
        guard insets != fakeOwnSafeAreaInsets else { return }
        fakeOwnSafeAreaInsets = insets
        fakeSetNeedsLayoutOfSubtree()
        safeAreaInsetsDidChange()
    }

    /// `setNeedsLayout()` on this view and every view below it.
    private func fakeSetNeedsLayoutOfSubtree() {
        setNeedsLayout()
        for view in subviews {
            view.fakeSetNeedsLayoutOfSubtree()
        }
    }
}
