/// The computed geometry of one tab bar in one environment (layout.md).
///
/// Item, icon, title and indicator frames and the ``platter`` are bar-relative; `bar.shown`, `bar.hidden`,
/// `bar.minimized` and `bar.accessory` are screen frames. ``geometry`` says whether they are the classic bar's or the floating iOS 26 bar's.
public struct TabBarLayout: Sendable, Hashable {
    /// The bar's height and its screen frames.
    public struct Bar: Sendable, Hashable {
        /// `H`: the bar's height above the safe area.
        public var height: Double
        /// `(0, V − H − S, W, H + S)`.
        public var shown: Rect
        /// Where hide-on-scroll moves the bar.
        public var hidden: Rect
        /// A floating bar's minimized form (v1.3, `tabBarMinimizeBehavior`): a 48 × 48 circle showing the
        /// selected tab at `(28, V − 76, 48, 48)` on a phone in portrait, mirrored in right to left; `nil` on a
        /// classic or custom bar.
        public var minimized: Rect?
        /// A floating bar's bottom accessory (v1.3, `tabViewBottomAccessory` / `UITabAccessory`) when the app shows
        /// one (``TabBarConfiguration/hasBottomAccessory``); `nil` otherwise, and on a classic or custom bar,
        /// where the app places its own.
        public var accessory: Accessory?

        /// Creates a bar.
        public init(height: Double, shown: Rect, hidden: Rect, minimized: Rect? = nil, accessory: Accessory? = nil) {
            self.height = height
            self.shown = shown
            self.hidden = hidden
            self.minimized = minimized
            self.accessory = accessory
        }
    }

    /// The bottom accessory's screen frames over a floating bar (v1.3; EazySwiftUI's published metrics, one
    /// source, measured at 402 × 874): `expanded` above the platter while the bar is expanded, `inline` beside
    /// the minimized circle while it is minimized.
    public struct Accessory: Sendable, Hashable {
        /// `(21, V − 139, W − 42, 48)`: 8 pt above the platter, as wide as the spanning platter.
        public var expanded: Rect
        /// `(84, V − 76, W − 112, 48)`: 8 pt beside the minimized circle (mirrored in right to left).
        public var inline: Rect

        /// Creates an accessory from its two frames.
        public init(expanded: Rect, inline: Rect) {
            self.expanded = expanded
            self.inline = inline
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
        /// Their indices in the configuration's items, in bar order: the last ones on a classic bar; on a
        /// floating bar (v1.3) the tabs after the first four others, a search tab last.
        public var tabIndices: [Int]

        /// Creates a More item.
        public init(frame: Rect, icon: Rect? = nil, title: Rect? = nil, indicator: Rect? = nil, tabs: [String], tabIndices: [Int]) {
            self.frame = frame
            self.icon = icon
            self.title = title
            self.indicator = indicator
            self.tabs = tabs
            self.tabIndices = tabIndices
        }

        /// Creates a More item whose tabs are the ones at `tabIndices` (before v1.3 a range: the last ones).
        public init(frame: Rect, icon: Rect? = nil, title: Rect? = nil, indicator: Rect? = nil, tabs: [String], tabIndices: Range<Int>) {
            self.init(frame: frame, icon: icon, title: title, indicator: indicator, tabs: tabs, tabIndices: Array(tabIndices))
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
    /// The id of a floating bar's search tab (the first item with ``TabBarConfiguration/Item/isSearch``),
    /// wherever it is: in the detached circle (then ``detachedTab``), beside a prominent tab among the others,
    /// or behind More. `nil` on a classic bar (which lays a search tab out in its place like any tab) and when
    /// the bar has no search tab.
    public var searchTab: String?
    /// The id of the tab a floating bar shows apart in the detached circle at the trailing end (v1.3): from
    /// iOS 27 with the iOS 27 SDK its prominent tab, else its search tab (not with more than five tabs, which
    /// puts a search tab behind More). Its item is the last of ``items``. `nil` on a classic bar and when no tab
    /// is apart.
    public var detachedTab: String?

    /// Creates a layout from computed parts (use ``init(configuration:environment:snap:)`` to compute one).
    public init(
        positioning: TabBarConfiguration.ItemPositioning,
        bar: Bar,
        items: [Item],
        more: More? = nil,
        notes: [Note] = [],
        geometry: Geometry = .classic,
        platter: Rect? = nil,
        searchTab: String? = nil,
        detachedTab: String? = nil
    ) {
        self.positioning = positioning
        self.bar = bar
        self.items = items
        self.more = more
        self.notes = notes
        self.geometry = geometry
        self.platter = platter
        self.searchTab = searchTab
        self.detachedTab = detachedTab
    }

    /// The bar's hidden screen frame where hiding is modelled: `bar.hidden` on a classic bar, `nil` on a
    /// floating bar, which minimizes on scroll instead (its `bar.hidden` is the shown frame moved
    /// off screen, where hide-on-scroll adapters would put it; its minimized form is ``Bar/minimized``), and
    /// `nil` for an iPad's unmodelled top bar and a bar hidden in a regular width (v1.3).
    public var modelledHiddenFrame: Rect? {
        geometry == .classic ? bar.hidden : nil
    }

    /// How note messages print numbers (`72.2`, `16`, `248` for `248.00000000000003`).
    static func format(_ value: Double) -> String {
        DecimalText.geometry(value)
    }
}
