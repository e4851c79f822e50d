/// An object that manages a view hierarchy for your UIKit app.
/// /documentation/UIKit/UIViewController
///
/// Fake: keeps its view (created on first access), title and tab bar item.
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
            let created = UIView(frame: .zero)
            loadedView = created
            return created
        }
        set { loadedView = newValue }
    }

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
}

/// A container view controller that defines a stack-based scheme for navigating hierarchical content.
/// /documentation/UIKit/UINavigationController
@MainActor
open class UINavigationController: UIViewController {}
