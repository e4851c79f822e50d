import Testing
import TabSpecRuntime

/// The sidebar's sections (v1.3, ``TabBarPlan/entries``): grouped where the bar can become a sidebar, flat
/// everywhere else.
@Suite("TabBarPlan sections")
struct TabBarPlanSectionTests {
    private let collection = TabBarConfiguration.Section(id: "collection", title: "Collection", itemIDs: ["library", "downloads"])

    @Test func sectionsGroupTheirShownTabsWhereThereIsASidebar() {
        let sidebar = TabBarPlan<SidebarTab>(showsSidebar: true)
        #expect(sidebar.groupsSections)
        #expect(sidebar.entries == [.tab(.home), .section(collection, tabs: [.library, .downloads]), .tab(.settings)])
        #expect(sidebar.entries.flatMap(\.tabs) == sidebar.tabs)
    }

    @Test func sectionsFlattenInABar() {
        let phone = TabBarPlan<SidebarTab>()
        #expect(!phone.groupsSections)
        #expect(phone.entries == [.tab(.home), .tab(.downloads), .tab(.settings)], "sidebarOnly library left out")
        let flat = TabBarPlan<SidebarTab>(showsSidebar: false)
        #expect(flat.entries.map(\.tabs) == [[.home], [.downloads], [.settings]])
    }

    @Test func aSectionSitsWhereItsFirstShownTabIsAndHoldsOnlyShownTabs() {
        let plan = TabBarPlan<SidebarTab>(tabs: [.settings, .library, .home], showsSidebar: true)
        #expect(plan.tabs == [.settings, .library, .home])
        #expect(plan.entries == [.tab(.settings), .section(collection, tabs: [.library]), .tab(.home)], "optional downloads not asked for")
        let reordered = TabBarPlan<SidebarTab>(tabs: [.downloads, .home, .library], showsSidebar: true)
        #expect(reordered.entries == [.section(collection, tabs: [.downloads, .library]), .tab(.home), .tab(.settings)])
    }

    @Test func emptyAndUnknownSectionsAreLeftOutAndATabBelongsToItsFirstSection() {
        var configuration = SidebarTab.configuration
        let ghost = TabBarConfiguration.Section(id: "ghost", title: nil, itemIDs: ["nothing"])
        let again = TabBarConfiguration.Section(id: "again", title: "Again", itemIDs: ["library", "settings"])
        configuration.sections = [ghost, collection, again]
        let plan = TabBarPlan<SidebarTab>(configuration: configuration, showsSidebar: true)
        #expect(plan.entries == [.tab(.home), .section(collection, tabs: [.library, .downloads]), .section(again, tabs: [.settings])])
        configuration.sections = []
        #expect(TabBarPlan<SidebarTab>(configuration: configuration, showsSidebar: true).entries.map(\.tabs)
            == [[.home], [.library], [.downloads], [.settings]])
    }

    @Test func theSearchTabIsNeverGrouped() {
        let plan = TabBarPlan<SectionedSearchTab>(showsSidebar: true)
        let browse = TabBarConfiguration.Section(id: "browse", title: "Browse", itemIDs: ["search", "feed"])
        #expect(plan.entries == [.section(browse, tabs: [.feed]), .tab(.search)])
    }
}

/// A bar whose search tab is written inside a section.
enum SectionedSearchTab: Int, CaseIterable, Sendable, TabBarTab {
    case feed, search

    static let configuration = TabBarConfiguration(
        regularWidth: .sidebarAdaptable,
        sections: [.init(id: "browse", title: "Browse", itemIDs: ["search", "feed"])],
        items: [
            .init(id: "feed", symbolName: "list.bullet", title: "Feed"),
            .init(id: "search", symbolName: "magnifyingglass", title: "Search", isSearch: true),
        ]
    )
    static let initial = SectionedSearchTab.feed
    var index: Int { rawValue }
}
