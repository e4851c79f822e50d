/// The v1.3 types of a bar in a regular width (an iPad): what the bar becomes there, the sidebar's sections and
/// where a tab shows (apps.md "iPad and regular width").
extension TabBarConfiguration {
    /// What the bar becomes in a regular horizontal size class (`regularWidth`, v1.3).
    public enum RegularWidth: String, Sendable, Hashable, CaseIterable {
        /// What the system does: iPadOS 18 and later show the tab bar at the top; before 18, the bottom bar.
        /// The default.
        case automatic
        /// A tab bar that can become a sidebar (iOS 18's `.sidebarAdaptable` / `UITabBarController.Mode.tabSidebar`).
        case sidebarAdaptable
        /// The classic bottom bar kept on iPad: the adapters give the tab bar a compact horizontal size class,
        /// the override Pocket Casts and WooCommerce use.
        case bottomBar
        /// No tab bar in a regular width: the app shows its own navigation.
        case hidden
    }

    /// A group of tabs in the sidebar (`section NAME { … }`, v1.3; SwiftUI `TabSection`, UIKit `UITabGroup`).
    /// In a bar, sections flatten in spec order: ``TabBarConfiguration/items`` holds every tab.
    public struct Section: Sendable, Hashable {
        /// The section's name in the spec.
        public var id: String
        /// The section's (localized) title, if any.
        public var title: String?
        /// The ids of its tabs, in order.
        public var itemIDs: [String]

        /// Creates a section.
        public init(id: String, title: String? = nil, itemIDs: [String] = []) {
            self.id = id
            self.title = title
            self.itemIDs = itemIDs
        }
    }
}

extension TabBarConfiguration.Item {
    /// Where a tab shows when the bar can become a sidebar (`placement`, v1.3; SwiftUI's `TabPlacement`).
    public enum Placement: String, Sendable, Hashable, CaseIterable {
        /// The system decides. The default.
        case automatic
        /// Always in the bar, never hidden by customization.
        case pinned
        /// Only in the sidebar: never in a phone's bar.
        case sidebarOnly
    }
}
