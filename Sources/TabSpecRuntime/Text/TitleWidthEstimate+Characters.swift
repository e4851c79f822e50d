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
    package static func units(of text: some StringProtocol) -> Int {
        var units = 0
        for character in text {
            units += self.units(of: character)
        }
        return units
    }

    /// The estimated advance of one character (grapheme cluster) in hundredths of an em.
    package static func units(of character: Character) -> Int {
        // One byte: ASCII, a spacing character (controls too, as before: a title rarely holds one).
        if character.utf8.count == 1 { return narrowUnits }
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
                case .none: break
                case .narrow: spacing += 1
                case .wide: isWideGlyph = true
                }
            }
        }
        return isWideGlyph ? wideUnits : spacing * narrowUnits
    }

    /// How much room one scalar takes on its own.
    package enum ScalarAdvance: Sendable, Hashable {
        /// Drawn on (or between) other characters, or not drawn: marks, format characters, default ignorables.
        case none
        /// One narrow advance (0.56 em).
        case narrow
        /// One wide advance (1.0 em): East Asian Width W or F, and emoji.
        case wide
    }

    /// The advance class of `scalar`: ``ScalarAdvance/none`` for general categories Mn, Me, Cf and default
    /// ignorable code points, ``ScalarAdvance/wide`` for the wide ranges, else ``ScalarAdvance/narrow``.
    package static func advance(of scalar: Unicode.Scalar) -> ScalarAdvance {
        let value = scalar.value
        // Latin-1, Latin Extended-A/B, IPA and spacing modifier letters: only the soft hyphen is invisible.
        if value < 0x300 { return value == 0xAD ? .none : .narrow }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return .none
        default: break
        }
        if properties.isDefaultIgnorableCodePoint { return .none }
        return isWide(value) ? .wide : .narrow
    }

    /// Whether `scalar` is a letter (general category L*), the base before which U+FE0F changes nothing.
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
        default: false
        }
    }
}
