/// What a lint run checks: the device matrix, the iOS version modelled, the deployment target, extra symbol
/// names and the rules' severities. The one settings type of `tabspec lint`, whoever sets it:
/// - a `.tabspec` configuration file's `lint { … }` block (``ConfigurationFile/lint``);
/// - the command line's `--devices`, `--orientations`, `--ios` and `--compatibility`, applied over the file's with
///   ``overridden(by:)``;
/// - a rule example (``RuleExample/settings``), which docs/Rules.md shows as a configuration block.
///
/// Every setting may be left unset (`nil` or empty): the defaults apply then (``checkedOrientations``,
/// ``modelledIOSVersion``). ``Linter`` takes it.
package struct LintSettings: Sendable, Hashable {
    /// `devices` / `--devices`: catalog slugs to check; `nil` = every device of the catalog. Unknown slugs
    /// are the caller's to reject.
    package var devices: [String]?
    /// `orientations` / `--orientations`: the orientations to check; `nil` = both.
    package var orientations: [Orientation]?
    /// `deploymentTarget`: enables `symbol-availability`, and is the iOS version modelled when
    /// ``iOSVersion`` is not set.
    package var deploymentTarget: IOSVersion?
    /// `--ios`: the iOS version modelled (the catalog's safe areas and the iOS 26 note of `system` bars);
    /// `nil` = ``deploymentTarget``, else 18. Set, it also enables `symbol-availability`.
    package var iOSVersion: IOSVersion?
    /// `--compatibility`: the app keeps the pre-iOS 26 design (`UIDesignRequiresCompatibility`), so `system`
    /// bars stay classic on iOS 26; `nil` = not set (the new design).
    package var designRequiresCompatibility: Bool?
    /// `symbols`: names newer than the built-in table, accepted by `unknown-symbol`, in the order given.
    package var extraSymbols: [String]
    /// `disable`: rules turned off.
    package var disabledRules: Set<DiagnosticID>
    /// `error` and `warning`: severity overrides per rule (language errors cannot be changed).
    package var severities: [DiagnosticID: Severity]
    /// `build`: whether `compile --lint` (the build plugin's compile) lints; `nil` = yes. A build that lints
    /// shows the findings on the spec's lines in Xcode and in the `swift build` log.
    package var lintsInBuild: Bool?
    /// `catalogs` / `--catalog`: the String Catalogs (or folders of `.lproj` folders) to lint every language
    /// of, as written (the configuration's are relative to its file; the CLI reads them into
    /// ``localizations``).
    package var catalogs: [String] = []
    /// `languages` / `--languages`: the languages to lint, in the order given; `nil` = every language of
    /// ``localizations`` (``Localizations/languages``).
    package var languages: [String]?
    /// The catalogs read: with any, every localized tab bar is linted in every language (the library does no
    /// I/O: the CLI, a test or a rule example fills it in).
    package var localizations = Localizations()
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
        self.deploymentTarget = deploymentTarget
        self.iOSVersion = iOSVersion
        self.designRequiresCompatibility = designRequiresCompatibility
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
        if let deploymentTarget = other.deploymentTarget { result.deploymentTarget = deploymentTarget }
        if let iOSVersion = other.iOSVersion { result.iOSVersion = iOSVersion }
        if let compatibility = other.designRequiresCompatibility { result.designRequiresCompatibility = compatibility }
        result.extraSymbols += other.extraSymbols.filter { !result.extraSymbols.contains($0) }
        result.disabledRules.formUnion(other.disabledRules)
        result.severities.merge(other.severities) { _, new in new }
        if let lintsInBuild = other.lintsInBuild { result.lintsInBuild = lintsInBuild }
        if !other.catalogs.isEmpty { result.catalogs = other.catalogs }
        if let languages = other.languages { result.languages = languages }
        if !other.localizations.isEmpty { result.localizations = other.localizations }
        result.localizedByConfiguration = result.localizedByConfiguration || other.localizedByConfiguration
        if !other.assets.isEmpty { result.assets = other.assets }
        if !other.assetCatalogs.isEmpty { result.assetCatalogs = other.assetCatalogs }
        return result
    }

    /// The orientations the run checks: ``orientations``, else both (portrait first).
    package var checkedOrientations: [Orientation] {
        orientations ?? Orientation.allCases
    }

    /// The iOS version the run's layouts model: ``iOSVersion``, else ``deploymentTarget``, else 18.
    package var modelledIOSVersion: IOSVersion {
        iOSVersion ?? deploymentTarget ?? TabBarEnvironment.defaultIOSVersion
    }

    /// Whether the run's layouts keep the pre-iOS 26 design: ``designRequiresCompatibility``, else `false`.
    package var modelsCompatibility: Bool {
        designRequiresCompatibility ?? false
    }

    /// The languages the run lints each localized tab bar in (``languages``, else every language of the
    /// catalogs, the source language first); empty without catalogs.
    package var lintedLanguages: [String] {
        localizations.isEmpty ? [] : localizations.languages(choosing: languages)
    }

    /// The oldest iOS version the run is about, which every symbol must exist on: the older of
    /// ``deploymentTarget`` and ``iOSVersion``; `nil` (no `symbol-availability`) when neither is set.
    package var oldestIOSVersion: IOSVersion? {
        [deploymentTarget, iOSVersion].compactMap { $0 }.min()
    }
}
