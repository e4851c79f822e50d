import Testing
import TabSpecRuntime

/// How the estimate cuts a title with '…', as UIKit does: whole characters only, so a mark stays with its
/// letter and an emoji sequence is never split.
@Suite("TitleWidthEstimate: truncation")
struct TitleTruncationTests {
    /// 10 pt regular: 5.6 pt per narrow character, 10 pt per wide one; '…' is 5.6 pt.
    static let font = TabBarConfiguration.Font(weight: .regular, size: 10)

    @Test func latinKeepsTheLongestPrefixThatFitsWithTheEllipsis() {
        // 'Einstell…' is 9 × 5.6 = 50.4 pt; 'Einstelle…' would be 56 pt.
        #expect(TitleWidthEstimate.truncated("Einstellungen", toFit: 51, font: Self.font) == "Einstell…")
        #expect(TitleWidthEstimate.truncated("Einstellungen", toFit: 50, font: Self.font) == "Einstel…")
        // 72.8 pt fits whole in 72.8 pt; in 72.7 pt, 'Einstellunge…' (13 × 5.6 = 72.8 pt) does not fit either.
        #expect(TitleWidthEstimate.truncated("Einstellungen", toFit: 72.8, font: Self.font) == "Einstellungen")
        #expect(TitleWidthEstimate.truncated("Einstellungen", toFit: 72.7, font: Self.font) == "Einstellung…")
        #expect(TitleWidthEstimate.truncated("Einstellungen", toFit: 5.6, font: Self.font) == "…")
        #expect(TitleWidthEstimate.truncated("Einstellungen", toFit: 0, font: Self.font) == "…")
        #expect(TitleWidthEstimate.truncated("Einstellungen", toFit: -3, font: Self.font) == "…")
        #expect(TitleWidthEstimate.truncated("", toFit: 0, font: Self.font) == "")
    }

    @Test func marksStayWithTheirLetters() {
        // Decomposed Vietnamese: 'Thô…' keeps the circumflex with its o (3 characters + '…' = 22.4 pt;
        // 'Thôn…' is 28 pt).
        #expect(TitleWidthEstimate.truncated("Tho\u{302}ng ba\u{301}o", toFit: 27, font: Self.font) == "Tho\u{302}…")
        #expect(TitleWidthEstimate.truncated("Tho\u{302}ng ba\u{301}o", toFit: 28, font: Self.font) == "Tho\u{302}n…")
        // 'Thông …' drops the space before the ellipsis.
        #expect(TitleWidthEstimate.truncated("Thông báo", toFit: 40, font: Self.font) == "Thông…")
        // Arabic with harakat: ا ل إِ عْ and '…' (5 × 5.6 = 28 pt); the kasra and sukun are kept.
        let settings = "\u{627}\u{644}\u{625}\u{650}\u{639}\u{652}\u{62F}\u{64E}\u{627}\u{62F}\u{64E}\u{627}\u{62A}"
        #expect(TitleWidthEstimate.truncated(settings, toFit: 30, font: Self.font) == "\u{627}\u{644}\u{625}\u{650}\u{639}\u{652}…")
        // Hebrew with niqqud: הַ גְ and '…'.
        let hebrew = "\u{5D4}\u{5B7}\u{5D2}\u{5B0}\u{5D3}\u{5B8}\u{5BC}\u{5E8}\u{5D5}\u{5B9}\u{5EA}"
        #expect(TitleWidthEstimate.truncated(hebrew, toFit: 17, font: Self.font) == "\u{5D4}\u{5B7}\u{5D2}\u{5B0}…")
        // Thai: ตั้ and ง with '…' (3 × 5.6 = 16.8 pt); the vowel and tone mark stay on ต.
        #expect(TitleWidthEstimate.truncated("ตั้งค่า", toFit: 20, font: Self.font) == "ตั้ง…")
        // 'Настро…' (7 × 5.6 = 39.2 pt).
        #expect(TitleWidthEstimate.truncated("Настройки", toFit: 40, font: Self.font) == "Настро…")
    }

    @Test func wideCharactersAndBoldFonts() {
        // 15 pt bold: 15.75 pt per ideograph, '…' 8.82 pt: three ideographs (56.07 pt) fit in 60.
        let bold15 = TabBarConfiguration.Font(weight: .bold, size: 15)
        #expect(TitleWidthEstimate.truncated("我的购物车", toFit: 60, font: bold15) == "我的购…")
        #expect(TitleWidthEstimate.truncated("我的购物车", toFit: 78.75, font: bold15) == "我的购物车")
        #expect(TitleWidthEstimate.truncated("我的购物车", toFit: 78.7, font: bold15) == "我的购物…")
        // '설…' is 15.6 pt.
        #expect(TitleWidthEstimate.truncated("설정", toFit: 15.5, font: Self.font) == "…")
        #expect(TitleWidthEstimate.truncated("설정", toFit: 16, font: Self.font) == "설…")
    }

    @Test func emojiSequencesAreNeverSplit() {
        let title = "👨‍👩‍👧 Family"
        // The family is 10 pt: with '…' 15.6 pt.
        #expect(TitleWidthEstimate.truncated(title, toFit: 15, font: Self.font) == "…")
        #expect(TitleWidthEstimate.truncated(title, toFit: 16, font: Self.font) == "👨‍👩‍👧…")
        // With the space (21.2 pt) the trailing space goes; with 'F' 26.8 pt.
        #expect(TitleWidthEstimate.truncated(title, toFit: 22, font: Self.font) == "👨‍👩‍👧…")
        #expect(TitleWidthEstimate.truncated(title, toFit: 30, font: Self.font) == "👨‍👩‍👧 F…")
        #expect(TitleWidthEstimate.truncated("🇩🇪🇫🇷🇮🇹", toFit: 26, font: Self.font) == "🇩🇪🇫🇷…")
        #expect(TitleWidthEstimate.truncated("1️⃣2️⃣3️⃣", toFit: 16, font: Self.font) == "1️⃣…")
    }

    /// Titles of every script, for the invariants below.
    static let titles = [
        "Einstellungsmöglichkeiten", "Tho\u{302}ng ba\u{301}o", "Уведомления", "Ειδοποιήσεις", "الإشعارات",
        "\u{5D4}\u{5B7}\u{5D2}\u{5B0}\u{5D3}\u{5B8}\u{5BC}\u{5E8}\u{5D5}\u{5B9}\u{5EA}", "การแจ้งเตือน", "सूचनाएँ",
        "通知设置", "お気に入り", "ｵｷﾆｲﾘ", "알림 설정", "👨‍👩‍👧 🇩🇪 1️⃣ 👍🏽 Family",
    ]

    @Test("a cut title fits, and is cut exactly when it does not fit whole", arguments: titles)
    func cutTitlesFit(_ title: String) {
        for font in [Self.font, TabBarConfiguration.Font(weight: .semibold, size: 12)] {
            let full = TitleWidthEstimate.width(of: title, font: font)
            for width in stride(from: -1.0, through: 160, by: 0.25) {
                let shown = TitleWidthEstimate.truncated(title, toFit: width, font: font)
                #expect((shown == title) == (full <= width))
                guard shown != title else { continue }
                #expect(shown == "…" || TitleWidthEstimate.width(of: shown, font: font) <= width)
                // Whole characters of the title, then '…'.
                let kept = shown.dropLast()
                #expect(shown.last == "…")
                #expect(Array(title.prefix(kept.count)) == Array(kept))
            }
        }
    }
}
