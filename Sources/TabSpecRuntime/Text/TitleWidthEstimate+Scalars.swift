/// How much room one scalar takes on its own.
extension TitleWidthEstimate {
    /// How much room one scalar takes on its own.
    package enum ScalarAdvance: Sendable, Hashable {
        /// Drawn on (or between) other characters, or not drawn: marks, format characters, default ignorables.
        case zero
        /// One narrow advance (0.56 em).
        case narrow
        /// One wide advance (1.0 em): East Asian Width W or F, and emoji.
        case wide
    }

    /// The advance class of `scalar`: ``ScalarAdvance/zero`` for general categories Mn, Me, Cf and default
    /// ignorable code points, ``ScalarAdvance/wide`` for the wide ranges (``isWide(_:)``), else
    /// ``ScalarAdvance/narrow``.
    package static func advance(of scalar: Unicode.Scalar) -> ScalarAdvance {
        simpleAdvance(of: scalar) ?? lookedUpAdvance(of: scalar)
    }

    /// ``advance(of:)`` from the Swift runtime's Unicode properties.
    static func lookedUpAdvance(of scalar: Unicode.Scalar) -> ScalarAdvance {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return .zero
        default: break
        }
        if properties.isDefaultIgnorableCodePoint { return .zero }
        return isWide(scalar.value) ? .wide : .narrow
    }

    /// ``advance(of:)`` without a property lookup for the blocks most titles are written in (Latin, Greek,
    /// Cyrillic, Hebrew, Arabic, Thai, general punctuation, CJK, kana, Hangul syllables, full- and half-width
    /// forms), or `nil`. The cases are tried in order: a scalar of the first ranges is a mark or format
    /// character of a block the later ones cover. None of these scalars can share a character with a wide
    /// scalar and another spacing one: no spacing marks (Thai SARA AM is left out), no jamo, no joiner, no
    /// emoji, no half-width voiced marks (tests check every one against ``lookedUpAdvance(of:)``).
    static func simpleAdvance(of scalar: Unicode.Scalar) -> ScalarAdvance? {
        let value = scalar.value
        // ASCII, Latin-1, Latin Extended-A and -B, IPA, spacing modifiers: only the soft hyphen is invisible.
        if value < 0x300 { return value == 0xAD ? .zero : .narrow }
        if value >= 0x3400 {
            switch value {
            case 0x3400...0x4DBF, 0x4E00...0x9FFF,   // CJK ideographs
                 0xAC00...0xD7A3,                    // Hangul syllables
                 0xFF01...0xFF60:                    // full-width forms
                return .wide
            case 0xFF61...0xFF9D:                    // half-width katakana
                return .narrow
            default:
                return nil
            }
        }
        switch value {
        case 0x0300...0x036F,            // combining diacritical marks
             0x0483...0x0489,            // Cyrillic combining marks
             0x0591...0x05BD, 0x05BF, 0x05C1...0x05C2, 0x05C4...0x05C5, 0x05C7,   // Hebrew niqqud and accents
             0x0600...0x0605, 0x0610...0x061A, 0x061C, 0x064B...0x065F, 0x0670, 0x06D6...0x06DD,
             0x06DF...0x06E4, 0x06E7...0x06E8, 0x06EA...0x06ED,   // Arabic harakat, Quranic marks, number signs
             0x0E31, 0x0E34...0x0E3A, 0x0E47...0x0E4E,   // Thai vowels above and below, tone marks
             0x200B, 0x200C, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x206F,   // invisible format characters
             0x302A...0x302D,            // ideographic tone marks
             0x3099...0x309A:            // combining kana voiced marks
            return .zero
        case 0x0370...0x0482, 0x048A...0x052F,   // Greek, Cyrillic, Cyrillic Supplement
             0x0590...0x05FF,            // Hebrew letters and punctuation
             0x0606...0x06FF,            // Arabic letters, digits and punctuation
             0x0E00...0x0E32, 0x0E34...0x0E7F,   // Thai consonants, spacing vowels, digits (not SARA AM)
             0x1E00...0x1EFF,            // Latin Extended Additional (Vietnamese)
             0x2000...0x200A, 0x2010...0x2027, 0x202F...0x205F:   // spaces and punctuation
            return .narrow
        case 0x3000...0x3029, 0x3030...0x303E,   // CJK symbols and punctuation
             0x3041...0x3096, 0x309B...0x30FF:   // hiragana, katakana
            return .wide
        default:
            return nil
        }
    }

    /// Whether `scalar` is a letter (general category L*), the base before which U+FE0F changes nothing.
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
        default: false
        }
    }
}
