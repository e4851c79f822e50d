@_spi(Fake) import SwiftUI
@_spi(Fake) import UIKit
import TabSpecRuntime

// The sidebar's sections (v1.3) on the UIKit controller: `UITabGroup`s on an iPad with `regularWidth:
// sidebarAdaptable`, flat tabs on a phone.

/// A bar with two sections: `collection` (named like its first tab, `library`, a `sidebarOnly` tab; `downloads`
/// optional) and an untitled `more`; `home` and the search tab outside any section.
enum SectionedTab: Int, CaseIterable, Sendable, TabBarTab {
    case home, library, downloads, settings, search

    static let configuration = TabBarConfiguration(
        regularWidth: .sidebarAdaptable,
        sections: [
            .init(id: "library", title: "Collection", itemIDs: ["library", "downloads"]),
            .init(id: "more", itemIDs: ["settings"]),
        ],
        items: [
            .init(id: "home", symbolName: "house", title: "Home"),
            .init(id: "library", symbolName: "books.vertical", title: "Library", placement: .sidebarOnly),
            .init(id: "downloads", symbolName: "arrow.down.circle", title: "Downloads", isOptional: true),
            .init(id: "settings", symbolName: "gearshape", title: "Settings"),
            .init(id: "search", symbolName: "magnifyingglass", title: "Search", isSearch: true),
        ]
    )
    static let initial = SectionedTab.home
    var index: Int { rawValue }
}

/// On an iPad the sections are `UITabGroup`s (exact titles, identifiers, children), the search tab last; a
/// child is selected, badged and shown with its symbol, and a user's selection of a child is the controller's.
/// On a phone the same spec flattens and leaves the `sidebarOnly` tab out.
@MainActor
func checkSectionsAreUITabGroupsOnAnIPad() {
    UIDevice.current.fakeUserInterfaceIdiom = .pad
    defer { UIDevice.current.fakeUserInterfaceIdiom = .phone }
    let controller = navigationController(SectionedTab.self, iOS26)
    if let pad = catalogEnvironment("ipad-pro-11") { place(controller.view, in: pad) }
    controller.view.setNeedsLayout()
    controller.view.layoutIfNeeded()
    expectEqual(controller.mode, .tabSidebar, "sections: the tab sidebar")
    expectEqual(controller.tabs.map(\.identifier), ["home", "section.library", "section.more", "fake.UISearchTab"],
                "a group per section, the search tab last")
    let groups = controller.tabs.compactMap { $0 as? UITabGroup }
    expectEqual(groups.map(\.title), ["Collection", ""], "the sections' titles, empty without one")
    expectEqual(groups.map { $0.children.map(\.identifier) }, [["library", "downloads"], ["settings"]], "the groups' children")
    expect(groups.allSatisfy { group in group.children.allSatisfy { $0.parent === group } }, "each child's parent is its group")
    expectEqual(controller.selection, .home, "the initial tab selected")

    controller.selection = .downloads
    expectEqual(controller.selectedTab?.identifier, "downloads", "a child tab selected in UIKit")
    expectEqual(controller.selection, .downloads, "and in the controller")
    controller.setBadge(.count(2), for: .settings)
    expectEqual(groups.last?.children.first?.badgeValue, "2", "a child's badge")
    expect(groups.first?.children.first?.image != nil, "a child's symbol")
    if let library = groups.first?.children.first {
        expect(controller.fakeUserSelect(library), "the user selects a child in the sidebar")
        expectEqual(controller.selection, .library, "the controller follows")
    }

    controller.visibleTabs = [.home, .settings]
    expectEqual(controller.tabs.map(\.identifier), ["home", "section.more", "section.library", "fake.UISearchTab"],
                "a group where its first shown tab is (the required library appended)")
    let again = controller.tabs.compactMap { $0 as? UITabGroup }
    expectEqual(again.map { $0.children.map(\.identifier) }, [["settings"], ["library"]], "the optional tab left out of its group")
    expect(again.last === groups.first, "the same UITabGroup")
    expectEqual(controller.selection, .library, "the user's selection stays while shown")

    UIDevice.current.fakeUserInterfaceIdiom = .phone
    let phone = navigationController(SectionedTab.self, iOS26)
    expectEqual(phone.tabs.map(\.identifier), ["home", "downloads", "settings", "fake.UISearchTab"],
                "a phone: flat, in spec order, without the sidebarOnly tab")
    expect(!phone.tabs.contains { $0 is UITabGroup }, "a phone: no groups")
    phone.selection = .settings
    expectEqual(phone.selectedTab?.identifier, "settings", "a phone: selection")
}

/// On an iPad a `system` TabSpecView with `regularWidth: sidebarAdaptable` puts a `TabSection` around each
/// section's tabs (exact titles and tabs), the other tabs and the search tab outside; on a phone the same spec
/// makes no section and its tabs flat, without the `sidebarOnly` tab.
@MainActor
func checkSwiftUISectionsAreTabSectionsOnAnIPad() {
    var selection = SectionedTab.initial
    let binding = Binding(get: { selection }, set: { selection = $0 })
    UIDevice.current.fakeUserInterfaceIdiom = .pad
    defer { UIDevice.current.fakeUserInterfaceIdiom = .phone }
    fakeTabSections.removeAll()
    fakeCreatedTabs.removeAll()
    _ = TabSpecView(selection: binding) { _ in EmptyView() }.body
    expectEqual(fakeTabSections.map(\.title), ["Collection", ""], "a TabSection per section, titled")
    expectEqual(fakeTabSections.map { $0.values.map { $0 as? SectionedTab } }, [[.library, .downloads], [.settings]],
                "each section's tabs")
    expectEqual(fakeCreatedTabs.map { $0.value as? SectionedTab }, [.home, .library, .downloads, .settings, .search],
                "every tab once, the search tab last")

    UIDevice.current.fakeUserInterfaceIdiom = .phone
    fakeTabSections.removeAll()
    fakeCreatedTabs.removeAll()
    _ = TabSpecView(selection: binding) { _ in EmptyView() }.body
    expect(fakeTabSections.isEmpty, "a phone: no sections")
    expectEqual(fakeCreatedTabs.map { $0.value as? SectionedTab }, [.home, .downloads, .settings, .search],
                "a phone: flat, in spec order, without the sidebarOnly tab")
}
