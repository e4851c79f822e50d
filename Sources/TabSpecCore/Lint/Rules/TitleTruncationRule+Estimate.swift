/// docs/Rules.md's account of the title width estimate, per script.
extension TitleTruncationRule {
    /// The narrow advance as the table prints it (`0.56 em`).
    private static let narrow = DecimalText.shortest(TitleWidthEstimate.narrowAdvance) + " em"
    /// The wide advance as the table prints it (`1 em`).
    private static let wide = DecimalText.shortest(TitleWidthEstimate.wideAdvance) + " em"

    /// The section under the rule's rationale: what each script's characters add, what is not modelled,
    /// and which languages and texts are laid out right to left.
    static let estimateDetails = """
        ### How wide a title is: the estimate per script

        The estimate reads no font: it is Σ advance × font size over the title's characters, ×\
        \(DecimalText.shortest(TitleWidthEstimate.boldFactor)) for semibold and heavier weights. A \
        character is a grapheme cluster (a Swift `Character`: what a reader takes for one letter or one \
        emoji). A character holding a wide scalar, or one that is an emoji, is one wide glyph (\(wide)); any \
        other character adds \(narrow) for each of its spacing scalars and nothing for nonspacing and \
        enclosing marks (Unicode general categories Mn, Me), format characters (Cf: joiners, direction \
        marks, the soft hyphen) and other default ignorable code points (variation selectors, Hangul \
        fillers). Spacing marks (Mc) take room beside their letter and add \(narrow). `render` cuts titles \
        with '…' by the same estimate: whole characters, so a mark stays with its letter and an emoji is \
        never split. It is part of the runtime library, so a layout computed on the device measures titles \
        as `tabspec frames` does.

        The advances are lint.md's: \(narrow) is a generous average for proportional scripts, not a \
        measured SF Pro value; \(wide) is the em square CJK fonts are designed on. Where a script's real \
        average differs, the table says which way; the numbers stay the contract's.

        | script | what counts | advance | not modelled |
        |---|---|---|---|
        | Latin (English, German, French, Vietnamese…) | each letter, digit, space and punctuation mark; \
        diacritics add nothing, precomposed (`á`, U+00E1) or combining (`a` + U+0301), stacked ones too \
        (`ặ`) | \(narrow) | per-letter widths (`i` against `m`), kerning, ligatures (`fi`) |
        | Cyrillic, Greek | each letter; combining accents add nothing | \(narrow) | as Latin |
        | Arabic, Persian, Urdu | each letter, the tatweel too; harakat (fatha, kasra, damma, sukun, \
        shadda, tanwin, superscript alef: Mn) add nothing | \(narrow) | joining: initial, medial and final \
        forms differ in width (medial forms are often narrower than isolated ones), the \
        lam-alef ligature, Nastaliq's layout, kashida justification |
        | Hebrew | each letter, maqaf and punctuation; niqqud and cantillation marks (Mn) add nothing \
        | \(narrow) | per-letter widths |
        | Thai, Lao | each consonant and spacing vowel (sara aa, sara am); vowels above and below and tone \
        marks (Mn) add nothing | \(narrow) | stacking of marks; Thai has no spaces, UIKit still cuts between \
        characters |
        | Devanagari (Hindi, Marathi, Nepali) and other Indic scripts | each consonant, independent vowel \
        and spacing matra (Mc: ा ि ी ो ौ, visarga); virama, nukta, anusvara, candrabindu and the matras \
        above and below (Mn: े ै ु ू) add nothing. A conjunct measures the same whether the Swift runtime \
        makes it one character or several | \(narrow) | conjuncts and half forms (क्ष is narrower than \
        its letters), matras narrower than consonants |
        | CJK ideographs, CJK punctuation, kana, Yi, full-width forms | each character; the combining kana \
        voiced marks add nothing | \(wide) | proportional kana and punctuation in proportional fonts |
        | half-width katakana and Hangul (U+FF61–U+FFDC) | each character, the half-width voiced marks too \
        | \(narrow) | |
        | Hangul | each syllable, precomposed (U+AC00–U+D7A3) or as conjoining jamo (leading consonant, \
        vowel, final consonant: one character), and each compatibility jamo | \(wide) | |
        | Emoji | one glyph per character: a ZWJ sequence (👨‍👩‍👧), a flag (a regional-indicator pair, or a \
        tag sequence), a keycap (1️⃣), a skin-tone modified emoji (👍🏽), a symbol with U+FE0F (❤️), and \
        the emoji blocks whatever their default presentation | \(wide) | Apple Color Emoji's own advance; \
        a text-default symbol without U+FE0F (❤, ☀) counts \(narrow) though iOS may draw it as emoji |
        | anything else | each spacing character; controls (`\\t`, `\\n`) too | \(narrow) | |

        Not modelled for any script: kerning, ligatures, font fallback (a character SF Pro lacks comes \
        from another font with other metrics), Arabic and Indic shaping widths, Dynamic Type and the Bold \
        Text setting. The classes of the common blocks (Latin, Greek, Cyrillic, Hebrew, Arabic, Thai, CJK, \
        kana, Hangul syllables) and the wide ranges are fixed in the code; other scalars' general \
        categories and all character boundaries come from the Swift runtime's Unicode data, so a device \
        with an older runtime can differ only for characters newer than its Unicode version, and in where \
        it may cut inside an Indic conjunct (one character since Unicode 15.1): a width is a sum that does \
        not depend on those boundaries, but for emoji sequences, whose rules are older than iOS 16.

        **Right to left.** A language reads right to left when its BCP 47 tag says so: a script \
        subtag decides (`az-Arab`, `uz-Arab`, `pa-Arab` and `ks-Arab` are right to left, `sr-Latn` and \
        `ks-Deva` left to right), else the language: Arabic (`ar` and its varieties), Hebrew (`he`, `iw`), \
        Persian (`fa`), Urdu (`ur`), Pashto (`ps`), Yiddish (`yi`, `ji`), Dhivehi (`dv`), Central Kurdish \
        (`ckb`), Sindhi (`sd`), Uyghur (`ug`), Kashmiri (`ks`), Syriac (`syr`), N'Ko (`nqo`), Rohingya \
        (`rhg`) and others written in Arabic script; a region picks the Arabic script of Punjabi in \
        Pakistan (`pa-PK`), Uzbek in Afghanistan (`uz-AF`) and Azerbaijani in Iran (`az-IR`). `_` works as \
        `-` (`.lproj` names); an unknown or malformed tag is left to right. A text's own direction is that \
        of its first strong character (a letter, or a direction mark, outside isolates): Hebrew, Arabic, \
        Syriac, Thaana, N'Ko and the other right-to-left blocks are right to left.
        """
}
