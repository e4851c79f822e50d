/// lint.md's estimate of a title's rendered width: Σ per-character advance × font size, with an advance of
/// 1.0 em for CJK, kana, Hangul, full-width characters and emoji, 0.56 em for Latin and most other scripts,
/// and ×1.05 for semibold and heavier weights.
///
/// It is an estimate, not a measurement: no font is read. A character is a grapheme cluster (a Swift
/// `Character`, what a reader sees as one letter or one emoji); ``units(of:)-(Character)`` says what each one
/// adds. `title-truncation` warns and `render` cuts a title with '…' (``truncated(_:toFit:font:)``) by this
/// one estimate; it lives in the runtime so that a layout computed by generated code measures titles as
/// `tabspec frames` does. docs/Rules.md (title-truncation) documents it per script.
package enum TitleWidthEstimate {
    /// Advances are counted in hundredths of an em: integers, so a title's width does not depend on the order
    /// its characters are added in, and a prefix is never wider than the title it is cut from.
    package static let unitsPerEm = 100
    /// The advance of most characters (Latin, Cyrillic, Greek, Arabic, Hebrew, Thai, Devanagari…), in units.
    package static let narrowUnits = 56
    /// The advance of CJK, kana, Hangul, full-width characters and emoji, in units.
    package static let wideUnits = 100
    /// The factor for semibold and heavier weights.
    package static let boldFactor = 1.05
    /// What UIKit puts where it cuts a title.
    package static let ellipsis = "…"

    /// The advance of most characters, in em (0.56).
    package static var narrowAdvance: Double { Double(narrowUnits) / Double(unitsPerEm) }
    /// The advance of CJK and full-width characters and emoji, in em (1.0).
    package static var wideAdvance: Double { Double(wideUnits) / Double(unitsPerEm) }

    /// The estimated width of `title` in `font`, in points.
    package static func width(of title: String, font: TabBarConfiguration.Font) -> Double {
        points(units(of: title), font: font)
    }

    /// `title` as UIKit would show it in `width` points: whole when its estimated width fits, else the
    /// longest prefix of whole characters that fits with '…' after it, without trailing spaces (just '…' when
    /// nothing fits). One pass over the characters; the text stays in logical order, so a right-to-left title
    /// is cut at its end as well (UIKit draws that end, and the '…', on the left).
    package static func truncated(_ title: String, toFit width: Double, font: TabBarConfiguration.Font) -> String {
        guard self.width(of: title, font: font) > width else { return title }
        let ellipsisUnits = units(of: ellipsis)
        var used = 0
        var end = title.startIndex
        for index in title.indices {
            used += units(of: title[index])
            guard points(used + ellipsisUnits, font: font) <= width else { break }
            end = title.index(after: index)
        }
        var prefix = title[..<end]
        while prefix.last == " " { prefix.removeLast() }
        return String(prefix) + ellipsis
    }

    /// `units` hundredths of an em in `font`, in points: ems × size, ×1.05 for heavy weights.
    package static func points(_ units: Int, font: TabBarConfiguration.Font) -> Double {
        Double(units) / Double(unitsPerEm) * font.size * (isHeavy(font.weight) ? boldFactor : 1)
    }

    /// Whether `weight` is semibold or heavier.
    package static func isHeavy(_ weight: TabBarConfiguration.FontWeight) -> Bool {
        switch weight {
        case .semibold, .bold, .heavy, .black: true
        case .ultraLight, .thin, .light, .regular, .medium: false
        }
    }
}
