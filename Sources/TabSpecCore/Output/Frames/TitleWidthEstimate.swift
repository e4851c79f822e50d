/// lint.md's estimate of a title's rendered width: Σ per-character advance × font size, with an advance of
/// 1.0 em for CJK and full-width characters, 0.56 em for Latin and most other scripts, and ×1.05 for semibold
/// and heavier weights.
///
/// Combining marks, variation selectors and zero-width characters add nothing (a decomposed 'ủ' is one
/// character); emoji count as wide, as East Asian Width does. `title-truncation` warns, and `render` cuts a
/// title with '…' (``truncated(_:toFit:font:)``), by this one estimate.
enum TitleWidthEstimate {
    /// The advance of most characters, in em.
    static let narrowAdvance = 0.56
    /// The advance of CJK and full-width characters, in em.
    static let wideAdvance = 1.0
    /// The factor for semibold and heavier weights.
    static let boldFactor = 1.05
    /// What UIKit puts where it cuts a title.
    static let ellipsis = "…"

    /// `title` as UIKit would show it in `width` points: whole when its estimated width fits, else the
    /// longest prefix of whole characters that fits with '…' after it, without trailing spaces (just '…' when
    /// nothing fits). One pass over the characters.
    static func truncated(_ title: String, toFit width: Double, font: TabBarConfiguration.Font) -> String {
        guard self.width(of: title, font: font) > width else { return title }
        let scale = font.size * (isHeavy(font.weight) ? boldFactor : 1)
        let budget = scale > 0 ? width / scale - ems(of: ellipsis.unicodeScalars) : -1
        var used = 0.0
        var end = title.startIndex
        for index in title.indices {
            used += ems(of: title[index].unicodeScalars)
            guard used <= budget else { break }
            end = title.index(after: index)
        }
        var prefix = title[..<end]
        while prefix.last == " " { prefix.removeLast() }
        return String(prefix) + ellipsis
    }

    /// The advance of `scalars` in em.
    private static func ems(of scalars: some Sequence<Unicode.Scalar>) -> Double {
        scalars.reduce(0) { $0 + advance(of: $1) }
    }

    /// The estimated width of `title` in `font`, in points.
    static func width(of title: String, font: TabBarConfiguration.Font) -> Double {
        ems(of: title.unicodeScalars) * font.size * (isHeavy(font.weight) ? boldFactor : 1)
    }

    /// Whether `weight` is semibold or heavier.
    static func isHeavy(_ weight: TabBarConfiguration.FontWeight) -> Bool {
        switch weight {
        case .semibold, .bold, .heavy, .black: true
        case .ultraLight, .thin, .light, .regular, .medium: false
        }
    }

    /// The advance of one scalar in em.
    static func advance(of scalar: Unicode.Scalar) -> Double {
        let value = scalar.value
        if isZeroWidth(value) { return 0 }
        return isWide(value) ? wideAdvance : narrowAdvance
    }

    /// Combining marks, variation selectors, joiners and other invisible format characters.
    private static func isZeroWidth(_ value: UInt32) -> Bool {
        switch value {
        case 0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x0610...0x061A, 0x064B...0x065F,
             0x0E31, 0x0E34...0x0E3A, 0x0E47...0x0E4E, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x200B...0x200F,
             0x2060...0x2064, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xFEFF, 0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }

    /// CJK ideographs, kana, Hangul, full-width forms and emoji (East Asian Width W and F).
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
