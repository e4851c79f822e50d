import Testing
@testable import TabSpecCore

/// The block's errors, checked by `ConfigurationFileTests` with the file's other errors: one diagnostic each, at
/// its marker's line and column, with its id, message and Fix-It.
let configurationLocalizationErrorCases: [ConfigurationErrorCase] = [
    ConfigurationErrorCase(id: "unknown-block", source: "compile {\n    1️⃣localisation { table: \"Tabs\" }\n}\n",
                           message: "unknown block 'localisation' in 'compile'; did you mean 'localization'?", fixIt: "localization"),
    ConfigurationErrorCase(id: "unknown-key", source: "compile {\n    localization {\n        1️⃣bundel: module\n    }\n}\n",
                           message: "unknown key 'bundel' in 'localization'; did you mean 'bundle'?", fixIt: "bundle"),
    ConfigurationErrorCase(id: "invalid-value", source: "compile {\n    localization { bundle: 1️⃣mdule }\n}\n",
                           message: "invalid value 'mdule' for 'bundle'; expected 'main' or 'module'; did you mean 'module'?", fixIt: "module"),
    ConfigurationErrorCase(id: "invalid-value", source: "compile {\n    localization { table: 1️⃣\"\" }\n}\n",
                           message: "invalid value string \"\" for 'table'; expected a non-empty string", fixIt: "\"Localizable\""),
    // A name with dots where a string belongs: one diagnostic, the lexer's replaced.
    ConfigurationErrorCase(id: "invalid-value", source: "compile {\n    localization { table: 1️⃣Tabs.xcstrings }\n}\n",
                           message: "invalid value 'Tabs.xcstrings' for 'table'; expected a string in quotes", fixIt: "\"Tabs.xcstrings\""),
    ConfigurationErrorCase(id: "duplicate-key", source: "compile {\n    localization {}\n    1️⃣localization {}\n}\n",
                           message: "duplicate 'localization' block in 'compile'"),
    ConfigurationErrorCase(id: "expected-token", source: "compile {\n    localization 1️⃣Tabs {}\n}\n",
                           message: "expected '{' after 'localization', found 'Tabs'; 'localization' blocks have no name", fixIt: ""),
    ConfigurationErrorCase(id: "unknown-key", source: "lint {\n    1️⃣table: \"Tabs\"\n}\n",
                           message: "unknown key 'table' in 'lint'"),
]

/// The configuration file's `compile { localization { table bundle } }` (localization.md): read by the same
/// checker as a tab bar's block, with the same messages, positions and Fix-Its.
@Suite("Configuration: localization")
struct ConfigurationLocalizationTests {
    @Test func theBlockIsRead() {
        let file = ConfigurationFile(path: ".tabspec", text: """
            compile {
                accessLevel: public
                localization {
                    table: "Tabs"   // Tabs.xcstrings
                    bundle: module
                }
            }

            """, ruleIDs: lintMDRuleIDs)
        #expect(file.diagnostics.isEmpty)
        #expect(file.compile == CompileSettings(accessLevel: .public, localization: TabBarLocalization(table: "Tabs", bundle: .module)))
        // An empty block turns localization on with the defaults; no block leaves it off.
        #expect(ConfigurationFile(path: ".tabspec", text: "compile {\n    localization {}\n}\n").compile.localization == TabBarLocalization())
        #expect(ConfigurationFile(path: ".tabspec", text: "compile {\n    accessLevel: public\n}\n").compile.localization == nil)
    }

    @Test func theSpecsCompileBlockReadsItToo() {
        let document = SpecDocument(path: "a.tabspec", text: "compile {\n    localization { bundle: module }\n}\n"
                                    + "tabbar Tab {\n    tab home { title: \"Home\" }\n}\n")
        #expect(document.diagnostics.isEmpty)
        #expect(document.compile == CompileSettings(localization: TabBarLocalization(bundle: .module)))
        // The compile block's localization is not the tab bar's own: that stays nil.
        #expect(document.tabBars.first?.localization == nil)
    }

    @Test func aConfiguredLocalizationReachesTheGeneratedSwift() throws {
        let configuration = ConfigurationFile(path: ".tabspec", text: "compile {\n    localization { table: \"Tabs\" }\n}\n")
        let compilation = Compiler().compile(SourceFile(path: "Tab.tabspec", text: "tabbar Tab {\n    tab home { title: \"Home\" }\n}\n"),
                                             configured: configuration.compile)
        #expect(compilation.localization == TabBarLocalization(table: "Tabs"))
        let swift = String(decoding: try #require(compilation.swift), as: UTF8.self)
        #expect(swift.contains("        Bundle.main.localizedString(forKey: titleKey, value: sourceTitle, table: \"Tabs\")\n"))
        var streamed = ""
        compilation.emitSwift { streamed += $0 }
        #expect(streamed == swift)
    }
}
