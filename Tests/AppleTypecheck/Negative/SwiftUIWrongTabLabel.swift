// A negative case of `Scripts/typecheck-apple.sh --self-test`: iOS 18's SwiftUI `Tab` takes the selection as
// `value:`, not `tag:` (the label of the older `.tag(_:)`), so the check must fail with this diagnostic.
// expect-failure: incorrect argument label in call (have '_:systemImage:tag:_:', expected '_:systemImage:value:_:')
import SwiftUI

@available(iOS 18.0, *)
@MainActor
func tabWithTheWrongLabel() -> some TabContent<Int> {
    Tab("Home", systemImage: "house", tag: 0) {
        Text(verbatim: "Home")
    }
}
