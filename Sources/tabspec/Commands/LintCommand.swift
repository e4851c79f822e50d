import TabSpecCore

/// `tabspec lint <inputs>`: language errors and lint rules over a device matrix, with configuration files,
/// CI reporters and baselines.
enum LintCommand: Command {
    /// The command name.
    static let name = "lint"
    /// The help, whose options are also what gets parsed.
    static let help = CommandHelp(
        overview: "Check specs for language errors and lint problems.",
        usage: "tabspec lint <inputs> [--reporter human|xcode|json|github|sarif|junit] [--strict] [--devices a,b] "
            + "[--orientations portrait,landscape] [--ios VERSION] [--compatibility] [--sdk VERSION] [--catalog FILE]... [--languages a,b] [--assets FOLDER]... [--config FILE] "
            + "[--baseline FILE] [--write-baseline FILE]",
        arguments: [("<inputs>", "Spec files or directories (searched recursively for *.tabspec); '-' reads standard input.")],
        options: [
            .value("--reporter", valueName: "<reporter>",
                   help: "human, xcode, json, github, sarif or junit (default: human on a terminal, else xcode).",
                   allowed: ReporterKind.allCases.map(\.rawValue)),
            .flag("--strict", help: "Exit 1 on warnings too."),
            .value("--devices", valueName: "<slugs>",
                   help: "Devices to check, comma-separated (default: every device of 'tabspec devices')."),
            .value("--orientations", valueName: "<list>", help: "portrait, landscape or portrait,landscape (the default)."),
            .value("--ios", valueName: "<version>",
                   help: "The iOS version to model (default: the configuration's deploymentTarget, else 18): iOS 26 "
                       + "safe areas and notes from 26 on; symbols must exist on it and on the deploymentTarget "
                       + "(symbol-availability)."),
            DeviceOptions.compatibilityOption,
            DeviceOptions.sdkOption,
            LanguageOptions.catalogOption,
            .value("--languages", valueName: "<list>",
                   help: "Languages to lint localized tab bars in, comma-separated (default: every language of the catalogs)."),
            AssetOptions.assetsOption,
            .value("--config", valueName: "<file>", help: "Use this configuration file instead of the .tabspec files found."),
            .value("--baseline", valueName: "<file>", help: "Report only findings that this baseline does not record."),
            .value("--write-baseline", valueName: "<file>",
                   help: "Record the current lint findings in this file; they are then not reported."),
        ],
        discussion: """
        CONFIGURATION:
          Settings come from the first file named '.tabspec' in the spec's directory or above it (the search
          stops at the directory containing '.git'), or from --config. Flags override it:
            lint {
                devices: iphone-se-3 iphone-16 ipad-pro-11
                orientations: portrait
                deploymentTarget: 16.0
                disable: title-truncation
                error: low-contrast
                warning: item-overflow
                symbols: "figure.walk.motion"
                catalogs: "App/Resources/Tabs.xcstrings"
                languages: de ja ar
                assets: "App/Assets.xcassets"
            }
          A configuration file with errors stops the run (exit 1). See docs/Configuration.md.

        LANGUAGES:
          With String Catalogs (--catalog or the configuration's 'catalogs', relative to it), every localized
          tab bar is linted in every language: title-truncation with the translated titles, right to left for
          right-to-left languages; missing-translation and stale-catalog compare the catalogs with the spec.
          See docs/Localization.md.

        IMAGES:
          With asset catalogs (--assets or the configuration's 'assets', relative to it), unknown-image checks
          every 'image' and 'selectedImage' against the catalogs' images (.imageset) and custom symbols
          (.symbolset), namespaces included ('Tabs/home'), and suggests the closest names. A malformed catalog
          is one invalid-asset-catalog error at the file and line of its first problem; the other specs' and
          the catalog's other names are still checked.

        REPORTERS:
          human   excerpts with carets            xcode   path:line:col: severity: message [id]
          json    an array of diagnostics         github  GitHub Actions annotations, then xcode lines
          sarif   SARIF 2.1.0 (code scanning)     junit   JUnit XML, one test case per file and rule
          See docs/CI.md.
        """,
        exitStatus: [
            (.success, "no errors"),
            (.failure, "errors (or warnings with --strict), or a configuration or baseline file with errors"),
            (.usage, "usage error"),
            (.noInput, "an input, configuration, baseline or asset catalog folder cannot be read"),
            (.cannotCreate, "the baseline cannot be written (it is a spec or a configuration file, a directory, a FIFO or a device, or read-only), or standard output failed"),
        ]
    )

    /// Checks the inputs and prints the report; returns the exit code.
    static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
        guard !arguments.positionals.isEmpty else {
            throw .usage("missing inputs; give spec files, directories or '-' for standard input")
        }
        let reporter = arguments.value("--reporter").flatMap(ReporterKind.init(rawValue:))
            ?? (console.stdoutIsTerminal ? .human : .xcode)
        let flags = try lintSettings(arguments)
        let paths = try InputCollector.collect(arguments.positionals)
        // `--write-baseline` records everything anew, so an old `--baseline` is then not consulted.
        let writesBaseline = arguments.value("--write-baseline") != nil
        let baseline = try arguments.value("--baseline").flatMap { path throws(CLIError) in
            writesBaseline ? nil : try readBaseline(path)
        }

        // Configuration first: a broken configuration stops the run before any spec is checked.
        var discovery = ConfigDiscovery(explicitPath: arguments.value("--config"))
        guard let configurations = try discovery.configurations(for: paths, console: console) else { return .failure }

        // Catalogs next: every one is read (a malformed one stops the run) before any spec is checked.
        var loader = CatalogLoader()
        var assetLoader = AssetLoader()
        var localized: [String: Localizations] = [:]
        var assets: [String: [AssetCatalog]] = [:]
        for path in paths {
            localized[path] = try LanguageOptions.localizations(flags.environment, configuration: configurations[path], loader: &loader,
                                                                console: console)
            // A malformed asset catalog is a diagnostic of the report, not the end of the run.
            assets[path] = try AssetOptions.catalogs(arguments, configuration: configurations[path], loader: &assetLoader)
        }

        var specs: [(source: SourceFile, settings: LintSettings)] = []
        var unreadable = false
        for path in paths {
            guard let source = InputCollector.readSpec(path, console: console) else {
                unreadable = true
                continue
            }
            var settings = (configurations[path]?.lint ?? LintSettings()).overridden(by: flags)
            settings.localizations = localized[path] ?? Localizations()
            settings.assetCatalogs = assets[path] ?? []
            specs.append((source, settings))
        }
        let baselineUse: Compiler.BaselineUse = writesBaseline ? .record : baseline.map { .compare($0) } ?? .none
        var outcome = Compiler().lint(specs, baseline: baselineUse, fingerprints: reporter == .sarif)
        outcome.report.files += assetLoader.problemReports
        var done: String?
        if let path = arguments.value("--write-baseline"), let recorded = outcome.recorded {
            // A baseline of an incomplete run would silently drop the unread files' findings.
            guard !unreadable else {
                console.error("baseline '\(path)' not written: some inputs could not be read")
                return .noInput
            }
            // The specs and configuration files read. `--baseline` is not read with `--write-baseline`, so
            // `--baseline B --write-baseline B` refreshes B in place (docs/CI.md).
            var inputs = InputFiles(paths + discovery.loadedPaths)
            if let config = arguments.value("--config") { inputs.insert(config) }
            try FileSystem.checkOutput(path, protecting: inputs)
            try FileSystem.writeAtomically(Array(recorded.rendered().utf8), to: path)
            done = "recorded \(Wording.count(recorded.findingCount, "finding")) in baseline '\(path)'"
        } else if let path = arguments.value("--baseline"), outcome.hidden > 0 {
            done = "\(Wording.count(outcome.hidden, "finding")) recorded in baseline '\(path)' not shown"
        }

        // Written as it goes: a large report is never held whole.
        reporter.reporter(colors: console.stdoutIsTerminal && console.colorAllowed, toolVersion: TabSpecCLI.version)
            .write(outcome.report) { console.out($0) }
        // What lint could not judge (v1.3: an iPad's top bar, a bar hidden in a regular width) ends the summary.
        let outcomeWords = [done, outcome.unjudged.summary].compactMap { $0 }
        console.summary(outcome.report, outcomeWords.isEmpty ? nil : outcomeWords.joined(separator: "; "))
        if unreadable { return .noInput }
        return outcome.fails(strict: arguments.flag("--strict")) ? .failure : .success
    }

    /// Reads and parses a baseline file: 66 when it cannot be read, 1 when it is not a baseline.
    private static func readBaseline(_ path: String) throws(CLIError) -> Baseline {
        let bytes = try FileSystem.read(path)
        do {
            return try Baseline(parsing: bytes)
        } catch {
            throw CLIError(code: .failure, message: "invalid baseline '\(path)': \(error.message)")
        }
    }

}

extension LintCommand {
    /// The lint settings `--devices`, `--orientations`, `--languages`, `--assets` and the app's flags (`--ios`,
    /// `--compatibility`, `--sdk`, `--catalog`: ``EnvironmentOptions/appSettings(_:)``) set (each validated; a bad value is a
    /// usage error with a suggestion), applied over the configuration file's.
    static func lintSettings(_ arguments: ParsedArguments) throws(CLIError) -> LintSettings {
        var settings = LintSettings()
        settings.devices = try arguments.value("--devices").map { text throws(CLIError) in
            try list(text, option: "--devices", allowed: Device.catalog.map(\.slug), noun: "device",
                     expected: "device slugs such as 'iphone-16' (see 'tabspec devices')")
        }
        settings.orientations = try arguments.value("--orientations").map { text throws(CLIError) in
            try list(text, option: "--orientations", allowed: Orientation.allCases.map(\.rawValue), noun: "orientation",
                     expected: "'portrait', 'landscape' or 'portrait,landscape'").compactMap(Orientation.init(rawValue:))
        }
        settings.environment = try EnvironmentOptions.appSettings(arguments)
        settings.assets = arguments.allValues("--assets")
        settings.languages = try arguments.value("--languages").map { text throws(CLIError) in
            try LanguageOptions.languages(text, option: "--languages")
        }
        return settings
    }

    /// The comma-separated names of `text`, each in `allowed`, without repeats.
    private static func list(_ text: String, option: String, allowed: [String], noun: String, expected: String) throws(CLIError) -> [String] {
        var names: [String] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = String(part).trimmingSpaces()
            guard !name.isEmpty else { throw .invalidValue(text, for: option, expected: expected) }
            guard allowed.contains(name) else {
                throw .usage("unknown \(noun) '\(name)' in '\(option)'"
                    + Suggestion.phrase(Suggestion.closest(to: name, among: allowed), otherwise: "; expected \(expected)"))
            }
            if !names.contains(name) { names.append(name) }
        }
        return names
    }
}

extension String {
    /// The string without leading and trailing spaces (the parts of a comma-separated option value).
    func trimmingSpaces() -> String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
