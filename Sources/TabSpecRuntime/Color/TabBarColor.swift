/// A color with a light- and a dark-appearance value, as a dynamic `UIColor`.
///
/// `systemName` is set when the color is exactly a UIKit named color (`systemBlue`, `orange`), possibly with
/// its alpha changed; platform adapters then use the real `UIColor` so the color stays dynamic.
public struct TabBarColor: Sendable, Hashable {
    /// The value in light appearance.
    public var light: RGBAColor
    /// The value in dark appearance.
    public var dark: RGBAColor
    /// The UIKit color name (`systemBlue`) when this color is that named color; `nil` for literal colors.
    public var systemName: String?

    /// Creates a color from its two appearance values and, for a UIKit named color, its name.
    public init(light: RGBAColor, dark: RGBAColor, systemName: String? = nil) {
        self.light = light
        self.dark = dark
        self.systemName = systemName
    }

    /// A color that looks the same in both appearances.
    public init(_ color: RGBAColor) {
        self.init(light: color, dark: color)
    }

    /// A color from a `0xRRGGBB` integer, the same in both appearances.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(RGBAColor(rgb: rgb, alpha: alpha))
    }

    /// Combines the light value of `light` with the dark value of `dark` (the spec's `light | dark` form).
    public init(light: TabBarColor, dark: TabBarColor) {
        let name = light.systemName != nil && light.systemName == dark.systemName
            && light.light.alpha == dark.light.alpha && light.dark.alpha == dark.dark.alpha ? light.systemName : nil
        self.init(light: light.light, dark: dark.dark, systemName: name)
    }

    /// The same color with both values' alpha multiplied by `alpha` (the spec's `color @ alpha`).
    public func withAlpha(_ alpha: Double) -> TabBarColor {
        TabBarColor(
            light: light.multiplyingAlpha(by: alpha),
            dark: dark.multiplyingAlpha(by: alpha),
            systemName: systemName
        )
    }

    /// The value for one appearance.
    public func resolved(dark isDark: Bool) -> RGBAColor {
        isDark ? dark : light
    }
}
