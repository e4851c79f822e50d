// The Vietnamese article rebuilt with tabspec, in SwiftUI: a two-tab native tab bar that slides away while the
// user scrolls down and comes back when they scroll up (on iOS 26, the floating bar minimizes instead).
// Specs/HidingTabBar.tabspec generates `HidingTab`.
#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import TabSpecRuntime

/// The article's screen: a long list per tab under a bar that hides on scroll.
struct HidingTabBarSwiftUI: View {
    @State private var currentTab: HidingTab = .home

    var body: some View {
        TabSpecView(selection: $currentTab) { tab in
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<60) { row in
                        Text(verbatim: "\(tab.title) \(row + 1)")
                            .padding()
                    }
                }
                // iOS 16 and 17 report no scroll offset: the content's position stands for it. From iOS 18 the
                // view observes the scroll view itself and this does nothing.
                .tabSpecScrollContent()
            }
        }
    }
}

// `#Preview` is a macro whose implementation ships with Xcode only.
#if !os(Linux)
#Preview {
    HidingTabBarSwiftUI()
}
#endif
#endif
