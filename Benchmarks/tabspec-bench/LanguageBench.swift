import Foundation
import TabSpecCore

/// The `lint in languages` measurement: `lint` of a bundled spec over the default device matrix with a String
/// Catalog of 5,000 keys in 40 languages, against the same `lint` without one (docs/Performance.md: ≤ 2×).
enum LanguageBench {
    /// The 40 languages of the catalog: the source language `en` and 39 others, right-to-left ones among them.
    static let languages = [
        "en", "ar", "bg", "ca", "cs", "da", "de", "el", "es", "fa", "fi", "fr", "he", "hi", "hr", "hu", "id", "it",
        "ja", "ko", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sv", "th", "tr", "uk", "ur", "vi",
        "zh-Hans", "zh-Hant", "zh-HK", "sr", "lt",
    ]

    /// A catalog of `keyCount` keys in ``languages``: every key of `spec`'s tab bars (each language's value
    /// twice as long as the source text, so that every language lays out differently), then filler keys.
    static func catalog(for spec: SpecDocument, keyCount: Int) -> [UInt8] {
        var entries: [(key: String, text: String)] = spec.tabBars.flatMap { bar in bar.localizedTexts.map { ($0.key, $0.text) } }
        var filler = 0
        while entries.count < keyCount {
            entries.append(("Bench.filler\(filler).title", "Filler \(filler)"))
            filler += 1
        }
        var json = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        for (index, entry) in entries.enumerated() {
            json += "    \"\(entry.key)\" : {\n      \"extractionState\" : \"manual\",\n      \"localizations\" : {\n"
            for (number, language) in languages.enumerated() {
                let value = language == "en" ? entry.text : "\(entry.text) \(entry.text) \(language)"
                json += "        \"\(language)\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n"
                    + "            \"value\" : \"\(value)\"\n          }\n        }" + (number == languages.count - 1 ? "\n" : ",\n")
            }
            json += "      }\n    }" + (index == entries.count - 1 ? "\n" : ",\n")
        }
        json += "  },\n  \"version\" : \"1.0\"\n}"
        return Array(json.utf8)
    }

    /// Times both runs (`runs` each after a warm-up) and returns the lines to print and the verdict.
    static func measure(specPath: String, runs: Int, checksum: inout Int) -> (lines: [String], verdict: Verdict) {
        guard let bytes = FileManager.default.contents(atPath: specPath) else {
            return (["lint in languages: cannot read \(specPath)"], Verdict(name: "lint in 40 languages vs lint", detail: "no spec", passed: false))
        }
        let source = SourceFile(path: (specPath as NSString).lastPathComponent, bytes: Array(bytes))
        let compiler = Compiler()
        let catalogBytes = catalog(for: compiler.analyze(source), keyCount: 5000)
        let parseStart = Clock.now()
        guard let catalog = try? StringCatalog(parsing: catalogBytes, path: "Bench.xcstrings") else {
            return (["lint in languages: the generated catalog does not parse"],
                    Verdict(name: "lint in 40 languages vs lint", detail: "catalog does not parse", passed: false))
        }
        let parseSeconds = Clock.now() - parseStart
        let plain = LintSettings()
        var localized = LintSettings()
        localized.localizations = Localizations([.init(path: "Bench.xcstrings", source: .catalog(catalog))])
        localized.localizedByConfiguration = true
        var findings = 0
        let without = Timing.measure(runs: runs, checksum: &checksum) {
            compiler.lint([(source, plain)]).report.files.reduce(0) { $0 + $1.diagnostics.count }
        }
        let with = Timing.measure(runs: runs, checksum: &checksum) {
            let count = compiler.lint([(source, localized)]).report.files.reduce(0) { $0 + $1.diagnostics.count }
            findings = count
            return count
        }
        let ratio = with.minimum / max(without.minimum, 1e-9)
        let lines = [
            "lint in languages (\(source.path), every device and orientation; catalog of 5000 keys × \(languages.count) languages, "
                + "\(catalogBytes.count / 1024) KB, parsed once in \(fixed(parseSeconds * 1000, 1)) ms, not timed below):",
            "  lint without a catalog:       min \(fixed(without.minimum * 1000, 2)) ms, median \(fixed(without.median * 1000, 2)) ms",
            "  lint in \(languages.count) languages:          min \(fixed(with.minimum * 1000, 2)) ms, median \(fixed(with.median * 1000, 2)) ms (\(findings) findings)",
        ]
        return (lines, Verdict(name: "lint in 40 languages vs lint (bundled spec)",
                               detail: "\(fixed(ratio, 2))× (fastest runs; need ≤ 2×)", passed: ratio <= 2))
    }
}
