#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A `UITabBarController` built from a spec: one view controller per tab of the generated enum, the selection
/// as the enum's value, and the spec's kind, appearance, swipe, hide-on-scroll, badges, actions, re-taps,
/// keyboard shortcuts and run-time tabs.
///
/// ```swift
/// let tabs = TabSpecTabBarController<AppTab> { tab in UINavigationController(rootViewController: Page(tab)) }
/// tabs.visibleTabs = [.timeline, .explore] + (signedIn ? [.profile] : [])
/// tabs.onAction = { tab in if tab == .compose { presentComposer() } }
/// tabs.onReselect = { tab in analytics.log("reselect", tab) }
/// tabs.setImage(avatar, for: .profile)
/// ```
///
/// - `system`: UIKit's bar with the spec's items — `UITab`s on iOS 18 and later when every tab has a title
///   (a `UITab` always shows one), the search tab (`role: search`) a `UISearchTab` after the others, which has
///   the system's title; otherwise each view controller's `tabBarItem`, the search tab a plain item in its
///   place — the spec's appearance (``UIKit/UITabBar/apply(_:)``) and its initial tab. Badges are UIKit's own
///   (`badgeValue`). On iOS 27 the prominent tab (`prominent: true`) is UIKit's `prominentTabIdentifier`; on
///   iOS 26 and later the app's ``accessoryView`` is UIKit's `bottomAccessory` (`bottomAccessory: true`).
/// - `custom`: UIKit's bar hidden and a ``TabSpecBarView`` (``customBar``) at the bottom of the screen; each
///   child's `additionalSafeAreaInsets.bottom` is the bar's height, so content ends above it.
/// - `swipe: true`: a swipe left or right on the content selects the neighbouring tab the swipe brings in
///   (``TabSwipe``: right-to-left aware, actions skipped, no wrap) with a slide in its ``PageDirection`` — no
///   placeholder view controllers (see ``handleSwipe(_:)``).
/// - `hideOnScroll`: see ``observe(_:)``; how the bar hides depends on ``strategy``.
/// - `role: action`: a tap calls ``onAction`` and the selection stays; the controller never asks
///   `viewControllerFor` for an action tab's page (it is an empty view controller of its own).
/// - A tap on the selected tab calls ``onReselect``, then does the configuration's `reselect`.
///
/// The controller sets each child's `tabBarItem` itself. It keeps a delegate of its own as UIKit's `delegate`
/// (that is how it keeps an action from becoming the selection); set `delegate` as usual: your object is kept
/// (weakly) and receives every delegate call, the selection questions first (docs/UIKit.md, "The delegate").
/// Reading `delegate` returns the controller's forwarding object.
@MainActor
public final class TabSpecTabBarController<Tab: TabBarTab>: UITabBarController, TabTapHandling, TabKeyCommandHandling {
    /// The UIKit APIs used, limited to what the running system supports.
    public let strategy: TabBarControllerStrategy
    /// Whether the tabs are `UITab`s (iOS 18 and later, system bars whose tabs all have titles; the search tab
    /// needs none: `UISearchTab` has the system's).
    let usesTabs: Bool
    /// Makes a tab's view controller.
    private let makeViewController: (Tab) -> UIViewController
    /// The view controllers made so far.
    private var madeViewControllers: [Tab: UIViewController] = [:]
    /// The `UITab`s made so far (iOS 18 and later; `UITab` itself cannot be a stored property's type here), kept
    /// while their tab is hidden so that showing it again brings back the same object.
    private var madeTabs: [Tab: NSObject] = [:]
    /// The `UITabGroup`s made so far for the sidebar's sections, by section id (iOS 18 and later), kept like
    /// ``madeTabs``.
    var madeGroups: [String: NSObject] = [:]
    /// The selection last set or observed (UIKit's own state wins while it names a tab).
    var lastSelection: Tab
    /// What the controller decides the way the SwiftUI adapters do: the tabs shown, taps, shortcuts, swipes.
    private(set) var plan: TabBarPlan<Tab>
    /// The delegate UIKit talks to (it forwards to the app's).
    let delegateProxy = TabBarControllerDelegateProxy()
    /// The badges set with ``setBadge(_:for:)``.
    public private(set) var badges: [Tab: TabBadge] = [:]
    /// The images set at run time with ``setImage(_:for:)``.
    public private(set) var images: [Tab: UIImage] = [:]
    /// How badges are spoken on a custom bar and on `tabBarItem`s (default: plain English).
    public var badgeSpeech: TabBadge.Speech = .english {
        didSet {
            customBar?.badgeSpeech = badgeSpeech
            for tab in Tab.allCases where badges[tab] != nil { showBadge(badges[tab], for: tab) }
        }
    }
    /// Called when the user taps an action tab (`role: action`); the selection stays where it was.
    public var onAction: ((Tab) -> Void)?
    /// Called when the user taps the selected tab, before the controller does the configuration's `reselect`
    /// (pop the tab's `UINavigationController` to its root, scroll its first `scrollsToTop` scroll view to the top).
    public var onReselect: ((Tab) -> Void)?
    /// The app's bottom accessory (a mini player) for a spec with `bottomAccessory: true`: on iOS 26 and later a
    /// `system` bar shows it as UIKit's `bottomAccessory` (a `UITabAccessory` with this content view), above the
    /// bar or inline beside the minimized bar (read the content view's `traitCollection.tabAccessoryEnvironment`
    /// to tell them apart). A `custom` bar, an earlier release, a spec without `bottomAccessory: true` or a
    /// ``tabConfiguration`` whose `hasBottomAccessory` is false shows none; the controller then never touches
    /// UIKit's `bottomAccessory` (a spec without one leaves it to the app).
    public var accessoryView: UIView? {
        didSet { installBottomAccessory() }
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
    /// when UIKit first needs it; never for action tabs) and `Tab.initial` selected, using `strategy`
    /// (default: the newest APIs of the running system) as far as the system supports it.
    public init(
        viewControllerFor: @escaping (Tab) -> UIViewController,
        strategy: TabBarControllerStrategy = .current
    ) {
        let configuration = Tab.configuration
        self.strategy = strategy.supported()
        self.usesTabs = configuration.kind == .system && self.strategy.items == .tabs
            && Tab.allCases.allSatisfy { $0.title != nil || $0.isSearch }
        self.makeViewController = viewControllerFor
        self.plan = TabSpecTabBarController.makePlan(
            tabs: Array(Tab.allCases), configuration: configuration, usesTabs: self.usesTabs
        )
        self.lastSelection = Tab.initial
        super.init(nibName: nil, bundle: nil)
        delegateProxy.handler = self
        super.delegate = delegateProxy
        lastSelection = plan.initialSelection
        installItems()
        applyAppearance()
        installHideOnScroll()
    }

    /// Not supported: create the controller in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The app's delegate: kept (weakly) and asked or told every delegate call UIKit makes; UIKit itself talks
    /// to the controller's forwarding object, which is what reading this property returns.
    public override var delegate: (any UITabBarControllerDelegate)? {
        didSet {
            guard delegate !== delegateProxy else { return }
            delegateProxy.appDelegate = delegate
            super.delegate = delegateProxy
        }
    }

    /// The tabs shown, in order (default: every tab). Set it when a feature flag, a setting or the signed-in user
    /// changes which tabs the bar shows: the requested order is kept, repeats are ignored, and a required tab
    /// (one without `optional: true`) left out is still shown, after the others, in bar order — nothing set here
    /// can break the bar. The selection stays while its tab is shown, else the spec's initial tab (or the first
    /// shown tab that is not an action) is selected.
    public var visibleTabs: [Tab] {
        get { plan.tabs }
        set {
            plan = Self.makePlan(tabs: newValue, configuration: plan.configuration, usesTabs: usesTabs)
            installItems()
        }
    }

    /// The configuration the bar shows (default: `Tab.configuration`). Setting one built at run time (a theme,
    /// the app's own colors) applies it at once: the appearance, images, `reselect`, `keyboardShortcuts`,
    /// `customizable`. Its `kind` and tabs stay the spec's, and so do `swipe` and `hideOnScroll`, which the
    /// controller sets up when it is created.
    public var tabConfiguration: TabBarConfiguration {
        get { plan.configuration }
        set {
            plan = Self.makePlan(tabs: plan.tabs, configuration: newValue, usesTabs: usesTabs)
            applyAppearance()
            installItems()
            installBottomAccessory()
        }
    }

    /// The selected tab. Setting it selects the tab's view controller without a transition, as a tap does; an
    /// action tab or a tab not shown is never selected (the selection stays).
    public var selection: Tab {
        get { uiKitSelection ?? lastSelection }
        set { select(newValue) }
    }

    /// `tab`'s view controller, made by `viewControllerFor` on first use (for an action tab, an empty view
    /// controller of the controller's own: its page is never shown).
    public func viewController(for tab: Tab) -> UIViewController {
        if let made = madeViewControllers[tab] { return made }
        let made = tab.isAction ? UIViewController(nibName: nil, bundle: nil) : makeViewController(tab)
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

    /// Sets (or, with `nil`, removes) an image the app made at run time for `tab` — a signed-in user's avatar.
    /// It replaces the spec's symbol or image, selected or not, until it is removed; it is drawn as the image
    /// says (give a photo `withRenderingMode(.alwaysOriginal)`, else UIKit tints it as a template).
    public func setImage(_ image: UIImage?, for tab: Tab) {
        images[tab] = image
        showImages(for: tab)
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
        applyRegularWidth()
    }

    #if canImport(ObjectiveC)
    /// UIKit's key commands with the controller's ⌘-number shortcuts (`UIKeyCommand`, with the tab's title as the
    /// discoverability title the iPad's shortcut overlay shows), after any of UIKit's own.
    /// (In the class body: an extension of a generic class cannot override an Objective-C member.)
    public override var keyCommands: [UIKeyCommand]? {
        let own = keyboardShortcuts.map { shortcut in
            UIKeyCommand(
                title: shortcut.discoverabilityTitle,
                action: #selector(UITabBarController.tabSpecPerformKeyCommand(_:)),
                input: shortcut.input,
                modifierFlags: .command,
                discoverabilityTitle: shortcut.discoverabilityTitle
            )
        }
        return (super.keyCommands ?? []) + own
    }
    #endif

    // MARK: Items and selection

    /// The shown tabs as UIKit items — `UITab`s (the search tab last; where sections group, a `UITabGroup` per
    /// section, ``uiKitTabs(_:)``) or view controllers with `tabBarItem`s, in the order shown — their images,
    /// badges and accessibility, the customization, and the selection (kept while shown).
    private func installItems() {
        let keep = plan.selection(keeping: uiKitSelection ?? lastSelection)
        let shown = plan.tabs
        if usesTabs, #available(iOS 18.0, *) {
            tabs = uiKitTabs(plan.entries)
            customizationIdentifier = plan.configuration.isCustomizable ? TabBarPlan<Tab>.customizationKey : nil
            showProminentTab()
        } else {
            viewControllers = shown.map { tab in
                let controller = viewController(for: tab)
                if Tab.configuration.kind == .system { controller.tabBarItem = makeTabBarItem(for: tab) }
                return controller
            }
            customizableViewControllers = plan.configuration.isCustomizable
                ? shown.filter { !$0.isAction }.map(viewController(for:)) : []
        }
        for tab in shown {
            showImages(for: tab)
            showBadge(badges[tab], for: tab)
        }
        customBar?.visibleTabs = shown
        select(keep)
    }

    /// The spec's appearance on UIKit's bar (system), or UIKit's bar hidden and the drawn bar given the
    /// configuration (custom).
    private func applyAppearance() {
        switch Tab.configuration.kind {
        case .system:
            tabBar.apply(plan.configuration)
        case .custom:
            if strategy.hiding >= .setTabBarHidden, #available(iOS 18.0, *) {
                setTabBarHidden(true, animated: false)
            } else {
                tabBar.isHidden = true
            }
            customBar?.tabConfiguration = plan.configuration
            if isViewLoaded { view.setNeedsLayout() }
        }
    }

    /// The `UITab` of `tab`, made once: its title, id and view controller; for the search tab a `UISearchTab`
    /// with its view controller (the system's localized title and image). Accessibility and customization are
    /// (re)applied each time.
    @available(iOS 18.0, *)
    func madeUITab(_ tab: Tab) -> UITab {
        let uiTab: UITab
        if let made = madeTabs[tab] as? UITab {
            uiTab = made
        } else if tab == Tab.searchTab {
            uiTab = UISearchTab { [weak self] _ in
                self?.viewController(for: tab) ?? UIViewController(nibName: nil, bundle: nil)
            }
        } else {
            uiTab = UITab(
                title: tab.title ?? tab.accessibilityLabel,
                image: nil,
                identifier: identifier(of: tab)
            ) { [weak self] _ in
                self?.viewController(for: tab) ?? UIViewController(nibName: nil, bundle: nil)
            }
        }
        madeTabs[tab] = uiTab
        uiTab.accessibilityIdentifier = tab.accessibilityIdentifier
        uiTab.accessibilityHint = tab.accessibilityHint
        if plan.configuration.isCustomizable {
            uiTab.allowsHiding = tab.isOptional
            uiTab.preferredPlacement = uiKitPlacement(of: tab, customizable: tab.isOptional ? .default : .movable)
        } else {
            uiTab.allowsHiding = false
            uiTab.preferredPlacement = uiKitPlacement(of: tab, customizable: .automatic)
        }
        return uiTab
    }

    /// iOS 27 (``TabBarControllerStrategy/Prominence/prominentTabIdentifier``), for a spec with a prominent tab:
    /// UIKit's `prominentTabIdentifier` is the identifier of that tab's `UITab` while it is shown (the search tab's
    /// `UISearchTab` has the system's identifier), else `nil`. A spec without one leaves the property to the app;
    /// before iOS 27 there is nothing to set, and the prominent tab is a tab like the others.
    @available(iOS 18.0, *)
    private func showProminentTab() {
        guard strategy.prominence == .prominentTabIdentifier, Tab.allCases.contains(where: \.isProminent),
              #available(iOS 27.0, *) else { return }
        prominentTabIdentifier = plan.tabs.first(where: \.isProminent).flatMap { uiTab(for: $0)?.identifier }
    }

    /// The `tabBarItem` of `tab`: title, VoiceOver label, hint and identifier (images and badge come after).
    private func makeTabBarItem(for tab: Tab) -> UITabBarItem {
        let item = UITabBarItem(title: tab.title, image: nil, selectedImage: nil)
        item.accessibilityLabel = tab.accessibilityLabel
        item.accessibilityHint = tab.accessibilityHint
        item.accessibilityIdentifier = tab.accessibilityIdentifier
        return item
    }

    /// Shows `tab`'s icon on its item: the app's run-time image for both states, else the spec's image or
    /// symbol (the selected one on iOS 26.1's `UITab.selectedImage` and on `tabBarItem`s). The search tab's
    /// `UISearchTab` keeps the system's image.
    private func showImages(for tab: Tab) {
        let rendering = plan.imageRendering(of: tab)
        let image = images[tab] ?? tab.specUIImage(selected: false, rendering: rendering)
        let selected = images[tab] ?? tab.specUIImage(selected: true, rendering: rendering)
        if let customBar {
            customBar.setImage(images[tab], for: tab)
        } else if usesTabs, #available(iOS 18.0, *) {
            guard let uiTab = uiTab(for: tab), !(uiTab is UISearchTab) else { return }
            uiTab.image = image
            if #available(iOS 26.1, *) {
                uiTab.selectedImage = images[tab] == nil && tab.selectedSymbolName == tab.symbolName
                    && tab.selectedImageName == tab.imageName ? nil : selected
            }
        } else if Tab.configuration.kind == .system, let item = madeViewController(for: tab)?.tabBarItem {
            item.image = image
            item.selectedImage = selected
        }
    }

    /// The `UITab` identifier of `tab`: its spec id.
    func identifier(of tab: Tab) -> String {
        tab.item?.id ?? "\(tab.index)"
    }

    /// The `UITab` of `tab` among ``tabs`` and the children of their `UITabGroup`s (``shownUITabs``): the
    /// `UISearchTab` for the search tab (its identifier is the system's), else the one with `tab`'s identifier.
    @available(iOS 18.0, *)
    func uiTab(for tab: Tab) -> UITab? {
        let shown = shownUITabs
        if tab == Tab.searchTab { return shown.first { $0 is UISearchTab } }
        return shown.first { !($0 is UISearchTab) && $0.identifier == identifier(of: tab) }
    }

    /// The tab of `uiTab`, if it is one of ours.
    @available(iOS 18.0, *)
    func tab(of uiTab: UITab) -> Tab? {
        Tab.allCases.first { madeTabs[$0] === uiTab }
    }

    /// The tab of `viewController`, if it is one of ours.
    func tab(of viewController: UIViewController) -> Tab? {
        Tab.allCases.first { madeViewControllers[$0] === viewController }
    }

    /// The tab UIKit has selected, when its selection names one of ours.
    private var uiKitSelection: Tab? {
        if usesTabs, #available(iOS 18.0, *) {
            return selectedTab.flatMap(tab(of:))
        }
        return selectedViewController.flatMap(tab(of:))
    }

    /// Selects `tab` in UIKit and on the custom bar, unless it is an action or not shown.
    func select(_ tab: Tab) {
        guard !tab.isAction, plan.shows(tab) else { return }
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
        } else if Tab.configuration.kind == .system, let item = madeViewController(for: tab)?.tabBarItem {
            item.badgeValue = badge?.text
            item.accessibilityValue = badge?.accessibilityValue(badgeSpeech)
        }
    }
}
#endif
