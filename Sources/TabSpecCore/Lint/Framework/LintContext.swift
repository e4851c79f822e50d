/// Everything a rule may consult besides the tab bar: the source, the device matrix and symbol data.
///
/// The matrix is every selected catalog device (in catalog order, whatever order the settings list them in)
/// in every selected orientation (portrait before landscape). Environments that lay out identically (same
/// size, safe area, size classes and idiom; only the name or scale differs) share one *layout class*, so a
/// layout is computed once per class, not once per device. A context belongs to one lint run (it caches
/// symbol suggestions and facts) and is not shared between threads.
struct LintContext {
    /// One checked device in one orientation.
    struct CheckedEnvironment: Sendable {
        /// The catalog device.
        var device: Device
        /// The orientation it is checked in.
        var orientation: Orientation
        /// The device's environment in that orientation (left-to-right).
        var environment: TabBarEnvironment
        /// The index of the environment's layout class in ``LintContext/layoutClasses``.
        var layoutClass: Int
        /// Whether the matrix adds it to judge the floating iOS 26 bar (layout.md v1.2, Lint): a phone in
        /// portrait on iOS 26, which counts only for tab bars that float there.
        var addsFloatingBar = false

        /// How findings name it: `iPhone SE (3rd generation), landscape`, or `iPhone 16, portrait (iOS 26)`
        /// for an added floating-bar environment.
        var displayName: String {
            "\(device.name), \(orientation.rawValue)" + (addsFloatingBar ? Self.floatingSuffix : "")
        }

        /// What names an added floating-bar environment after its device and orientation: ` (iOS 26)`.
        static let floatingSuffix = " (iOS \(TabBarLayout.Floating.firstIOSVersion.major))"
    }

    /// The source file being linted.
    let source: SourceFile
    /// The names of every tab bar the file declares (a suggested new name must not be one of them).
    let tabBarNames: Set<String>
    /// The device matrix in its fixed order (catalog order, portrait before landscape), then, unless the
    /// modelled iOS is already 26 or the app keeps the old design (an SDK before 26, or
    /// `designRequiresCompatibility` with an SDK before 27), every checked phone in portrait as iOS 26
    /// (``CheckedEnvironment/addsFloatingBar``).
    let environments: [CheckedEnvironment]
    /// One representative environment per layout class, in order of first appearance in ``environments``.
    let layoutClasses: [TabBarEnvironment]
    /// The oldest iOS version the run is about (``LintSettings/oldestIOSVersion``), which symbols must exist on,
    /// and how messages name it; `nil` turns `symbol-availability` off.
    let symbolFloor: SymbolFloor?

    /// A version symbols must exist on, with the phrase messages use for it.
    struct SymbolFloor: Sendable {
        /// The version.
        let version: IOSVersion
        /// `the deployment target is 16.0`, or `the iOS version modelled is 15.0` when `--ios` is older.
        let phrase: String
    }
    /// Whether the app sets `UIDesignRequiresCompatibility` (``LintSettings/modelsCompatibility``):
    /// `compatibility-mode`.
    let designRequiresCompatibility: Bool
    /// The SDK the app is built with (``EnvironmentSettings/modelledSDK``): from 27 the system ignores
    /// `designRequiresCompatibility` (`compatibility-mode` says so).
    let sdk: IOSVersion
    /// The languages localized tab bars are linted in (``LintSettings/lintedLanguages``); empty without
    /// catalogs.
    let languages: [String]
    /// The catalogs the languages' texts come from.
    let localizations: Localizations
    /// Whether the configuration file localizes every tab bar (``LintSettings/localizedByConfiguration``).
    let localizedByConfiguration: Bool
    /// The asset catalogs `unknown-image` checks image names against (``LintSettings/assetCatalogs``); none
    /// turns the rule off.
    let assetCatalogs: [AssetCatalog]
    /// Their names.
    let assetNames: AssetNames
    /// Configured extra symbol names, in the order given.
    let extraSymbolNames: [String]
    /// The same names, for lookups.
    let extraSymbols: Set<String>
    /// The SF Symbols table.
    let symbols: SymbolTable
    /// Whether the bars are judged with only their required tabs shown (the second of lint's two runs over a bar
    /// with optional tabs): each finding then says so after naming its environments
    /// (``optionalTabsHiddenPhrase``).
    var hidesOptionalTabs = false
    /// What a finding of the run with only the required tabs says after its environments.
    static let optionalTabsHiddenPhrase = ", with the optional tabs hidden"
    /// Did-you-mean suggestions already computed in this run.
    let suggestionCache = SymbolSuggestionCache()
    /// Symbol facts already looked up in this run.
    let symbolFacts = SymbolFactsCache()

    init(source: SourceFile, settings: LintSettings, symbols: SymbolTable = .builtIn, tabBarNames: Set<String> = []) {
        self.source = source
        self.tabBarNames = tabBarNames
        let devices: [Device]
        if let slugs = settings.devices {
            let selected = Set(slugs)
            devices = Device.catalog.filter { selected.contains($0.slug) }
        } else {
            devices = Device.catalog
        }
        let orientations = Orientation.allCases.filter(settings.checkedOrientations.contains)
        var environments: [CheckedEnvironment] = []
        var classes: [TabBarEnvironment] = []
        var classIndex: [TabBarEnvironment: Int] = [:]
        func add(_ device: Device, _ orientation: Orientation, iOSVersion: IOSVersion, addsFloatingBar: Bool) {
            let environment = settings.environment.tabBarEnvironment(on: .device(device), orientation: orientation,
                                                                     iOSVersion: iOSVersion)
            let key = Self.layoutKey(of: environment)
            let index: Int
            if let known = classIndex[key] {
                index = known
            } else {
                index = classes.count
                classIndex[key] = index
                classes.append(environment)
            }
            environments.append(CheckedEnvironment(device: device, orientation: orientation, environment: environment,
                                                   layoutClass: index, addsFloatingBar: addsFloatingBar))
        }
        for device in devices {
            for orientation in orientations {
                add(device, orientation, iOSVersion: settings.modelledIOSVersion, addsFloatingBar: false)
            }
        }
        // layout.md v1.2, Lint: the floating iOS 26 bar on every checked phone in portrait, where the SDK and the
        // compatibility key let it float (v1.3).
        let floating = TabBarLayout.Floating.firstIOSVersion
        let usesNewDesign = environments.first?.environment.usesNewDesign ?? false
        let addsFloating = settings.modelledIOSVersion < floating && usesNewDesign && orientations.contains(.portrait)
        if addsFloating {
            for device in devices where device.idiom == .phone {
                add(device, .portrait, iOSVersion: floating, addsFloatingBar: true)
            }
        }
        self.environments = environments
        layoutClasses = classes
        symbolFloor = settings.oldestIOSVersion.map { version in
            SymbolFloor(version: version, phrase: version == settings.deploymentTarget
                ? "the deployment target is \(version)" : "the iOS version modelled is \(version)")
        }
        designRequiresCompatibility = settings.modelsCompatibility
        sdk = settings.environment.modelledSDK
        languages = settings.lintedLanguages
        localizations = settings.localizations
        localizedByConfiguration = settings.localizedByConfiguration
        assetCatalogs = settings.assetCatalogs
        assetNames = AssetNames(settings.assetCatalogs)
        extraSymbolNames = settings.extraSymbols
        extraSymbols = Set(settings.extraSymbols)
        self.symbols = symbols
    }

    /// The environment with everything that cannot change an unsnapped layout normalised away (the device
    /// slug, the informational orientation and the scale).
    private static func layoutKey(of environment: TabBarEnvironment) -> TabBarEnvironment {
        var key = environment
        key.deviceSlug = nil
        key.orientation = .portrait
        key.scale = 1
        return key
    }

    /// The source text of `range` (for quoting values in messages).
    func text(_ range: SourceRange) -> String {
        source.text(in: range)
    }
}
