// A negative case of `Scripts/typecheck-apple.sh --self-test`: added as a new file to a copy of
// Sources/TabSpecRuntime, it must make `--deprecations` fail on the three uses of `tabItem(_:)` (deprecated in
// iOS 27.0) that iOS 27.0 runs — lines 25, 29 and 36 — and on no other: the `else` of a sole
// `#available(iOS 18.0, *)` and the body of a `guard #available(iOS 17.0, *)` are code iOS 27 never runs, the
// `else` of `#available(iOS 27.1, *)` is not.
// expect-failure: 3 use(s) of APIs deprecated in iOS 27.0 that iOS 27 runs: Platform/RuntimeDeprecatedCall.swift:25:9 Platform/RuntimeDeprecatedCall.swift:29:63 Platform/RuntimeDeprecatedCall.swift:36:13
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension View {
    @ViewBuilder func deprecatedCallNeverRun() -> some View {
        if #available(iOS 18.0, *) {
            self
        } else {
            tabItem { Text(verbatim: "never run on iOS 27") }
        }
    }

    func deprecatedCallInAGuard() -> AnyView {
        guard #available(iOS 17.0, *) else { return AnyView(tabItem { Text(verbatim: "never run") }) }
        return AnyView(self)
    }

    func deprecatedCallRun() -> some View {
        tabItem { Text(verbatim: "run on iOS 27") }
    }

    @ViewBuilder func deprecatedCallRunWhenTheOtherConditionFails(_ condition: Bool) -> some View {
        if condition, #available(iOS 18.0, *) { self } else { tabItem { Text(verbatim: "run on iOS 27") } }
    }

    @ViewBuilder func deprecatedCallRunBeforeAPointRelease() -> some View {
        if #available(iOS 27.1, *) {
            self
        } else {
            tabItem { Text(verbatim: "run on iOS 27.0") }
        }
    }
}
#endif
