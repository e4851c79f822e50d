/// Icon and title frames inside an item (layout.md, Icon and title), in leading-first coordinates.
extension TabBarLayout {
    /// Whether a `system` bar uses UIKit's stacked layout (icon above title) in `environment`: only on a phone
    /// with compact width and regular height. Elsewhere UIKit puts icon and title side by side (not modelled).
    public static func systemUsesStackedLayout(in environment: TabBarEnvironment) -> Bool {
        environment.idiom == .phone && environment.horizontalSizeClass == .compact
            && environment.verticalSizeClass == .regular
    }

    /// The icon and title frames of `item` in the item frame `frame`; `nil` parts are absent (or not modelled).
    static func content(
        of item: TabBarConfiguration.Item,
        in frame: Rect,
        configuration: TabBarConfiguration,
        stacked: Bool
    ) -> (icon: Rect?, title: Rect?) {
        let hasIcon = item.hasIcon
        let hasTitle = item.title != nil
        let iconSize = configuration.iconSize
        switch configuration.kind {
        case .custom:
            // lh = 1.2 × font size (as size·6/5, exact for whole sizes); G = icon + spacing + lh; gt = top + (ch − G)/2.
            let lineHeight = configuration.titleFont.size * 6 / 5
            let spacing = hasIcon && hasTitle ? configuration.titleSpacing : 0
            let group = (hasIcon ? iconSize : 0) + spacing + (hasTitle ? lineHeight : 0)
            let groupTop = frame.y + (frame.height - group) / 2
            let icon = hasIcon
                ? Rect(x: frame.x + (frame.width - iconSize) / 2, y: groupTop, width: iconSize, height: iconSize)
                : nil
            let titleTop = hasIcon ? groupTop + iconSize + spacing : groupTop
            let title = hasTitle ? Rect(x: frame.x, y: titleTop, width: frame.width, height: lineHeight) : nil
            return (icon, title)
        case .system:
            guard stacked else { return (nil, nil) }
            // Measured iOS 11–12 values: icon at (x + floor((w − iconSize)/2), top + 5.5), title (x, top + 35, w, 12).
            let icon = hasIcon
                ? Rect(
                    x: frame.x + ((frame.width - iconSize) / 2).rounded(.down), y: frame.y + 5.5,
                    width: iconSize, height: iconSize
                )
                : nil
            let title = hasTitle ? Rect(x: frame.x, y: frame.y + 35, width: frame.width, height: 12) : nil
            return (icon, title)
        }
    }
}
