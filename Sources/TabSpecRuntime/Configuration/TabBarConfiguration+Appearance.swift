/// The v1.3 appearance types of a bar: its badges, its material, and the look it keeps where the classic bar is
/// drawn (apps.md "Badges" and "The bar's material").
extension TabBarConfiguration {
    /// How the bar's badges look (`badge { color textColor font }`, v1.3). A `nil` value keeps UIKit's own
    /// badge: white `regular 13` text on `systemRed` (as UIKit draws it; not from an Apple page).
    public struct Badge: Sendable, Hashable {
        /// The badge's background; `nil` = `systemRed`.
        public var color: TabBarColor?
        /// The badge's text; `nil` = `white`.
        public var textColor: TabBarColor?
        /// The badge's font; `nil` = `regular 13`.
        public var font: Font?

        /// Creates badge settings; omitted values keep UIKit's.
        public init(color: TabBarColor? = nil, textColor: TabBarColor? = nil, font: Font? = nil) {
            self.color = color
            self.textColor = textColor
            self.font = font
        }

        /// `systemRed`, the badge color UIKit draws.
        public static let defaultColor = TabBarColor.systemRed
        /// `white`, the badge text color UIKit draws.
        public static let defaultTextColor = TabBarColor.white
        /// `regular 13`, the badge font UIKit draws (measured; Apple documents no value).
        public static let defaultFont = Font(weight: .regular, size: 13)
    }

    /// The blur behind the bar (`backgroundEffect`, v1.3): UIKit's `UIBlurEffect.Style` materials.
    public enum BackgroundEffect: String, Sendable, Hashable, CaseIterable {
        /// No blur.
        case none
        /// `systemUltraThinMaterial`.
        case ultraThin
        /// `systemThinMaterial`.
        case thin
        /// `systemMaterial`.
        case regular
        /// `systemThickMaterial`.
        case thick
        /// `systemChromeMaterial`.
        case chrome
    }

    /// Keys that apply only where the classic bar is drawn (`classic { … }`, v1.3): before iOS 26, in an app
    /// built with an SDK before 26, or in compatibility mode. Each `nil` value falls back to the bar's own.
    public struct Classic: Sendable, Hashable {
        /// The bar's background there; `nil` = the bar's `barTintColor`.
        public var barTint: TabBarColor?
        /// What shows through a translucent bar there (contrast checks only); `nil` = the bar's.
        public var background: TabBarColor?
        /// `UITabBar.isTranslucent` there; `nil` = the bar's `translucent`.
        public var isTranslucent: Bool?
        /// The blur there; `nil` = the bar's `backgroundEffect`.
        public var backgroundEffect: BackgroundEffect?
        /// The hairline above the bar there; `nil` = the bar's `shadowColor`.
        public var shadowColor: TabBarColor?

        /// Creates classic-only settings; omitted values fall back to the bar's own.
        public init(
            barTint: TabBarColor? = nil,
            background: TabBarColor? = nil,
            isTranslucent: Bool? = nil,
            backgroundEffect: BackgroundEffect? = nil,
            shadowColor: TabBarColor? = nil
        ) {
            self.barTint = barTint
            self.background = background
            self.isTranslucent = isTranslucent
            self.backgroundEffect = backgroundEffect
            self.shadowColor = shadowColor
        }
    }
}

extension TabBarConfiguration {
    /// The configuration as the classic bar draws it: each key its `classic { … }` block sets replaces the bar's
    /// own (`barTintColor`, `backgroundColor`, `translucent`, `backgroundEffect`, `shadowColor`); itself without
    /// a block.
    package var withClassicKeys: TabBarConfiguration {
        guard let classic else { return self }
        var drawn = self
        if let color = classic.barTint { drawn.colors.barTint = color }
        if let color = classic.background { drawn.colors.background = color }
        if let translucent = classic.isTranslucent { drawn.isTranslucent = translucent }
        if let effect = classic.backgroundEffect { drawn.backgroundEffect = effect }
        if let color = classic.shadowColor { drawn.shadowColor = color }
        return drawn
    }
}
