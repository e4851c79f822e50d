import TabSpecRuntime

/// The localization sources a run reads (the `--catalog` files, or the configuration's `catalogs`), each with
/// the path it was read from, and the lookups lint, frames and render share.
///
/// A key is looked up in the sources in order: the first with a translated value wins, as the first catalog
/// given is the one a reader expects to see.
package struct Localizations: Sendable, Hashable {
    /// One source and where it was read from.
    package struct Source: Sendable, Hashable {
        /// The path as the user gave it (for messages).
        package var path: String
        /// The parsed catalog or tables.
        package var source: LocalizationSource

        /// `source`, read from `path`.
        package init(path: String, source: LocalizationSource) {
            self.path = path
            self.source = source
        }
    }

    /// The sources, in the order given.
    package let sources: [Source]
    /// The source language: the first catalog's `sourceLanguage` (tables have none), or `nil`.
    package let sourceLanguage: String?
    /// Every language any source has text in: the source language first, then the others sorted. Worked out
    /// once, when the sources are given (it reads every entry of every catalog).
    package let languages: [String]

    /// Whether some catalog has a device variation (`variations` → `device`), so that a text may differ
    /// between iPhone and iPad; without one a language's texts are looked up once for every idiom.
    package let hasDeviceVariations: Bool

    /// The sources `sources` (none: the run translates nothing).
    package init(_ sources: [Source] = []) {
        self.sources = sources
        hasDeviceVariations = sources.contains { entry in
            guard case let .catalog(catalog) = entry.source else { return false }
            return catalog.entries.contains { catalogEntry in
                catalogEntry.members.value("localizations")?.members?.contains { $0.value["variations"]?["device"] != nil } ?? false
            }
        }
        let source = sources.lazy.compactMap { $0.source.sourceLanguage }.first { !$0.isEmpty }
        var others: Set<String> = []
        for entry in sources {
            others.formUnion(entry.source.languages)
        }
        if let source { others.remove(source) }
        sourceLanguage = source
        languages = (source.map { [$0] } ?? []) + others.sorted()
    }

    /// Whether there is no source.
    package var isEmpty: Bool { sources.isEmpty }

    /// The languages a run uses: `chosen` when given (in its order, each once), else ``languages``.
    package func languages(choosing chosen: [String]?) -> [String] {
        guard let chosen else { return languages }
        var result: [String] = []
        for language in chosen where !result.contains(language) { result.append(language) }
        return result
    }

    /// The translated text of `key` in `language` from the first source that has one, or `nil`.
    package func value(forKey key: String, language: String, idiom: Idiom? = nil) -> String? {
        for entry in sources {
            if let value = entry.source.value(forKey: key, language: language, idiom: idiom) { return value }
        }
        return nil
    }

    /// Whether `tag` looks like a BCP 47 language tag or an `.lproj` folder's name: 2 to 8 ASCII letters, then
    /// subtags of 1 to 8 ASCII letters and digits after `-` or `_` (`de`, `pt-BR`, `zh_Hans`, `Base`).
    package static func isLanguageTag(_ tag: String) -> Bool {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let language = subtags.first, (2...8).contains(language.count),
              language.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return subtags.dropFirst().allSatisfy { subtag in
            (1...8).contains(subtag.count) && subtag.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}
