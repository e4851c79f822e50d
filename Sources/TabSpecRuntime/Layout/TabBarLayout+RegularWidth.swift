/// A bar in a regular width and the tabs a bar holds (layout.md v1.3, iPad; apps.md, iPad and regular width).
///
/// From iPadOS 18, with an app built with the iOS 18 SDK or later, a `system` bar on an iPad in a regular
/// width sits at the top of the screen (`regularWidth: automatic`, or `sidebarAdaptable`, which can also become
/// a sidebar). Apple publishes no geometry for that bar and one measurement was found, so it is not modelled:
/// the layout is ``Geometry/top`` with no items and a note. `regularWidth: hidden` shows no bar in a regular
/// width (``Geometry/hidden``); `regularWidth: bottomBar` keeps the bottom bar by giving the tab bar a compact
/// horizontal size class, and so is laid out as the classic bar in a compact width. A `custom` bar is the app's
/// own and is laid out as before. A `sidebarOnly` tab is in the iPad sidebar only, never in a bar.
extension TabBarEnvironment {
    /// The first iOS (iPadOS) version, and the first SDK, whose iPad shows a `system` tab bar at the top of the
    /// screen in a regular width: 18.
    public static let topTabBarFirstVersion = IOSVersion(major: 18)

    /// Whether a `system` bar here is the iPad's bar of a regular width that iPadOS 18 moved to the top: an iPad
    /// in a regular horizontal size class, iPadOS 18 or later, built with the iOS 18 SDK or later.
    public var showsTopTabBar: Bool {
        idiom == .pad && horizontalSizeClass == .regular && iOSVersion >= Self.topTabBarFirstVersion
            && sdk >= Self.topTabBarFirstVersion
    }
}

extension TabBarLayout {
    /// What a bar's `regularWidth` makes of it in `environment`, or `nil` when it is laid out as before: a
    /// custom bar, a compact width, a phone (but for `hidden`, which hides the bar in any regular width), or an iPad before iPadOS 18 (or the iOS 18 SDK) with
    /// `automatic`, `sidebarAdaptable` or `bottomBar`, which show the system's bottom bar there.
    enum RegularWidthLayout: Equatable {
        /// The top bar of iPadOS 18 and later, not modelled.
        case top
        /// No bar (`regularWidth: hidden`).
        case hidden
        /// The classic bottom bar in a compact width (`regularWidth: bottomBar`).
        case bottomBar

        init?(configuration: TabBarConfiguration, environment: TabBarEnvironment) {
            guard configuration.kind == .system, environment.horizontalSizeClass == .regular else { return nil }
            if configuration.regularWidth == .hidden {
                // Any regular width, as the app hides its bar by the size class (a large phone in landscape too).
                self = .hidden
                return
            }
            guard environment.idiom == .pad else { return nil }
            switch configuration.regularWidth {
            case .hidden: return nil
            case .automatic, .sidebarAdaptable:
                guard environment.showsTopTabBar else { return nil }
                self = .top
            case .bottomBar:
                guard environment.showsTopTabBar else { return nil }
                self = .bottomBar
            }
        }
    }

    /// A layout with no frames: the unmodelled top bar or no bar at all, with its note.
    init(unmodelled geometry: Geometry, configuration: TabBarConfiguration, note: Note) {
        let none = Rect(x: 0, y: 0, width: 0, height: 0)
        self.init(
            positioning: configuration.itemPositioning == .automatic ? .centered : configuration.itemPositioning,
            bar: Bar(height: 0, shown: none, hidden: none),
            items: [],
            notes: [note],
            geometry: geometry
        )
    }

    /// The indices of the tabs a bar holds, when some tab is `sidebarOnly` (then only in the sidebar); `nil`
    /// when every tab is in the bar.
    static func barTabIndices(of configuration: TabBarConfiguration) -> [Int]? {
        guard configuration.items.contains(where: { $0.placement == .sidebarOnly }) else { return nil }
        return configuration.items.indices.filter { configuration.items[$0].placement != .sidebarOnly }
    }

    /// The layout of the tabs at `indices` of `configuration` (its bar's tabs), with each item's ``Item/index``
    /// and the More item's ``More/tabIndices`` naming positions in `configuration`'s items.
    init(barTabs indices: [Int], of configuration: TabBarConfiguration, environment: TabBarEnvironment, snap: Bool) {
        var bar = configuration
        bar.items = indices.map { configuration.items[$0] }
        bar.initialIndex = indices.firstIndex(of: configuration.initialIndex) ?? 0
        var layout = TabBarLayout(configuration: bar, environment: environment, snap: snap)
        for position in layout.items.indices where indices.indices.contains(layout.items[position].index) {
            layout.items[position].index = indices[layout.items[position].index]
        }
        if let more = layout.more {
            layout.more?.tabIndices = more.tabIndices.map { indices.indices.contains($0) ? indices[$0] : $0 }
        }
        self = layout
    }
}
