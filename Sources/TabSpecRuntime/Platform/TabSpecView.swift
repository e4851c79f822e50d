#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// The whole tabbed screen of a spec: one page per tab of the generated enum `T`, and the bar the spec
/// describes.
///
/// ```swift
/// @State private var currentTab: Tab = .initial
/// var body: some View {
///     TabSpecView(selection: $currentTab, tabs: shownTabs, onAction: compose, onReselect: scrollToTop) { tab in
///         Page(for: tab)
///     }
/// }
/// ```
///
/// What it builds depends on the spec and the iOS release (``TabSpecViewPlan``, docs/SwiftUI.md):
/// - `system`: a native `TabView` (iOS 18 and later with `Tab`s, the search tab `Tab(value:role:content:)` with
///   `.search` after the others; iOS 16 and 17 with `.tabItem` and `.tag`) in the spec's colors, with native
///   badges.
/// - `custom`: the Japanese article's structure, a `TabView` whose system bar is hidden, each page above a
///   ``TabSpecBar`` (with `swipe`, a page-style `TabView` the user swipes between neighbouring tabs).
/// - `hideOnScroll`: on iOS 26 a `system` bar minimizes as the user scrolls down
///   (`.tabBarMinimizeBehavior(.onScrollDown)`); elsewhere the Vietnamese article's ``HideOnScrollController``
///   hides the bar. On iOS 16 and 17 mark each scroll view's content with ``SwiftUI/View/tabSpecScrollContent()``.
/// - `swipe` on a `system` bar: a horizontal drag on a page selects the neighbouring tab.
///
/// Taps, actions, re-taps, ⌘-number shortcuts and the tabs shown are ``TabBarPlan``'s decisions, the same as the
/// UIKit adapters'.
public struct TabSpecView<T: TabBarTab, Content: View>: View {
    /// The selected tab.
    @Binding var selection: T
    /// The badges to show, by tab.
    let badges: [T: TabBadge]
    /// How VoiceOver speaks a custom bar's drawn badges.
    let badgeSpeech: TabBadge.Speech
    /// Images the app made at run time, by tab (they replace the spec's icon).
    let images: [T: Image]
    /// The app's action handler.
    let onAction: ((T) -> Void)?
    /// The app's re-tap handler.
    let onReselect: ((T) -> Void)?
    /// The page of each tab.
    private let content: (T) -> Content
    /// The app's bottom accessory (``bottomAccessory(_:)``), if any.
    var accessory: AnyView?
    /// What this release builds.
    let plan: TabSpecViewPlan
    /// The tabs shown, the configuration and what taps do.
    let tabsPlan: TabBarPlan<T>
    /// Whether hide-on-scroll has hidden the bar.
    @State var isBarHidden = false
    /// The hide-on-scroll state machine (a reference: scrolling changes no view state).
    @State private var scrolling: HideOnScrollState
    /// Which way a swipe goes.
    @Environment(\.layoutDirection) private var layoutDirection
    /// The horizontal size class around the screen (given back to the pages under `regularWidth: bottomBar`).
    @Environment(\.horizontalSizeClass) var outerHorizontalSizeClass

    /// Creates the screen for the generated enum `T`:
    /// - `selection`: the selected tab (start it at `T.initial`); an action tab never becomes it.
    /// - `tabs`: the tabs shown, in order (default: every tab): repeats are ignored and a required tab left out is
    ///   still shown, after the others, in bar order.
    /// - `configuration`: the configuration shown (default: the spec's); one built at run time (a theme) applies
    ///   its colors and behaviour, never other tabs.
    /// - `badges`, `badgeSpeech`: the badges and how a custom bar's drawn badges are spoken (native badges are
    ///   spoken by UIKit).
    /// - `images`: images the app made at run time (an avatar), replacing the spec's icon of their tab.
    /// - `onAction`: called when the user taps an action tab (`role: action`).
    /// - `onReselect`: called when the user taps the selected tab (pop your navigation path, scroll to the top).
    /// - `content`: each tab's page (never asked for an action tab's).
    public init(
        selection: Binding<T>,
        tabs: [T] = Array(T.allCases),
        configuration: TabBarConfiguration = T.configuration,
        badges: [T: TabBadge] = [:],
        badgeSpeech: TabBadge.Speech = .english,
        images: [T: Image] = [:],
        onAction: ((T) -> Void)? = nil,
        onReselect: ((T) -> Void)? = nil,
        @ViewBuilder content: @escaping (T) -> Content
    ) {
        self._selection = selection
        self.badges = badges
        self.badgeSpeech = badgeSpeech
        self.images = images
        self.onAction = onAction
        self.onReselect = onReselect
        self.content = content
        let adopted = TabBarPlan<T>(tabs: [], configuration: configuration).configuration
        let plan = TabSpecViewPlan(configuration: adopted, iOSVersion: .adapterRelease)
        self.plan = plan
        let idiom: Idiom = UIDevice.current.userInterfaceIdiom == .pad ? .pad : .phone
        let showsSidebar = TabBarPlan<T>.showsSidebar(configuration: adopted, usesTabs: plan.container == .tabs, idiom: idiom)
        let tabsPlan = TabBarPlan(tabs: tabs, configuration: configuration, showsSidebar: showsSidebar)
        self.tabsPlan = tabsPlan
        let tracker = HideOnScrollTracker(
            configuration: tabsPlan.configuration.hideOnScroll ?? TabBarConfiguration.HideOnScroll(),
            reportsPhases: plan.scrollSource == .scrollGeometry
        )
        self._scrolling = State(initialValue: HideOnScrollState(tracker: tracker))
    }

    /// The screen with the app's bottom accessory (a mini player) for a spec with `bottomAccessory: true`: on
    /// iOS 26 and later a `system` bar shows it above the bar, or inline beside the minimized bar
    /// (``TabSpecViewPlan/Accessory/tabViewBottomAccessory``; read `tabViewBottomAccessoryPlacement` from the
    /// environment in `content` to tell the two apart). A `custom` bar, an earlier release or a spec without
    /// `bottomAccessory: true` shows no accessory, and `content` is not called.
    public func bottomAccessory<Accessory: View>(@ViewBuilder _ content: () -> Accessory) -> TabSpecView {
        var view = self
        view.accessory = plan.accessory == .none ? nil : AnyView(content())
        return view
    }

    /// The tabs shown, in order.
    var shownTabs: [T] { tabsPlan.tabs }

    /// What taps, shortcuts and swipes do to the selection.
    var taps: TabSpecTaps<T> {
        TabSpecTaps(plan: tabsPlan, selection: $selection, onAction: onAction, onReselect: onReselect)
    }

    /// The screen.
    public var body: some View {
        switch plan.container {
        case .tabs, .tabItems:
            systemTabView
        case .customBar, .customPages:
            customTabView
        }
    }

    /// One tab's page: the app's content (none for an action tab) with what the plan asks for (bar visibility,
    /// scroll observation, swiping, room for a custom bar).
    func page(for tab: T) -> TabSpecPage<T, Content> {
        TabSpecPage(
            tab: tab,
            plan: plan,
            configuration: tabsPlan.configuration,
            isBarHidden: isBarHidden,
            content: tab.isAction ? nil : content(tab),
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
        withAnimation(tabsPlan.configuration.swiftUIHideAnimation) {
            isBarHidden = action == .hide
        }
    }

    /// Selects the neighbouring shown tab a finished horizontal drag on `tab`'s page swipes to, if any.
    private func swiped(_ translation: CGSize, from tab: T) {
        guard let direction = SwipeDirection(
            dragTranslationX: Double(translation.width),
            translationY: Double(translation.height)
        ), let swipe = tabsPlan.swipe(
            from: tab,
            direction,
            layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        ) else { return }
        taps.select(swipe.tab, animated: true)
    }
}
#endif
