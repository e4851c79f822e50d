/// What the SwiftUI and UIKit adapters decide the same way about the tabs a bar shows at run time (v1.3): which
/// tabs show and in which order, what a tap does, which tab is selected, the ⌘-number shortcuts and where a swipe
/// goes. ``TabSpecViewPlan`` decides how SwiftUI builds the screen on an iOS release; this plan decides how the
/// tabs behave, for SwiftUI's `TabSpecView` and `TabSpecBar` and UIKit's `TabSpecTabBarController` and
/// `TabSpecBarView` alike, so one test covers all four.
///
/// Nothing the app passes can break the bar: the tabs are resolved by ``TabBarTab/visibleTabs(_:)`` (the
/// requested order, repeats ignored, required tabs left out appended in bar order), and a configuration built
/// at run time keeps the enum's own tabs (see ``init(tabs:configuration:)``).
public struct TabBarPlan<Tab: TabBarTab>: Sendable, Hashable {
    /// The tabs shown, in order.
    public let tabs: [Tab]
    /// The bar's configuration as the adapters use it: the one the app passed, with the enum's `kind`, tabs and
    /// initial tab.
    public let configuration: TabBarConfiguration
    /// Whether the configuration's sections group the tabs (``entries``): where the bar can become a sidebar
    /// (`showsSidebar`, ``showsSidebar(configuration:usesTabs:idiom:)``). Elsewhere they flatten in spec order.
    public let groupsSections: Bool

    /// The plan for a bar showing `tabs` (default: every tab; resolved by ``TabBarTab/visibleTabs(_:)``) with
    /// `configuration` (default: the spec's).
    ///
    /// A configuration built at run time (a theme, the app's own colors) changes how the bar looks and behaves —
    /// colors, fonts, sizes, indicator, animation, images, `reselect`, `keyboardShortcuts`, `customizable` — but
    /// not what it is: its `kind`, `items` and `initialIndex` are always the enum's (`Tab.configuration`'s), so
    /// a configuration whose items disagree with the enum cannot misplace a tab.
    ///
    /// `showsSidebar` says whether the bar can become a sidebar (``showsSidebar(configuration:usesTabs:idiom:)``).
    /// Without one, a tab with `placement: sidebarOnly` is never shown (it is not in a phone's bar, v1.3): it is
    /// left out of ``tabs`` even when asked for or required. With one, the sections group the tabs
    /// (``groupsSections``, ``entries``).
    public init(
        tabs: [Tab] = Array(Tab.allCases),
        configuration: TabBarConfiguration = Tab.configuration,
        showsSidebar: Bool = false
    ) {
        let spec = Tab.configuration
        var adopted = configuration
        adopted.kind = spec.kind
        adopted.items = spec.items
        adopted.initialIndex = spec.initialIndex
        let visible = Tab.visibleTabs(tabs)
        self.tabs = showsSidebar ? visible : visible.filter { $0.item?.placement != .sidebarOnly }
        self.configuration = adopted
        self.groupsSections = showsSidebar
    }

    /// Whether a bar of `configuration` can become a sidebar: `regularWidth: sidebarAdaptable` on a `system` bar
    /// whose adapter builds iOS 18's tabs (`usesTabs`: SwiftUI's `Tab`, UIKit's `UITab`) on an iPad. Elsewhere —
    /// a phone, a drawn bar, an earlier release — there is no sidebar, so `sidebarOnly` tabs are not shown.
    public static func showsSidebar(configuration: TabBarConfiguration, usesTabs: Bool, idiom: Idiom) -> Bool {
        configuration.kind == .system && configuration.regularWidth == .sidebarAdaptable && usesTabs && idiom == .pad
    }

    /// The configuration of the bar as shown: only ``tabs``, in their order (``TabBarConfiguration/showing(itemsAt:)``),
    /// what layout and drawing lay out; its item `i` is `tabs[i]`.
    public var shownConfiguration: TabBarConfiguration {
        configuration.showing(itemsAt: tabs.map(\.index))
    }

    /// Whether `tab` is shown.
    public func shows(_ tab: Tab) -> Bool {
        tabs.contains(tab)
    }

    /// The tab selected when the bar appears: `Tab.initial` (the spec's `initial`) when it is shown and not an
    /// action; otherwise ``TabBarConfiguration/showing(itemsAt:)``'s rule — the first shown tab that is not an
    /// action — and `Tab.initial` when no tab is shown at all (every tab optional and none asked for).
    public var initialSelection: Tab {
        if !Tab.initial.isAction, shows(Tab.initial) { return Tab.initial }
        let shown = shownConfiguration
        return tabs.indices.contains(shown.initialIndex) ? tabs[shown.initialIndex] : Tab.initial
    }

    /// The selection once the shown tabs are these: `current` while it is shown and not an action, else
    /// ``initialSelection``.
    public func selection(keeping current: Tab?) -> Tab {
        if let current, !current.isAction, shows(current) { return current }
        return initialSelection
    }

    /// What a tap on `tab` does while `selection` is selected (``TabTapOutcome``), with the configuration's
    /// `reselect`.
    public func outcome(ofTapping tab: Tab, selection: Tab) -> TabTapOutcome<Tab> {
        TabTapOutcome(tapping: tab, selection: selection, reselect: configuration.reselect)
    }

    /// The ⌘1…⌘9 shortcuts (``TabKeyboardShortcut``) when the configuration has `keyboardShortcuts: true`: the
    /// first nine shown tabs that are not actions, in the order shown; none otherwise.
    public var keyboardShortcuts: [TabKeyboardShortcut<Tab>] {
        configuration.hasKeyboardShortcuts ? TabKeyboardShortcut.shortcuts(for: tabs) : []
    }

    /// The tab ⌘`input` selects (`input` is the key, "1"…"9"), or `nil` when no shortcut has that key.
    public func tab(forKeyboardInput input: String) -> Tab? {
        keyboardShortcuts.first { $0.input == input }?.tab
    }

    /// Where a swipe in `direction` from `tab` goes among the shown tabs (``TabSwipe``: actions skipped, no wrap).
    public func swipe(from tab: Tab, _ direction: SwipeDirection, layoutDirection: LayoutDirection) -> TabSwipe<Tab>? {
        TabSwipe(from: tab, swiping: direction, layoutDirection: layoutDirection, tabs: tabs)
    }

    /// The key the user's tab customization (`customizable: true`) is kept under — UIKit's
    /// `customizationIdentifier`, SwiftUI's `AppStorage` of the `TabViewCustomization` —: `TabSpec.` and the
    /// enum's name (`TabSpec.AppTab`), stable across launches and app versions while the enum keeps its name.
    public static var customizationKey: String {
        "TabSpec.\(String(describing: Tab.self))"
    }

    /// How `tab`'s images are drawn: the tab's `imageRendering`, else the bar's.
    public func imageRendering(of tab: Tab) -> TabBarConfiguration.ImageRendering {
        tab.item?.imageRendering ?? configuration.imageRendering
    }
}
