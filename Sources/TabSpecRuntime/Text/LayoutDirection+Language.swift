/// The direction a language's text runs in, from its BCP 47 tag.
extension LayoutDirection {
    /// The direction of text in `language`, a BCP 47 tag (`ar`, `ar-EG`, `az-Arab`, `sr-Latn`; `_` is
    /// accepted for `-`, as in `.lproj` folder names, and an `@…` or `.…` suffix of a POSIX or ICU locale
    /// id is ignored): a script subtag decides (`uz-Arab` is right to left, `ks-Deva` left to right); without
    /// one, the language's usual script does (`ar`, `he`, `iw`, `fa`, `ur`, `ps`, `yi`, `dv`, `ckb`, `sd`,
    /// `ug` and others of ``rightToLeftLanguages``), and for a few languages written in two scripts the
    /// region (`pa-PK`: Shahmukhi, `uz-AF`, `az-IR`: Arabic script). Anything else, a malformed tag
    /// included, is left to right.
    package init(language tag: some StringProtocol) {
        self = Self.isRightToLeft(language: Self.subtags(of: tag)) ? .rightToLeft : .leftToRight
    }

    /// Whether the lowercased subtags of a language tag name a right-to-left language or script.
    private static func isRightToLeft(language subtags: [Substring]) -> Bool {
        guard let language = subtags.first, (2...8).contains(language.count),
              language.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        var script: Substring?
        var region: Substring?
        // `language-extlang-script-region-variant-…`; a one-letter subtag starts extensions or private use.
        for subtag in subtags.dropFirst() {
            if subtag.count == 1 { break }
            if script == nil, region == nil, subtag.count == 4, subtag.allSatisfy({ $0.isASCII && $0.isLetter }) {
                script = subtag
            } else if region == nil, subtag.count == 2 || (subtag.count == 3 && subtag.allSatisfy(\.isASCII) && subtag.allSatisfy(\.isNumber)) {
                region = subtag
            }
        }
        if let script { return rightToLeftScripts.contains(script) }
        if let region, rightToLeftRegionalForms.contains(where: { $0.language == language && $0.region == region }) {
            return true
        }
        return rightToLeftLanguages.contains(language)
    }

    /// The subtags of `tag`, lowercased, split at `-` and `_` (empty ones skipped: `ar-` is `ar`), without an
    /// `@…` or `.…` suffix.
    private static func subtags(of tag: some StringProtocol) -> [Substring] {
        let end = tag.firstIndex(where: { $0 == "@" || $0 == "." }) ?? tag.endIndex
        let lowercased = tag[..<end].lowercased()
        return lowercased.split(whereSeparator: { $0 == "-" || $0 == "_" })
    }

    /// Languages whose usual script runs right to left (ISO 639-1 codes, the deprecated `iw` and `ji`, and
    /// ISO 639-2/3 codes of the same languages and of Arabic's varieties), sorted.
    package static let rightToLeftLanguages: [Substring] = [
        "acm", "aeb", "afb", "ajp", "apc", "apd", "ar", "ara", "arb", "arc", "arq", "ary", "arz", "azb", "bal",
        "bgn", "bqi", "ckb", "div", "dv", "fa", "fas", "glk", "he", "heb", "iw", "ji", "kas", "ks", "lrc",
        "mzn", "nqo", "per", "pes", "pnb", "prs", "ps", "pus", "rhg", "sd", "sdh", "skr", "snd", "syr", "ug",
        "uig", "ur", "urd", "yi", "yid",
    ]

    /// ISO 15924 codes of right-to-left scripts (Unicode's script metadata), lowercased and sorted: Arabic,
    /// Hebrew, Syriac, Thaana, N'Ko, Adlam, Hanifi Rohingya and historic ones.
    package static let rightToLeftScripts: [Substring] = [
        "adlm", "arab", "aran", "armi", "avst", "chrs", "cprt", "elym", "hatr", "hebr", "hung", "khar", "lydi",
        "mand", "mani", "mend", "merc", "mero", "narb", "nbat", "nkoo", "orkh", "ougr", "palm", "phli", "phlp",
        "phnx", "prti", "rohg", "samr", "sarb", "sogd", "sogo", "syrc", "thaa", "yezi",
    ]

    /// Languages written in two scripts whose region alone picks the right-to-left one: Punjabi in
    /// Pakistan (Shahmukhi), Uzbek in Afghanistan and Azerbaijani in Iran (Arabic script).
    package static let rightToLeftRegionalForms: [(language: Substring, region: Substring)] = [
        ("az", "ir"), ("pa", "pk"), ("uz", "af"),
    ]
}
