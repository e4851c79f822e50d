/// A tab subclass that represents the system's search tab.
/// /documentation/UIKit/UISearchTab (developer.apple.com/documentation/uikit/uisearchtab)
///
/// Every member Apple documents for iOS 26 and earlier on developer.apple.com: the class page lists only
/// `init(viewControllerProvider:)`; `automaticallyActivatesSearch` has a page of its own. A `class var identifier`
/// (iOS 26.4) appears in third-party SDK listings only, not on Apple's pages read here, and is left out.
///
/// Fake: the system's localized title and image are "Search" and the `magnifyingglass` symbol, and the identifier
/// is the fake's own `fake.UISearchTab` (Apple documents no value), so a check can tell that a caller finds the tab
/// by its class rather than by an identifier of its own choosing.
@available(iOS 18.0, *)
@MainActor
open class UISearchTab: UITab {
    /// Creates a search tab with a system localized title and image.
    /// /documentation/UIKit/UISearchTab/init(viewControllerProvider:)
    /// (developer.apple.com/documentation/uikit/uisearchtab/init(viewcontrollerprovider:))
    public init(viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
        super.init(
            title: "Search",
            image: UIImage(systemName: "magnifyingglass"),
            identifier: "fake.UISearchTab",
            viewControllerProvider: viewControllerProvider
        )
    }

    /// Determines if the search tab should automatically activate the embedded search field when the tab becomes
    /// visible (default `false`).
    /// /documentation/UIKit/UISearchTab/automaticallyActivatesSearch
    /// (developer.apple.com/documentation/uikit/uisearchtab/automaticallyactivatessearch)
    @available(iOS 26.0, *)
    open var automaticallyActivatesSearch: Bool = false
}
