#if canImport(UIKit) && !os(watchOS)
import UIKit

/// What a ``TabSpecTabBarController`` decides about a user's tap on one of UIKit's items.
enum TabTapDecision: Sendable, Hashable {
    /// UIKit selects the tab, as it would without the controller.
    case proceed
    /// The controller handled the tap (an action tab): UIKit must not select anything.
    case handled
    /// The controller handled a tap on the selected tab (`onReselect`, then `reselect`): UIKit must not run its
    /// own re-tap handling.
    case reselected
}

/// The object a ``TabBarControllerDelegateProxy`` asks about the user's taps.
@MainActor
protocol TabTapHandling: AnyObject {
    /// A tap on `viewController`'s item (the items before iOS 18's tabs).
    func userTapped(viewController: UIViewController) -> TabTapDecision
    /// A tap on `tab` (iOS 18's tabs).
    @available(iOS 18.0, *)
    func userTapped(tab: UITab) -> TabTapDecision
}

/// The delegate a ``TabSpecTabBarController`` gives UIKit, so that action tabs never become the selection and
/// re-taps reach `onReselect`, without taking the delegate away from the app.
///
/// The controller keeps this object as UIKit's `delegate` and the app's delegate (set through `delegate` as
/// usual) in ``appDelegate``. For the selection questions it asks the app's delegate first — a `false` from it
/// wins — then the controller; it tells the app's delegate every selection UIKit reports. Every other delegate
/// method (customization, orientation, transitions, iOS 18's sidebar and visibility callbacks) goes straight to
/// the app's delegate: on Apple platforms `responds(to:)` and `forwardingTarget(for:)` hand the Objective-C
/// runtime the app's object for the selectors this one does not implement.
@MainActor
final class TabBarControllerDelegateProxy: NSObject, UITabBarControllerDelegate {
    /// The app's delegate (weak, as UIKit holds delegates).
    nonisolated(unsafe) weak var appDelegate: (any UITabBarControllerDelegate)?
    /// The controller deciding the taps.
    weak var handler: (any TabTapHandling)?

    /// Asks the app's delegate, then the controller; a re-tap is reported to the app's delegate as UIKit
    /// documents `tabBarController(_:didSelect:)` ("called regardless of whether the selected view controller
    /// changed"), although the controller keeps UIKit's own re-tap handling from running.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        guard appShouldSelect(tabBarController, viewController) else { return false }
        switch handler?.userTapped(viewController: viewController) ?? .proceed {
        case .proceed:
            return true
        case .handled:
            return false
        case .reselected:
            appDidSelect(tabBarController, viewController)
            return false
        }
    }

    /// Tells the app's delegate.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        appDidSelect(tabBarController, viewController)
    }

    /// Asks the app's delegate, then the controller (UIKit documents no `didSelectTab` for a re-tap, so none
    /// is reported).
    @available(iOS 18.0, *)
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
        guard appShouldSelect(tabBarController, tab) else { return false }
        let decision: TabTapDecision = handler?.userTapped(tab: tab) ?? .proceed
        return decision == .proceed
    }

    /// Tells the app's delegate.
    @available(iOS 18.0, *)
    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {
        appDidSelect(tabBarController, selectedTab, previousTab)
    }

    // MARK: The app's delegate (optional Objective-C methods on Apple platforms; the shim's have defaults)

    /// The app's answer to `tabBarController(_:shouldSelect:)`, `true` when it has none.
    private func appShouldSelect(_ controller: UITabBarController, _ viewController: UIViewController) -> Bool {
        #if canImport(ObjectiveC)
        return appDelegate?.tabBarController?(controller, shouldSelect: viewController) ?? true
        #else
        return appDelegate?.tabBarController(controller, shouldSelect: viewController) ?? true
        #endif
    }

    /// Tells the app's delegate `tabBarController(_:didSelect:)`.
    private func appDidSelect(_ controller: UITabBarController, _ viewController: UIViewController) {
        #if canImport(ObjectiveC)
        appDelegate?.tabBarController?(controller, didSelect: viewController)
        #else
        appDelegate?.tabBarController(controller, didSelect: viewController)
        #endif
    }

    /// The app's answer to `tabBarController(_:shouldSelectTab:)`, `true` when it has none.
    @available(iOS 18.0, *)
    private func appShouldSelect(_ controller: UITabBarController, _ tab: UITab) -> Bool {
        #if canImport(ObjectiveC)
        return appDelegate?.tabBarController?(controller, shouldSelectTab: tab) ?? true
        #else
        return appDelegate?.tabBarController(controller, shouldSelectTab: tab) ?? true
        #endif
    }

    /// Tells the app's delegate `tabBarController(_:didSelectTab:previousTab:)`.
    @available(iOS 18.0, *)
    private func appDidSelect(_ controller: UITabBarController, _ tab: UITab, _ previous: UITab?) {
        #if canImport(ObjectiveC)
        appDelegate?.tabBarController?(controller, didSelectTab: tab, previousTab: previous)
        #else
        appDelegate?.tabBarController(controller, didSelectTab: tab, previousTab: previous)
        #endif
    }

    #if canImport(ObjectiveC)
    // MARK: Forwarding every other delegate method to the app's delegate

    /// Whether this object, or else the app's delegate, answers `aSelector`.
    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || (appDelegate?.responds(to: aSelector) ?? false)
    }

    /// The app's delegate for a selector this object does not implement.
    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        if let appDelegate, appDelegate.responds(to: aSelector) { return appDelegate }
        return super.forwardingTarget(for: aSelector)
    }
    #endif
}
#endif
