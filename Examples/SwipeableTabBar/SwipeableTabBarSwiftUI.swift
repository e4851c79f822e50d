// The Indonesian article rebuilt with tabspec, in SwiftUI: a native tab bar of three centered items whose pages
// also change by swiping to the neighbouring tab; the middle tab is selected at launch.
// Specs/SwipeableTabBar.tabspec generates `SwipeableTab`.
#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import TabSpecRuntime

/// The article's screen: swipe left or right on a page, or tap the bar.
struct SwipeableTabBarSwiftUI: View {
    @State private var currentTab: SwipeableTab = .initial

    var body: some View {
        TabSpecView(selection: $currentTab, badges: [.feed: .dot]) { tab in
            ZStack {
                Color.clear
                Text(verbatim: tab.title)
                    .font(.system(size: 28, weight: .semibold))
            }
        }
    }
}

// `#Preview` is a macro whose implementation ships with Xcode only.
#if !os(Linux)
#Preview {
    SwipeableTabBarSwiftUI()
}
#endif
#endif
