import Testing
@testable import TabSpecCore

/// The rule ids of lint.md, injected where a test needs a full rule set (the registry may hold fewer).
let lintMDRuleIDs: [DiagnosticID] = [
    "too-many-tabs", "item-overflow", "touch-target", "low-contrast", "indistinct-selection", "invalid-symbol-name",
    "unknown-symbol", "renamed-symbol", "symbol-availability", "title-truncation", "missing-accessibility-label",
    "duplicate-symbol", "slow-animation", "indicator-overflow", "implicit-item-width", "ignored-property",
    "reserved-identifier", "unused-suppression",
].map { DiagnosticID($0) }

/// The diagnostics of a configuration file's `text`, as `line:column id message`.
func problems(_ text: String) -> [String] {
    let file = ConfigurationFile(path: ".tabspec", text: text)
    return file.diagnostics.map { diagnostic in
        let location = file.source.location(of: diagnostic.range.start)
        return "\(location.line):\(location.column) \(diagnostic.id.rawValue) \(diagnostic.message)"
    }
}

/// The example configuration of cli.md.
let cliExampleConfiguration = """
    lint {
        devices: iphone-se-3 iphone-16 ipad-pro-11
        orientations: portrait
        deploymentTarget: 16.0
        disable: title-truncation
        error: low-contrast
        warning: item-overflow
        symbols: "figure.walk.motion"      // extra names newer than the built-in table
    }
    compile {
        accessLevel: public
    }

    """

/// One marker-based configuration error: the source (`1️⃣` where the diagnostic starts), the only diagnostic
/// it must produce, and the Fix-It replacement if one is expected.
struct ConfigurationErrorCase: CustomTestStringConvertible, Sendable {
    var id: String
    var source: String
    var message: String
    var fixIt: String?

    var testDescription: String { "\(id): \(message)" }
}
