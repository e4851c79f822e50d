/// A checked `.tabspec` configuration file (cli.md): its lint and compile settings and every problem in it.
///
/// The file uses the spec syntax with three optional blocks:
/// ```
/// lint {
///     devices: iphone-se-3 iphone-16 ipad-pro-11
///     orientations: portrait
///     deploymentTarget: 16.0
///     disable: title-truncation
///     error: low-contrast
///     warning: item-overflow
///     symbols: "figure.walk.motion"
///     catalogs: "App/Resources/Tabs.xcstrings"
///     languages: de ja ar
///     assets: "App/Assets.xcassets"
/// }
/// compile {
///     accessLevel: public
/// }
/// app {
///     designRequiresCompatibility: true
///     sdk: 26
/// }
/// ```
/// Unknown blocks, keys, devices and rule ids are errors with did-you-mean suggestions; a file with errors
/// must not be used (the CLI reports its diagnostics and exits 1).
package struct ConfigurationFile: Sendable {
    /// The name of a configuration file, looked up from each spec's directory upwards.
    package static let fileName = ".tabspec"

    /// The file as read.
    package let source: SourceFile
    /// The `lint { … }` settings (empty when the block is absent), with `app { designRequiresCompatibility sdk }` in
    /// their ``LintSettings/environment`` (frames and render read it there too: ``environment``).
    package let lint: LintSettings
    /// What the file says about the environment `frames`, `render` and `lint` model: `lint { deploymentTarget
    /// catalogs languages }` and `app { designRequiresCompatibility sdk }` (the command line's flags go over it with
    /// ``EnvironmentSettings/overridden(by:)``).
    package var environment: EnvironmentSettings { lint.environment }
    /// The `compile { … }` settings (empty when the block is absent).
    package let compile: CompileSettings
    /// Syntax and configuration errors, in source order.
    package let diagnostics: [Diagnostic]

    /// Parses and checks `source`; `ruleIDs` are the rule ids `disable`, `error` and `warning` may name
    /// (default: every rule of ``Linter/rules``).
    package init(source: SourceFile, ruleIDs: [DiagnosticID]? = nil) {
        self.source = source
        var read = ConfigurationReader.read(source, ruleIDs: ruleIDs ?? Linter.rules.map(\.id))
        // `compile { localization { … } }` localizes every tab bar, for lint's languages too.
        read.lint.localizedByConfiguration = read.compile.localization != nil
        (lint, compile, diagnostics) = read
    }

    /// Parses and checks text (convenient in tests and tools).
    package init(path: String, text: String, ruleIDs: [DiagnosticID]? = nil) {
        self.init(source: SourceFile(path: path, text: text), ruleIDs: ruleIDs)
    }

    /// Whether the file has errors (and must not be used).
    package var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }
}
