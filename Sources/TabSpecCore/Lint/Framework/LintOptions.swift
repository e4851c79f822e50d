/// What a lint run checks: the device matrix, the deployment target, extra symbol names and rule severities.
/// Built by the CLI from flags and the `.tabspec` config file (flags win).
public struct LintOptions: Sendable, Hashable {
    /// Catalog slugs to check; `nil` = every device in the catalog. Unknown slugs are the caller's to reject.
    public var devices: [String]?
    /// Orientations to check (default: both).
    public var orientations: [Orientation]
    /// Enables `symbol-availability` when set.
    public var deploymentTarget: IOSVersion?
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
        extraSymbols: [String] = [],
        disabledRules: Set<DiagnosticID> = [],
        severities: [DiagnosticID: Severity] = [:]
    ) {
        self.devices = devices
        self.orientations = orientations
        self.deploymentTarget = deploymentTarget
        self.extraSymbols = extraSymbols
        self.disabledRules = disabledRules
        self.severities = severities
    }
}
