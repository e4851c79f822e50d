import Testing
import TabSpecRuntime

/// Which languages and texts run right to left.
@Suite("LayoutDirection: languages and texts")
struct LayoutDirectionLanguageTests {
    @Test("right-to-left language tags", arguments: [
        "ar", "ar-EG", "AR_eg", "ar_SA@calendar=islamic", "ar.UTF-8", "ar-u-nu-latn", "ar-x-private", "ara", "arz",
        "he", "he-IL", "iw", "fa", "fa-AF", "ur", "ur-PK", "ps", "yi", "ji", "dv", "ckb", "ckb-IQ", "sd", "ug",
        "ug-Arab-CN", "ks", "syr", "az-Arab", "uz-Arab", "pa-Arab", "pa-Arab-PK", "ku-Arab", "ms-Arab", "ff-Adlm",
        "pa-PK", "uz-AF", "az-IR", "en-Hebr", "ar-", "_ar", "he--IL",
    ])
    func rightToLeftLanguages(_ tag: String) {
        #expect(LayoutDirection(language: tag) == .rightToLeft)
    }

    @Test("left-to-right language tags", arguments: [
        "en", "en-US", "de-DE", "sr-Latn", "sr-Cyrl-RS", "zh-Hans", "zh-Hant-TW", "ja", "ko", "th", "hi", "ru",
        "el", "vi", "ks-Deva", "sd-Deva-IN", "pa", "pa-IN", "pa-Guru-PK", "uz", "uz-Latn-AF", "az", "az-Latn-IR",
        "ku", "ms", "tr", "ar-Latn", "en-u-nu-arab", "en-x-ar", "Base", "", "-", "x-ar", "i-klingon", "a",
        "ar1", "arabicized", "123", "ar-Latn-EG", "ÄR",
    ])
    func leftToRightLanguages(_ tag: String) {
        #expect(LayoutDirection(language: tag) == .leftToRight)
    }

    @Test func theTablesAreSortedAndLowercased() {
        for table in [LayoutDirection.rightToLeftLanguages, LayoutDirection.rightToLeftScripts] {
            #expect(table == table.sorted())
            #expect(table.allSatisfy { $0 == $0.lowercased() })
            #expect(Set(table).count == table.count)
        }
    }

    /// A text and the direction of its first strong character.
    static let texts: [(text: String, direction: LayoutDirection?)] = [
        ("Home", .leftToRight),
        ("(Home)", .leftToRight),
        ("Ρυθμίσεις", .leftToRight),
        ("设置", .leftToRight),
        ("الرئيسية", .rightToLeft),
        ("שלום", .rightToLeft),
        ("123 שלום abc", .rightToLeft),
        ("\u{5B8}\u{5D0}", .rightToLeft),            // a mark first, then alef
        ("ދިވެހި", .rightToLeft),                     // Thaana
        ("ߒߞߏ", .rightToLeft),                        // N'Ko
        ("\u{1E900}", .rightToLeft),                  // Adlam
        ("\u{FEFB}", .rightToLeft),                   // Arabic presentation form lam-alef
        ("\u{200F}abc", .rightToLeft),                // right-to-left mark
        ("\u{61C}123", .rightToLeft),                 // Arabic letter mark
        ("\u{200E}שלום", .leftToRight),               // left-to-right mark
        ("\u{2067}abc\u{2069}שלום", .rightToLeft),    // the isolate is skipped
        ("\u{2066}\u{2067}abc\u{2069}def\u{2069}", nil),
        ("\u{2069}abc", .leftToRight),                // a stray pop directional isolate
        ("123", nil),
        ("", nil),
        ("👍 !", nil),
    ]

    @Test func firstStrongCharacter() {
        for (text, direction) in Self.texts {
            #expect(LayoutDirection(firstStrongCharacterOf: text) == direction, "\(text.unicodeScalars.map(\.value))")
        }
    }
}
