#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// The whole tabbed screen of a spec: one page per tab of the generated enum `T`, and the bar the spec
/// describes.
///
/// ```swift
/// @State private var currentTab: Tab = .initial
/// var body: some View {
///     TabSpecView(selection: $currentTab) { tab in Page(for: tab) }
/// }
/// ```
///
/// What it builds depends on the spec and the iOS release (``TabSpecViewPlan``, docs/SwiftUI.md):
/// - `system`: a native `TabView` (iOS 18 and later with `Tab(_:systemImage:value:content:)`, the search tab
///   `Tab(value:role:content:)` with `.search` after the others; iOS 16 and 17 with `.tabItem` and `.tag`) in
///   the spec's colors, with native badges.
/// - `custom`: the Japanese article's structure, a `TabView` whose system bar is hidden, each page above a
///   ``TabSpecBar`` (with `swipe`, a page-style `TabView` the user swipes between neighbouring tabs).
/// - `hideOnScroll`: on iOS 26 a `system` bar minimizes as the user scrolls down
///   (`.tabBarMinimizeBehavior(.onScrollDown)`); elsewhere the Vietnamese article's ``HideOnScrollController``
///   hides the bar. On iOS 16 and 17 mark each scroll view's content with ``SwiftUI/View/tabSpecScrollContent()``.
/// - `swipe` on a `system` bar: a horizontal drag on a page selects the neighbouring tab.
public struct TabSpecView<T: TabBarTab, Content: View>: View {
    /// The selected tab.
    @Binding var selection: T
    /// The badges to show, by tab.
    let badges: [T: TabBadge]
    /// How VoiceOver speaks a custom bar's drawn badges.
    let badgeSpeech: TabBadge.Speech
    /// The page of each tab.
    private let content: (T) -> Content
    /// What this release builds.
    let plan: TabSpecViewPlan
    /// Whether hide-on-scroll has hidden the bar.
    @State var isBarHidden = false
    /// The hide-on-scroll state machine (a reference: scrolling changes no view state).
    @State private var scrolling: HideOnScrollState
    /// Which way a swipe goes.
    @Environment(\.layoutDirection) private var layoutDirection

    /// Creates the screen for the generated enum `T`: `selection` is the selected tab (start it at
    /// `T.initial`), `badges` the badges to show and `content` each tab's page. `badgeSpeech` words a custom
    /// bar's drawn badges for VoiceOver (native badges are spoken by UIKit).
    public init(
        selection: Binding<T>,
        badges: [T: TabBadge] = [:],
        badgeSpeech: TabBadge.Speech = .english,
        @ViewBuilder content: @escaping (T) -> Content
    ) {
        self._selection = selection
        self.badges = badges
        self.badgeSpeech = badgeSpeech
        self.content = content
        let plan = TabSpecViewPlan(configuration: T.configuration, iOSVersion: .adapterRelease)
        self.plan = plan
        let tracker = HideOnScrollTracker(
            configuration: T.configuration.hideOnScroll ?? TabBarConfiguration.HideOnScroll(),
            reportsPhases: plan.scrollSource == .scrollGeometry
        )
        self._scrolling = State(initialValue: HideOnScrollState(tracker: tracker))
    }

    /// The tabs in bar order.
    static var tabs: [T] { Array(T.allCases) }

    /// The screen.
    public var body: some View {
        switch plan.container {
        case .tabs, .tabItems:
            systemTabView
        case .customBar, .customPages:
            customTabView
        }
    }

    /// One tab's page: the app's content with what the plan asks for (bar visibility, scroll observation,
    /// swiping, room for a custom bar).
    func page(for tab: T) -> TabSpecPage<T, Content> {
        TabSpecPage(
            tab: tab,
            plan: plan,
            isBarHidden: isBarHidden,
            content: content(tab),
            onScroll: { offset in scrolled(to: offset, in: tab) },
            onPhase: { isTracking in scrolling.tracker.phaseChanged(isTracking: isTracking, source: tab.index) },
            onSwipe: { translation in swiped(translation, from: tab) }
        )
    }

    /// The text of `tab`'s badge, or `nil` for none.
    func badgeText(for tab: T) -> Text? {
        badges[tab]?.text.map { Text(verbatim: $0) }
    }

    /// Feeds a scroll offset of `tab`'s page to the tracker and hides or shows the bar when it says so.
    private func scrolled(to offset: Double, in tab: T) {
        guard let action = scrolling.tracker.offsetChanged(to: offset, source: tab.index) else { return }
        withAnimation(T.configuration.swiftUIHideAnimation) {
            isBarHidden = action == .hide
        }
    }

    /// Selects the neighbouring tab a finished horizontal drag on `tab`'s page swipes to, if any.
    private func swiped(_ translation: CGSize, from tab: T) {
        guard let direction = SwipeDirection(
            dragTranslationX: Double(translation.width),
            translationY: Double(translation.height)
        ), let swipe = TabSwipe(
            from: tab,
            swiping: direction,
            layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        ) else { return }
        withAnimation(T.configuration.swiftUISelectionAnimation) {
            selection = swipe.tab
        }
    }
}
#endif
