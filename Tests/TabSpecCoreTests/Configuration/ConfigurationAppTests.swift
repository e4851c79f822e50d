import Testing
@testable import TabSpecCore

/// `app { … }` around `body`.
private func appBlock(_ body: String) -> String {
    "app {\n" + body + "\n}\n"
}

/// The `app { designRequiresCompatibility }` block's errors (v1.2): one diagnostic each, at its marker's line
/// and column, with its id, message and Fix-It (`ConfigurationFileTests` runs them).
let configurationAppErrorCases: [ConfigurationErrorCase] = [
    ConfigurationErrorCase(id: "unknown-block", source: "1️⃣ap {\n    designRequiresCompatibility: true\n}\n",
                           message: "unknown block 'ap' in a configuration file; did you mean 'app'?", fixIt: "app"),
    ConfigurationErrorCase(id: "unknown-key", source: appBlock("    1️⃣designRequiresCompatability: true"),
                           message: "unknown key 'designRequiresCompatability' in 'app'; did you mean 'designRequiresCompatibility'?",
                           fixIt: "designRequiresCompatibility"),
    ConfigurationErrorCase(id: "unknown-key", source: "lint {\n    1️⃣designRequiresCompatibility: true\n}\n",
                           message: "unknown key 'designRequiresCompatibility' in 'lint'; 'designRequiresCompatibility' belongs in 'app { … }'"),
    ConfigurationErrorCase(id: "unknown-key", source: appBlock("    1️⃣devices: iphone-16"),
                           message: "unknown key 'devices' in 'app'; 'devices' belongs in 'lint { … }'"),
    ConfigurationErrorCase(id: "expected-token", source: "1️⃣designRequiresCompatibility: true\n",
                           message: "expected a block 'lint { … }', 'compile { … }' or 'app { … }' at the top level of a configuration file, found property 'designRequiresCompatibility'; 'designRequiresCompatibility' belongs in 'app { … }'"),
    ConfigurationErrorCase(id: "invalid-value", source: appBlock("    designRequiresCompatibility: 1️⃣ture"),
                           message: "invalid value 'ture' for 'designRequiresCompatibility'; expected 'true' or 'false'; did you mean 'true'?",
                           fixIt: "true"),
    ConfigurationErrorCase(id: "invalid-value", source: appBlock("    designRequiresCompatibility: 1️⃣YES"),
                           message: "invalid value 'YES' for 'designRequiresCompatibility'; expected 'true' or 'false'"),
    ConfigurationErrorCase(id: "invalid-value", source: appBlock("    designRequiresCompatibility: 1️⃣1"),
                           message: "invalid value '1' for 'designRequiresCompatibility'; expected 'true' or 'false'"),
    ConfigurationErrorCase(id: "duplicate-key", source: appBlock("    designRequiresCompatibility: true\n    1️⃣designRequiresCompatibility: false"),
                           message: "duplicate key 'designRequiresCompatibility' in 'app'"),
    ConfigurationErrorCase(id: "duplicate-key", source: "app {\n}\n1️⃣app {\n}\n",
                           message: "duplicate 'app' block in 'configuration file'"),
    ConfigurationErrorCase(id: "expected-token", source: "app 1️⃣Main {\n}\n",
                           message: "expected '{' after 'app', found 'Main'; 'app' blocks have no name", fixIt: ""),
]

/// The configuration's `app { designRequiresCompatibility: true }` (layout.md v1.2): the Info.plist key
/// `UIDesignRequiresCompatibility`, which lint, frames and render model.
@Suite("Configuration: app")
struct ConfigurationAppTests {
    @Test func theBlockSetsTheLintSetting() {
        let on = ConfigurationFile(path: ".tabspec", text: appBlock("    designRequiresCompatibility: true"))
        #expect(on.diagnostics.isEmpty)
        #expect(on.lint.designRequiresCompatibility == true && on.lint.modelsCompatibility)
        let off = ConfigurationFile(path: ".tabspec", text: appBlock("    designRequiresCompatibility: false"))
        #expect(off.lint.designRequiresCompatibility == false && !off.lint.modelsCompatibility)
        let empty = ConfigurationFile(path: ".tabspec", text: "app {}\n")
        #expect(empty.diagnostics.isEmpty && empty.lint == LintSettings())
    }

    @Test func itLivesBesideTheOtherBlocks() {
        let text = "lint {\n    devices: iphone-16\n}\ncompile {\n    accessLevel: public\n}\n" + appBlock("    designRequiresCompatibility: true")
        let file = ConfigurationFile(path: ".tabspec", text: text)
        #expect(file.diagnostics.isEmpty)
        #expect(file.lint == LintSettings(devices: ["iphone-16"], designRequiresCompatibility: true))
        #expect(file.compile == CompileSettings(accessLevel: .public))
    }

    @Test func theFlagIsLayeredOverTheFile() {
        let file = ConfigurationFile(path: ".tabspec", text: appBlock("    designRequiresCompatibility: false")).lint
        #expect(file.overridden(by: LintSettings(designRequiresCompatibility: true)).modelsCompatibility)
        #expect(file.overridden(by: LintSettings()).designRequiresCompatibility == false)
        let configured = ConfigurationFile(path: ".tabspec", text: appBlock("    designRequiresCompatibility: true")).lint
        #expect(configured.overridden(by: LintSettings(devices: ["iphone-16"])).modelsCompatibility)
    }
}
