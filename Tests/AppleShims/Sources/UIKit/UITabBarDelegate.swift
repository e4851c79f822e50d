/// The UITabBarDelegate protocol defines optional methods for a delegate of a UITabBar object.
/// /documentation/UIKit/UITabBarDelegate
///
/// Deviation (no Objective-C on Linux): the `optional` requirements are requirements with default (empty)
/// implementations in the extension below.
@MainActor
public protocol UITabBarDelegate: NSObjectProtocol {
    /// Sent to the delegate when the user selects a tab bar item.
    /// /documentation/UIKit/UITabBarDelegate/tabBar(_:didSelect:)
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
    /// Sent to the delegate before the customizing modal view is displayed.
    /// /documentation/UIKit/UITabBarDelegate/tabBar(_:willBeginCustomizing:)
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem])
    /// Sent to the delegate after the customizing modal view is displayed.
    /// /documentation/UIKit/UITabBarDelegate/tabBar(_:didBeginCustomizing:)
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem])
    /// Sent to the delegate before the customizing modal view is dismissed.
    /// /documentation/UIKit/UITabBarDelegate/tabBar(_:willEndCustomizing:changed:)
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool)
    /// Sent to the delegate after the customizing modal view is dismissed.
    /// /documentation/UIKit/UITabBarDelegate/tabBar(_:didEndCustomizing:changed:)
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool)
}

/// The default implementations standing in for `@objc optional`.
extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
    public func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
    public func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
    public func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {}
    public func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}
}
