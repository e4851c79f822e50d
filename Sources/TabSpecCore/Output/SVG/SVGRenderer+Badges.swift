import TabSpecRuntime

/// Badges (`render --badge ID=TEXT`, v1.3) and the keys of `classic { }` where the classic bar is drawn.
extension SVGRenderer {
    /// The badges of `tabBar`'s laid-out tabs, `<g data-badge="ID">` each: a capsule (or a dot) where
    /// ``TabBarDrawing/Badge`` places it, in the spec's `badge { color textColor font }`, else UIKit's white
    /// `regular 13` on `systemRed`. Placement and width are tabspec's own estimate: UIKit publishes no badge
    /// geometry.
    static func drawBadges(_ badges: [String: TabBadge], of tabBar: LaidOutTabBar, environment: TabBarEnvironment, dark: Bool,
                           into svg: SVGBuilder) {
        guard !badges.isEmpty else { return }
        let style = TabBarAppearancePlan.Badge(tabBar.configuration.badge ?? TabBarConfiguration.Badge())
        let fill = style.color.resolved(dark: dark)
        let textColor = style.textColor.resolved(dark: dark)
        let font = style.font
        for item in tabBar.layout.items {
            guard let value = badges[item.id],
                  let badge = TabBarDrawing<BadgeGeometryTab>.Badge(value: value, item: item, layoutDirection: environment.layoutDirection,
                                                                         style: style) else { continue }
            let frame = badge.frame
            let radius = n(badge.cornerRadius)
            svg.element("g", [("data-badge", item.id)]) {
                svg.empty("rect", frameAttributes(frame) + [("rx", radius), ("ry", radius)] + SVGPaint.fill(fill))
                if !badge.isDot {
                    svg.text("text", [
                        ("x", n(frame.midX)), ("y", n(frame.midY + font.size * 0.35)),
                        ("font-size", n(font.size)), ("font-weight", cssWeight(font.weight)), ("text-anchor", "middle"),
                    ] + SVGPaint.fill(textColor), badge.text)
                }
            }
        }
    }
}

extension LaidOutTabBar {
    /// The bar as drawn: where a `system` bar is drawn classic (not floating), its `classic { }` keys replace
    /// the bar's own (`barTintColor`, `backgroundColor`, `translucent`, `backgroundEffect`, `shadowColor`).
    var drawnWithClassicKeys: LaidOutTabBar {
        guard configuration.kind == .system, layout.geometry != .floating else { return self }
        var bar = self
        bar.configuration = configuration.withClassicKeys
        return bar
    }
}

/// A tab type for ``TabBarDrawing``'s badge geometry, which is nested in the generic drawing but does not depend
/// on its tab type.
enum BadgeGeometryTab: TabBarTab {
    case badge

    static var configuration: TabBarConfiguration { TabBarConfiguration() }
    static var initial: Self { .badge }
    var index: Int { 0 }
}
