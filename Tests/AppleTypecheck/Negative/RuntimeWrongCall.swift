// A negative case of `Scripts/typecheck-apple.sh --self-test`: added as a new file to a copy of
// Sources/TabSpecRuntime (not listed anywhere in the script), its wrong label must make the check fail.
// expect-failure: incorrect argument label in call (have '_:animate:', expected '_:animated:')
#if canImport(UIKit)
import UIKit

@MainActor
func clearItems(of bar: UITabBar) {
    bar.setItems([], animate: true)
}
#endif
