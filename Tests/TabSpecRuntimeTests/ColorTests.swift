import Foundation
import Testing
@testable import TabSpecRuntime

/// WCAG luminance and contrast, and source-over compositing.
struct ColorTests {
    /// A ratio rounded to two decimals, as the `low-contrast` message prints it.
    static func twoDecimals(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    @Test func powerMatchesLibm() {
        var maxRelativeError = 0.0
        for i in 0...10_000 {
            let x = Double(i) / 10_000
            let expected = Foundation.pow(x, 2.4)
            let actual = RGBAColor.power2point4(x)
            if expected > 0 { maxRelativeError = max(maxRelativeError, abs(actual - expected) / expected) }
            #expect(x > 0 || actual == 0)
        }
        #expect(maxRelativeError < 1e-14, "max relative error \(maxRelativeError)")
        #expect(RGBAColor.power2point4(1) == 1)
        #expect(RGBAColor.power2point4(-1) == 0)
        #expect(RGBAColor.power2point4(.nan).isNaN)
    }

    @Test func relativeLuminance() {
        #expect(RGBAColor.white.relativeLuminance == 1)
        #expect(RGBAColor.black.relativeLuminance == 0)
        // Below the 0.04045 threshold the curve is linear: 10/255 / 12.92.
        #expect(isClose(RGBAColor(rgb: 0x0A0A0A).relativeLuminance, 10.0 / 255 / 12.92, 1e-15))
        // #808080: ((128/255 + 0.055)/1.055)^2.4 = 0.2158605…
        #expect(isClose(RGBAColor(rgb: 0x808080).relativeLuminance, 0.21586050011389926, 1e-12))
        #expect(isClose(RGBAColor(rgb: 0xFF0000).relativeLuminance, 0.2126, 1e-15))
        #expect(isClose(RGBAColor(rgb: 0x00FF00).relativeLuminance, 0.7152, 1e-15))
        #expect(isClose(RGBAColor(rgb: 0x0000FF).relativeLuminance, 0.0722, 1e-15))
        // Alpha does not matter.
        #expect(RGBAColor(rgb: 0x007AFF, alpha: 0.2).relativeLuminance == RGBAColor(rgb: 0x007AFF).relativeLuminance)
    }

    @Test func contrastRatios() {
        let white = RGBAColor(rgb: 0xFFFFFF)
        #expect(Self.twoDecimals(RGBAColor(rgb: 0x007AFF).contrastRatio(with: white)) == 4.02)
        #expect(Self.twoDecimals(RGBAColor(rgb: 0x8E8E93).contrastRatio(with: white)) == 3.26)
        #expect(isClose(RGBAColor(rgb: 0x007AFF).contrastRatio(with: white), 4.016975780478911, 1e-12))
        #expect(isClose(RGBAColor(rgb: 0x8E8E93).contrastRatio(with: white), 3.260528410471992, 1e-12))
        #expect(RGBAColor.black.contrastRatio(with: .white) == 21)
        #expect(RGBAColor.white.contrastRatio(with: .black) == 21)
        #expect(RGBAColor(rgb: 0x007AFF).contrastRatio(with: RGBAColor(rgb: 0x007AFF)) == 1)
        #expect(TabBarColor.systemBlue.light.contrastRatio(with: .white)
            == RGBAColor.white.contrastRatio(with: TabBarColor.systemBlue.light))
    }

    @Test func compositingExactValues() {
        let halfWhite = RGBAColor(white: 1, alpha: 0.5)
        #expect(halfWhite.composited(over: .black) == RGBAColor(white: 0.5, alpha: 1))
        #expect(RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5).composited(over: RGBAColor(red: 0, green: 0, blue: 1))
            == RGBAColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
        // Over a translucent background: α = 0.5 + 0.5·0.5 = 0.75, c = 0.5/0.75 = 2/3.
        #expect(halfWhite.composited(over: RGBAColor(white: 0, alpha: 0.5)) == RGBAColor(white: 2.0 / 3, alpha: 0.75))
        // Opaque source, transparent source, transparent background, both transparent.
        let blue = RGBAColor(rgb: 0x007AFF)
        #expect(blue.composited(over: .white) == blue)
        #expect(RGBAColor(rgb: 0x123456, alpha: 0).composited(over: RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.3))
            == RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.3))
        #expect(RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.3).composited(over: .clear)
            == RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.3))
        #expect(RGBAColor.clear.composited(over: .clear) == RGBAColor.clear)
        // The default bar tint over white: 0.94 · 247/255 + 0.06, opaque.
        let bar = TabBarConfiguration.Colors.defaultBarTint.light.composited(over: .white)
        #expect(bar.alpha == 1)
        #expect(isClose(bar.red, 0.94 * 247 / 255 + (1 - 0.94), 1e-15))
        #expect(bar.red == bar.green && bar.green == bar.blue)
    }

    @Test func compositedBarLowersContrast() {
        // systemGray over the default bar (light): a little lower than over white.
        let bar = TabBarConfiguration.Colors.defaultBarTint.light.composited(over: .white)
        let ratio = TabBarColor.systemGray.light.contrastRatio(with: bar)
        #expect(ratio < RGBAColor(rgb: 0x8E8E93).contrastRatio(with: .white))
        #expect(Self.twoDecimals(ratio) == 3.06)
    }
}

extension RGBAColor {
    /// Opaque white.
    static let white = RGBAColor(white: 1)
    /// Opaque black.
    static let black = RGBAColor(white: 0)
    /// Transparent black.
    static let clear = RGBAColor(white: 0, alpha: 0)
}
