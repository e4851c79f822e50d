// A negative case of `Scripts/typecheck-apple.sh --self-test`: `UISearchTab`'s one initializer takes its view
// controller as `viewControllerProvider:` (developer.apple.com/documentation/uikit/uisearchtab/init(viewcontrollerprovider:)),
// not `viewController:`, so the check must fail with this diagnostic (the parameter has a default, so Swift calls
// the wrong label an extra argument).
// expect-failure: extra argument 'viewController' in call
import UIKit

@available(iOS 18.0, *)
@MainActor
func makeASearchTabWithTheWrongLabel() -> UISearchTab {
    UISearchTab(viewController: { _ in UIViewController(nibName: nil, bundle: nil) })
}
