/// What a `system` bar's appearance gets from a configuration, decided once for the UIKit and SwiftUI adapters
/// (v1.3, apps.md "Badges" and "The bar's material"): the background, translucency, blur and hairline — the
/// `classic { … }` keys where the classic bar is drawn, else the bar's own — the title font, and the badge.
///
/// The adapters turn it into a `UITabBarAppearance` (docs/UIKit.md, "Appearance"); keeping the decisions here
/// lets one Linux test cover both.
public struct TabBarAppearancePlan: Sendable, Hashable {
    /// The badge as the appearance draws it: every value resolved (UIKit's own where the spec says nothing).
    public struct Badge: Sendable, Hashable {
        /// The badge's background (`badge { color }`, default `systemRed`).
        public var color: TabBarColor
        /// The badge's text color (`badge { textColor }`, default `white`).
        public var textColor: TabBarColor
        /// The badge's font (`badge { font }`, default `regular 13`).
        public var font: TabBarConfiguration.Font

        /// Creates resolved badge settings.
        public init(color: TabBarColor, textColor: TabBarColor, font: TabBarConfiguration.Font) {
            self.color = color
            self.textColor = textColor
            self.font = font
        }

        /// `badge`'s values, each missing one UIKit's (``TabBarConfiguration/Badge/defaultColor`` …).
        public init(_ badge: TabBarConfiguration.Badge) {
            self.init(
                color: badge.color ?? TabBarConfiguration.Badge.defaultColor,
                textColor: badge.textColor ?? TabBarConfiguration.Badge.defaultTextColor,
                font: badge.font ?? TabBarConfiguration.Badge.defaultFont
            )
        }
    }

    /// Whether the plan is for the classic bar (before iOS 26, or an app that keeps the pre-iOS 26 design), so
    /// that the `classic { … }` keys apply.
    public var isClassicBar: Bool
    /// The bar's background color: `classic { barTintColor }` on the classic bar, else `barTintColor`.
    public var barTint: TabBarColor
    /// Whether the bar is translucent: `classic { translucent }` on the classic bar, else `translucent`.
    public var isTranslucent: Bool
    /// The blur behind the bar: `classic { backgroundEffect }` on the classic bar, else `backgroundEffect`;
    /// `nil` keeps the system's (the default blur when translucent, none when opaque).
    public var backgroundEffect: TabBarConfiguration.BackgroundEffect?
    /// The hairline above the bar: `classic { shadowColor }` on the classic bar, else `shadowColor`; `nil` keeps
    /// the system's.
    public var shadowColor: TabBarColor?
    /// The title font (`titleFont`): every layout's title text attributes carry it.
    public var titleFont: TabBarConfiguration.Font
    /// The badge settings, or `nil` to leave UIKit's own badge alone (`badge { … }` absent).
    public var badge: Badge?

    /// The plan for `configuration` on the classic bar (`isClassicBar`) or on the bar iOS 26 introduced.
    public init(configuration: TabBarConfiguration, isClassicBar: Bool) {
        let drawn = isClassicBar ? configuration.withClassicKeys : configuration
        self.isClassicBar = isClassicBar
        self.barTint = drawn.colors.barTint
        self.isTranslucent = drawn.isTranslucent
        self.backgroundEffect = drawn.backgroundEffect
        self.shadowColor = drawn.shadowColor
        self.titleFont = configuration.titleFont
        self.badge = configuration.badge.map(Badge.init)
    }

    /// Whether the running app draws the classic bar: on iOS before 26 (`iOSVersion`); on iOS 26 and later when
    /// the app is built with an SDK before 26, or keeps the pre-iOS 26 design with the Info.plist key
    /// `UIDesignRequiresCompatibility` (`requiresCompatibility`) and an SDK before 27, which honours it — the
    /// rule ``TabBarEnvironment/usesNewDesign`` models.
    public static func drawsClassicBar(iOSVersion: IOSVersion, sdk: IOSVersion, requiresCompatibility: Bool) -> Bool {
        let environment = TabBarEnvironment(
            width: 0, height: 0, iOSVersion: iOSVersion, designRequiresCompatibility: requiresCompatibility, sdk: sdk
        )
        return iOSVersion < TabBarEnvironment.floatingFirstSDK || !environment.usesNewDesign
    }
}
