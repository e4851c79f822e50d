/// An object that manages a tab in a tab bar.
/// /documentation/UIKit/UITab
///
/// Every member Apple documents for iOS 26 and earlier. Fake: keeps every property; the view controller is
/// created from the provider on first access.
@available(iOS 18.0, *)
@MainActor
open class UITab: NSObject {
    /// A tab's placement when displayed in contexts that allow different placement.
    /// /documentation/UIKit/UITab/Placement
    public enum Placement: Int, Sendable {
        /// The system adds only top-level items to the tab bar, but people can add, remove, or move this item.
        /// /documentation/UIKit/UITab/Placement/automatic
        case automatic = 0
        /// The item appears in the tab bar, but people can move or remove it.
        /// /documentation/UIKit/UITab/Placement/default
        case `default` = 1
        /// The item doesn't appear in the tab bar, but people can add it and move it.
        /// /documentation/UIKit/UITab/Placement/optional
        case optional = 2
        /// The item appears in the tab bar, people can move it but can't remove it.
        /// /documentation/UIKit/UITab/Placement/movable
        case movable = 3
        /// The item appears as a pinned tab, on the trailing edge of the tab bar.
        /// /documentation/UIKit/UITab/Placement/pinned
        case pinned = 4
        /// The item appears in the tab bar's leading edge, and people can't move or remove it.
        /// /documentation/UIKit/UITab/Placement/fixed
        case fixed = 5
        /// The item only appears in the sidebar.
        /// /documentation/UIKit/UITab/Placement/sidebarOnly
        case sidebarOnly = 6
    }

    /// Makes the view controller on first access.
    private let viewControllerProvider: ((UITab) -> UIViewController)?
    /// The view controller, once made.
    private var providedViewController: UIViewController?

    /// Creates a tab object.
    /// /documentation/UIKit/UITab/init(title:image:identifier:viewControllerProvider:)
    public init(
        title: String,
        image: UIImage?,
        identifier: String,
        viewControllerProvider: ((UITab) -> UIViewController)? = nil
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier
        self.viewControllerProvider = viewControllerProvider
        super.init()
    }

    // MARK: Accessing a tab's appearance

    /// A tab's title.
    /// /documentation/UIKit/UITab/title
    open var title: String
    /// A tab's subtitle.
    /// /documentation/UIKit/UITab/subtitle
    open var subtitle: String?
    /// A string identifier for a tab.
    /// /documentation/UIKit/UITab/identifier
    public let identifier: String
    /// A tab's image.
    /// /documentation/UIKit/UITab/image
    open var image: UIImage?
    /// An alternate image to display when the tab is selected.
    /// /documentation/UIKit/UITab/selectedImage
    @available(iOS 26.1, *)
    open var selectedImage: UIImage?
    /// A tab's badge value.
    /// /documentation/UIKit/UITab/badgeValue
    open var badgeValue: String?

    /// The view controller that the system presents when someone selects a tab.
    /// /documentation/UIKit/UITab/viewController
    open var viewController: UIViewController? {
        if providedViewController == nil, let viewControllerProvider {
            providedViewController = viewControllerProvider(self)
        }
        return providedViewController
    }

    // MARK: Managing customization

    /// A Boolean value that indicates whether an item is hidden in a sidebar.
    /// /documentation/UIKit/UITab/isHidden
    open var isHidden: Bool = false
    /// A Boolean value that indicates whether an item is hidden by default.
    /// /documentation/UIKit/UITab/isHiddenByDefault
    open var isHiddenByDefault: Bool = false
    /// A Boolean value that indicates whether people can hide a tab in a sidebar.
    /// /documentation/UIKit/UITab/allowsHiding
    open var allowsHiding: Bool = false
    /// The preferred placement for a tab when displayed in contexts that allow different placement.
    /// /documentation/UIKit/UITab/preferredPlacement
    open var preferredPlacement: UITab.Placement = .automatic
    /// Determines if the tab is enabled.
    /// /documentation/UIKit/UITab/isEnabled
    @available(iOS 18.4, *)
    open var isEnabled: Bool = true
    /// Determines if the tab has a visible placement.
    /// /documentation/UIKit/UITab/hasVisiblePlacement
    ///
    /// Fake: `true` unless the preferred placement is `.optional` or `.sidebarOnly`.
    open var hasVisiblePlacement: Bool {
        preferredPlacement != .optional && preferredPlacement != .sidebarOnly
    }

    // MARK: Accessing context

    /// The containing tab group.
    /// /documentation/UIKit/UITab/parent
    open internal(set) weak var parent: UITabGroup?
    /// The containing tab bar controller.
    /// /documentation/UIKit/UITab/tabBarController
    open internal(set) weak var tabBarController: UITabBarController?
    /// The managing tab group for the tab.
    /// /documentation/UIKit/UITab/managingTabGroup
    ///
    /// Fake: always `nil` (no managing navigation controllers).
    open var managingTabGroup: UITabGroup? {
        nil
    }
    /// A custom object associated with the tab.
    /// /documentation/UIKit/UITab/userInfo
    open var userInfo: Any?
}

/// An object that manages a collection of tab objects.
/// /documentation/UIKit/UITabGroup
///
/// The members the runtime uses: the initializer and `children`. Fake: a child's `parent` is the group that
/// holds it.
@available(iOS 18.0, *)
@MainActor
open class UITabGroup: UITab {
    /// Creates a tab group.
    /// /documentation/UIKit/UITabGroup/init(title:image:identifier:children:viewControllerProvider:)
    public init(
        title: String,
        image: UIImage?,
        identifier: String,
        children: [UITab],
        viewControllerProvider: ((UITab) -> UIViewController)? = nil
    ) {
        self.children = children
        super.init(title: title, image: image, identifier: identifier, viewControllerProvider: viewControllerProvider)
        for child in children { child.parent = self }
    }

    /// The tabs within a tab group.
    /// /documentation/UIKit/UITabGroup/children
    open var children: [UITab] {
        didSet {
            for child in oldValue where child.parent === self { child.parent = nil }
            for child in children { child.parent = self }
        }
    }
}

/// An accessory view displayed above the tab bar.
/// /documentation/UIKit/UITabAccessory
@available(iOS 26.0, *)
@available(tvOS, unavailable)
@MainActor
open class UITabAccessory: NSObject {
    /// Creates an accessory with a content view.
    /// /documentation/UIKit/UITabAccessory/init(contentView:)
    public init(contentView: UIView) {
        self.contentView = contentView
        super.init()
    }

    /// The content view of the accessory.
    /// /documentation/UIKit/UITabAccessory/contentView
    public let contentView: UIView
}
