/// A container view controller that manages a multiselection interface, where the selection determines which
/// child view controller to display.
/// /documentation/UIKit/UITabBarController
///
/// Every member Apple documents for iOS 26 and earlier, and the iOS 27 ones (`prominentTabIdentifier`,
/// `setProminentTabIdentifier(_:animated:)`, `performBatchUpdates(_:)`, `Sidebar.Placement` and
/// `Sidebar.preferredPlacement`). Fake: keeps its tab bar, view controllers, tabs, selection and prominent tab
/// identifier (whether or not a tab has it: the page does not say what UIKit does then);
/// `setTabBarHidden(_:animated:)` sets `isTabBarHidden` at once, `performBatchUpdates(_:)` runs its block. Its loaded
/// view holds the tab bar and, below it, the selected view controller's (or selected tab's) view, filling the
/// bounds at the time it is shown — as UIKit's container does.
@MainActor
open class UITabBarController: UIViewController {
    /// A tab bar's display mode.
    /// /documentation/UIKit/UITabBarController/Mode-swift.enum
    @available(iOS 18.0, *)
    public enum Mode: Int, Sendable {
        /// The system sets the display mode based on the tab's content.
        /// /documentation/UIKit/UITabBarController/Mode-swift.enum/automatic
        case automatic = 0
        /// The system displays the content only as a tab bar.
        /// /documentation/UIKit/UITabBarController/Mode-swift.enum/tabBar
        case tabBar = 1
        /// The system displays the content as either a tab bar or a sidebar, depending on the context.
        /// /documentation/UIKit/UITabBarController/Mode-swift.enum/tabSidebar
        @available(tvOS, unavailable)
        case tabSidebar = 2
    }

    /// The minimize behavior of a tab bar.
    /// /documentation/UIKit/UITabBarController/MinimizeBehavior
    @available(iOS 26.0, *)
    public enum MinimizeBehavior: Int, Sendable {
        /// Resolves to the system default minimize behavior.
        /// /documentation/UIKit/UITabBarController/MinimizeBehavior/automatic
        case automatic = 0
        /// The tab bar does not minimize.
        /// /documentation/UIKit/UITabBarController/MinimizeBehavior/never
        case never = 1
        /// The tab bar minimizes when scrolling down.
        /// /documentation/UIKit/UITabBarController/MinimizeBehavior/onScrollDown
        case onScrollDown = 2
        /// The tab bar minimizes when scrolling up.
        /// /documentation/UIKit/UITabBarController/MinimizeBehavior/onScrollUp
        case onScrollUp = 3
    }

    /// An object for managing and configuring the sidebar.
    /// /documentation/UIKit/UITabBarController/Sidebar-swift.class
    ///
    /// Declared with the iOS 27 placement only (the runtime uses no member).
    @available(iOS 18.0, *)
    @available(tvOS, unavailable)
    @MainActor
    open class Sidebar: NSObject {
        /// /documentation/UIKit/UITabBarController/Sidebar-swift.class/Placement
        ///
        /// The raw values are not on Apple's page; these are the .NET for iOS 27 bindings' (Automatic 0, Sidebar 1,
        /// TabBar 2).
        @available(iOS 27.0, *)
        public enum Placement: Int, Sendable {
            /// The system determines the appropriate placement.
            case automatic = 0
            /// Display the sidebar when it is supported.
            case sidebar = 1
            /// Display the tab bar.
            case tabBar = 2
        }

        /// The preferred placement for the tab bar controller when the sidebar and tab bar are mutually exclusive,
        /// and only one placement can be displayed.
        /// /documentation/UIKit/UITabBarController/Sidebar-swift.class/preferredPlacement
        @available(iOS 27.0, *)
        open var preferredPlacement: UITabBarController.Sidebar.Placement = .automatic
    }

    /// The view controllers, tabs and selection state.
    private var storedViewControllers: [UIViewController]?
    private var storedTabs: [UITab] = []

    /// Creates a tab bar controller (UIViewController's designated initializer).
    /// /documentation/UIKit/UIViewController/init(nibName:bundle:)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a tab bar controller from data in an unarchiver.
    /// /documentation/UIKit/UIViewController/init(coder:)
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Fake: the container view with the tab bar and the selected child's view.
    open override func loadView() {
        super.loadView()
        view.addSubview(tabBar)
        fakeShowSelectedChild()
    }

    /// The child view the container shows.
    private weak var shownChildView: UIView?

    /// Shows the selected tab's or view controller's view below the tab bar, if the view is loaded.
    private func fakeShowSelectedChild() {
        guard let container = viewIfLoaded else { return }
        let child: UIViewController?
        if #available(iOS 18.0, *), let tab = selectedTab {
            child = tab.viewController
        } else {
            child = selectedViewController
        }
        if let child, child.parent !== self {
            addChild(child)
            child.didMove(toParent: self)
        }
        guard let childView = child?.view, childView !== shownChildView else { return }
        shownChildView?.removeFromSuperview()
        childView.frame = container.bounds
        container.insertSubview(childView, at: 0)
        shownChildView = childView
    }

    /// Creates a tab bar controller with the specified tabs.
    /// /documentation/UIKit/UITabBarController/init(tabs:)
    @available(iOS 18.0, *)
    public convenience init(tabs: [UITab]) {
        self.init(nibName: nil, bundle: nil)
        self.tabs = tabs
    }

    // MARK: Assigning tabs

    /// An array of tabs that the tab bar displays.
    /// /documentation/UIKit/UITabBarController/tabs
    @available(iOS 18.0, *)
    open var tabs: [UITab] {
        get { storedTabs }
        set {
            storedTabs = newValue
            // Fake: the tabs and the children of tab groups (one level) belong to the controller; the selection
            // is kept while it is among them, else the first tab that is not a group.
            let all = newValue.flatMap { [$0] + (($0 as? UITabGroup)?.children ?? []) }
            for tab in all { tab.tabBarController = self }
            if let selectedTab, !all.contains(where: { $0 === selectedTab }) { self.selectedTab = nil }
            if selectedTab == nil { selectedTab = all.first { !($0 is UITabGroup) } }
        }
    }

    /// Sets the root tabs of the tab bar controller, with an option to animate the change.
    /// /documentation/UIKit/UITabBarController/setTabs(_:animated:)
    @available(iOS 18.0, *)
    open func setTabs(_ tabs: [UITab], animated: Bool) {
        self.tabs = tabs
    }

    // MARK: Supporting the sidebar

    /// The display mode for a tab bar.
    /// /documentation/UIKit/UITabBarController/mode-swift.property
    @available(iOS 18.0, *)
    open var mode: UITabBarController.Mode = .automatic

    /// A tab bar's corresponding sidebar.
    /// /documentation/UIKit/UITabBarController/sidebar-swift.property
    @available(iOS 18.0, *)
    @available(tvOS, unavailable)
    open private(set) var sidebar = UITabBarController.Sidebar()

    // MARK: Adapting to the tab bar layout

    /// The content layout guide provides the layout area for the UITabBarController unobscured by the tab bar or
    /// sidebar.
    /// /documentation/UIKit/UITabBarController/contentLayoutGuide
    @available(iOS 26.0, *)
    open private(set) var contentLayoutGuide = UILayoutGuide()

    // MARK: Customizing the tab bar behavior

    /// The tab bar controller's delegate object.
    /// /documentation/UIKit/UITabBarController/delegate
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// Defines the minimize behavior for the tab bar, if it is supported.
    /// /documentation/UIKit/UITabBarController/tabBarMinimizeBehavior
    @available(iOS 26.0, *)
    open var tabBarMinimizeBehavior: UITabBarController.MinimizeBehavior = .automatic

    // MARK: Customizing the tab bar appearance

    /// Determines if the active tab bar is currently hidden.
    /// /documentation/UIKit/UITabBarController/isTabBarHidden
    @available(iOS 18.0, *)
    open var isTabBarHidden: Bool = false

    /// Changes the active tab bar's visibility with an option to animate the change.
    /// /documentation/UIKit/UITabBarController/setTabBarHidden(_:animated:)
    @available(iOS 18.0, *)
    open func setTabBarHidden(_ hidden: Bool, animated: Bool) {
        isTabBarHidden = hidden
    }

    /// An optional bottom accessory of the tab bar controller.
    /// /documentation/UIKit/UITabBarController/bottomAccessory
    @available(iOS 26.0, *)
    @available(tvOS, unavailable)
    open var bottomAccessory: UITabAccessory?

    /// Sets a bottom accessory with an option to animate the change.
    /// /documentation/UIKit/UITabBarController/setBottomAccessory(_:animated:)
    @available(iOS 26.0, *)
    @available(tvOS, unavailable)
    open func setBottomAccessory(_ bottomAccessory: UITabAccessory?, animated: Bool) {
        self.bottomAccessory = bottomAccessory
    }

    /// An optional filter to display only select root-level tabs when in a compact appearance.
    /// /documentation/UIKit/UITabBarController/compactTabIdentifiers
    @available(iOS 18.0, *)
    open var compactTabIdentifiers: [String]?

    /// The customization identifier for the tab bar and sidebar for persistence.
    /// /documentation/UIKit/UITabBarController/customizationIdentifier
    @available(iOS 18.0, *)
    open var customizationIdentifier: String?

    /// The identifier of the tab that should be displayed as prominent. Where supported, the specified tab
    /// receives enhanced visual emphasis in the tab bar. If this property is nil, and there is a `UISearchTab`
    /// that could become prominent (when `automaticallyActivatesSearch = true`), then the search tab will receive
    /// the prominent treatment by default. Default is nil.
    /// /documentation/UIKit/UITabBarController/prominentTabIdentifier
    @available(iOS 27.0, *)
    @available(tvOS, unavailable)
    open var prominentTabIdentifier: String?

    /// Sets the prominent tab identifier with an option to animate the change.
    /// /documentation/UIKit/UITabBarController/setProminentTabIdentifier(_:animated:)
    @available(iOS 27.0, *)
    @available(tvOS, unavailable)
    open func setProminentTabIdentifier(_ identifier: String?, animated: Bool) {
        prominentTabIdentifier = identifier
    }

    /// Animates multiple tab changes as a single update.
    /// /documentation/UIKit/UITabBarController/performBatchUpdates(_:)
    @available(iOS 27.0, *)
    open func performBatchUpdates(_ updates: () -> Void) {
        updates()
    }

    // MARK: Accessing the tab bar controller properties

    /// The tab bar view associated with this controller.
    /// /documentation/UIKit/UITabBarController/tabBar
    @available(iOS 3.0, *)
    open private(set) var tabBar = UITabBar(frame: .zero)

    /// Returns the tab matching the specified identifier in the tab bar controller's tabs.
    /// /documentation/UIKit/UITabBarController/tab(forIdentifier:)
    @available(iOS 18.0, *)
    open func tab(forIdentifier identifier: String) -> UITab? {
        tabs.first { $0.identifier == identifier }
    }

    // MARK: Managing the view controllers

    /// An array of the root view controllers displayed by the tab bar interface.
    /// /documentation/UIKit/UITabBarController/viewControllers
    open var viewControllers: [UIViewController]? {
        get { storedViewControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Sets the root view controllers of the tab bar controller.
    /// /documentation/UIKit/UITabBarController/setViewControllers(_:animated:)
    ///
    /// Fake: also makes the view controllers its children (and removes the ones it drops), sets
    /// `customizableViewControllers`, the tab bar's items (each controller's `tabBarItem`) and keeps or resets the
    /// selection as documented.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let previous = selectedViewController
        let previousIndex = selectedIndex
        for old in storedViewControllers ?? [] where !(viewControllers ?? []).contains(where: { $0 === old }) {
            old.removeFromParent()
        }
        storedViewControllers = viewControllers
        for controller in viewControllers ?? [] where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        customizableViewControllers = viewControllers
        tabBar.items = viewControllers?.map { $0.tabBarItem }
        guard let controllers = viewControllers, !controllers.isEmpty else {
            selectedViewController = nil
            return
        }
        if let previous, controllers.contains(where: { $0 === previous }) {
            selectedViewController = previous
        } else {
            selectedIndex = controllers.indices.contains(previousIndex) ? previousIndex : 0
        }
    }

    /// The subset of view controllers managed by this tab bar controller that can be customized.
    /// /documentation/UIKit/UITabBarController/customizableViewControllers
    open var customizableViewControllers: [UIViewController]?

    /// The view controller that manages the More navigation interface.
    /// /documentation/UIKit/UITabBarController/moreNavigationController
    open private(set) var moreNavigationController = UINavigationController(nibName: nil, bundle: nil)

    // MARK: Managing the selected tab

    /// The currently selected tab, which can be a root tab or any of their descendants.
    /// /documentation/UIKit/UITabBarController/selectedTab
    @available(iOS 18.0, *)
    open var selectedTab: UITab? {
        didSet { fakeShowSelectedChild() }
    }

    /// The view controller associated with the currently selected tab item.
    /// /documentation/UIKit/UITabBarController/selectedViewController
    open unowned(unsafe) var selectedViewController: UIViewController? {
        didSet {
            let index = storedViewControllers?.firstIndex { $0 === selectedViewController }
            tabBar.selectedItem = index.flatMap { tabBar.items?[$0] }
            fakeShowSelectedChild()
        }
    }

    /// The index of the view controller associated with the currently selected tab item.
    /// /documentation/UIKit/UITabBarController/selectedIndex
    open var selectedIndex: Int {
        get { storedViewControllers?.firstIndex { $0 === selectedViewController } ?? Int.max }
        set {
            guard let controllers = storedViewControllers, controllers.indices.contains(newValue) else { return }
            selectedViewController = controllers[newValue]
        }
    }
}

/// A set of methods you implement to customize the behavior of a tab bar.
/// /documentation/UIKit/UITabBarControllerDelegate
///
/// Declared with the four selection methods the runtime implements (Apple's protocol has more: customization,
/// orientation, transitions, iOS 18's display order and visibility). Deviation (no Objective-C on Linux): the
/// `optional` requirements are requirements with default implementations in the extension below (`true` for the
/// `should…` questions, as UIKit assumes when a delegate does not implement them).
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Asks the delegate whether the specified view controller should be made active.
    /// /documentation/UIKit/UITabBarControllerDelegate/tabBarController(_:shouldSelect:)
    @available(iOS 3.0, *)
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Tells the delegate that the user selected an item in the tab bar.
    /// /documentation/UIKit/UITabBarControllerDelegate/tabBarController(_:didSelect:)
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// Asks the delegate whether the specified tab should be made active.
    /// /documentation/UIKit/UITabBarControllerDelegate/tabBarController(_:shouldSelectTab:)
    @available(iOS 18.0, *)
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool
    /// Tells the delegate that the user selected the specified selectedTab in the tab bar controller.
    /// /documentation/UIKit/UITabBarControllerDelegate/tabBarController(_:didSelectTab:previousTab:)
    @available(iOS 18.0, *)
    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?)
}

/// The default implementations standing in for `@objc optional`.
extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        true
    }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    @available(iOS 18.0, *)
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
        true
    }
    @available(iOS 18.0, *)
    public func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {}
}

/// Behaviour-fake controls for tests: a user's tap on a tab, as UIKit documents it.
extension UITabBarController {
    /// The user taps the item of `viewController` (before iOS 18's tabs): the delegate is asked
    /// `tabBarController(_:shouldSelect:)` ("The tab bar controller calls this method in response to the user
    /// tapping a tab bar item"); if it agrees, the view controller is selected and the delegate told
    /// `tabBarController(_:didSelect:)` ("called regardless of whether the selected view controller changed …
    /// only in response to user taps"). Returns whether it was selected.
    @_spi(Fake)
    @discardableResult
    public func fakeUserSelect(_ viewController: UIViewController) -> Bool {
        guard delegate?.tabBarController(self, shouldSelect: viewController) ?? true else { return false }
        selectedViewController = viewController
        delegate?.tabBarController(self, didSelect: viewController)
        return true
    }

    /// The user taps `tab` (iOS 18's tabs): the delegate is asked `tabBarController(_:shouldSelectTab:)`
    /// ("Return YES if the specified tab can be selected by the user"); if it agrees, the tab is selected and the
    /// delegate told `tabBarController(_:didSelectTab:previousTab:)` with the tab selected before. Returns whether
    /// it was selected.
    @_spi(Fake)
    @available(iOS 18.0, *)
    @discardableResult
    public func fakeUserSelect(_ tab: UITab) -> Bool {
        guard delegate?.tabBarController(self, shouldSelectTab: tab) ?? true else { return false }
        let previous = selectedTab
        selectedTab = tab
        delegate?.tabBarController(self, didSelectTab: tab, previousTab: previous)
        return true
    }
}
