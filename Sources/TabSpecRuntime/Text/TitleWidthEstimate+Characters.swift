/// What each character adds to a title's estimated width.
///
/// A character (grapheme cluster) with a wide scalar, or one that is an emoji (a flag's regional indicator
/// pair, a keycap, a symbol with the emoji presentation selector U+FE0F), is one wide glyph: a ZWJ family, a
/// flag, a keycap and a skin-tone modified emoji are 1.0 em each, however many scalars they hold. Any other
/// character is the sum of its scalars' advances: 0.56 em for each spacing scalar, nothing for nonspacing and
/// enclosing marks (general categories Mn and Me: diacritics, harakat, niqqud, Thai vowels and tone marks,
/// Devanagari virama and nukta), format characters (Cf: joiners, direction marks) and other default
/// ignorable code points (variation selectors, Hangul fillers). Spacing marks (Mc: most Devanagari matras)
/// take room beside their letter and count 0.56 em, so a Devanagari conjunct measures the same whether the
/// Swift runtime makes it one character or several.
extension TitleWidthEstimate {
    /// The estimated advance of `text` in hundredths of an em: the sum over its characters.
    ///
    /// Most titles hold only simple scalars (``simpleAdvance(of:)``), which never share a character with
    /// another spacing scalar and a wide one: their sum per scalar is the sum per character, without the
    /// cost of finding character boundaries (and for ASCII, one narrow advance per byte). Any other title is
    /// summed per character.
    package static func units(of text: String) -> Int {
        var bytes = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { return unitsPerScalar(of: text) }
            bytes += 1
        }
        return bytes * narrowUnits
    }

    /// The sum of ``simpleAdvance(of:)`` over `text`'s scalars, or ``unitsPerCharacter(of:)`` when one of them
    /// is not simple.
    static func unitsPerScalar(of text: String) -> Int {
        var units = 0
        for scalar in text.unicodeScalars {
            switch simpleAdvance(of: scalar) {
            case .zero?: break
            case .narrow?: units += narrowUnits
            case .wide?: units += wideUnits
            case nil: return unitsPerCharacter(of: text)
            }
        }
        return units
    }

    /// The sum of ``units(of:)-(Character)`` over `text`'s characters.
    static func unitsPerCharacter(of text: String) -> Int {
        var units = 0
        for character in text {
            units += self.units(of: character)
        }
        return units
    }

    /// The estimated advance of one character (grapheme cluster) in hundredths of an em.
    package static func units(of character: Character) -> Int {
        var spacing = 0
        var isWideGlyph = false
        var base: Unicode.Scalar?
        for scalar in character.unicodeScalars {
            if base == nil { base = scalar }
            switch scalar.value {
            case 0x20E3:
                // COMBINING ENCLOSING KEYCAP: '1️⃣', '#⃣'.
                isWideGlyph = true
            case 0xFE0F:
                // VARIATION SELECTOR-16 asks for the emoji form of a symbol ('❤️', '☀️', '©️'); after a
                // letter it changes nothing.
                if let base, !isLetter(base) { isWideGlyph = true }
            default:
                switch advance(of: scalar) {
                case .zero: break
                case .narrow: spacing += 1
                case .wide: isWideGlyph = true
                }
            }
        }
        return isWideGlyph ? wideUnits : spacing * narrowUnits
    }
}
