// A negative case of `Scripts/typecheck-apple.sh --self-test`: UIKit's label is `withDuration:`, so the check must
// fail with this diagnostic.
// expect-failure: incorrect argument label in call (have 'duration:_:', expected 'withDuration:_:')
import UIKit

@MainActor
func animateWithAWrongLabel(_ bar: UITabBar) {
    UIView.animate(duration: 0.3) {
        bar.isHidden = true
    }
}
