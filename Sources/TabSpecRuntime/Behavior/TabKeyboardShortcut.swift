/// A ⌘-number shortcut that selects a tab (`keyboardShortcuts: true`, v1.3): UIKit's `UIKeyCommand`, SwiftUI's
/// `keyboardShortcut(_:modifiers:)`.
public struct TabKeyboardShortcut<Tab: TabBarTab>: Sendable, Hashable {
    /// The tab the shortcut selects.
    public var tab: Tab
    /// 1…9: the shortcut is ⌘ and this digit.
    public var number: Int
    /// What the system shows for the shortcut (the iPad's shortcut overlay): the tab's title, else its
    /// accessibility label.
    public var discoverabilityTitle: String

    /// Creates a shortcut.
    public init(tab: Tab, number: Int, discoverabilityTitle: String) {
        self.tab = tab
        self.number = number
        self.discoverabilityTitle = discoverabilityTitle
    }

    /// The key pressed with ⌘: the digit as a string (`UIKeyCommand`'s `input`).
    public var input: String { String(number) }

    /// The shortcuts of a bar showing `tabs` in that order: ⌘1…⌘9 for the first nine tabs that are not actions
    /// (an action tab never becomes the selection, so no shortcut selects one).
    public static func shortcuts(for tabs: [Tab]) -> [TabKeyboardShortcut] {
        tabs.lazy.filter { !$0.isAction }.prefix(9).enumerated().map { offset, tab in
            TabKeyboardShortcut(tab: tab, number: offset + 1, discoverabilityTitle: tab.title ?? tab.accessibilityLabel)
        }
    }
}
