#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A `UITabBarController` built from a spec: one view controller per tab of the generated enum, the selection
/// as the enum's value, and the spec's kind, appearance, swipe, hide-on-scroll and badges.
///
/// ```swift
/// let tabs = TabSpecTabBarController<SwipeableTab> { tab in FeedViewController(tab) }
/// tabs.selection = .profile
/// tabs.setBadge(.count(3), for: .feed)
/// ```
///
/// - `system`: UIKit's bar with the spec's items — `UITab`s on iOS 18 and later when every tab has a title
///   (a `UITab` always shows one), the search tab (`role: search`) a `UISearchTab` after the others, which has
///   the system's title; otherwise each view controller's `tabBarItem`, the search tab a plain item in its
///   place — the spec's appearance (``UIKit/UITabBar/apply(_:)``) and its initial tab. Badges are UIKit's own
///   (`badgeValue`).
/// - `custom`: UIKit's bar hidden and a ``TabSpecBarView`` (``customBar``) at the bottom of the screen; each
///   child's `additionalSafeAreaInsets.bottom` is the bar's height, so content ends above it.
/// - `swipe: true`: a swipe left or right on the content selects the neighbouring tab the swipe brings in
///   (``TabSwipe``: right-to-left aware, no wrap) with a slide in its ``PageDirection`` — no placeholder view
///   controllers (see ``handleSwipe(_:)``).
/// - `hideOnScroll`: see ``observe(_:)``; how the bar hides depends on ``strategy``.
///
/// The controller sets each child's `tabBarItem` itself and leaves `delegate` to the app.
@MainActor
public final class TabSpecTabBarController<Tab: TabBarTab>: UITabBarController {
    /// The UIKit APIs used, limited to what the running system supports.
    public let strategy: TabBarControllerStrategy
    /// Whether the tabs are `UITab`s (iOS 18 and later, system bars whose tabs all have titles; the search tab
    /// needs none: `UISearchTab` has the system's).
    let usesTabs: Bool
    /// Makes a tab's view controller.
    private let makeViewController: (Tab) -> UIViewController
    /// The view controllers made so far.
    private var madeViewControllers: [Tab: UIViewController] = [:]
    /// The selection last set or observed (UIKit's own state wins while it names a tab).
    var lastSelection: Tab
    /// The badges set with ``setBadge(_:for:)``.
    public private(set) var badges: [Tab: TabBadge] = [:]
    /// How badges are spoken on a custom bar and on `tabBarItem`s (default: plain English).
    public var badgeSpeech: TabBadge.Speech = .english {
        didSet {
            customBar?.badgeSpeech = badgeSpeech
            for tab in Tab.allCases where badges[tab] != nil { showBadge(badges[tab], for: tab) }
        }
    }
    /// The drawn bar of a `custom` spec, once the view is loaded; `nil` for `system` specs.
    public internal(set) var customBar: TabSpecBarView<Tab>?
    /// The hide-on-scroll state machine and scroll-view delegate; `nil` without `hideOnScroll` or when UIKit
    /// minimizes the bar itself (``TabBarControllerStrategy/Hiding/minimizeOnScrollDown``).
    public internal(set) var hideOnScroll: HideOnScrollDelegate?
    /// The swipe recognizers on the controller's view (left, then right), when the spec has `swipe: true`.
    public internal(set) var swipeRecognizers: [UISwipeGestureRecognizer] = []
    /// The objects receiving the recognizers' actions (a recognizer does not retain its targets).
    var gestureTargets: [GestureTarget] = []

    /// Creates the controller with a view controller per tab from `viewControllerFor` (called once per tab,
    /// when UIKit first needs it) and `Tab.initial` selected, using `strategy` (default: the newest APIs of
    /// the running system) as far as the system supports it.
    public init(
        viewControllerFor: @escaping (Tab) -> UIViewController,
        strategy: TabBarControllerStrategy = .current
    ) {
        let configuration = Tab.configuration
        self.strategy = strategy.supported()
        self.usesTabs = configuration.kind == .system && self.strategy.items == .tabs
            && Tab.allCases.allSatisfy { $0.title != nil || $0.isSearch }
        self.makeViewController = viewControllerFor
        self.lastSelection = Tab.initial
        super.init(nibName: nil, bundle: nil)
        installItems()
        installHideOnScroll()
    }

    /// Not supported: create the controller in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The selected tab. Setting it selects the tab's view controller without a transition, as a tap does.
    public var selection: Tab {
        get { uiKitSelection ?? lastSelection }
        set { select(newValue) }
    }

    /// `tab`'s view controller, made by `viewControllerFor` on first use.
    public func viewController(for tab: Tab) -> UIViewController {
        if let made = madeViewControllers[tab] { return made }
        let made = makeViewController(tab)
        madeViewControllers[tab] = made
        return made
    }

    /// `tab`'s view controller if it was made.
    func madeViewController(for tab: Tab) -> UIViewController? {
        madeViewControllers[tab]
    }

    /// Sets (or, with `nil`, removes) `tab`'s badge: UIKit's `badgeValue` on a system bar, the drawn badge on
    /// a custom bar; spoken by VoiceOver either way.
    public func setBadge(_ badge: TabBadge?, for tab: Tab) {
        badges[tab] = badge
        showBadge(badge, for: tab)
    }

    /// Installs the custom bar and the swipe recognizers.
    public override func viewDidLoad() {
        super.viewDidLoad()
        installCustomBar()
        installSwipe()
    }

    /// Places the custom bar at the bottom of the screen.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutCustomBar()
    }

    // MARK: Items and selection

    /// The spec's items: `UITab`s (the search tab last), or view controllers with `tabBarItem`s in bar order; the
    /// initial selection; the system
    /// bar's appearance, or the system bar hidden for a custom spec.
    private func installItems() {
        let configuration = Tab.configuration
        if usesTabs, #available(iOS 18.0, *) {
            tabs = Tab.searchTabLast.map(makeTab)
            selectedTab = uiTab(for: Tab.initial)
        } else {
            viewControllers = Tab.allCases.map { tab in
                let controller = viewController(for: tab)
                if configuration.kind == .system { controller.tabBarItem = makeTabBarItem(for: tab) }
                return controller
            }
            selectedIndex = Tab.initial.index
        }
        switch configuration.kind {
        case .system:
            tabBar.apply(configuration)
        case .custom:
            if strategy.hiding >= .setTabBarHidden, #available(iOS 18.0, *) {
                setTabBarHidden(true, animated: false)
            } else {
                tabBar.isHidden = true
            }
        }
    }

    /// The `UITab` of `tab`: its title, symbol, id and view controller; for the search tab a `UISearchTab` with
    /// its view controller (the system's localized title and image).
    @available(iOS 18.0, *)
    private func makeTab(_ tab: Tab) -> UITab {
        if tab == Tab.searchTab {
            return UISearchTab { [weak self] _ in
                self?.viewController(for: tab) ?? UIViewController(nibName: nil, bundle: nil)
            }
        }
        let uiTab = UITab(
            title: tab.title ?? tab.accessibilityLabel,
            image: tab.symbolName.flatMap { UIImage(systemName: $0) },
            identifier: identifier(of: tab)
        ) { [weak self] _ in
            self?.viewController(for: tab) ?? UIViewController(nibName: nil, bundle: nil)
        }
        if #available(iOS 26.1, *), tab.selectedSymbolName != tab.symbolName {
            uiTab.selectedImage = tab.selectedSymbolName.flatMap { UIImage(systemName: $0) }
        }
        return uiTab
    }

    /// The `tabBarItem` of `tab`: title, symbol, selected symbol and VoiceOver label.
    private func makeTabBarItem(for tab: Tab) -> UITabBarItem {
        let item = UITabBarItem(
            title: tab.title,
            image: tab.symbolName.flatMap { UIImage(systemName: $0) },
            selectedImage: tab.selectedSymbolName.flatMap { UIImage(systemName: $0) }
        )
        item.accessibilityLabel = tab.accessibilityLabel
        return item
    }

    /// The `UITab` identifier of `tab`: its spec id.
    func identifier(of tab: Tab) -> String {
        tab.item?.id ?? "\(tab.index)"
    }

    /// The `UITab` of `tab` in ``tabs``: the `UISearchTab` for the search tab (its identifier is the system's),
    /// else the one with `tab`'s identifier.
    @available(iOS 18.0, *)
    func uiTab(for tab: Tab) -> UITab? {
        if tab == Tab.searchTab { return tabs.first { $0 is UISearchTab } }
        return tabs.first { !($0 is UISearchTab) && $0.identifier == identifier(of: tab) }
    }

    /// The tab UIKit has selected, when its selection names one of ours.
    private var uiKitSelection: Tab? {
        if usesTabs, #available(iOS 18.0, *) {
            guard let selected = selectedTab else { return nil }
            return Tab.allCases.first { uiTab(for: $0) === selected }
        }
        guard let selected = selectedViewController else { return nil }
        return Tab.allCases.first { madeViewControllers[$0] === selected }
    }

    /// Selects `tab` in UIKit and on the custom bar.
    func select(_ tab: Tab) {
        lastSelection = tab
        if usesTabs, #available(iOS 18.0, *) {
            selectedTab = uiTab(for: tab)
        } else {
            selectedViewController = viewController(for: tab)
        }
        customBar?.selectedTab = tab
    }

    /// Shows `badge` on `tab`'s item.
    private func showBadge(_ badge: TabBadge?, for tab: Tab) {
        if let customBar {
            customBar.setBadge(badge, for: tab)
        } else if usesTabs, #available(iOS 18.0, *) {
            uiTab(for: tab)?.badgeValue = badge?.text
        } else if Tab.configuration.kind == .system {
            let item = viewController(for: tab).tabBarItem
            item?.badgeValue = badge?.text
            item?.accessibilityValue = badge?.accessibilityValue(badgeSpeech)
        }
    }
}
#endif
