import Testing
import TabSpecRuntime

/// lint.md's title width estimate per script: what each character adds, in hundredths of an em, and the
/// width in points at 10 pt.
@Suite("TitleWidthEstimate")
struct TitleWidthEstimateTests {
    /// The font of a floating bar's titles (layout.md v1.2) and of the system bar's: 10 pt medium.
    static let medium10 = TabBarConfiguration.Font(weight: .medium, size: 10)
    /// 10 pt regular.
    static let regular10 = TabBarConfiguration.Font(weight: .regular, size: 10)

    /// A title, the script it is in, and its estimate in hundredths of an em.
    struct Case: Sendable, CustomTestStringConvertible {
        /// The script (test label).
        let script: String
        /// The title.
        let title: String
        /// The estimated advance in hundredths of an em.
        let units: Int
        /// The label in the test report.
        var testDescription: String { script }
    }

    /// One title per script apps ship, with what the estimate counts.
    static let scripts: [Case] = [
        // 13 letters × 0.56.
        Case(script: "German", title: "Einstellungen", units: 13 * 56),
        // Precomposed and decomposed Vietnamese measure alike: 7 characters, the diacritics add nothing.
        Case(script: "Vietnamese, precomposed", title: "Cá nhân", units: 7 * 56),
        Case(script: "Vietnamese, decomposed", title: "Ca\u{301} nha\u{302}n", units: 7 * 56),
        Case(script: "Vietnamese, two stacked marks", title: "Ca\u{300}i đa\u{323}\u{306}t", units: 7 * 56),
        Case(script: "Vietnamese", title: "Thông báo", units: 9 * 56),
        Case(script: "Vietnamese, decomposed", title: "Tho\u{302}ng ba\u{301}o", units: 9 * 56),
        Case(script: "Russian", title: "Настройки", units: 9 * 56),
        Case(script: "Ukrainian", title: "Сповіщення", units: 10 * 56),
        Case(script: "Greek", title: "Ρυθμίσεις", units: 9 * 56),
        Case(script: "Greek, decomposed tonos", title: "Ρυθμι\u{301}σεις", units: 9 * 56),
        // 9 letters; joining is not modelled, every letter is 0.56.
        Case(script: "Arabic", title: "الإعدادات", units: 9 * 56),
        // The same word with kasra, sukun and two fathas: harakat are Mn, zero width.
        Case(script: "Arabic with harakat",
             title: "\u{627}\u{644}\u{625}\u{650}\u{639}\u{652}\u{62F}\u{64E}\u{627}\u{62F}\u{64E}\u{627}\u{62A}",
             units: 9 * 56),
        // Shadda and superscript alef (Mn) add nothing; a tatweel (Lm) is a spacing character.
        Case(script: "Arabic, shadda and tatweel", title: "\u{645}\u{651}\u{670}\u{640}\u{645}", units: 3 * 56),
        Case(script: "Persian", title: "تنظیمات", units: 7 * 56),
        Case(script: "Hebrew", title: "הגדרות", units: 6 * 56),
        // Patah, sheva, qamats, dagesh and holam: niqqud is Mn, zero width.
        Case(script: "Hebrew with niqqud",
             title: "\u{5D4}\u{5B7}\u{5D2}\u{5B0}\u{5D3}\u{5B8}\u{5BC}\u{5E8}\u{5D5}\u{5B9}\u{5EA}",
             units: 6 * 56),
        // ต ั ้ ง ค ่ า: the vowel above (U+0E31) and the tone marks (U+0E49, U+0E48) add nothing.
        Case(script: "Thai", title: "ตั้งค่า", units: 4 * 56),
        // SARA AM (U+0E33) is a spacing vowel: two advances in one character.
        Case(script: "Thai, sara am", title: "กำ", units: 2 * 56),
        Case(script: "Thai", title: "หน้าแรก", units: 6 * 56),
        // स े ट ि ं ग ् स: the e-matra, anusvara and virama are Mn (nothing), the i-matra is Mc (0.56).
        Case(script: "Hindi", title: "सेटिंग्स", units: 5 * 56),
        // ह ो म: the o-matra is Mc.
        Case(script: "Hindi", title: "होम", units: 3 * 56),
        // ज + nukta (Mn).
        Case(script: "Hindi, nukta", title: "\u{91C}\u{93C}", units: 56),
        Case(script: "Chinese", title: "设置", units: 2 * 100),
        Case(script: "Chinese", title: "我的购物车", units: 5 * 100),
        Case(script: "Japanese katakana", title: "ホーム", units: 3 * 100),
        Case(script: "Japanese hiragana", title: "さがす", units: 3 * 100),
        // カ + combining voiced sound mark (Mn): one wide glyph.
        Case(script: "Japanese, decomposed ガ", title: "\u{30AB}\u{3099}", units: 100),
        // Half-width katakana are narrow; the half-width voiced mark is a spacing character of its own.
        Case(script: "Half-width katakana", title: "ﾎｰﾑ", units: 3 * 56),
        Case(script: "Half-width katakana with voiced mark", title: "ｶﾞ", units: 2 * 56),
        Case(script: "Korean", title: "설정", units: 2 * 100),
        // The same two syllables as conjoining jamo (leading, vowel, final): two characters, two wide glyphs.
        Case(script: "Korean jamo", title: "\u{1109}\u{1165}\u{11AF}\u{110C}\u{1165}\u{11BC}", units: 2 * 100),
        Case(script: "Korean compatibility jamo", title: "ㅎㅎ", units: 2 * 100),
        Case(script: "Full-width Latin", title: "ＡＢ", units: 2 * 100),
        // Each emoji is one wide glyph, however many scalars it holds.
        Case(script: "Emoji", title: "😀", units: 100),
        Case(script: "Emoji ZWJ family", title: "👨‍👩‍👧", units: 100),
        Case(script: "Emoji ZWJ profession", title: "👩🏽‍💻", units: 100),
        Case(script: "Flag", title: "🇩🇪", units: 100),
        Case(script: "Two flags", title: "🇩🇪🇫🇷", units: 2 * 100),
        Case(script: "Tag sequence flag", title: "🏴󠁧󠁢󠁥󠁮󠁧󠁿", units: 100),
        Case(script: "Keycap", title: "1️⃣", units: 100),
        Case(script: "Keycap without VS16", title: "#\u{20E3}", units: 100),
        Case(script: "Skin tone", title: "👍🏽", units: 100),
        Case(script: "Heart with VS16", title: "❤️", units: 100),
        // Without U+FE0F a text-default symbol is narrow (iOS may still draw it as emoji: not modelled).
        Case(script: "Heart without VS16", title: "❤", units: 56),
        Case(script: "Emoji-default symbol", title: "⚽", units: 100),
        Case(script: "Emoji and Latin", title: "🛒 Cart", units: 100 + 5 * 56),
        // Joiners, direction marks and the soft hyphen are not drawn.
        Case(script: "Format characters", title: "a\u{200D}b\u{200C}c\u{200F}\u{AD}", units: 3 * 56),
    ]

    @Test("the estimate of each script in hundredths of an em", arguments: scripts)
    func unitsPerScript(_ sample: Case) {
        #expect(TitleWidthEstimate.units(of: sample.title) == sample.units)
        // The width is the sum over the characters, however the runtime groups scalars into characters.
        #expect(sample.title.reduce(0) { $0 + TitleWidthEstimate.units(of: $1) } == sample.units)
    }

    @Test func widthsInPointsAt10pt() {
        #expect(TitleWidthEstimate.width(of: "Einstellungen", font: Self.regular10) == 72.8)
        #expect(TitleWidthEstimate.width(of: "Einstellungen", font: Self.medium10) == 72.8)
        #expect(TitleWidthEstimate.width(of: "Настройки", font: Self.regular10) == 50.4)
        #expect(TitleWidthEstimate.width(of: "Ρυθμίσεις", font: Self.regular10) == 50.4)
        #expect(TitleWidthEstimate.width(of: "الإعدادات", font: Self.regular10) == 50.4)
        #expect(TitleWidthEstimate.width(of: "הגדרות", font: Self.regular10) == 33.6)
        #expect(TitleWidthEstimate.width(of: "सेटिंग्स", font: Self.regular10) == 28)
        #expect(TitleWidthEstimate.width(of: "Cá nhân", font: Self.regular10) == 39.2)
        #expect(TitleWidthEstimate.width(of: "设置", font: Self.regular10) == 20)
        #expect(TitleWidthEstimate.width(of: "ﾎｰﾑ", font: Self.regular10) == 16.8)
        #expect(TitleWidthEstimate.width(of: "👨‍👩‍👧", font: Self.regular10) == 10)
        // 4 × 0.56 × 10 in floating point, as lint prints it: 22.4.
        #expect(TitleWidthEstimate.width(of: "ตั้งค่า", font: Self.regular10) == 22.400000000000002)
        #expect(TitleWidthEstimate.width(of: "", font: Self.regular10) == 0)
    }

    @Test func semiboldAndHeavierAre5PercentWider() {
        #expect(TitleWidthEstimate.width(of: "Einstellungen", font: .init(weight: .semibold, size: 10)) == 76.44)
        #expect(TitleWidthEstimate.width(of: "ホーム", font: .init(weight: .bold, size: 10)) == 31.5)
        #expect(TitleWidthEstimate.width(of: "我的购物车", font: .init(weight: .heavy, size: 15)) == 78.75)
        #expect(TitleWidthEstimate.width(of: "我的购物车", font: .init(weight: .black, size: 15)) == 78.75)
        #expect(TitleWidthEstimate.width(of: "我的购物车", font: .init(weight: .medium, size: 15)) == 75)
        #expect(TitleWidthEstimate.width(of: "我的购物车", font: .init(weight: .ultraLight, size: 15)) == 75)
        let heavy = TabBarConfiguration.FontWeight.allCases.filter(TitleWidthEstimate.isHeavy)
        #expect(heavy == [.semibold, .bold, .heavy, .black])
    }

    @Test func theContractsAdvances() {
        #expect(TitleWidthEstimate.narrowAdvance == 0.56)
        #expect(TitleWidthEstimate.wideAdvance == 1.0)
        #expect(TitleWidthEstimate.boldFactor == 1.05)
        #expect(TitleWidthEstimate.units(of: TitleWidthEstimate.ellipsis) == 56)
    }

    /// A scalar and its advance class.
    struct ScalarCase: Sendable, CustomTestStringConvertible {
        /// The scalar's value.
        let value: UInt32
        /// Its expected class.
        let advance: TitleWidthEstimate.ScalarAdvance
        /// The label in the test report.
        var testDescription: String { "U+" + String(value, radix: 16, uppercase: true) }
    }

    @Test("each scalar's advance class", arguments: [
        ScalarCase(value: 0x61, advance: .narrow),        // a
        ScalarCase(value: 0x09, advance: .narrow),        // a tab: controls count as before
        ScalarCase(value: 0xAD, advance: .zero),          // soft hyphen (Cf)
        ScalarCase(value: 0x301, advance: .zero),         // combining acute (Mn)
        ScalarCase(value: 0x20DD, advance: .zero),        // combining enclosing circle (Me)
        ScalarCase(value: 0x64E, advance: .zero),         // Arabic fatha (Mn)
        ScalarCase(value: 0x640, advance: .narrow),       // Arabic tatweel (Lm)
        ScalarCase(value: 0x5B8, advance: .zero),         // Hebrew qamats (Mn)
        ScalarCase(value: 0x5BE, advance: .narrow),       // Hebrew maqaf (Pd)
        ScalarCase(value: 0xE31, advance: .zero),         // Thai mai han-akat (Mn)
        ScalarCase(value: 0xE48, advance: .zero),         // Thai mai ek (Mn)
        ScalarCase(value: 0xE33, advance: .narrow),       // Thai sara am (Lo)
        ScalarCase(value: 0x93F, advance: .narrow),       // Devanagari i-matra (Mc)
        ScalarCase(value: 0x947, advance: .zero),         // Devanagari e-matra (Mn)
        ScalarCase(value: 0x94D, advance: .zero),         // Devanagari virama (Mn)
        ScalarCase(value: 0x93C, advance: .zero),         // Devanagari nukta (Mn)
        ScalarCase(value: 0x200D, advance: .zero),        // zero width joiner (Cf)
        ScalarCase(value: 0x200F, advance: .zero),        // right-to-left mark (Cf)
        ScalarCase(value: 0xFE0F, advance: .zero),        // variation selector-16 (Mn)
        ScalarCase(value: 0x3164, advance: .zero),        // Hangul filler (default ignorable, in a wide block)
        ScalarCase(value: 0x3099, advance: .zero),        // combining kana voiced mark (Mn, in a wide block)
        ScalarCase(value: 0x4E00, advance: .wide),        // CJK ideograph
        ScalarCase(value: 0x20000, advance: .wide),       // CJK Extension B
        ScalarCase(value: 0x3042, advance: .wide),        // hiragana a
        ScalarCase(value: 0xFF71, advance: .narrow),      // half-width katakana a
        ScalarCase(value: 0xAC00, advance: .wide),        // Hangul syllable ga
        ScalarCase(value: 0x1100, advance: .wide),        // Hangul leading consonant
        ScalarCase(value: 0x1161, advance: .narrow),      // Hangul vowel jamo alone
        ScalarCase(value: 0xFF21, advance: .wide),        // full-width A
        ScalarCase(value: 0x1F600, advance: .wide),       // grinning face
        ScalarCase(value: 0x1F3FD, advance: .wide),       // skin-tone modifier
        ScalarCase(value: 0x1F1E9, advance: .wide),       // regional indicator D
        ScalarCase(value: 0x1FAE0, advance: .wide),       // melting face (Unicode 14)
        ScalarCase(value: 0x2764, advance: .narrow),      // heavy black heart: text by default
        ScalarCase(value: 0x26BD, advance: .wide),        // soccer ball: emoji by default
        ScalarCase(value: 0x2026, advance: .narrow),      // the ellipsis
    ])
    func scalarAdvance(_ sample: ScalarCase) throws {
        let scalar = try #require(Unicode.Scalar(sample.value))
        #expect(TitleWidthEstimate.advance(of: scalar) == sample.advance)
    }
}
