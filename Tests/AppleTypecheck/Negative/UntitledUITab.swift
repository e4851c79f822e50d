// A negative case of `Scripts/typecheck-apple.sh --self-test`: a `UITab`'s title is a non-optional `String` (which
// is why TabSpecTabBarController uses tabBarItems for tabs without titles), so the check must fail with this
// diagnostic.
// expect-failure: 'nil' is not compatible with expected argument type 'String'
import UIKit

@available(iOS 18.0, *)
@MainActor
func makeAnUntitledTab() -> UITab {
    UITab(title: nil, image: UIImage(systemName: "tray"), identifier: "inbox")
}
