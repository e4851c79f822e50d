extension TabBarDrawing {
    /// A badge as a custom bar draws it: the bar's `badge { … }` colors and font (UIKit's white `regular 13` text
    /// on `systemRed` where the spec sets none), a capsule at the icon's top-trailing
    /// corner (or inside the item's top-trailing corner for a tab without an icon), or a dot.
    ///
    /// UIKit publishes no badge geometry, so these sizes are tabspec's own: an 18 pt capsule with 13 pt text
    /// (at least as wide as it is tall), a 10 pt dot. The text width is estimated without measuring text —
    /// 7 pt per character plus 5 pt on each side, twice that for East Asian wide characters — and the
    /// adapters let the text shrink to fit (``minimumTextScale``).
    public struct Badge: Sendable, Hashable {
        /// The capsule's height.
        public static var height: Double { 18 }
        /// The dot's diameter.
        public static var dotDiameter: Double { 10 }
        /// The text's point size.
        public static var fontSize: Double { 13 }
        /// How far the adapters may shrink the text to fit the capsule.
        public static var minimumTextScale: Double { 0.5 }
        /// The estimated width of one narrow character of the text.
        public static var characterWidth: Double { 7 }
        /// The space on each side of the text.
        public static var horizontalPadding: Double { 5 }
        /// The inset from the item's corner of a badge on a tab without an icon.
        public static var cornerInset: Double { 4 }
        /// The default background: `systemRed`, as UIKit's badges.
        public static var backgroundColor: TabBarColor { .systemRed }
        /// The default text color.
        public static var textColor: TabBarColor { .white }

        /// The colors and font it is drawn with: the bar's `badge { … }`, UIKit's defaults where it sets none
        /// (v1.3).
        public var style: TabBarAppearancePlan.Badge

        /// The badge set on the tab.
        public var value: TabBadge
        /// The text drawn (`value.text`; empty for a dot).
        public var text: String
        /// Whether it is drawn as a dot.
        public var isDot: Bool { text.isEmpty }
        /// Its frame (bar-relative).
        public var frame: Rect
        /// Half its height: a capsule or a circle.
        public var cornerRadius: Double { frame.height / 2 }

        /// Creates a badge (default `style`: UIKit's, white `regular 13` on `systemRed`).
        public init(
            value: TabBadge,
            text: String,
            frame: Rect,
            style: TabBarAppearancePlan.Badge = TabBarAppearancePlan.Badge(TabBarConfiguration.Badge())
        ) {
            self.value = value
            self.text = text
            self.frame = frame
            self.style = style
        }

        /// The badge `value` on `item`, or `nil` when it shows nothing.
        ///
        /// With an icon, the badge is centered on the icon's top-trailing corner (top-left in right-to-left),
        /// moved down so that it never starts above the bar. Without one, it sits `cornerInset` inside the
        /// item's top-trailing corner.
        package init?(
            value: TabBadge,
            item: TabBarLayout.Item,
            layoutDirection: LayoutDirection,
            style: TabBarAppearancePlan.Badge
        ) {
            guard let text = value.text else { return nil }
            let height = text.isEmpty ? Self.dotDiameter : Self.height
            let width = text.isEmpty ? Self.dotDiameter : Self.width(of: text)
            let rightToLeft = layoutDirection == .rightToLeft
            let x: Double
            let y: Double
            if let icon = item.icon {
                x = (rightToLeft ? icon.minX : icon.maxX) - width / 2
                y = max(0, icon.minY - height / 2)
            } else {
                x = rightToLeft ? item.frame.minX + Self.cornerInset : item.frame.maxX - Self.cornerInset - width
                y = item.frame.minY + Self.cornerInset
            }
            self.init(value: value, text: text, frame: Rect(x: x, y: y, width: width, height: height), style: style)
        }

        /// The estimated width of a capsule showing `text`: at least ``height``.
        static func width(of text: String) -> Double {
            let units = text.reduce(0) { sum, character in
                sum + (character.unicodeScalars.first.map(isWide) == true ? 2 : 1)
            }
            return max(height, 2 * horizontalPadding + characterWidth * Double(units))
        }

        /// Whether `scalar` is drawn about twice as wide as a Latin letter: Hangul Jamo, the CJK blocks,
        /// Hangul syllables, CJK compatibility and full-width forms, emoji.
        private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
                 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
                return true
            default:
                return false
            }
        }
    }
}
