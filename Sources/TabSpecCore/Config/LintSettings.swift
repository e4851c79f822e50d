/// What a `.tabspec` configuration file says about `tabspec lint`: its `lint { … }` block.
///
/// Device, orientation and deployment-target settings are optional (`nil` = not set, the default applies);
/// command-line flags override them. Rule settings have no flags and always apply.
public struct LintSettings: Sendable, Hashable {
    /// `devices`: catalog slugs to check, in file order.
    public var devices: [String]?
    /// `orientations`: the orientations to check, in file order.
    public var orientations: [Orientation]?
    /// `deploymentTarget`: enables `symbol-availability`.
    public var deploymentTarget: IOSVersion?
    /// `symbols`: extra SF Symbol names (newer than the built-in table), in file order.
    public var extraSymbols: [String]
    /// `disable`: rules turned off, in file order.
    public var disabledRules: [DiagnosticID]
    /// `error` and `warning`: severity overrides per rule.
    public var severities: [DiagnosticID: Severity]

    /// Settings with the given values (nothing set by default).
    public init(
        devices: [String]? = nil,
        orientations: [Orientation]? = nil,
        deploymentTarget: IOSVersion? = nil,
        extraSymbols: [String] = [],
        disabledRules: [DiagnosticID] = [],
        severities: [DiagnosticID: Severity] = [:]
    ) {
        self.devices = devices
        self.orientations = orientations
        self.deploymentTarget = deploymentTarget
        self.extraSymbols = extraSymbols
        self.disabledRules = disabledRules
        self.severities = severities
    }

    /// `options` with every setting of this file applied on top (what the file sets replaces the default).
    public func applied(to options: LintOptions) -> LintOptions {
        var result = options
        if let devices { result.devices = devices }
        if let orientations { result.orientations = orientations }
        if let deploymentTarget { result.deploymentTarget = deploymentTarget }
        result.extraSymbols += extraSymbols.filter { !result.extraSymbols.contains($0) }
        result.disabledRules.formUnion(disabledRules)
        for (rule, severity) in severities {
            result.severities[rule] = severity
        }
        return result
    }
}
