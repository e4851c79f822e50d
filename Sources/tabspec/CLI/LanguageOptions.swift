import TabSpecCore

/// The options of lint, frames and render that choose String Catalogs and languages (localization.md).
enum LanguageOptions {
    /// `--catalog <file>`, repeatable.
    static let catalogOption = OptionSpec.value(
        "--catalog", valueName: "<file>",
        help: "A String Catalog (.xcstrings), or a folder of <language>.lproj/<table>.strings folders; repeatable "
            + "(default: the configuration's 'catalogs').")

    /// The language tags of a comma-separated `--languages` value, each once, in the order given.
    static func languages(_ text: String, option: String) throws(CLIError) -> [String] {
        var languages: [String] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let tag = String(part).trimmingSpaces()
            guard Localizations.isLanguageTag(tag) else {
                throw .invalidValue(tag, for: option, expected: "language tags such as 'de', 'pt-BR' or 'zh-Hans'")
            }
            if !languages.contains(tag) { languages.append(tag) }
        }
        return languages
    }

    /// The catalogs of a run: the flags' (`--catalog`) when given, else the configuration's `catalogs` (relative
    /// to its file), else none.
    static func localizations(_ flags: EnvironmentSettings, configuration: ConfigurationFile?, loader: inout CatalogLoader,
                              console: Console) throws(CLIError) -> Localizations {
        if !flags.catalogs.isEmpty { return try loader.localizations(flags.catalogs, console: console) }
        guard let configuration, !configuration.environment.catalogs.isEmpty else { return Localizations() }
        return try loader.localizations(configuration.environment.catalogs,
                                        relativeTo: FileSystem.parentDirectory(of: configuration.source.path), console: console)
    }
}

extension LanguageOptions {
    /// `--language <lang>` of frames and render (`all` only where `allowsAll`).
    static func languageOption(allowsAll: Bool) -> OptionSpec {
        .value("--language", valueName: "<lang>",
               help: "Lay the titles out in this language of the catalogs, right to left where it reads so"
                   + (allowsAll ? "; 'all' draws one panel per language (the source language first)." : "."))
    }

    /// `--language` of `frames` or `render` (`all` only where `allowsAll`), checked: a language tag, or `all`;
    /// `nil` without the option (then `--catalog` is a mistake). Whether the catalogs have it is
    /// ``RenderEnvironment/init(resolving:)``'s to say, once they are read.
    static func titleLanguage(_ arguments: ParsedArguments, allowsAll: Bool) throws(CLIError) -> String? {
        guard let language = arguments.value("--language") else {
            if !arguments.allValues("--catalog").isEmpty {
                throw .usage("'--catalog' needs '--language' here; give a language of the catalog" + (allowsAll ? " or 'all'" : ""))
            }
            return nil
        }
        guard language != RenderEnvironment.allLanguages || allowsAll else {
            throw .usage("'frames' lays the titles out in one language; 'all' is for 'render'")
        }
        guard language == RenderEnvironment.allLanguages || Localizations.isLanguageTag(language) else {
            throw .invalidValue(language, for: "--language", expected: "a language tag such as 'de' or 'zh-Hans'" + (allowsAll ? ", or 'all'" : ""))
        }
        return language
    }
}
