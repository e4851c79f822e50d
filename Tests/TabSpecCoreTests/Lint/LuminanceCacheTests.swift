import Testing
@testable import TabSpecCore

/// The lint rules' luminance cache returns exactly what `RGBAColor` computes, whatever the order of lookups
/// and however many colors share a slot.
@Suite("Luminance cache")
struct LuminanceCacheTests {
    /// Every 8-bit gray, the named colors and a seeded spread of colors, each looked up twice.
    static let colors: [RGBAColor] = {
        var colors = (0...255).map { RGBAColor(white: Double($0) / 255) }
        colors += TabBarColor.named.flatMap { [$0.color.light, $0.color.dark] }
        var state: UInt64 = 0x5EED
        for _ in 0..<2000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            colors.append(RGBAColor(rgb: UInt32(truncatingIfNeeded: state >> 40), alpha: Double(state & 0xFF) / 255))
        }
        colors += [RGBAColor(red: -0.5, green: 1.5, blue: 0), RGBAColor(red: -0.0, green: 0, blue: 0)]
        return colors
    }()

    @Test func luminancesAreTheColorsOwn() {
        let cache = LuminanceCache()
        for color in Self.colors + Self.colors.reversed() {
            #expect(cache.luminance(of: color) == color.relativeLuminance)
        }
    }

    @Test func contrastRatiosAreTheColorsOwn() {
        let cache = LuminanceCache()
        for (first, second) in zip(Self.colors, Self.colors.dropFirst(7) + Self.colors.prefix(7)) {
            #expect(cache.contrastRatio(first, second) == first.contrastRatio(with: second))
            #expect(cache.contrastRatio(second, first) == second.contrastRatio(with: first))
        }
    }
}
