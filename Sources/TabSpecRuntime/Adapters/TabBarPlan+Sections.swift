/// The sidebar's sections (`section NAME { … }`, v1.3): SwiftUI's `TabSection`, UIKit's `UITabGroup`.
extension TabBarPlan {
    /// A top-level entry of the bar or sidebar: a tab, or a section with its shown tabs.
    public enum Entry: Sendable, Hashable {
        /// A tab outside any section.
        case tab(Tab)
        /// A section (its id and title from the configuration) with its shown tabs, in the order shown.
        case section(TabBarConfiguration.Section, tabs: [Tab])

        /// The tabs of the entry, in order.
        public var tabs: [Tab] {
            switch self {
            case .tab(let tab): return [tab]
            case .section(_, let tabs): return tabs
            }
        }
    }

    /// The top-level entries, in order. Where sections group (``groupsSections``: a `system` bar with
    /// `regularWidth: sidebarAdaptable` whose adapter builds iOS 18's tabs, on an iPad) each section with a shown
    /// tab is one entry, placed where its first shown tab is, holding its shown tabs in the order of ``tabs``; a
    /// section with no shown tab is left out. The search tab (`role: search`) is never grouped: both adapters
    /// put it after the others. Everywhere else — or without sections — every shown tab is its own entry, in
    /// the order of ``tabs``: the sections flatten. A configuration's section naming a tab that is not the
    /// enum's is ignored; a tab in two sections belongs to the first.
    public var entries: [Entry] {
        let sections = configuration.sections
        guard groupsSections, !sections.isEmpty else { return tabs.map(Entry.tab) }
        let search = Tab.searchTab
        func section(of tab: Tab) -> Int? {
            guard tab != search, let id = tab.item?.id else { return nil }
            return sections.firstIndex { $0.itemIDs.contains(id) }
        }
        var entries: [Entry] = []
        var placed: [Int] = []
        for tab in tabs {
            guard let index = section(of: tab) else {
                entries.append(.tab(tab))
                continue
            }
            guard !placed.contains(index) else { continue }
            placed.append(index)
            entries.append(.section(sections[index], tabs: tabs.filter { section(of: $0) == index }))
        }
        return entries
    }
}
