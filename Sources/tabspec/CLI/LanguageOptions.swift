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
