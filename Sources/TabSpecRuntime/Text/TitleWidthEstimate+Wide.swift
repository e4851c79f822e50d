/// The scalars the estimate counts as one wide (1.0 em) glyph.
extension TitleWidthEstimate {
    /// Whether `value` is a wide scalar: East Asian Width W or F (UAX #11: CJK ideographs and punctuation,
    /// kana, Hangul syllables and leading jamo, Yi, full-width forms, Tangut, Nüshu) and the emoji blocks,
    /// which iOS draws from Apple Color Emoji whether or not their default presentation is emoji.
    /// Half-width forms (half-width katakana U+FF61–U+FF9F, half-width Hangul) are narrow.
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F,   // Hangul Jamo: leading consonants (vowels and finals join them in one character)
             0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3, 0x25FD...0x25FE,
             0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE,
             0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA, 0x26FD, 0x2705,
             0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757, 0x2795...0x2797, 0x27B0,
             0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55,   // symbols whose default presentation is emoji
             0x2E80...0x303E,   // CJK radicals, Kangxi radicals, ideographic description, CJK symbols and punctuation
             0x3041...0x33FF,   // hiragana, katakana, bopomofo, Hangul compatibility jamo, kanbun, enclosed CJK
             0x3400...0x4DBF,   // CJK Unified Ideographs Extension A
             0x4E00...0x9FFF,   // CJK Unified Ideographs
             0xA000...0xA4CF,   // Yi
             0xA960...0xA97F,   // Hangul Jamo Extended-A (leading consonants)
             0xAC00...0xD7A3,   // Hangul syllables
             0xF900...0xFAFF,   // CJK Compatibility Ideographs
             0xFE10...0xFE19,   // vertical forms
             0xFE30...0xFE6F,   // CJK compatibility forms, small form variants
             0xFF00...0xFF60,   // full-width ASCII variants
             0xFFE0...0xFFE6,   // full-width signs
             0x16FE0...0x16FE4, 0x17000...0x18CFF,   // ideographic symbols, Tangut, Khitan
             0x1AFF0...0x1B2FF,   // kana supplement and extensions, small kana, Nüshu
             0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A,   // mahjong, joker, squared letters
             0x1F1E6...0x1F1FF,   // regional indicators: a pair is a flag
             0x1F200...0x1F2FF,   // enclosed ideographic supplement
             0x1F300...0x1F64F,   // pictographs, skin-tone modifiers, emoticons
             0x1F680...0x1F6FF,   // transport and map symbols
             0x1F7E0...0x1F7EB, 0x1F7F0,   // coloured circles and squares
             0x1F900...0x1F9FF,   // supplemental symbols and pictographs
             0x1FA70...0x1FAFF,   // symbols and pictographs extended-A
             0x20000...0x3FFFD:   // CJK Unified Ideographs Extensions B and later
            return true
        default:
            return false
        }
    }
}
