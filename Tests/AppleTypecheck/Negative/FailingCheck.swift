// A negative case of `Scripts/typecheck-apple.sh --self-test`: it compiles, but the executable exits 1, so the
// script must fail and say so.
// expect-failure: the check executable exited with status 1
import TabSpecRuntime
import UIKit

@main
struct FailingCheck {
    static func main() {
        let bar = UITabBar(frame: .zero)
        print("itemWidth is \(bar.itemWidth); exiting 1 on purpose")
        exit(1)
    }
}
