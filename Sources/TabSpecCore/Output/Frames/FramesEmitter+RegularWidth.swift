import TabSpecRuntime

/// What the readable table says in words about a bar in a regular width and its sidebar-only tabs (v1.3,
/// layout.md "iPad"): an iPad's top bar is not modelled and a hidden bar has no frames, so neither gets a
/// frame table; a `sidebarOnly` tab is never in a bar.
extension FramesEmitter {
    /// The `bar` line of a bar without frames: `at the top of the screen, not modelled: no frames`, or
    /// `none: hidden in a regular width (regularWidth: hidden)`; `nil` for a laid-out bar.
    static func unmodelledBar(_ layout: TabBarLayout) -> String? {
        switch layout.geometry {
        case .top: "at the top of the screen (iPadOS 18 and later), not modelled: no frames"
        case .hidden: "none: hidden in a regular width (regularWidth: hidden), no frames"
        case .classic, .floating: nil
        }
    }

    /// `  sidebar only local, settings (in the iPad sidebar, never in the bar)` for a bar with `sidebarOnly`
    /// tabs; empty otherwise.
    static func sidebarOnlyLine(_ tabBar: LaidOutTabBar) -> String {
        let ids = tabBar.sidebarOnlyTabIDs
        guard !ids.isEmpty else { return "" }
        return "  sidebar only \(ids.joined(separator: ", ")) (in the iPad sidebar, never in the bar)\n"
    }
}

extension LaidOutTabBar {
    /// The ids of the tabs with `placement: sidebarOnly` (v1.3), in bar order: in the iPad sidebar only.
    package var sidebarOnlyTabIDs: [String] {
        configuration.items.filter { $0.placement == .sidebarOnly }.map(\.id)
    }
}
