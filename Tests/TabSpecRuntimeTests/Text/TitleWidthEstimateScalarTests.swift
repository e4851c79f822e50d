import Testing
@testable import TabSpecRuntime

/// The estimate's scalar classes: the lookup-free classes of common blocks agree with the Unicode properties,
/// and summing per scalar gives what summing per character does.
@Suite("TitleWidthEstimate: scalars")
struct TitleWidthEstimateScalarTests {
    @Test func simpleAdvancesAgreeWithTheUnicodePropertiesForEveryScalar() {
        var simple = 0
        var disagreements: [UInt32] = []
        var spacingMarks: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), let advance = TitleWidthEstimate.simpleAdvance(of: scalar) else { continue }
            simple += 1
            if advance != TitleWidthEstimate.lookedUpAdvance(of: scalar) { disagreements.append(value) }
            if scalar.properties.generalCategory == .spacingMark { spacingMarks.append(value) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20).map { String($0, radix: 16) })")
        #expect(spacingMarks.isEmpty, "\(spacingMarks.prefix(20).map { String($0, radix: 16) })")
        // ASCII … Latin Extended Additional, Hebrew, Arabic, Thai, punctuation, CJK, Hangul syllables, full width.
        #expect(simple == 41_351)
    }

    @Test("scalars that join a wide one in a character are never simple", arguments: [
        0x0E33, 0x200D, 0x20E3, 0xFE0F, 0x1100, 0x1161, 0x11A8, 0xA960, 0xD7B0, 0x302E, 0x302F, 0xFF9E, 0xFF9F,
        0x1F1E6, 0x1F3FB, 0x1F600, 0xE0067, 0x093E, 0x0903,
    ] as [UInt32])
    func joinersAreNotSimple(_ value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(TitleWidthEstimate.simpleAdvance(of: scalar) == nil)
    }

    /// Titles that take the per-scalar path, the per-character one, and a mix.
    static let titles = [
        "Home", "Trang chủ", "ホーム", "首页", "Настройки", "Ρυθμίσεις", "הגדרות", "الإعدادات", "ตั้งค่า", "ｵｷﾆｲﾘ",
        "설정", "ＡＢ", "\r\n", "a\u{301}\u{302}", "字\u{301}", "字ำ", "カﾞ", "字\u{93E}", "가\u{11A8}", "\u{1100}\u{1161}",
        "\u{600}字", "👨‍👩‍👧", "🇩🇪", "1️⃣", "👍🏽", "❤️", "सेटिंग्स", "กำ", "\u{2067}abc\u{2069}",
    ]

    @Test("the per-scalar sum is the per-character sum", arguments: titles)
    func perScalarSumIsPerCharacterSum(_ title: String) {
        #expect(TitleWidthEstimate.units(of: title) == TitleWidthEstimate.unitsPerCharacter(of: title))
    }

    @Test func wideCharactersWithSpacingScalarsAreOneGlyph() {
        // A spacing mark, a half-width voiced mark or a final jamo after a wide scalar is part of its glyph.
        #expect(TitleWidthEstimate.units(of: "字ำ") == 100)
        #expect(TitleWidthEstimate.units(of: "カﾞ") == 100)
        #expect(TitleWidthEstimate.units(of: "가\u{11A8}") == 100)
        #expect(TitleWidthEstimate.units(of: "\u{1100}\u{1161}") == 100)
    }
}
