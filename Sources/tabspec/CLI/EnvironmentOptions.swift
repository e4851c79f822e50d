import TabSpecCore

/// The flags that set the environment a spec is modelled in, read into one ``EnvironmentSettings`` (checked,
/// before any file is read), and the one way `frames` and `render` resolve them with the configuration file into
/// a ``RenderEnvironment``. `lint` reads the app's flags here too (``appSettings(_:)``) and applies them over each
/// configuration file's settings.
///
/// A new environment flag (`--theme`) is read here once, into its ``EnvironmentSettings`` property.
enum EnvironmentOptions {
    /// What `frames`, `render` and `lint` read alike: `--ios`, `--compatibility`, `--sdk` and `--catalog`.
    static func appSettings(_ arguments: ParsedArguments) throws(CLIError) -> EnvironmentSettings {
        var settings = EnvironmentSettings()
        settings.iOSVersion = try DeviceOptions.iOSVersion(from: arguments)
        if arguments.flag("--compatibility") { settings.designRequiresCompatibility = true }
        settings.sdk = try DeviceOptions.sdk(from: arguments)
        settings.catalogs = arguments.allValues("--catalog")
        return settings
    }

    /// The flags of `frames` or `render`: the app's (``appSettings(_:)``), the screen (`--device` or an explicit
    /// one), `--landscape`, `--rtl` and `--language` (`all` only where `allowsAllLanguages`).
    static func layoutSettings(_ arguments: ParsedArguments, allowsAllLanguages: Bool) throws(CLIError) -> EnvironmentSettings {
        var settings = try appSettings(arguments)
        settings.screen = try DeviceOptions.screen(from: arguments)
        if arguments.flag("--landscape") { settings.orientation = .landscape }
        if arguments.flag("--rtl") { settings.layoutDirection = .rightToLeft }
        settings.titleLanguage = try LanguageOptions.titleLanguage(arguments, allowsAll: allowsAllLanguages)
        settings.tabs = try arguments.value("--tabs").map(tabs)
        return settings
    }

    /// `--tabs a,b,c` of `frames` and `render`.
    static let tabsOption = OptionSpec.value(
        "--tabs", valueName: "<ids>",
        help: "Show only these tabs, in this order (comma-separated ids), as the app decides at run time; every tab "
            + "without 'optional: true' must be listed (with --tabbar when the file has several tab bars).")

    /// The ids of a `--tabs` value, in the order given (spaces around them allowed); an empty list or an empty id
    /// is a usage error. Whether the bar has them is the compiler's to say.
    static func tabs(_ text: String) throws(CLIError) -> [String] {
        let ids = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces() }
        guard !ids.contains(where: \.isEmpty) else {
            throw .invalidValue(text, for: "--tabs", expected: "tab ids separated by commas, such as 'home,search,profile'")
        }
        return ids
    }

    /// The environment `flags` describe for the spec at `path`: the flags over its configuration file (found as
    /// `lint` finds it, and read only when it can change the result: ``EnvironmentSettings/needsConfiguration``)
    /// over the defaults, with the catalogs a `--language` needs read. `nil` after printing the errors of a broken
    /// configuration file.
    static func renderEnvironment(_ flags: EnvironmentSettings, forSpec path: String,
                                  console: Console) throws(CLIError) -> RenderEnvironment? {
        var configuration: ConfigurationFile?
        if flags.needsConfiguration {
            var discovery = ConfigDiscovery(explicitPath: nil)
            guard let configurations = try discovery.configurations(for: [path], console: console) else { return nil }
            configuration = configurations[path]
        }
        var settings = (configuration?.environment ?? EnvironmentSettings()).overridden(by: flags)
        if flags.titleLanguage != nil {
            var loader = CatalogLoader()
            settings.localizations = try LanguageOptions.localizations(flags, configuration: configuration, loader: &loader, console: console)
        }
        do throws(RenderEnvironment.ResolutionError) {
            return try RenderEnvironment(resolving: settings)
        } catch {
            throw .usage(error.message)
        }
    }
}
