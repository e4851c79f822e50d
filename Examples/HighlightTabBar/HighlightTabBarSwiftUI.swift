// The Chinese article rebuilt with tabspec, in SwiftUI: a dark custom bar of five text-only items, the selected
// one on a purple background, with badges. Specs/HighlightTabBar.tabspec generates `HighlightTab`. This example
// uses the drawn bar alone (`TabSpecBar`) under the app's own content.
#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import TabSpecRuntime

/// The article's screen: the selected tab's page above the bar.
struct HighlightTabBarSwiftUI: View {
    @State private var currentTab: HighlightTab = .home

    var body: some View {
        VStack(spacing: 0) {
            ZStack {
                Color.clear
                Text(verbatim: currentTab.title)
                    .font(.system(size: 28, weight: .bold))
            }
            TabSpecBar(selection: $currentTab, badges: [.messages: .count(3), .cart: .count(120)])
        }
    }
}

// `#Preview` is a macro whose implementation ships with Xcode only.
#if !os(Linux)
#Preview {
    HighlightTabBarSwiftUI()
}
#endif
#endif
