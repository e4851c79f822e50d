import TabSpecRuntime

/// What decides the environment a tab bar is modelled in — the screen, the iOS version, the design, the tabs
/// shown, the languages — each unset until someone gives it. The one place these choices are merged and
/// defaulted, for `frames`, `render` and `lint` alike:
/// - the configuration file sets some (`lint { deploymentTarget catalogs languages }`, `app {
///   designRequiresCompatibility sdk }`: ``ConfigurationFile/lint``'s ``LintSettings/environment``);
/// - the command line's flags set any (`--device` or an explicit screen, `--landscape`, `--rtl`, `--ios`,
///   `--compatibility`, `--sdk`, `--tabs`, `--catalog`, `--language(s)`);
/// - ``overridden(by:)`` puts the flags over the file, and the resolved properties (``modelledIOSVersion``,
///   ``modelsCompatibility``, ``modelledSDK``, …) and ``tabBarEnvironment(on:orientation:layoutDirection:iOSVersion:)`` fill in
///   the defaults.
///
/// `frames` and `render` resolve the merged settings into one ``RenderEnvironment``; `lint` keeps them in its
/// ``LintSettings`` and lays its device matrix out with ``tabBarEnvironment(on:orientation:layoutDirection:iOSVersion:)``.
///
/// A new setting of the environment goes here, once: a property, its line in ``overridden(by:)``, its default
/// in a resolved property, and where it reaches the layout.
package struct EnvironmentSettings: Sendable, Hashable {
    // MARK: The screen (frames and render; lint checks its device matrix instead)

    /// `--device` or an explicit screen (`--width`, `--height`, …); `nil` = ``Screen/defaultScreen``.
    package var screen: Screen?
    /// `--landscape`; `nil` = portrait.
    package var orientation: Orientation?
    /// `--rtl` (or a right-to-left `--language`); `nil` = left to right.
    package var layoutDirection: LayoutDirection?

    // MARK: The app

    /// `--ios`: the iOS version modelled; `nil` = ``deploymentTarget``, else 18 (``modelledIOSVersion``). Set, it
    /// also enables lint's `symbol-availability`.
    package var iOSVersion: IOSVersion?
    /// The configuration's `lint { deploymentTarget }`: the iOS version modelled when ``iOSVersion`` is unset,
    /// and the oldest version symbols must exist on.
    package var deploymentTarget: IOSVersion?
    /// `--compatibility` / `app { designRequiresCompatibility }`: the app sets `UIDesignRequiresCompatibility`
    /// to keep the pre-iOS 26 design (which applies only with an SDK before 27); `nil` = not set (the new design).
    package var designRequiresCompatibility: Bool?
    /// `--sdk` / `app { sdk }` (v1.3): the iOS SDK the app is built with; `nil` = the newest tabspec models
    /// (``modelledSDK``).
    package var sdk: IOSVersion?

    // MARK: What the bar shows

    /// `--tabs a,b,c` (frames and render): the ids of the tabs shown, in that order; `nil` = every tab. Lint judges
    /// every bar with all its tabs and with only the required ones instead.
    package var tabs: [String]?
    // Issue 25 (themes) adds here `theme` — `--theme NAME|all` of render — with its line in `overridden(by:)`.

    // MARK: Languages

    /// `catalogs` / `--catalog`: the String Catalogs (or folders of `.lproj` folders), as written (the
    /// configuration's relative to its file; the CLI reads them into ``localizations``).
    package var catalogs: [String] = []
    /// Lint's `languages` / `--languages`: the languages to lint, in the order given; `nil` = every language of
    /// ``localizations``.
    package var languages: [String]?
    /// `--language` of frames and render: the language the titles are laid out in, or `all` (render: one panel
    /// per language); `nil` = the spec's own text.
    package var titleLanguage: String?
    /// The catalogs read (the library does no I/O: the CLI, a test or a rule example fills it in).
    package var localizations = Localizations()

    /// Settings with nothing set.
    package init() {}

    /// These settings with everything `other` sets on top (its values replace these): the command line's flags
    /// over the configuration file's settings.
    package func overridden(by other: EnvironmentSettings) -> EnvironmentSettings {
        var result = self
        if let screen = other.screen { result.screen = screen }
        if let orientation = other.orientation { result.orientation = orientation }
        if let direction = other.layoutDirection { result.layoutDirection = direction }
        if let iOSVersion = other.iOSVersion { result.iOSVersion = iOSVersion }
        if let deploymentTarget = other.deploymentTarget { result.deploymentTarget = deploymentTarget }
        if let compatibility = other.designRequiresCompatibility { result.designRequiresCompatibility = compatibility }
        if let sdk = other.sdk { result.sdk = sdk }
        if let tabs = other.tabs { result.tabs = tabs }
        if !other.catalogs.isEmpty { result.catalogs = other.catalogs }
        if let languages = other.languages { result.languages = languages }
        if let language = other.titleLanguage { result.titleLanguage = language }
        if !other.localizations.isEmpty { result.localizations = other.localizations }
        return result
    }

    // MARK: Resolved

    /// The iOS version modelled: ``iOSVersion``, else ``deploymentTarget``, else 18
    /// (``TabBarEnvironment/defaultIOSVersion``).
    package var modelledIOSVersion: IOSVersion {
        iOSVersion ?? deploymentTarget ?? TabBarEnvironment.defaultIOSVersion
    }

    /// Whether the app sets `UIDesignRequiresCompatibility`: ``designRequiresCompatibility``, else `false`. The
    /// key keeps the pre-iOS 26 design only with an SDK before 27 (``TabBarEnvironment/appliesCompatibility``).
    package var modelsCompatibility: Bool {
        designRequiresCompatibility ?? false
    }

    /// The SDK the app is built with: ``sdk``, else the newest tabspec models (27,
    /// ``TabBarEnvironment/newestSDK``).
    package var modelledSDK: IOSVersion {
        sdk ?? TabBarEnvironment.newestSDK
    }

    /// The oldest iOS version the run is about, which every symbol must exist on: the older of
    /// ``deploymentTarget`` and ``iOSVersion``; `nil` when neither is set.
    package var oldestIOSVersion: IOSVersion? {
        [deploymentTarget, iOSVersion].compactMap { $0 }.min()
    }

    /// The languages lint checks each localized tab bar in (``languages``, else every language of the catalogs,
    /// the source language first); empty without catalogs.
    package var lintedLanguages: [String] {
        localizations.isEmpty ? [] : localizations.languages(choosing: languages)
    }

    /// Whether a configuration file could change what these settings (the flags of `frames` or `render`)
    /// resolve to: unless the flags give the iOS version and the SDK (which the output names), and either
    /// `--compatibility`, a version before iOS 26 or an SDK before 26 (where the design key changes nothing),
    /// and give catalogs for a language, the file's `deploymentTarget`, `app { … }` or `catalogs` count.
    /// Without a need, the file is not read (a broken one does not stop the run).
    package var needsConfiguration: Bool {
        guard let iOSVersion, let sdk else { return true }
        if designRequiresCompatibility != true && iOSVersion >= TabBarLayout.Floating.firstIOSVersion
            && sdk >= TabBarEnvironment.floatingFirstSDK { return true }
        return titleLanguage != nil && catalogs.isEmpty
    }

    /// The environment a bar is laid out in on `screen` in `orientation` and `direction`, modelling
    /// ``modelledIOSVersion`` (or `iOSVersion`, which lint's matrix uses to add the floating iOS 26 bar),
    /// ``modelsCompatibility`` and ``modelledSDK``: the one place the settings reach a ``TabBarEnvironment``.
    package func tabBarEnvironment(on screen: Screen, orientation: Orientation = .portrait,
                                   layoutDirection: LayoutDirection = .leftToRight, iOSVersion: IOSVersion? = nil) -> TabBarEnvironment {
        var environment = screen.environment(orientation: orientation, iOSVersion: iOSVersion ?? modelledIOSVersion)
        environment.layoutDirection = layoutDirection
        environment.designRequiresCompatibility = modelsCompatibility
        environment.sdk = modelledSDK
        return environment
    }
}
