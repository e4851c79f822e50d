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

    /// A layout warning (printed in `frames` output's `notes`).
    public enum Note: Sendable, Hashable {
        /// UIKit lays icon and title side by side here; icon and title frames are not modelled.
        case sideBySideNotModelled
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
    /// One entry per tab, in configuration order.
    public var items: [Item]
    /// Layout warnings, in a fixed order.
    public var notes: [Note]

    /// Creates a layout from computed parts (use ``init(configuration:environment:snap:)`` to compute one).
    public init(positioning: TabBarConfiguration.ItemPositioning, bar: Bar, items: [Item], notes: [Note] = []) {
        self.positioning = positioning
        self.bar = bar
        self.items = items
        self.notes = notes
    }

    /// How note messages print numbers (`72.2`, `16`, `248` for `248.00000000000003`).
    static func format(_ value: Double) -> String {
        DecimalText.geometry(value)
    }
}
