/// An object that manages a view hierarchy for your UIKit app.
/// /documentation/UIKit/UIViewController
///
/// Fake: keeps its view, title, tab bar item and additional safe area. The first access to `view` calls
/// `loadView()` (which makes a plain view) and then `viewDidLoad()`, as UIKit does; the root view calls
/// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` around its layout.
@MainActor
open class UIViewController: UIResponder {
    /// The view that the controller manages, once created.
    private var loadedView: UIView?

    /// Creates a view controller with the nib file in the specified bundle.
    /// /documentation/UIKit/UIViewController/init(nibName:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Creates a view controller without a nib (`init()` calls `init(nibName: nil, bundle: nil)`, as in UIKit).
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a view controller with data in an unarchiver.
    /// /documentation/UIKit/UIViewController/init(coder:)
    ///
    /// Fake: there is no archiving; always `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The view that the controller manages.
    /// /documentation/UIKit/UIViewController/view
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            let loaded = loadedView ?? UIView(frame: .zero)
            setRootView(loaded)
            viewDidLoad()
            return loaded
        }
        set { setRootView(newValue) }
    }

    /// Makes `view` the root view (or unloads it for `nil`).
    private func setRootView(_ view: UIView?) {
        if loadedView?.owningController === self { loadedView?.owningController = nil }
        loadedView = view
        view?.owningController = self
    }

    /// Creates the view that the controller manages.
    /// /documentation/UIKit/UIViewController/loadView()
    ///
    /// Fake: a plain view with a zero frame (UIKit sizes it to the screen).
    open func loadView() {
        setRootView(UIView(frame: .zero))
    }

    /// Called after the controller's view is loaded into memory.
    /// /documentation/UIKit/UIViewController/viewDidLoad()
    open func viewDidLoad() {}

    /// Notifies the view controller that its view is about to be added to a view hierarchy.
    /// /documentation/UIKit/UIViewController/viewWillAppear(_:)
    ///
    /// Fake: never called by the fake itself (it has no window); a check calls it where UIKit would.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called to notify the view controller that its view is about to layout its subviews.
    /// /documentation/UIKit/UIViewController/viewWillLayoutSubviews()
    @available(iOS 5.0, *)
    open func viewWillLayoutSubviews() {}

    /// Called to notify the view controller that its view has just laid out its subviews.
    /// /documentation/UIKit/UIViewController/viewDidLayoutSubviews()
    @available(iOS 5.0, *)
    open func viewDidLayoutSubviews() {}

    /// A Boolean value indicating whether the view is currently loaded into memory.
    /// /documentation/UIKit/UIViewController/isViewLoaded
    @available(iOS 3.0, *)
    open var isViewLoaded: Bool {
        loadedView != nil
    }

    /// The view controller's view, or nil if the view is not yet loaded.
    /// /documentation/UIKit/UIViewController/viewIfLoaded
    @available(iOS 9.0, *)
    open var viewIfLoaded: UIView? {
        loadedView
    }

    /// Custom insets that you specify to modify the view controller's safe area.
    /// /documentation/UIKit/UIViewController/additionalSafeAreaInsets
    @available(iOS 11.0, *)
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero

    /// Fake storage of `traitOverrides` (UITraitOverrides.swift).
    var fakeTraitOverrides = UITraitOverrides()

    /// A localized string that represents the view this controller manages.
    /// /documentation/UIKit/UIViewController/title
    open var title: String?

    /// The tab bar item that represents the view controller when added to a tab bar controller.
    /// /documentation/UIKit/UIViewController/tabBarItem
    open var tabBarItem: UITabBarItem! {
        get {
            if let ownTabBarItem { return ownTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            ownTabBarItem = item
            return item
        }
        set { ownTabBarItem = newValue }
    }

    /// The tab bar item set on or created for this controller.
    private var ownTabBarItem: UITabBarItem?

    // MARK: Containment (Fake: parent and children kept, as the pages describe)

    /// The parent view controller of the recipient.
    /// /documentation/UIKit/UIViewController/parent
    open internal(set) weak var parent: UIViewController?

    /// An array of view controllers that are children of the current view controller.
    /// /documentation/UIKit/UIViewController/children
    @available(iOS 5.0, *)
    open internal(set) var children: [UIViewController] = []

    /// Adds the specified view controller as a child of the current view controller.
    /// /documentation/UIKit/UIViewController/addChild(_:)
    ///
    /// Fake: "If the new child view controller is already the child of a container view controller, it is removed
    /// from that container before being added"; `willMove(toParent:)` is called first (the `willMove(toParent:)`
    /// page: "When your custom container calls the addChild(_:) method, it automatically calls the
    /// willMove(toParent:) method of the view controller to be added").
    @available(iOS 5.0, *)
    open func addChild(_ childController: UIViewController) {
        if childController.parent === self { return }
        childController.willMove(toParent: self)
        if let previous = childController.parent {
            previous.children.removeAll { $0 === childController }
        }
        childController.parent = self
        children.append(childController)
    }

    /// Removes the view controller from its parent.
    /// /documentation/UIKit/UIViewController/removeFromParent()
    ///
    /// Fake: calls `didMove(toParent: nil)` after removing it, as the `didMove(toParent:)` page says.
    @available(iOS 5.0, *)
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called just before the view controller is added or removed from a container view controller.
    /// /documentation/UIKit/UIViewController/willMove(toParent:)
    @available(iOS 5.0, *)
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the view controller is added or removed from a container view controller.
    /// /documentation/UIKit/UIViewController/didMove(toParent:)
    @available(iOS 5.0, *)
    open func didMove(toParent parent: UIViewController?) {}

    /// The nearest ancestor in the view controller hierarchy that is a tab bar controller.
    /// /documentation/UIKit/UIViewController/tabBarController
    ///
    /// The page itself was not in the documentation corpus; the declaration follows its sibling
    /// `/documentation/UIKit/UIViewController/navigationController` ("The nearest ancestor in the view controller
    /// hierarchy that is a navigation controller … If the view controller or one of its ancestors is a child of a
    /// navigation controller, this property contains the owning navigation controller"), iOS 2.0 as SDK listings
    /// give it. Fake: the first `UITabBarController` among the parents.
    open var tabBarController: UITabBarController? {
        var ancestor = parent
        while let current = ancestor {
            if let controller = current as? UITabBarController { return controller }
            ancestor = current.parent
        }
        return nil
    }
}

/// A container view controller that defines a stack-based scheme for navigating hierarchical content.
/// /documentation/UIKit/UINavigationController
///
/// Fake: keeps its stack of view controllers (no transitions, no navigation bar); pushing appends, popping to
/// the root leaves the root alone and returns the others, as the pages describe.
@MainActor
open class UINavigationController: UIViewController {
    /// Initializes and returns a newly created navigation controller.
    /// /documentation/UIKit/UINavigationController/init(rootViewController:)
    public init(rootViewController: UIViewController) {
        self.viewControllers = [rootViewController]
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a navigation controller (UIViewController's designated initializer).
    /// /documentation/UIKit/UIViewController/init(nibName:bundle:)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a navigation controller from data in an unarchiver.
    /// /documentation/UIKit/UIViewController/init(coder:)
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The view controllers currently on the navigation stack.
    /// /documentation/UIKit/UINavigationController/viewControllers
    open var viewControllers: [UIViewController] = []

    /// The view controller at the top of the navigation stack.
    /// /documentation/UIKit/UINavigationController/topViewController
    open var topViewController: UIViewController? {
        viewControllers.last
    }

    /// Pushes a view controller onto the receiver's stack and updates the display.
    /// /documentation/UIKit/UINavigationController/pushViewController(_:animated:)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    /// Pops all the view controllers on the stack except the root view controller and updates the display.
    /// /documentation/UIKit/UINavigationController/popToRootViewController(animated:)
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        let popped = Array(viewControllers.dropFirst())
        viewControllers = Array(viewControllers.prefix(1))
        return popped
    }
}
