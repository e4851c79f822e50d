import TabSpecCore

/// The option of lint and render that names asset catalogs (apps.md, Icons from the app).
enum AssetOptions {
    /// `--assets <folder>`, repeatable.
    static let assetsOption = OptionSpec.value(
        "--assets", valueName: "<folder>",
        help: "An asset catalog (an .xcassets folder) whose images tabs name; repeatable (default: the configuration's "
            + "'assets').")

    /// The asset catalogs of a run: `--assets`' when given (relative to the working directory), else the
    /// configuration's `assets` (relative to its file), else none. A path that cannot be read is exit 66.
    static func catalogs(_ arguments: ParsedArguments, configuration: ConfigurationFile?,
                         loader: inout AssetLoader) throws(CLIError) -> [AssetCatalog] {
        let flags = arguments.allValues("--assets")
        if !flags.isEmpty { return try loader.catalogs(flags) }
        guard let configuration, !configuration.lint.assets.isEmpty else { return [] }
        return try loader.catalogs(configuration.lint.assets, relativeTo: FileSystem.parentDirectory(of: configuration.source.path))
    }
}

extension AssetOptions {
    /// The asset catalogs `render` draws the spec's images from: `--assets`' when given, else those of the spec's
    /// configuration file (none for standard input without `--assets`); `nil` after printing a broken
    /// configuration's errors. A malformed catalog prints its diagnostic and stops the run (exit 1), as a
    /// malformed String Catalog does: nothing is drawn.
    static func catalogs(_ arguments: ParsedArguments, forSpec path: String, console: Console) throws(CLIError) -> [AssetCatalog]? {
        var configuration: ConfigurationFile?
        if arguments.allValues("--assets").isEmpty {
            guard path != "-" else { return [] }
            var discovery = ConfigDiscovery(explicitPath: nil)
            guard let configurations = try discovery.configurations(for: [path], console: console) else { return nil }
            configuration = configurations[path]
        }
        var loader = AssetLoader()
        let catalogs = try Self.catalogs(arguments, configuration: configuration, loader: &loader)
        if let broken = catalogs.first(where: { $0.problem != nil }), let problem = broken.problem {
            let reporter = HumanReporter(colors: console.stderrIsTerminal && console.colorAllowed)
            console.err(reporter.render(LintReport(files: [problem.fileReport])))
            throw CLIError(code: .failure, message: "asset catalog '\(broken.path)' has an error; nothing was drawn")
        }
        return catalogs
    }
}
