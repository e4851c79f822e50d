#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// One tab's page in a ``TabSpecView``: the app's content with what the view's plan asks for.
///
/// - `swipe` on a system bar: a finished drag reported to the view (``SwipeDirection`` and ``TabSwipe`` pick the
///   neighbour).
/// - Scroll offsets for hide-on-scroll: from iOS 18 the page's first scroll view, observed here; on iOS 16 and
///   17 what `.tabSpecScrollContent()` reports from inside the app's scroll view.
/// - The bar: a system bar hidden by hide-on-scroll, or hidden for good under a custom bar; a custom bar's
///   height kept free at the bottom so the content can scroll above it.
struct TabSpecPage<T: TabBarTab, Content: View>: View {
    /// The tab.
    let tab: T
    /// What the view builds.
    let plan: TabSpecViewPlan
    /// The configuration shown (a custom bar's height).
    let configuration: TabBarConfiguration
    /// Whether hide-on-scroll has hidden the bar.
    let isBarHidden: Bool
    /// The app's page; `nil` for an action tab (its page is never shown).
    let content: Content?
    /// Reports a content offset (points scrolled up from the top).
    let onScroll: @MainActor (Double) -> Void
    /// Reports whether the user's finger is on the scroll view.
    let onPhase: @MainActor (Bool) -> Void
    /// Reports where a finished drag would end with its velocity (its predicted end translation).
    let onSwipe: @MainActor (CGSize) -> Void
    /// The horizontal size class (`regularWidth: hidden` hides the bar while it is regular).
    @Environment(\.horizontalSizeClass) var horizontalSizeClass

    /// The page.
    var body: some View {
        switch plan.container {
        case .tabs, .tabItems:
            if plan.hiding == .toolbarVisibility || plan.regularWidth == .hiddenInRegularWidth {
                observed.tabSpecTabBarVisibility(isBarHidden || isHiddenInRegularWidth ? .hidden : .visible)
            } else {
                observed
            }
        case .customBar:
            observed
                .tabSpecTabBarVisibility(.hidden)
                .safeAreaInset(edge: .bottom, spacing: 0) { customBarSpace }
        case .customPages:
            observed
                .safeAreaInset(edge: .bottom, spacing: 0) { customBarSpace }
        }
    }

    /// Whether `regularWidth: hidden` hides the bar: the horizontal size class is regular (an iPad's full
    /// screen), as Mastodon hides its bar there.
    private var isHiddenInRegularWidth: Bool {
        plan.regularWidth == .hiddenInRegularWidth && horizontalSizeClass == .regular
    }

    /// The content with its scroll view observed, where the plan needs offsets.
    @ViewBuilder private var observed: some View {
        switch plan.scrollSource {
        case .none:
            swipeable
        case .scrollGeometry:
            if #available(iOS 18.0, *) {
                swipeable
                    .onScrollGeometryChange(for: Double.self) { geometry in
                        Double(geometry.contentOffset.y + geometry.contentInsets.top)
                    } action: { _, offset in
                        onScroll(offset)
                    }
                    .onScrollPhaseChange { _, phase in
                        onPhase(phase == .tracking || phase == .interacting)
                    }
            } else {
                swipeable
            }
        case .contentFrame:
            // iOS 16 and 17: the iOS 17 `coordinateSpace(_:)` where the system has it, else `coordinateSpace(name:)`
            // (deprecated in iOS 27), in the `else` of the check so that no deployment target warns (docs/Platforms.md).
            if #available(iOS 17.0, *) {
                swipeable
                    .coordinateSpace(.named(TabSpecScrollSpace.name))
                    .environment(\.tabSpecScrollReporter, TabSpecScrollReporter(report: onScroll))
            } else {
                swipeable
                    .coordinateSpace(name: TabSpecScrollSpace.name)
                    .environment(\.tabSpecScrollReporter, TabSpecScrollReporter(report: onScroll))
            }
        }
    }

    /// The content, with a drag that swipes to the neighbouring tab on a system bar with `swipe`.
    @ViewBuilder private var swipeable: some View {
        if plan.swipe == .dragGesture {
            content.simultaneousGesture(
                Self.localDrag.onEnded { value in
                    onSwipe(value.predictedEndTranslation)
                }
            )
        } else {
            content
        }
    }

    /// A drag in the page's own coordinate space: DragGesture's iOS 17 initializer, else its iOS 13 one (deprecated
    /// in iOS 27), in the `else` of the check so that no deployment target warns (docs/Platforms.md).
    private static var localDrag: DragGesture {
        if #available(iOS 17.0, *) {
            return DragGesture(minimumDistance: 10, coordinateSpace: LocalCoordinateSpace())
        } else {
            return DragGesture(minimumDistance: 10, coordinateSpace: CoordinateSpace.local)
        }
    }

    /// The room a custom bar takes at the bottom of the page (its height; the bottom safe area is already
    /// outside the page's safe area). It stays while the bar is hidden, so hiding moves no content.
    private var customBarSpace: some View {
        Color.clear
            .frame(height: CGFloat(configuration.resolvedHeight(in: TabBarEnvironment(width: 0, height: 0))))
            .allowsHitTesting(false)
    }
}

extension View {
    /// The tab bar's visibility: `toolbarVisibility(_:for:)` from iOS 18, else `toolbar(_:for:)` (deprecated in
    /// iOS 27), in the `else` of the check so that no deployment target warns (docs/Platforms.md).
    @ViewBuilder func tabSpecTabBarVisibility(_ visibility: Visibility) -> some View {
        if #available(iOS 18.0, *) {
            toolbarVisibility(visibility, for: .tabBar)
        } else {
            toolbar(visibility, for: .tabBar)
        }
    }
}
#endif
