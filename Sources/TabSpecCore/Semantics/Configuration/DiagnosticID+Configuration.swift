/// Diagnostic ids only a configuration file produces. Other configuration problems reuse the language ids
/// (`unknown-block`, `unknown-key`, `duplicate-key`, `invalid-value`, `expected-token`, …).
extension DiagnosticID {
    /// `disable:`, `error:` or `warning:` names a rule that does not exist.
    package static let unknownConfiguredRule = DiagnosticID("unknown-rule")
}
