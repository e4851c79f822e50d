/// What a lint run checks: the device matrix, the iOS version modelled, the deployment target, extra symbol
/// names and the rules' severities. The one settings type of `tabspec lint`, whoever sets it:
/// - a `.tabspec` configuration file's `lint { … }` block (``ConfigurationFile/lint``);
/// - the command line's `--devices`, `--orientations`, `--ios`, `--compatibility`, `--catalog` and `--languages`,
///   applied over the file's with ``overridden(by:)``;
/// - a rule example (``RuleExample/settings``), which docs/Rules.md shows as a configuration block.
///
/// What lint shares with `frames` and `render` (the iOS version, the design, the catalogs) is its
/// ``environment``, merged and defaulted by ``EnvironmentSettings`` for all three. Every setting may be left
/// unset (`nil` or empty): the defaults apply then (``checkedOrientations``, ``modelledIOSVersion``). ``Linter``
/// takes it.
package struct LintSettings: Sendable, Hashable {
    /// `devices` / `--devices`: catalog slugs to check; `nil` = every device of the catalog. Unknown slugs
    /// are the caller's to reject.
    package var devices: [String]?
    /// `orientations` / `--orientations`: the orientations to check; `nil` = both.
    package var orientations: [Orientation]?
    /// `symbols`: names newer than the built-in table, accepted by `unknown-symbol`, in the order given.
    package var extraSymbols: [String]
    /// `disable`: rules turned off.
    package var disabledRules: Set<DiagnosticID>
    /// `error` and `warning`: severity overrides per rule (language errors cannot be changed).
    package var severities: [DiagnosticID: Severity]
    /// `build`: whether `compile --lint` (the build plugin's compile) lints; `nil` = yes. A build that lints
    /// shows the findings on the spec's lines in Xcode and in the `swift build` log.
    package var lintsInBuild: Bool?
    /// The environment settings lint shares with `frames` and `render`: the iOS version modelled, the
    /// deployment target, the design, the catalogs and languages (``EnvironmentSettings``; its screen, tabs and
    /// title language are not lint's: lint checks its device matrix, every bar with all tabs and with only the
    /// required ones, and every language of ``lintedLanguages``).
    package var environment = EnvironmentSettings()
    /// Whether the configuration file's `compile { localization { … } }` localizes every tab bar (a tab bar is
    /// localized by its own block, its spec's `compile` block, or this).
    package var localizedByConfiguration = false
    /// `assets` / `--assets` (v1.3): the asset catalogs (`.xcassets` folders) whose images tabs may name, as
    /// written (the configuration's are relative to its file; the CLI reads them into ``assetCatalogs``).
    package var assets: [String] = []
    /// The asset catalogs read: with any, `unknown-image` checks every `image` and `selectedImage` against their
    /// names (the library does no I/O: the CLI, a test or a rule example fills it in).
    package var assetCatalogs: [AssetCatalog] = []

    /// Settings with the given values (nothing set by default: every device, both orientations, default
    /// severities).
    package init(
        devices: [String]? = nil,
        orientations: [Orientation]? = nil,
        deploymentTarget: IOSVersion? = nil,
        iOSVersion: IOSVersion? = nil,
        designRequiresCompatibility: Bool? = nil,
        extraSymbols: [String] = [],
        disabledRules: Set<DiagnosticID> = [],
        severities: [DiagnosticID: Severity] = [:]
    ) {
        self.devices = devices
        self.orientations = orientations
        environment.deploymentTarget = deploymentTarget
        environment.iOSVersion = iOSVersion
        environment.designRequiresCompatibility = designRequiresCompatibility
        self.extraSymbols = extraSymbols
        self.disabledRules = disabledRules
        self.severities = severities
    }

    /// These settings with everything `other` sets on top: its devices, orientations, versions, catalogs,
    /// languages and asset catalogs replace these, its extra symbols, disabled rules and severities are added (its severity wins for a rule both
    /// set). The command line's flags are applied this way over the configuration file's settings.
    package func overridden(by other: LintSettings) -> LintSettings {
        var result = self
        if let devices = other.devices { result.devices = devices }
        if let orientations = other.orientations { result.orientations = orientations }
        result.environment = environment.overridden(by: other.environment)
        result.extraSymbols += other.extraSymbols.filter { !result.extraSymbols.contains($0) }
        result.disabledRules.formUnion(other.disabledRules)
        result.severities.merge(other.severities) { _, new in new }
        if let lintsInBuild = other.lintsInBuild { result.lintsInBuild = lintsInBuild }
        result.localizedByConfiguration = result.localizedByConfiguration || other.localizedByConfiguration
        if !other.assets.isEmpty { result.assets = other.assets }
        if !other.assetCatalogs.isEmpty { result.assetCatalogs = other.assetCatalogs }
        return result
    }

    /// The orientations the run checks: ``orientations``, else both (portrait first).
    package var checkedOrientations: [Orientation] {
        orientations ?? Orientation.allCases
    }

    // MARK: The environment's settings, as lint reads them (``EnvironmentSettings`` resolves them)

    /// `deploymentTarget`: enables `symbol-availability`, and is the iOS version modelled when ``iOSVersion``
    /// is not set.
    package var deploymentTarget: IOSVersion? {
        get { environment.deploymentTarget }
        set { environment.deploymentTarget = newValue }
    }

    /// `--ios`: the iOS version modelled; `nil` = ``deploymentTarget``, else 18. Set, it also enables
    /// `symbol-availability`.
    package var iOSVersion: IOSVersion? {
        get { environment.iOSVersion }
        set { environment.iOSVersion = newValue }
    }

    /// `--compatibility` / `app { designRequiresCompatibility }`: the app keeps the pre-iOS 26 design, so
    /// `system` bars stay classic on iOS 26; `nil` = not set (the new design).
    package var designRequiresCompatibility: Bool? {
        get { environment.designRequiresCompatibility }
        set { environment.designRequiresCompatibility = newValue }
    }

    /// `catalogs` / `--catalog`: the String Catalogs to lint every language of, as written.
    package var catalogs: [String] {
        get { environment.catalogs }
        set { environment.catalogs = newValue }
    }

    /// `languages` / `--languages`: the languages to lint; `nil` = every language of the catalogs.
    package var languages: [String]? {
        get { environment.languages }
        set { environment.languages = newValue }
    }

    /// The catalogs read: with any, every localized tab bar is linted in every language.
    package var localizations: Localizations {
        get { environment.localizations }
        set { environment.localizations = newValue }
    }

    /// The iOS version the run's layouts model (``EnvironmentSettings/modelledIOSVersion``).
    package var modelledIOSVersion: IOSVersion { environment.modelledIOSVersion }

    /// Whether the run's layouts keep the pre-iOS 26 design (``EnvironmentSettings/modelsCompatibility``).
    package var modelsCompatibility: Bool { environment.modelsCompatibility }

    /// The languages the run lints each localized tab bar in (``EnvironmentSettings/lintedLanguages``).
    package var lintedLanguages: [String] { environment.lintedLanguages }

    /// The oldest iOS version the run is about, which every symbol must exist on
    /// (``EnvironmentSettings/oldestIOSVersion``); `nil` (no `symbol-availability`) when none is set.
    package var oldestIOSVersion: IOSVersion? { environment.oldestIOSVersion }
}
