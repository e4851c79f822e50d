// Run by `.ci/run` with `Apps.tabspec` through Scripts/typecheck-apple.sh (UIKit shim): the generated
// `TabBarImageBundle` conformance exists where UIKit does, for `imageBundle: module` with images only, and is
// found as the adapters look for it. Linux without the shims compiles the same file without the conformance
// (GeneratedGoldenTests).
import Foundation
import TabSpecRuntime
import UIKit

@main
struct AppsImageBundleCheck {
    static func main() {
        guard let bundle = (AppTab.self as Any.Type as? TabBarImageBundle.Type)?.imageBundle, bundle == Bundle.module else {
            print("AppsImageBundleCheck: AppTab does not load its images from Bundle.module")
            exit(1)
        }
        guard (HintTab.self as Any.Type as? TabBarImageBundle.Type) == nil else {
            print("AppsImageBundleCheck: HintTab (images in the main bundle) must not conform to TabBarImageBundle")
            exit(1)
        }
        print("AppsImageBundleCheck: passed")
    }
}
