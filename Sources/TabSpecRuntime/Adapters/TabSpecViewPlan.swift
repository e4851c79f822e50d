/// How the SwiftUI ``TabSpecView`` builds a spec's tabbed screen on an iOS release: the container, how the bar
/// hides on scroll, where scroll offsets come from, how the user swipes between tabs and whether the user may
/// customize the tabs, the prominent tab and the bottom accessory. (How the tabs behave — taps, actions, re-taps,
/// shortcuts — is ``TabBarPlan``'s, shared with UIKit.)
///
/// The view takes its plan from the release it runs on (``IOSVersion/adapterRelease``), so this one value is
/// what docs/SwiftUI.md's per-version table states and what the tests check; the view itself only adds the
/// `#available` checks the compiler needs for each API.
public struct TabSpecViewPlan: Sendable, Hashable {
    /// The view that holds the tabs.
    public enum Container: String, Sendable, Hashable, CaseIterable {
        /// `system`, iOS 18 and later: `TabView(selection:)` with one `Tab(_:systemImage:value:content:)` per tab.
        case tabs
        /// `system`, iOS 16 and 17: `TabView(selection:)` with `.tabItem` and `.tag` on each tab's content.
        case tabItems
        /// `custom` (the Japanese article): a `TabView` whose system bar is hidden, each tab's content above a
        /// ``TabSpecBar``.
        case customBar
        /// `custom` with `swipe`: a page-style `TabView` (no system bar) under a ``TabSpecBar``.
        case customPages
    }

    /// How the bar leaves the screen while the user scrolls down (`hideOnScroll`).
    public enum Hiding: String, Sendable, Hashable, CaseIterable {
        /// The spec has no `hideOnScroll`.
        case none
        /// `system`, iOS 26 and later: `.tabBarMinimizeBehavior(.onScrollDown)` (the system minimizes the floating
        /// bar on iPhone; the spec's threshold and duration do not apply).
        case minimizeOnScrollDown
        /// `system`, iOS 16 to 25: ``HideOnScrollController`` decides, `.toolbar(.hidden, for: .tabBar)` hides.
        case toolbarVisibility
        /// `custom`: ``HideOnScrollController`` decides, the ``TabSpecBar`` slides down by its height (every release).
        case barOffset
    }

    /// Where the scroll offsets that drive ``HideOnScrollController`` come from.
    public enum ScrollSource: String, Sendable, Hashable, CaseIterable {
        /// None are needed (no hiding, or the system minimizes the bar itself).
        case none
        /// iOS 18 and later: each tab's first scroll view, through `onScrollGeometryChange(for:of:action:)` and
        /// `onScrollPhaseChange(_:)`; nothing to add to the app's views.
        case scrollGeometry
        /// iOS 16 and 17: SwiftUI reports no scroll offset, so the app marks each scroll view's content with
        /// `.tabSpecScrollContent()`, whose position (`onGeometryChange(for:of:action:)`) stands for the offset.
        case contentFrame
    }

    /// How the user swipes to the neighbouring tab (`swipe`).
    public enum Swipe: String, Sendable, Hashable, CaseIterable {
        /// The spec has no `swipe`.
        case none
        /// `system`: a horizontal drag on the content selects the neighbouring tab (the native bar stays).
        case dragGesture
        /// `custom`: the page-style `TabView` pages between neighbouring tabs.
        case pages
    }

    /// Whether the user may reorder the tabs and hide the optional ones (`customizable`, v1.3).
    public enum Customization: String, Sendable, Hashable, CaseIterable {
        /// Not customizable: the spec says so, the bar is `custom`, or the release is before iOS 18 (SwiftUI has
        /// no customization API there).
        case none
        /// `system` + `customizable`, iOS 18 and later: each `Tab` has a `customizationID(_:)` (its spec id) and a
        /// `customizationBehavior(_:for:)` (required tabs `reorderable`, optional ones `automatic`), and the
        /// `TabView` a `tabViewCustomization(_:)` kept in `AppStorage`. SwiftUI applies it only with the
        /// `sidebarAdaptable` style.
        case tabViewCustomization
    }

    /// How the spec's prominent tab (`prominent: true`, v1.3) is shown.
    public enum Prominence: String, Sendable, Hashable, CaseIterable {
        /// No prominent treatment: the spec has no prominent tab, the bar is `custom`, or the release is before
        /// iOS 27 (SwiftUI has no prominent role there); the prominent tab is a tab like the others.
        case none
        /// `system`, iOS 27 and later: the prominent tab is `Tab(…, role: .prominent)`, which the floating bar
        /// draws apart in the detached circle.
        case tabRole
    }

    /// Whether the app's bottom accessory (``TabSpecView/bottomAccessory(_:)``, a mini player) is shown, for a
    /// spec with `bottomAccessory: true` (v1.3).
    public enum Accessory: String, Sendable, Hashable, CaseIterable {
        /// Not shown: the spec has no bottom accessory, the bar is `custom`, or the release is before iOS 26
        /// (SwiftUI has no bottom accessory there).
        case none
        /// `system`, iOS 26 and later: `tabViewBottomAccessory(isEnabled:content:)` on iOS 26.1 and later,
        /// `tabViewBottomAccessory(content:)` on iOS 26.0; the accessory sits above the bar, or inline beside the
        /// minimized bar.
        case tabViewBottomAccessory
    }

    /// What a `system` bar does in a regular horizontal size class (`regularWidth`, v1.3; docs/SwiftUI.md "iPad").
    public enum RegularWidth: String, Sendable, Hashable, CaseIterable {
        /// The system's own (`automatic`; a custom bar, which the app draws; `sidebarAdaptable` before iOS 18).
        case system
        /// `.tabViewStyle(.sidebarAdaptable)` (iOS 18): a tab bar that can become a sidebar on iPad.
        case sidebarAdaptable
        /// The tab bar hidden while the horizontal size class is regular (`toolbarVisibility(.hidden, for:
        /// .tabBar)` in each page; `toolbar(_:for:)` before iOS 18).
        case hiddenInRegularWidth
        /// The `TabView` in a compact horizontal size class (`.environment(\.horizontalSizeClass, .compact)`), so
        /// iPadOS 18 and later draw the bottom bar; each page gets the outer size class back (`bottomBar`, iOS 18
        /// and later: earlier iPads draw the bottom bar anyway).
        case compactTabView
    }

    /// The container.
    public var container: Container
    /// The hiding.
    public var hiding: Hiding
    /// The scroll source.
    public var scrollSource: ScrollSource
    /// The swipe.
    public var swipe: Swipe
    /// The customization.
    public var customization: Customization
    /// The prominent tab's treatment.
    public var prominence: Prominence
    /// The bottom accessory.
    public var accessory: Accessory
    /// What the bar does in a regular width.
    public var regularWidth: RegularWidth

    /// Creates a plan from its parts.
    public init(
        container: Container, hiding: Hiding, scrollSource: ScrollSource, swipe: Swipe,
        customization: Customization = .none, prominence: Prominence = .none, accessory: Accessory = .none,
        regularWidth: RegularWidth = .system
    ) {
        self.container = container
        self.hiding = hiding
        self.scrollSource = scrollSource
        self.swipe = swipe
        self.customization = customization
        self.prominence = prominence
        self.accessory = accessory
        self.regularWidth = regularWidth
    }

    /// The plan for `configuration` on `iOSVersion`.
    public init(configuration: TabBarConfiguration, iOSVersion: IOSVersion) {
        let hasTabAPI = iOSVersion >= IOSVersion(major: 18)
        let isCustom = configuration.kind == .custom
        let container: Container
        if isCustom {
            container = configuration.isSwipeEnabled ? .customPages : .customBar
        } else {
            container = hasTabAPI ? .tabs : .tabItems
        }
        let hiding: Hiding
        if configuration.hideOnScroll == nil {
            hiding = .none
        } else if isCustom {
            hiding = .barOffset
        } else {
            hiding = iOSVersion >= IOSVersion(major: 26) ? .minimizeOnScrollDown : .toolbarVisibility
        }
        let scrollSource: ScrollSource
        switch hiding {
        case .none, .minimizeOnScrollDown: scrollSource = .none
        case .toolbarVisibility, .barOffset: scrollSource = hasTabAPI ? .scrollGeometry : .contentFrame
        }
        let swipe: Swipe
        if !configuration.isSwipeEnabled {
            swipe = .none
        } else {
            swipe = isCustom ? .pages : .dragGesture
        }
        let customization: Customization = container == .tabs && configuration.isCustomizable
            ? .tabViewCustomization : .none
        let prominence: Prominence = container == .tabs && iOSVersion >= IOSVersion(major: 27)
            && configuration.items.contains(where: \.isProminent) ? .tabRole : .none
        let accessory: Accessory = container == .tabs && iOSVersion >= IOSVersion(major: 26)
            && configuration.hasBottomAccessory ? .tabViewBottomAccessory : .none
        self.init(
            container: container, hiding: hiding, scrollSource: scrollSource, swipe: swipe, customization: customization,
            prominence: prominence, accessory: accessory
        )
        switch configuration.regularWidth {
        case .automatic:
            regularWidth = .system
        case .sidebarAdaptable:
            regularWidth = container == .tabs ? .sidebarAdaptable : .system
        case .bottomBar:
            regularWidth = container == .tabs ? .compactTabView : .system
        case .hidden:
            regularWidth = isCustom ? .system : .hiddenInRegularWidth
        }
    }
}
