/// The computed geometry of one tab bar in one environment (layout.md).
///
/// Item, icon, title and indicator frames are bar-relative; `bar.shown` and `bar.hidden` are screen frames.
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

    /// A layout warning (printed in `frames` output's `notes`).
    public enum Note: Sendable, Hashable {
        /// UIKit lays icon and title side by side here; icon and title frames are not modelled.
        case sideBySideNotModelled
        /// A `system` bar on iOS 26 or later: the floating Liquid Glass bar's geometry is not published, and
        /// the frames are those of the compatibility appearance.
        case floatingBarNotPublished
        /// Centered items are wider than the content span (`needed` > `available`).
        case itemsOverflow(needed: Double, available: Double)
        /// Fill items have no width left (`width` ≤ 0).
        case itemWidthNotPositive(width: Double)
        /// Padding leaves no content height (`height` ≤ 0).
        case contentHeightNotPositive(height: Double)

        /// A one-line, lowercase explanation.
        public var message: String {
            switch self {
            case .sideBySideNotModelled:
                return "icon and title sit side by side in this environment; their frames are not modelled"
            case .floatingBarNotPublished:
                return "from iOS 26 a system tab bar floats as a Liquid Glass bar whose geometry Apple does not publish; "
                    + "these frames are those of the compatibility appearance (as with UIDesignRequiresCompatibility)"
            case let .itemsOverflow(needed, available):
                return "items need \(TabBarLayout.format(needed)) pt but the bar has \(TabBarLayout.format(available)) pt"
            case let .itemWidthNotPositive(width):
                return "items have no width left (\(TabBarLayout.format(width)) pt)"
            case let .contentHeightNotPositive(height):
                return "padding leaves no content height (\(TabBarLayout.format(height)) pt)"
            }
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

    /// Creates a layout from computed parts (use ``init(configuration:environment:snap:)`` to compute one).
    public init(positioning: TabBarConfiguration.ItemPositioning, bar: Bar, items: [Item], more: More? = nil, notes: [Note] = []) {
        self.positioning = positioning
        self.bar = bar
        self.items = items
        self.more = more
        self.notes = notes
    }

    /// How note messages print numbers (`72.2`, `16`, `248` for `248.00000000000003`).
    static func format(_ value: Double) -> String {
        DecimalText.geometry(value)
    }
}
