// The Japanese article ("SwiftUI でカスタムタブバーを作る") rebuilt with tabspec, in SwiftUI: five icon tabs over a
// custom bar whose orange circle slides to the selected tab. Specs/CustomTabView.tabspec generates `Tab` (it
// shadows SwiftUI's `Tab` in this module, which is why the spec's lint warns `swiftui-tab-shadowing`).
#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import TabSpecRuntime

/// The article's screen: `TabView` with its system bar hidden, each page above the drawn bar.
struct CustomTabViewSwiftUI: View {
    @State private var currentTab: Tab = .home

    var body: some View {
        TabSpecView(selection: $currentTab) { tab in
            CustomTabViewPage(tab: tab)
        }
    }
}

/// One tab's page: its symbol, large, and its name.
struct CustomTabViewPage: View {
    let tab: Tab

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: tab.symbolName)
                .font(.system(size: 48))
            Text(verbatim: tab.accessibilityLabel)
        }
    }
}

// `#Preview` is a macro whose implementation ships with Xcode only.
#if !os(Linux)
#Preview {
    CustomTabViewSwiftUI()
}
#endif
#endif
