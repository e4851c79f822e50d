/// Applying one rectangle transform (mirroring, snapping) to every frame of a layout part.
extension TabBarLayout.Item {
    /// This item with `transform` applied to its frame, icon, title and indicator.
    func mapFrames(_ transform: (Rect) -> Rect) -> TabBarLayout.Item {
        TabBarLayout.Item(
            id: id,
            index: index,
            frame: transform(frame),
            icon: icon.map(transform),
            title: title.map(transform),
            indicator: indicator.map(transform)
        )
    }
}

/// Applying one rectangle transform to the bar's screen frames.
extension TabBarLayout.Bar {
    /// This bar with `transform` applied to its shown, hidden and minimized frames and its accessory's.
    func mapFrames(_ transform: (Rect) -> Rect) -> TabBarLayout.Bar {
        TabBarLayout.Bar(height: height, shown: transform(shown), hidden: transform(hidden), minimized: minimized.map(transform),
                         accessory: accessory.map { TabBarLayout.Accessory(expanded: transform($0.expanded), inline: transform($0.inline)) })
    }
}

/// Applying one rectangle transform to every frame of the More item.
extension TabBarLayout.More {
    /// This More item with `transform` applied to its frame, icon, title and indicator.
    func mapFrames(_ transform: (Rect) -> Rect) -> TabBarLayout.More {
        TabBarLayout.More(
            frame: transform(frame),
            icon: icon.map(transform),
            title: title.map(transform),
            indicator: indicator.map(transform),
            tabs: tabs,
            tabIndices: tabIndices
        )
    }
}
