/// The kind-dependent defaults of layout.md, resolved against an environment.
extension TabBarConfiguration {
    /// UIKit's measured default width of a centered `UITabBarButton` (layout.md).
    public static let systemCenteredItemWidth: Double = 76
    /// UIKit's measured default spacing between centered items (layout.md).
    public static let systemCenteredItemSpacing: Double = 34

    /// The bar height `H` above the safe area (layout.md, Bar).
    ///
    /// The spec's `height` if given; otherwise 49 for `custom`, and for `system` 50 on a pad, 32 on a phone
    /// whose horizontal and vertical size classes are both compact, else 49.
    public func resolvedHeight(in environment: TabBarEnvironment) -> Double {
        if let height { return height }
        switch kind {
        case .custom:
            return 49
        case .system:
            if environment.idiom == .pad { return 50 }
            if environment.horizontalSizeClass == .compact, environment.verticalSizeClass == .compact { return 32 }
            return 49
        }
    }

    /// The positioning actually used: `fill` or `centered` (layout.md, Positioning).
    ///
    /// `automatic` becomes `fill` when the horizontal size class is compact, else `centered`. A `custom` bar
    /// without `itemWidth` has no centered layout and always stays `fill` (also when `centered` is asked for,
    /// which the compiler reports; the layout must still produce frames).
    public func resolvedPositioning(in environment: TabBarEnvironment) -> ItemPositioning {
        if kind == .custom, itemWidth == nil { return .fill }
        switch itemPositioning {
        case .fill, .centered:
            return itemPositioning
        case .automatic:
            return environment.horizontalSizeClass == .compact ? .fill : .centered
        }
    }

    /// The width of a centered item: `itemWidth`, or 76 on a `system` bar (`nil` for a custom bar without one).
    public var resolvedCenteredItemWidth: Double? {
        if let itemWidth { return itemWidth }
        return kind == .system ? Self.systemCenteredItemWidth : nil
    }

    /// The gap between items for `positioning`.
    ///
    /// `system` centered: `itemSpacing`, where missing or 0 means 34 (as in UIKit). `system` fill ignores
    /// spacing (0). `custom`: `itemSpacing` or 0.
    public func resolvedItemSpacing(for positioning: ItemPositioning) -> Double {
        switch kind {
        case .custom:
            return itemSpacing ?? 0
        case .system:
            guard positioning == .centered else { return 0 }
            guard let itemSpacing, itemSpacing != 0 else { return Self.systemCenteredItemSpacing }
            return itemSpacing
        }
    }

    /// The padding layout honours: the spec's for `custom`, none for `system`.
    public var resolvedPadding: EdgeInsets {
        kind == .custom ? padding : .zero
    }
}
