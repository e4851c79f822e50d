/// WCAG 2.x relative luminance and contrast ratio (the `low-contrast` and `indistinct-selection` lint rules).
extension RGBAColor {
    /// The WCAG 2.x relative luminance in 0...1: `0.2126 R + 0.7152 G + 0.0722 B` of the linearised sRGB
    /// components (`c / 12.92` up to 0.04045, else `((c + 0.055) / 1.055)^2.4`).
    ///
    /// Alpha is ignored; composite a translucent color over its background first (``composited(over:)``).
    /// Components outside 0...1 are clamped.
    public var relativeLuminance: Double {
        0.2126 * Self.linearized(red) + 0.7152 * Self.linearized(green) + 0.0722 * Self.linearized(blue)
    }

    /// The WCAG 2.x contrast ratio `(L1 + 0.05) / (L2 + 0.05)` with `other`, `L1` the lighter: 1...21.
    ///
    /// Symmetric; alpha is ignored (see ``relativeLuminance``).
    public func contrastRatio(with other: RGBAColor) -> Double {
        let a = relativeLuminance
        let b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// One sRGB component converted to linear light (WCAG 2.x, 0.04045 threshold).
    static func linearized(_ component: Double) -> Double {
        let c = min(max(component, 0), 1)
        if c <= 0.04045 { return c / 12.92 }
        return power2point4((c + 0.055) / 1.055)
    }

    /// `x^2.4` for `x` in 0...1 without libm's `pow` (the runtime links no Foundation).
    ///
    /// `x^2.4 = x² · (x²)^(1/5)`; the fifth root comes from Newton's method started above the root, where it
    /// decreases monotonically, so the loop stops at the first step that no longer decreases (within an
    /// ulp or two of the exact value). Inputs outside 0...1 are clamped; NaN stays NaN.
    static func power2point4(_ x: Double) -> Double {
        guard !x.isNaN else { return x }
        let base = min(max(x, 0), 1)
        let square = base * base
        guard square > 0 else { return 0 }
        return square * fifthRoot(square)
    }

    /// The fifth root of `a` in (0, 1] by Newton's method, `y ← y − (y⁵ − a) / (5y⁴)`, from `y = 1`.
    static func fifthRoot(_ a: Double) -> Double {
        var y = 1.0
        for _ in 0..<200 {
            let y4 = (y * y) * (y * y)
            let next = y - (y4 * y - a) / (5 * y4)
            guard next < y else { break }
            y = next
        }
        return y
    }
}
