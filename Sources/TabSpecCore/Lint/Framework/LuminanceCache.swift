/// Relative luminances of the colors one lint run compares, remembered by their components.
///
/// `RGBAColor.relativeLuminance` linearises three components with a Newton iteration each; a file uses the
/// same few colors in every tab bar, and `low-contrast` and `indistinct-selection` compare them in both
/// appearances. The cache is direct-mapped (a fixed table; a colliding color replaces the slot's color), so it
/// stays small and cheap however many colors a file has, and a lookup returns exactly the value
/// `relativeLuminance` computes.
final class LuminanceCache {
    /// One remembered color: its components' bit patterns and luminance.
    private struct Slot {
        var red: UInt64
        var green: UInt64
        var blue: UInt64
        var luminance: Double
        var isUsed: Bool
    }

    /// The number of slots (a power of two).
    private static let slotCount = 256

    /// The table, indexed by a hash of the components.
    private var slots = [Slot](repeating: Slot(red: 0, green: 0, blue: 0, luminance: 0, isUsed: false), count: slotCount)

    /// An empty cache.
    init() {}

    /// `color.relativeLuminance`, computed once per color while its slot keeps it.
    func luminance(of color: RGBAColor) -> Double {
        let red = color.red.bitPattern
        let green = color.green.bitPattern
        let blue = color.blue.bitPattern
        let mixed = (red &* 0x9E37_79B9_7F4A_7C15) ^ (green &* 0xC2B2_AE3D_27D4_EB4F) ^ (blue &* 0x1656_67B1_9E37_79F9)
        let index = Int(truncatingIfNeeded: mixed >> 56) & (Self.slotCount - 1)
        let slot = slots[index]
        if slot.isUsed, slot.red == red, slot.green == green, slot.blue == blue {
            return slot.luminance
        }
        let luminance = color.relativeLuminance
        slots[index] = Slot(red: red, green: green, blue: blue, luminance: luminance, isUsed: true)
        return luminance
    }

    /// `first.contrastRatio(with: second)`: the same formula, `(L1 + 0.05) / (L2 + 0.05)` with `L1` the
    /// lighter, on cached luminances.
    func contrastRatio(_ first: RGBAColor, _ second: RGBAColor) -> Double {
        let a = luminance(of: first)
        let b = luminance(of: second)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
