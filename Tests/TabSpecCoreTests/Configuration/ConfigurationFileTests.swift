import Testing
@testable import TabSpecCore

/// `lint { … }` around `body`.
private func lintBlock(_ body: String) -> String {
    "lint {\n" + body + "\n}\n"
}

let configurationErrorCases: [ConfigurationErrorCase] = [
    ConfigurationErrorCase(id: "unknown-block", source: "1️⃣lnt {\n    devices: iphone-16\n}\n",
                           message: "unknown block 'lnt' in a configuration file; did you mean 'lint'?", fixIt: "lint"),
    ConfigurationErrorCase(id: "unknown-block", source: "1️⃣tabbar Tab {\n    tab home { symbol: \"house\" }\n}\n",
                           message: "unknown block 'tabbar' in a configuration file; expected 'lint { … }', 'compile { … }' or 'app { … }'"),
    ConfigurationErrorCase(id: "unknown-block", source: "1️⃣accessLevel {\n}\n",
                           message: "'accessLevel' is a key of 'compile', not a block; write 'accessLevel: value'"),
    ConfigurationErrorCase(id: "unknown-block", source: lintBlock("    1️⃣rules { }"),
                           message: "unknown block 'rules' in 'lint'"),
    ConfigurationErrorCase(id: "unknown-key", source: lintBlock("    1️⃣device: iphone-16"),
                           message: "unknown key 'device' in 'lint'; did you mean 'devices'?", fixIt: "devices"),
    ConfigurationErrorCase(id: "unknown-key", source: lintBlock("    1️⃣accessLevel: public"),
                           message: "unknown key 'accessLevel' in 'lint'; 'accessLevel' belongs in 'compile { … }'"),
    ConfigurationErrorCase(id: "unknown-key", source: "compile {\n    1️⃣acessLevel: public\n}\n",
                           message: "unknown key 'acessLevel' in 'compile'; did you mean 'accessLevel'?", fixIt: "accessLevel"),
    ConfigurationErrorCase(id: "expected-token", source: "1️⃣devices: iphone-16\n",
                           message: "expected a block 'lint { … }', 'compile { … }' or 'app { … }' at the top level of a configuration file, found property 'devices'; 'devices' belongs in 'lint { … }'"),
    ConfigurationErrorCase(id: "expected-token", source: "lint1️⃣: iphone-16\n",
                           message: "'lint' is a block; expected 'lint { … }', found ':'"),
    ConfigurationErrorCase(id: "expected-token", source: "1️⃣42\n",
                           message: "expected a block 'lint { … }', 'compile { … }' or 'app { … }' at the top level of a configuration file, found '42'"),
    ConfigurationErrorCase(id: "expected-token", source: "lint 1️⃣strict {\n}\n",
                           message: "expected '{' after 'lint', found 'strict'; 'lint' blocks have no name", fixIt: ""),
    ConfigurationErrorCase(id: "duplicate-key", source: lintBlock("    orientations: portrait\n    1️⃣orientations: landscape"),
                           message: "duplicate key 'orientations' in 'lint'"),
    ConfigurationErrorCase(id: "duplicate-key", source: "lint {\n}\n1️⃣lint {\n}\n",
                           message: "duplicate 'lint' block in 'configuration file'"),
    ConfigurationErrorCase(id: "invalid-value", source: lintBlock("    devices: iphone-se-3 1️⃣iphone-61"),
                           message: "unknown device 'iphone-61' in 'devices'; did you mean 'iphone-11' or 'iphone-16'?"),
    ConfigurationErrorCase(id: "invalid-value", source: lintBlock("    devices: 1️⃣pixel-9"),
                           message: "unknown device 'pixel-9' in 'devices'; expected a device of the catalog such as 'iphone-16' (see 'tabspec devices')"),
    ConfigurationErrorCase(id: "invalid-value", source: lintBlock("    devices: 1️⃣iphone-166"),
                           message: "unknown device 'iphone-166' in 'devices'; did you mean 'iphone-16' or 'iphone-16e'?", fixIt: nil),
    ConfigurationErrorCase(id: "invalid-value", source: lintBlock("    devices: iphone-16 1️⃣iphone-16"),
                           message: "'iphone-16' is listed twice in 'devices'"),
    ConfigurationErrorCase(id: "invalid-value", source: lintBlock("    devices: 1️⃣16"),
                           message: "invalid value '16' for 'devices'; expected device slugs such as 'iphone-16'"),
    ConfigurationErrorCase(id: "invalid-value", source: lintBlock("    devices: iphone-16, 1️⃣ipad-10"),
                           message: "the values of 'devices' are separated by spaces, not ','; 'ipad-10' reads as a new entry"),
    ConfigurationErrorCase(id: "invalid-value", source: lintBlock("    orientations: 1️⃣portait"),
                           message: "invalid value 'portait' for 'orientations'; expected 'portrait' or 'landscape'; did you mean 'portrait'?",
                           fixIt: "portrait"),
    ConfigurationErrorCase(id: "invalid-value", source: lintBlock("    deploymentTarget: 1️⃣sixteen"),
                           message: "invalid value 'sixteen' for 'deploymentTarget'; expected an iOS version such as '16.0' or '17.2'"),
    ConfigurationErrorCase(id: "invalid-value", source: lintBlock("    deploymentTarget: 1️⃣16 17"),
                           message: "'deploymentTarget' takes one iOS version, found 2 values"),
    ConfigurationErrorCase(id: "invalid-value", source: lintBlock("    build: 1️⃣flase"),
                           message: "invalid value 'flase' for 'build'; expected 'true' or 'false'; did you mean 'false'?", fixIt: "false"),
    ConfigurationErrorCase(id: "invalid-value", source: lintBlock("    build: 1️⃣\"false\""),
                           message: "invalid value string \"false\" for 'build'; expected 'true' or 'false'"),
    ConfigurationErrorCase(id: "invalid-value", source: lintBlock("    build: 1️⃣true false"),
                           message: "'build' takes 'true' or 'false', found 2 values"),
    ConfigurationErrorCase(id: "unknown-key", source: lintBlock("    1️⃣buld: false"),
                           message: "unknown key 'buld' in 'lint'; did you mean 'build'?", fixIt: "build"),
    ConfigurationErrorCase(id: "invalid-value", source: lintBlock("    disable: 1️⃣invalid-value"),
                           message: "'invalid-value' in 'disable' is a language error, not a lint rule; language errors are always errors and cannot be disabled or changed"),
    ConfigurationErrorCase(id: "invalid-value", source: lintBlock("    warning: 1️⃣unknown-key"),
                           message: "'unknown-key' in 'warning' is a language error, not a lint rule; language errors are always errors and cannot be disabled or changed"),
    ConfigurationErrorCase(id: "invalid-value", source: lintBlock("    disable: low-contrast\n    error: 1️⃣low-contrast"),
                           message: "rule 'low-contrast' is in both 'disable' and 'error'; name each rule once"),
    ConfigurationErrorCase(id: "invalid-value", source: lintBlock("    symbols: \"figure.walk\" 1️⃣\"Figure Walk\""),
                           message: "invalid symbol name string \"Figure Walk\" in 'symbols'; expected SF Symbol names such as \"figure.walk.motion\" (lowercase letters and digits separated by '.')"),
    ConfigurationErrorCase(id: "invalid-value", source: "compile {\n    accessLevel: 1️⃣publik\n}\n",
                           message: "invalid value 'publik' for 'accessLevel'; expected 'internal', 'public' or 'package'; did you mean 'public'?",
                           fixIt: "public"),
    ConfigurationErrorCase(id: "invalid-value", source: "compile {\n    accessLevel: 1️⃣opn\n}\n",
                           message: "invalid value 'opn' for 'accessLevel'; expected 'internal', 'public' or 'package'; did you mean 'public'?",
                           fixIt: "public"),
    ConfigurationErrorCase(id: "duplicate-key", source: "compile {\n    accessLevel: public\n    1️⃣accessLevel: package\n}\n",
                           message: "duplicate key 'accessLevel' in 'compile'"),
    ConfigurationErrorCase(id: "unknown-key", source: "compile {\n    1️⃣devices: iphone-16\n}\n",
                           message: "unknown key 'devices' in 'compile'; 'devices' belongs in 'lint { … }'"),
    ConfigurationErrorCase(id: "unknown-block", source: "compile {\n    1️⃣options {}\n}\n",
                           message: "unknown block 'options' in 'compile'"),
    ConfigurationErrorCase(id: "invalid-value", source: "compile {\n    accessLevel: 1️⃣\"public\"\n}\n",
                           message: "invalid value string \"public\" for 'accessLevel'; expected 'internal', 'public' or 'package'"),
    ConfigurationErrorCase(id: "unknown-rule", source: lintBlock("    disable: 1️⃣low-contrst"),
                           message: "unknown rule 'low-contrst' in 'disable'; did you mean 'low-contrast'?", fixIt: "low-contrast"),
    ConfigurationErrorCase(id: "unknown-rule", source: lintBlock("    error: 1️⃣contrast"),
                           message: "unknown rule 'contrast' in 'error'; 'tabspec rules' lists every rule"),
    ConfigurationErrorCase(id: "invalid-number", source: lintBlock("    deploymentTarget: 1️⃣16.x"),
                           message: "invalid number '16.x'; numbers are written like 12, -4 or 0.5, optionally followed by '%', without units or exponents"),
]

@Suite("Configuration file")
struct ConfigurationFileTests {
    @Test func theCLIExampleConfigures() {
        let file = ConfigurationFile(path: ".tabspec", text: cliExampleConfiguration, ruleIDs: lintMDRuleIDs)
        #expect(file.diagnostics.isEmpty)
        #expect(!file.hasErrors)
        #expect(file.lint == LintSettings(
            devices: ["iphone-se-3", "iphone-16", "ipad-pro-11"],
            orientations: [.portrait],
            deploymentTarget: IOSVersion(major: 16),
            extraSymbols: ["figure.walk.motion"],
            disabledRules: [DiagnosticID("title-truncation")],
            severities: [DiagnosticID("low-contrast"): .error, DiagnosticID("item-overflow"): .warning]
        ))
        #expect(file.compile == CompileSettings(accessLevel: .public))
    }

    @Test func buildTurnsTheBuildsLintOnAndOff() {
        #expect(ConfigurationFile(path: ".tabspec", text: lintBlock("    build: false")).lint.lintsInBuild == false)
        #expect(ConfigurationFile(path: ".tabspec", text: lintBlock("    build: true")).lint.lintsInBuild == true)
        #expect(ConfigurationFile(path: ".tabspec", text: lintBlock("    devices: iphone-16")).lint.lintsInBuild == nil)
        let flags = LintSettings(devices: ["iphone-16"])
        let file = ConfigurationFile(path: ".tabspec", text: lintBlock("    build: false")).lint
        #expect(file.overridden(by: flags).lintsInBuild == false)
    }

    @Test func anEmptyFileSetsNothing() {
        let file = ConfigurationFile(path: ".tabspec", text: "// nothing configured yet\n", ruleIDs: lintMDRuleIDs)
        #expect(file.diagnostics.isEmpty)
        #expect(file.lint == LintSettings())
        #expect(file.compile == CompileSettings())
        #expect(ConfigurationFile(path: ".tabspec", text: "lint {}\ncompile {}\n", ruleIDs: []).diagnostics.isEmpty)
    }

    @Test(arguments: configurationErrorCases + configurationLocalizationErrorCases + configurationAppErrorCases)
    func reportsExactlyOneDiagnostic(_ testCase: ConfigurationErrorCase) throws {
        let marked = MarkedSource(testCase.source)
        let file = ConfigurationFile(path: ".tabspec", text: marked.text, ruleIDs: lintMDRuleIDs)
        #expect(file.diagnostics.map(\.id.rawValue) == [testCase.id])
        let diagnostic = try #require(file.diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == testCase.message)
        #expect(diagnostic.range.start == marked.offset(1))
        #expect(diagnostic.fixIts.first?.edits.first?.replacement == testCase.fixIt)
        #expect(file.hasErrors)
    }

    @Test func versionsKeepTheirWrittenForm() throws {
        for (written, expected) in [("16.0", "16.0"), ("17.10", "17.10"), ("\"16.4.1\"", "16.4.1"), ("16.4.1", "16.4.1"), ("18", "18.0")] {
            let file = ConfigurationFile(path: ".tabspec", text: lintBlock("    deploymentTarget: \(written)"), ruleIDs: [])
            #expect(file.diagnostics.isEmpty, "\(written)")
            #expect(file.lint.deploymentTarget?.description == expected)
        }
        // 17.10 is newer than 17.9: the number's text is read, not the Double 17.1.
        let newer = ConfigurationFile(path: ".tabspec", text: lintBlock("    deploymentTarget: 17.10"), ruleIDs: [])
        #expect(try #require(newer.lint.deploymentTarget) > IOSVersion(major: 17, minor: 9))
    }

    @Test func severitiesAndDisabledRulesAreDataDriven() {
        let rules = [DiagnosticID("alpha-rule"), DiagnosticID("beta-rule")]
        let file = ConfigurationFile(path: ".tabspec", text: lintBlock("    disable: alpha-rule\n    error: beta-rule"), ruleIDs: rules)
        #expect(file.diagnostics.isEmpty)
        #expect(file.lint.disabledRules == [DiagnosticID("alpha-rule")])
        #expect(file.lint.severities == [DiagnosticID("beta-rule"): .error])
        let unknown = ConfigurationFile(path: ".tabspec", text: lintBlock("    disable: alpha-rul"), ruleIDs: rules)
        #expect(unknown.diagnostics.map(\.message) == ["unknown rule 'alpha-rul' in 'disable'; did you mean 'alpha-rule'?"])
    }

    @Test func byDefaultRuleIDsAreTheLintersRules() {
        let ids = Linter.rules.map(\.id.rawValue)
        let text = ids.isEmpty ? lintBlock("") : lintBlock("    disable: " + ids.joined(separator: " "))
        let file = ConfigurationFile(path: ".tabspec", text: text)
        #expect(file.diagnostics.isEmpty)
        #expect(file.lint.disabledRules == Set(Linter.rules.map(\.id)))
        let unknown = ConfigurationFile(path: ".tabspec", text: lintBlock("    disable: no-such-rule"))
        #expect(unknown.diagnostics.map(\.id) == [.unknownConfiguredRule])
    }

    @Test func everyProblemIsReportedAtOnce() {
        let text = """
            lint {
                devices: iphone-61 ipad-10
                orientations: portait
                disable: title-truncaton
            }
            compile {
                accessLevel: publik
            }
            extra {
            }

            """
        let file = ConfigurationFile(path: "Specs/.tabspec", text: text, ruleIDs: lintMDRuleIDs)
        #expect(file.diagnostics.map(\.id.rawValue) == ["invalid-value", "invalid-value", "unknown-rule", "invalid-value", "unknown-block"])
        #expect(file.diagnostics.map { file.source.location(of: $0.range.start).description } == ["2:14", "3:19", "4:14", "7:18", "9:1"])
        #expect(file.lint.devices == ["ipad-10"])
    }

    @Test func settingsAreLayeredTheFlagsOverTheFile() {
        let file = LintSettings(devices: ["iphone-8"], deploymentTarget: IOSVersion(major: 16), extraSymbols: ["a.b"],
                                disabledRules: [DiagnosticID("x")], severities: [DiagnosticID("y"): .warning, DiagnosticID("w"): .error])
        let flags = LintSettings(orientations: [.landscape], iOSVersion: IOSVersion(major: 26), extraSymbols: ["a.b", "c"],
                                 disabledRules: [DiagnosticID("z")], severities: [DiagnosticID("y"): .error])
        #expect(file.overridden(by: flags) == LintSettings(
            devices: ["iphone-8"], orientations: [.landscape], deploymentTarget: IOSVersion(major: 16), iOSVersion: IOSVersion(major: 26),
            extraSymbols: ["a.b", "c"], disabledRules: [DiagnosticID("x"), DiagnosticID("z")],
            severities: [DiagnosticID("y"): .error, DiagnosticID("w"): .error]))
        // What the flags set replaces the file's; what they leave unset keeps it.
        #expect(file.overridden(by: LintSettings(devices: ["ipad-10"])).devices == ["ipad-10"])
        #expect(file.overridden(by: LintSettings()) == file)
        #expect(LintSettings().overridden(by: file) == file)
        #expect(LintSettings().checkedOrientations == [.portrait, .landscape])
        #expect(flags.checkedOrientations == [.landscape])
    }
}
