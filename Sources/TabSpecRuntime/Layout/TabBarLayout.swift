/// The computed geometry of one tab bar in one environment (layout.md).
///
/// Item, icon, title and indicator frames and the ``platter`` are bar-relative; `bar.shown` and `bar.hidden`
/// are screen frames. ``geometry`` says whether they are the classic bar's or the floating iOS 26 bar's.
public struct TabBarLayout: Sendable, Hashable {
    /// The bar's height and its screen frames.
    public struct Bar: Sendable, Hashable {
        /// `H`: the bar's height above the safe area.
        public var height: Double
        /// `(0, V − H − S, W, H + S)`.
        public var shown: Rect
        /// Where hide-on-scroll moves the bar.
        public var hidden: Rect

        /// Creates a bar.
        public init(height: Double, shown: Rect, hidden: Rect) {
            self.height = height
            self.shown = shown
            self.hidden = hidden
        }
    }

    /// One item's frames (bar-relative).
    public struct Item: Sendable, Hashable {
        /// The tab id.
        public var id: String
        /// The tab's position in the configuration's items.
        public var index: Int
        /// The item frame `(x_i, top, w_i, ch)`.
        public var frame: Rect
        /// `nil` when the item has no symbol or the layout is not modelled.
        public var icon: Rect?
        /// `nil` when the item has no title or the layout is not modelled.
        public var title: Rect?
        /// The indicator's frame when this item is selected; `nil` without an indicator.
        public var indicator: Rect?

        /// Creates an item.
        public init(id: String, index: Int, frame: Rect, icon: Rect? = nil, title: Rect? = nil, indicator: Rect? = nil) {
            self.id = id
            self.index = index
            self.frame = frame
            self.icon = icon
            self.title = title
            self.indicator = indicator
        }
    }

    /// The More item UIKit shows in place of the tabs that do not fit a `system` bar (layout.md v1.1, More).
    ///
    /// On a compact width, a bar of more than 5 tabs shows the first 4 and More; on a regular width, the tabs
    /// that do not fit the content span go behind More (`UITabBarController.viewControllers`: "If there are
    /// more view controllers than can fit in the tab bar, view controllers at the end of the array are
    /// managed by the More navigation controller"). The tabs behind it are always the last ones.
    public struct More: Sendable, Hashable {
        /// The SF Symbol closest to UIKit's More glyph (three dots), for pictures.
        public static let symbolName = "ellipsis"
        /// UIKit's title of the More item (in English).
        public static let title = "More"

        /// The item frame: the slot after the last visible tab.
        public var frame: Rect
        /// The icon frame in the stacked layout; `nil` where icon and title sit side by side (not modelled).
        public var icon: Rect?
        /// The title frame in the stacked layout; `nil` where it is not modelled.
        public var title: Rect?
        /// The indicator's frame when a tab behind More is selected; `nil` without an indicator.
        public var indicator: Rect?
        /// The ids of the tabs behind More, in bar order.
        public var tabs: [String]
        /// Their indices in the configuration's items (the last ones).
        public var tabIndices: Range<Int>

        /// Creates a More item.
        public init(frame: Rect, icon: Rect? = nil, title: Rect? = nil, indicator: Rect? = nil, tabs: [String], tabIndices: Range<Int>) {
            self.frame = frame
            self.icon = icon
            self.title = title
            self.indicator = indicator
            self.tabs = tabs
            self.tabIndices = tabIndices
        }
    }

    /// The positioning after `automatic` is resolved (`fill` or `centered`).
    public var positioning: TabBarConfiguration.ItemPositioning
    /// The bar's height and screen frames.
    public var bar: Bar
    /// One entry per visible tab, in configuration order (the tabs behind ``more`` are not items).
    public var items: [Item]
    /// The More item, when a `system` bar has more tabs than UIKit shows; else `nil`.
    public var more: More?
    /// Layout warnings, in a fixed order.
    public var notes: [Note]
    /// Which bar the frames describe: the classic one or the floating iOS 26 bar (layout.md v1.2).
    public var geometry: Geometry
    /// The floating bar's glass capsule holding the tabs (bar-relative); `nil` on a classic bar, and on a
    /// floating bar without tabs besides its search tab.
    public var platter: Rect?
    /// The id of the search tab a floating bar shows apart, as a circle at the trailing end; its item is the
    /// last of ``items``. `nil` on a classic bar (which lays a search tab out in its place like any tab) and
    /// when the bar has no search tab.
    public var searchTab: String?

    /// Creates a layout from computed parts (use ``init(configuration:environment:snap:)`` to compute one).
    public init(
        positioning: TabBarConfiguration.ItemPositioning,
        bar: Bar,
        items: [Item],
        more: More? = nil,
        notes: [Note] = [],
        geometry: Geometry = .classic,
        platter: Rect? = nil,
        searchTab: String? = nil
    ) {
        self.positioning = positioning
        self.bar = bar
        self.items = items
        self.more = more
        self.notes = notes
        self.geometry = geometry
        self.platter = platter
        self.searchTab = searchTab
    }

    /// The bar's hidden screen frame where hiding is modelled: `bar.hidden` on a classic bar, `nil` on a
    /// floating bar, which minimizes on scroll instead (not modelled; its `bar.hidden` is the shown frame moved
    /// off screen, where hide-on-scroll adapters would put it).
    public var modelledHiddenFrame: Rect? {
        geometry == .floating ? nil : bar.hidden
    }

    /// How note messages print numbers (`72.2`, `16`, `248` for `248.00000000000003`).
    static func format(_ value: Double) -> String {
        DecimalText.geometry(value)
    }
}
