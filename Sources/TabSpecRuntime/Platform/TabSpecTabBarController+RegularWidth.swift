#if canImport(UIKit) && !os(watchOS)
import UIKit

/// `regularWidth`, sections and placements on a ``TabSpecTabBarController`` (v1.3, docs/UIKit.md "iPad").
extension TabSpecTabBarController {
    /// The plan for `tabs` with `configuration`: on a bar that cannot become a sidebar (a phone, a drawn bar,
    /// before iOS 18, any `regularWidth` but `sidebarAdaptable`) `sidebarOnly` tabs are left out
    /// (``TabBarPlan/showsSidebar(configuration:usesTabs:idiom:)``).
    static func makePlan(tabs: [Tab], configuration: TabBarConfiguration, usesTabs: Bool) -> TabBarPlan<Tab> {
        let idiom: Idiom = UIDevice.current.userInterfaceIdiom == .pad ? .pad : .phone
        var adopted = configuration
        adopted.kind = Tab.configuration.kind
        let showsSidebar = TabBarPlan<Tab>.showsSidebar(configuration: adopted, usesTabs: usesTabs, idiom: idiom)
        return TabBarPlan(tabs: tabs, configuration: configuration, showsSidebar: showsSidebar)
    }

    /// The controller's `tabs` for the plan's `entries` (``TabBarPlan/entries``): a `UITab` per tab, the search
    /// tab after the others, and where sections group a `UITabGroup` per section
    /// (`init(title:image:identifier:children:viewControllerProvider:)`, iOS 18) titled with the section's title
    /// (empty without one), identified `section.` and the section's id (a tab's identifier is its id, and a
    /// section may be named like one of its tabs), holding its tabs' `UITab`s. Groups are made once per
    /// section and given their children again each time, like the tabs.
    @available(iOS 18.0, *)
    func uiKitTabs(_ entries: [TabBarPlan<Tab>.Entry]) -> [UITab] {
        func isSearch(_ entry: TabBarPlan<Tab>.Entry) -> Bool {
            guard case .tab(let tab) = entry else { return false }
            return tab == Tab.searchTab
        }
        let ordered = entries.filter { !isSearch($0) } + entries.filter(isSearch)
        return ordered.map { entry in
            switch entry {
            case .tab(let tab):
                return madeUITab(tab)
            case .section(let section, let tabs):
                let children = tabs.map(madeUITab)
                if let group = madeGroups[section.id] as? UITabGroup {
                    group.title = section.title ?? ""
                    group.children = children
                    return group
                }
                let group = UITabGroup(title: section.title ?? "", image: nil, identifier: Self.groupIdentifier(of: section),
                                       children: children)
                madeGroups[section.id] = group
                return group
            }
        }
    }

    /// The identifier of a section's `UITabGroup`: `section.` and the section's id.
    static func groupIdentifier(of section: TabBarConfiguration.Section) -> String {
        "section.\(section.id)"
    }

    /// The `UITab`s shown: ``tabs`` with each `UITabGroup` replaced by its children.
    @available(iOS 18.0, *)
    var shownUITabs: [UITab] {
        tabs.flatMap { ($0 as? UITabGroup)?.children ?? [$0] }
    }

    /// UIKit's placement of `tab` in the sidebar and the bar (iOS 18's `UITab.Placement`): `pinned` and
    /// `sidebarOnly` as the spec says; otherwise the customization's (`default`/`movable` when customizable).
    @available(iOS 18.0, *)
    func uiKitPlacement(of tab: Tab, customizable: UITab.Placement) -> UITab.Placement {
        switch tab.item?.placement ?? .automatic {
        case .pinned: return .pinned
        case .sidebarOnly: return .sidebarOnly
        case .automatic: return customizable
        }
    }

    /// Applies `regularWidth` (called when the view lays out, so a size class change is followed):
    /// - `sidebarAdaptable`: `mode = .tabSidebar` (iOS 18, `UITab`s only).
    /// - `bottomBar`: on an iPad from iOS 18 (the first with the top bar), the controller gets a compact
    ///   horizontal size class (`traitOverrides`, iOS 17) so UIKit draws the bottom bar, and each child gets the
    ///   size class of the controller's superview back, so split views keep their regular width — the override
    ///   Pocket Casts and WooCommerce use.
    /// - `hidden`: in a regular width the bar is hidden (`setTabBarHidden(_:animated:)` from iOS 18, else the
    ///   bar's `isHidden`), shown again in a compact width.
    func applyRegularWidth() {
        guard Tab.configuration.kind == .system else { return }
        let regularWidth = plan.configuration.regularWidth
        if #available(iOS 18.0, *) {
            let mode: UITabBarController.Mode = regularWidth == .sidebarAdaptable && usesTabs ? .tabSidebar : .automatic
            if self.mode != mode { self.mode = mode }
        }
        switch regularWidth {
        case .bottomBar:
            keepBottomBar()
        case .hidden:
            hideInRegularWidth()
        case .automatic, .sidebarAdaptable:
            break
        }
    }

    /// The compact-size-class override of `bottomBar` (iOS 18 and later on an iPad; earlier iPads draw the
    /// bottom bar anyway).
    private func keepBottomBar() {
        guard #available(iOS 18.0, *), UIDevice.current.userInterfaceIdiom == .pad else { return }
        if traitOverrides.horizontalSizeClass != .compact {
            traitOverrides.horizontalSizeClass = .compact
        }
        guard let outer = view.superview?.traitCollection.horizontalSizeClass, outer != .unspecified else { return }
        for child in Tab.allCases.compactMap(madeViewController(for:))
            where child.traitOverrides.horizontalSizeClass != outer {
            child.traitOverrides.horizontalSizeClass = outer
        }
    }

    /// The bar hidden in a regular width, shown in a compact one (`hidden`).
    private func hideInRegularWidth() {
        let regular = view.traitCollection.horizontalSizeClass == .regular
        if strategy.hiding >= .setTabBarHidden, #available(iOS 18.0, *) {
            if isTabBarHidden != regular { setTabBarHidden(regular, animated: false) }
        } else if tabBar.isHidden != regular {
            tabBar.isHidden = regular
        }
    }
}
#endif
