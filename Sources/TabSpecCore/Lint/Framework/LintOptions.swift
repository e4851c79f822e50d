/// What a lint run checks: the device matrix, the iOS version modelled, the deployment target, extra symbol
/// names and rule severities. Built by the CLI from flags and the `.tabspec` config file (flags win).
public struct LintOptions: Sendable, Hashable {
    /// Catalog slugs to check; `nil` = every device in the catalog. Unknown slugs are the caller's to reject.
    public var devices: [String]?
    /// Orientations to check (default: both).
    public var orientations: [Orientation]
    /// The configuration's `deploymentTarget`: enables `symbol-availability`, and is the iOS version modelled
    /// when ``iOSVersion`` is not set.
    public var deploymentTarget: IOSVersion?
    /// The iOS version modelled (`--ios`): the catalog's safe areas and the iOS 26 note of `system` bars. `nil` =
    /// ``deploymentTarget``, else 18 (``modelledIOSVersion``). Set, it also enables `symbol-availability`.
    public var iOSVersion: IOSVersion?
    /// Symbol names newer than the built-in table, accepted by `unknown-symbol`.
    public var extraSymbols: [String]
    /// Rules turned off.
    public var disabledRules: Set<DiagnosticID>
    /// Severity overrides per rule (language errors cannot be changed).
    public var severities: [DiagnosticID: Severity]

    public init(
        devices: [String]? = nil,
        orientations: [Orientation] = [.portrait, .landscape],
        deploymentTarget: IOSVersion? = nil,
        iOSVersion: IOSVersion? = nil,
        extraSymbols: [String] = [],
        disabledRules: Set<DiagnosticID> = [],
        severities: [DiagnosticID: Severity] = [:]
    ) {
        self.devices = devices
        self.orientations = orientations
        self.deploymentTarget = deploymentTarget
        self.iOSVersion = iOSVersion
        self.extraSymbols = extraSymbols
        self.disabledRules = disabledRules
        self.severities = severities
    }

    /// The iOS version the run's layouts model: ``iOSVersion``, else ``deploymentTarget``, else 18.
    public var modelledIOSVersion: IOSVersion {
        iOSVersion ?? deploymentTarget ?? TabBarEnvironment.defaultIOSVersion
    }

    /// The oldest iOS version the run is about, which every symbol must exist on: the older of
    /// ``deploymentTarget`` and ``iOSVersion``; `nil` (no `symbol-availability`) when neither is set.
    public var oldestIOSVersion: IOSVersion? {
        [deploymentTarget, iOSVersion].compactMap { $0 }.min()
    }
}
