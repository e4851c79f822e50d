// A negative case of `Scripts/typecheck-apple.sh --self-test`: UITabBar has no `itemAlignment`, so the check must
// fail with this diagnostic.
// expect-failure: value of type 'UITabBar' has no member 'itemAlignment'
import UIKit

@MainActor
func useAMemberThatDoesNotExist(_ bar: UITabBar) {
    _ = bar.itemAlignment
}
