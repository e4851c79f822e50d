// A negative case of `Scripts/typecheck-apple.sh --self-test`: `scrollEdgeAppearance` is optional, so the check
// must fail with this diagnostic.
// expect-failure: value of optional type 'UITabBarAppearance?' must be unwrapped to a value of type 'UITabBarAppearance'
import UIKit

@MainActor
func readAnOptionalAsNonOptional(_ bar: UITabBar) -> UITabBarAppearance {
    let appearance: UITabBarAppearance = bar.scrollEdgeAppearance
    return appearance
}
