/// The search tab apart from the others, as iOS 18's system bars hold it.
extension TabBarTab {
    /// The search tab (`role: search`), if any: the first tab with ``isSearch`` (a spec has at most one,
    /// language.md; a hand-written conformance with more keeps the others as regular tabs). iOS 18's system bars
    /// (SwiftUI's `Tab(value:role:content:)`, UIKit's `UISearchTab`) place it after the others, at the trailing
    /// end, whatever its place in the spec.
    static var searchTab: Self? {
        Self.allCases.first { $0.isSearch }
    }
}
