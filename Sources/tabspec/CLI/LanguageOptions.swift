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

    /// The catalogs of a run: `--catalog`'s when given, else the configuration's `catalogs` (relative to its
    /// file), else none.
    static func localizations(_ arguments: ParsedArguments, configuration: ConfigurationFile?, loader: inout CatalogLoader,
                              console: Console) throws(CLIError) -> Localizations {
        let flags = arguments.allValues("--catalog")
        if !flags.isEmpty { return try loader.localizations(flags, console: console) }
        guard let configuration, !configuration.lint.catalogs.isEmpty else { return Localizations() }
        return try loader.localizations(configuration.lint.catalogs, relativeTo: FileSystem.parentDirectory(of: configuration.source.path),
                                        console: console)
    }
}

extension LanguageOptions {
    /// `--language <lang>` of frames and render (`all` only where `allowsAll`).
    static func languageOption(allowsAll: Bool) -> OptionSpec {
        .value("--language", valueName: "<lang>",
               help: "Lay the titles out in this language of the catalogs, right to left where it reads so"
                   + (allowsAll ? "; 'all' draws one panel per language (the source language first)." : "."))
    }

    /// The languages `--language` asks `frames` or `render` for, and the catalogs they come from: none without
    /// the option; one language; or with `all` every language of the catalogs. The catalogs are `--catalog`'s,
    /// else those of the spec's configuration file; `nil` after printing a broken configuration's errors.
    static func languages(_ arguments: ParsedArguments, forSpec path: String, allowsAll: Bool,
                          console: Console) throws(CLIError) -> (languages: [String], localizations: Localizations)? {
        guard let language = arguments.value("--language") else {
            if !arguments.allValues("--catalog").isEmpty {
                throw .usage("'--catalog' needs '--language' here; give a language of the catalog" + (allowsAll ? " or 'all'" : ""))
            }
            return ([], Localizations())
        }
        guard language != "all" || allowsAll else {
            throw .usage("'frames' lays the titles out in one language; 'all' is for 'render'")
        }
        guard language == "all" || Localizations.isLanguageTag(language) else {
            throw .invalidValue(language, for: "--language", expected: "a language tag such as 'de' or 'zh-Hans'" + (allowsAll ? ", or 'all'" : ""))
        }
        var discovery = ConfigDiscovery(explicitPath: nil)
        let configuration: ConfigurationFile?
        if arguments.allValues("--catalog").isEmpty {
            guard let configurations = try discovery.configurations(for: [path], console: console) else { return nil }
            configuration = configurations[path]
        } else {
            configuration = nil
        }
        var loader = CatalogLoader()
        let localizations = try Self.localizations(arguments, configuration: configuration, loader: &loader, console: console)
        guard !localizations.isEmpty else {
            throw .usage("'--language' needs a catalog; give '--catalog FILE' or set 'catalogs' in the configuration's 'lint' block")
        }
        let known = localizations.languages
        if language == "all" { return (known, localizations) }
        guard known.contains(language) else {
            throw .usage("the catalogs have no language '\(language)'"
                + Suggestion.phrase(for: language, among: known, otherwise: "; they have \(known.joined(separator: ", "))"))
        }
        return ([language], localizations)
    }
}
