/// The search tab apart from the others, as iOS 18's system bars hold it.
extension TabBarTab {
    /// The search tab (`role: search`), if any: the first tab with ``isSearch`` (a spec has at most one,
    /// language.md; a hand-written conformance with more keeps the others as regular tabs).
    static var searchTab: Self? {
        Self.allCases.first { $0.isSearch }
    }

    /// The tabs other than ``searchTab``, in bar order.
    static var regularTabs: [Self] {
        let search = searchTab
        return Self.allCases.filter { $0 != search }
    }

    /// ``searchTab`` as a list of zero or one tab.
    static var searchTabs: [Self] {
        searchTab.map { [$0] } ?? []
    }

    /// The tabs in the order of an iOS 18 system bar: ``regularTabs``, then ``searchTab``, which SwiftUI's
    /// `Tab(value:role:content:)` and UIKit's `UISearchTab` place apart at the trailing end whatever its place
    /// in the spec.
    static var searchTabLast: [Self] {
        regularTabs + searchTabs
    }
}
