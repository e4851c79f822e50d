/// The search tab apart from the others, as iOS 18's system bars hold it.
extension TabBarTab {
    /// The tabs other than the search tab, in bar order.
    static var regularTabs: [Self] {
        Self.allCases.filter { !$0.isSearch }
    }

    /// The search tab (`role: search`), or none: a bar has at most one (language.md), and a hand-written
    /// conformance with more keeps only the first.
    static var searchTabs: [Self] {
        Self.allCases.first { $0.isSearch }.map { [$0] } ?? []
    }

    /// The tabs in the order of an iOS 18 system bar: ``regularTabs``, then the search tab, which SwiftUI's
    /// `Tab(value:role:content:)` and UIKit's `UISearchTab` place apart at the trailing end whatever its place
    /// in the spec.
    static var searchTabLast: [Self] {
        regularTabs + searchTabs
    }
}
