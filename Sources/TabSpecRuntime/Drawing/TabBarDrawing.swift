/// Everything a custom bar draws for one selection, as plain values: per tab the symbol, colors, background,
/// badge and accessibility, and the indicator under the selected tab, all at ``TabBarLayout``'s frames.
///
/// The UIKit `TabSpecBarView` and the SwiftUI `TabSpecBar` both draw exactly this, so neither decides a color
/// or a frame on its own. Frames are bar-relative and already mirrored for right-to-left layouts.
public struct TabBarDrawing<Tab: TabBarTab>: Sendable, Hashable {
    /// One tab as drawn.
    public struct Item: Sendable, Hashable {
        /// The tab.
        public var tab: Tab
        /// Whether it is the selected tab (the accessibility "selected" trait too).
        public var isSelected: Bool
        /// The item frame: the button's hit area and its background.
        public var frame: Rect
        /// The icon frame; `nil` without a symbol or where the layout is not modelled.
        public var iconFrame: Rect?
        /// The title frame; `nil` without a title or where the layout is not modelled.
        public var titleFrame: Rect?
        /// The SF Symbol for the state: `selectedSymbolName` when selected, else `symbolName`.
        public var symbolName: String?
        /// The asset-catalog image for the state (`selectedImage` when selected, else `image`; v1.3); a tab has a
        /// symbol or an image. An image the app sets at run time wins over both (the adapters keep those).
        public var imageName: String?
        /// How the image is drawn: the tab's `imageRendering`, else the bar's.
        public var imageRendering: TabBarConfiguration.ImageRendering
        /// The title text.
        public var title: String?
        /// The icon tint: `tintColor` when selected, else `unselectedItemTintColor`.
        public var iconColor: TabBarColor
        /// The title color: `titleColor` if the spec has one, else the icon tint.
        public var titleColor: TabBarColor
        /// The item background: `selectedItemBackgroundColor` (else `itemBackgroundColor`) when selected,
        /// `itemBackgroundColor` otherwise; `nil` draws none.
        public var backgroundColor: TabBarColor?
        /// The badge, when one is set and visible.
        public var badge: Badge?
        /// The VoiceOver label: the tab's `accessibilityLabel`.
        public var accessibilityLabel: String
        /// The VoiceOver value: the badge's spoken value, if any.
        public var accessibilityValue: String?
        /// The title the large content viewer shows: the title, else the accessibility label.
        public var largeContentTitle: String
        /// The VoiceOver hint (`accessibilityHint`, v1.3), if any.
        public var accessibilityHint: String?
        /// The identifier UI tests find the item by (`accessibilityIdentifier`, v1.3), if any.
        public var accessibilityIdentifier: String?
        /// Whether the tab is an action (`role: action`): a tap runs the app's action and selects nothing.
        public var isAction: Bool

        /// Creates an item.
        public init(
            tab: Tab,
            isSelected: Bool,
            frame: Rect,
            iconFrame: Rect? = nil,
            titleFrame: Rect? = nil,
            symbolName: String? = nil,
            imageName: String? = nil,
            imageRendering: TabBarConfiguration.ImageRendering = .template,
            title: String? = nil,
            iconColor: TabBarColor,
            titleColor: TabBarColor,
            backgroundColor: TabBarColor? = nil,
            badge: Badge? = nil,
            accessibilityLabel: String,
            accessibilityValue: String? = nil,
            largeContentTitle: String,
            accessibilityHint: String? = nil,
            accessibilityIdentifier: String? = nil,
            isAction: Bool = false
        ) {
            self.tab = tab
            self.isSelected = isSelected
            self.frame = frame
            self.iconFrame = iconFrame
            self.titleFrame = titleFrame
            self.symbolName = symbolName
            self.imageName = imageName
            self.imageRendering = imageRendering
            self.title = title
            self.iconColor = iconColor
            self.titleColor = titleColor
            self.backgroundColor = backgroundColor
            self.badge = badge
            self.accessibilityLabel = accessibilityLabel
            self.accessibilityValue = accessibilityValue
            self.largeContentTitle = largeContentTitle
            self.accessibilityHint = accessibilityHint
            self.accessibilityIdentifier = accessibilityIdentifier
            self.isAction = isAction
        }
    }

    /// The selection indicator as drawn under the selected tab.
    public struct Indicator: Sendable, Hashable {
        /// Its frame (bar-relative).
        public var frame: Rect
        /// Its shape.
        public var shape: TabBarConfiguration.Indicator.Shape
        /// Its fill: the indicator's `color`, else the bar's `tintColor`.
        public var color: TabBarColor
        /// Half the shorter side for a circle or capsule; 0 for an underline.
        public var cornerRadius: Double

        /// Creates an indicator.
        public init(frame: Rect, shape: TabBarConfiguration.Indicator.Shape, color: TabBarColor, cornerRadius: Double) {
            self.frame = frame
            self.shape = shape
            self.color = color
            self.cornerRadius = cornerRadius
        }
    }

    /// The layout drawn.
    public var layout: TabBarLayout
    /// The selected tab.
    public var selection: Tab
    /// One item per tab the layout shows, in bar order.
    public var items: [Item]
    /// The indicator, when the spec has one and the selected tab is laid out (or behind More).
    public var indicator: Indicator?
    /// The bar background: `barTintColor`.
    public var barColor: TabBarColor
    /// The animation for selection changes (the indicator's move, the items' colors); `nil` = none.
    public var selectionAnimation: TabBarConfiguration.Animation?

    /// The drawing of `layout` with `selection` selected and `badges` set; `speech` words the badges for
    /// VoiceOver. `layout` was computed for `tabs` (default: every tab, in bar order; resolved by
    /// ``TabBarTab/visibleTabs(_:)``) shown with `configuration` (default: the spec's), in an environment whose
    /// direction is `layoutDirection`: its item `i` is the `i`th shown tab.
    public init(
        selection: Tab,
        badges: [Tab: TabBadge] = [:],
        layout: TabBarLayout,
        layoutDirection: LayoutDirection,
        speech: TabBadge.Speech = .english,
        tabs: [Tab] = Array(Tab.allCases),
        configuration: TabBarConfiguration = Tab.configuration
    ) {
        let plan = TabBarPlan(tabs: tabs, configuration: configuration)
        let shown = plan.tabs
        let colors = plan.configuration.colors
        let badgeStyle = TabBarAppearancePlan.Badge(plan.configuration.badge ?? TabBarConfiguration.Badge())
        self.layout = layout
        self.selection = selection
        self.barColor = colors.barTint
        self.selectionAnimation = plan.configuration.selectionAnimation
        self.items = layout.items.compactMap { item in
            guard shown.indices.contains(item.index) else { return nil }
            let tab = shown[item.index]
            let isSelected = tab == selection
            let iconColor = isSelected ? colors.tint : colors.unselectedItemTint
            let badge = badges[tab].flatMap {
                Badge(value: $0, item: item, layoutDirection: layoutDirection, style: badgeStyle)
            }
            return Item(
                tab: tab,
                isSelected: isSelected,
                frame: item.frame,
                iconFrame: item.icon,
                titleFrame: item.title,
                symbolName: isSelected ? tab.selectedSymbolName : tab.symbolName,
                imageName: isSelected ? tab.selectedImageName : tab.imageName,
                imageRendering: plan.imageRendering(of: tab),
                title: tab.title,
                iconColor: iconColor,
                titleColor: colors.title ?? iconColor,
                backgroundColor: isSelected ? colors.selectedItemBackground ?? colors.itemBackground : colors.itemBackground,
                badge: badge,
                accessibilityLabel: tab.accessibilityLabel,
                accessibilityValue: badge?.value.accessibilityValue(speech),
                largeContentTitle: tab.title ?? tab.accessibilityLabel,
                accessibilityHint: tab.accessibilityHint,
                accessibilityIdentifier: tab.accessibilityIdentifier,
                isAction: tab.isAction
            )
        }
        let selectedPosition = shown.firstIndex(of: selection)
        self.indicator = plan.configuration.indicator.flatMap { indicator in
            let frame: Rect?
            if let position = selectedPosition, let item = layout.items.first(where: { $0.index == position }) {
                frame = item.indicator
            } else if let position = selectedPosition, let more = layout.more, more.tabIndices.contains(position) {
                frame = more.indicator
            } else {
                frame = nil
            }
            return frame.map { frame in
                Indicator(
                    frame: frame,
                    shape: indicator.shape,
                    color: indicator.color ?? colors.tint,
                    cornerRadius: indicator.shape == .underline ? 0 : min(frame.width, frame.height) / 2
                )
            }
        }
    }

    /// The drawing of `Tab`'s bar in `environment` with `selection` selected and `badges` set, showing `tabs`
    /// (default: every tab) with `configuration` (default: the spec's).
    public init(
        selection: Tab,
        badges: [Tab: TabBadge] = [:],
        environment: TabBarEnvironment,
        speech: TabBadge.Speech = .english,
        tabs: [Tab] = Array(Tab.allCases),
        configuration: TabBarConfiguration = Tab.configuration
    ) {
        let plan = TabBarPlan(tabs: tabs, configuration: configuration)
        self.init(
            selection: selection,
            badges: badges,
            layout: TabBarLayout(configuration: plan.shownConfiguration, environment: environment),
            layoutDirection: environment.layoutDirection,
            speech: speech,
            tabs: plan.tabs,
            configuration: plan.configuration
        )
    }

    /// The drawn item of `tab`, or `nil` when the layout does not show it.
    public func item(for tab: Tab) -> Item? {
        items.first { $0.tab == tab }
    }
}
