#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The object the ⌘-number key commands reach (the non-generic `UITabBarController` extension below calls it).
@MainActor
protocol TabKeyCommandHandling: AnyObject {
    /// Selects the tab ⌘`input` selects; `false` when none does.
    @discardableResult
    func handleKeyboardShortcut(_ input: String) -> Bool
}

/// ⌘1…⌘9 on a hardware keyboard (`keyboardShortcuts: true`).
extension TabSpecTabBarController {
    /// The shortcuts the controller offers: ⌘1…⌘9 for the first nine shown tabs that are not actions, titled
    /// with the tab's title; none unless the configuration has `keyboardShortcuts: true`.
    public var keyboardShortcuts: [TabKeyboardShortcut<Tab>] {
        plan.keyboardShortcuts
    }

    /// What ⌘`input` does (`input` is the digit, "1"…"9"): selects the tab of that shortcut and returns `true`,
    /// or returns `false` when no shortcut has that key. The key commands call it; an app may call it for its
    /// own menus.
    @discardableResult
    public func handleKeyboardShortcut(_ input: String) -> Bool {
        guard let tab = plan.tab(forKeyboardInput: input) else { return false }
        select(tab)
        return true
    }
}

#if canImport(ObjectiveC)
/// The key commands' action. A generic class has no Objective-C methods of its own to name in a selector, so the
/// action is declared on every `UITabBarController` (the controller is one, so it is in the responder chain) and
/// does something only for a ``TabSpecTabBarController``.
extension UITabBarController {
    /// Selects the tab of the ⌘-number `command` on a ``TabSpecTabBarController``.
    @objc func tabSpecPerformKeyCommand(_ command: UIKeyCommand) {
        guard let input = command.input else { return }
        (self as? any TabKeyCommandHandling)?.handleKeyboardShortcut(input)
    }
}
#endif
#endif
