import Testing
@testable import TabSpecCore

/// The configuration file's `catalogs` and `languages` keys.
@Suite("Configuration: catalogs and languages")
struct LanguageConfigurationTests {
    @Test func catalogsAndLanguagesAreRead() {
        let file = ConfigurationFile(path: ".tabspec", text: """
            lint {
                catalogs: "App/Resources/Tabs.xcstrings" "App/Resources"
                languages: de ja ar pt-BR zh_Hans
            }
            """)
        #expect(file.diagnostics.isEmpty)
        #expect(file.lint.catalogs == ["App/Resources/Tabs.xcstrings", "App/Resources"])
        #expect(file.lint.languages == ["de", "ja", "ar", "pt-BR", "zh_Hans"])
        #expect(file.lint.localizedByConfiguration == false)
        #expect(ConfigurationFile(path: ".tabspec", text: "compile { localization { table: \"Tabs\" } }").lint.localizedByConfiguration)
    }

    @Test func theCommandLineReplacesTheFilesCatalogsAndLanguages() {
        var file = LintSettings()
        file.catalogs = ["A.xcstrings"]
        file.languages = ["de"]
        var flags = LintSettings()
        #expect(file.overridden(by: flags).catalogs == ["A.xcstrings"])
        #expect(file.overridden(by: flags).languages == ["de"])
        flags.catalogs = ["B.xcstrings"]
        flags.languages = ["ja", "ar"]
        #expect(file.overridden(by: flags).catalogs == ["B.xcstrings"])
        #expect(file.overridden(by: flags).languages == ["ja", "ar"])
    }

    @Test func badValuesAreDiagnosed() {
        #expect(problems("lint {\n    catalogs: Tabs \"\" \"A.xcstrings\" \"A.xcstrings\"\n}\n") == [
            "2:15 invalid-value invalid value 'Tabs' for 'catalogs'; expected paths of String Catalogs such as \"App/Resources/Tabs.xcstrings\"",
            "2:20 invalid-value invalid value string \"\" for 'catalogs'; expected paths of String Catalogs such as \"App/Resources/Tabs.xcstrings\"",
            "2:37 invalid-value 'A.xcstrings' is listed twice in 'catalogs'",
        ])
        #expect(problems("lint {\n    languages: de x1 deutsch-land-123456789 de\n}\n") == [
            "2:19 invalid-value invalid language tag 'x1' in 'languages'; expected language tags such as 'de', 'pt-BR' or 'zh-Hans'",
            "2:22 invalid-value invalid language tag 'deutsch-land-123456789' in 'languages'; expected language tags such as 'de', 'pt-BR' or 'zh-Hans'",
            "2:45 invalid-value 'de' is listed twice in 'languages'",
        ])
        #expect(problems("lint {\n    language: de\n}\n").first?.contains("did you mean 'languages'") == true)
    }
}
