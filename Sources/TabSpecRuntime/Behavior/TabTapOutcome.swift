/// What a tap on a tab does (v1.3), decided the same way by the SwiftUI and UIKit adapters (``TabBarPlan``).
///
/// - An action tab (`role: action`) never becomes the selection: the app's action handler runs and the selection
///   stays where it was.
/// - The selected tab tapped again is a re-tap: the app's `onReselect` handler runs first, then the adapter does
///   what the bar's `reselect` says where the platform lets it.
/// - Any other tab becomes the selection.
public enum TabTapOutcome<Tab: TabBarTab>: Sendable, Hashable {
    /// The tab becomes the selection.
    case select(Tab)
    /// An action tab: the app's action handler runs; the selection stays.
    case action(Tab)
    /// The selected tab tapped again: the app's `onReselect` handler, then the bar's `reselect` behaviour.
    case reselect(Tab, TabBarConfiguration.Reselect)

    /// The outcome of a tap on `tab` while `selection` is selected, in a bar whose `reselect` is `reselect`.
    /// An action tab is an action even if it were somehow the selection.
    public init(tapping tab: Tab, selection: Tab, reselect: TabBarConfiguration.Reselect) {
        if tab.isAction {
            self = .action(tab)
        } else if tab == selection {
            self = .reselect(tab, reselect)
        } else {
            self = .select(tab)
        }
    }

    /// The tab tapped.
    public var tab: Tab {
        switch self {
        case .select(let tab), .action(let tab), .reselect(let tab, _): tab
        }
    }
}
