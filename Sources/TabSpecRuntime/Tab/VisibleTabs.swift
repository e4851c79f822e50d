/// Which tabs a bar shows when the app decides at run time (a feature flag, a setting, a signed-in user): the
/// one rule the SwiftUI and UIKit adapters, `tabspec frames --tabs` and the generated `layout(in:tabs:)` share.
///
/// The tabs the app asks for, in the order it asks for them, each once (a repeat is ignored); then every
/// required tab (one without `optional: true`) it left out, in bar order. Whatever the app passes, the result
/// is a bar without repeats and without a required tab missing, so nothing the app passes can break it.
enum VisibleTabs {
    /// `requested` resolved against `all` (the bar's tabs, in bar order): see ``VisibleTabs``.
    static func resolve<Tab: Hashable>(_ requested: [Tab], all: [Tab], isRequired: (Tab) -> Bool) -> [Tab] {
        var shown: [Tab] = []
        shown.reserveCapacity(max(requested.count, all.count))
        var seen = Set<Tab>()
        for tab in requested where seen.insert(tab).inserted {
            shown.append(tab)
        }
        for tab in all where isRequired(tab) && !seen.contains(tab) {
            shown.append(tab)
        }
        return shown
    }
}

extension TabBarTab {
    /// The tabs the bar shows when the app asks for `requested`: those tabs in that order, each once, then the
    /// ``required`` tabs it left out, in bar order (``VisibleTabs``).
    public static func visibleTabs(_ requested: [Self]) -> [Self] {
        VisibleTabs.resolve(requested, all: Array(allCases), isRequired: { !$0.isOptional })
    }

    /// The bar's geometry in `environment` with only `tabs` shown, in that order (``visibleTabs(_:)`` first adds
    /// the required tabs left out): the numbers `tabspec frames --tabs` prints.
    public static func layout(in environment: TabBarEnvironment, tabs: [Self]) -> TabBarLayout {
        let shown = visibleTabs(tabs).map(\.index)
        return TabBarLayout(configuration: configuration.showing(itemsAt: shown), environment: environment)
    }
}

extension TabBarConfiguration {
    /// The indices of the items the bar shows when the app asks for the items at `requested` (indices outside
    /// ``items`` are ignored): ``VisibleTabs``' rule over indices.
    public func visibleItemIndices(_ requested: [Int]) -> [Int] {
        let items = self.items
        return VisibleTabs.resolve(requested.filter(items.indices.contains), all: Array(items.indices),
                                   isRequired: { !items[$0].isOptional })
    }

    /// The configuration of the bar showing only the items at `indices`, in that order (after
    /// ``visibleItemIndices(_:)``). The initially selected item stays the initial one when shown; otherwise the
    /// first shown item that is not an action is (the first shown item when every one is an action).
    public func showing(itemsAt indices: [Int]) -> TabBarConfiguration {
        let shown = visibleItemIndices(indices)
        var subset = self
        subset.items = shown.map { items[$0] }
        subset.initialIndex = shown.firstIndex(of: initialIndex)
            ?? subset.items.firstIndex { !$0.isAction }
            ?? 0
        return subset
    }
}
