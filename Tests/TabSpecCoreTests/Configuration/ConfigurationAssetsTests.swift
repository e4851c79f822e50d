import Testing
@testable import TabSpecCore

/// The configuration file's `assets` key (v1.3): the asset catalogs lint checks images against.
@Suite("Configuration: assets")
struct ConfigurationAssetsTests {
    @Test func assetsAreRead() {
        let file = ConfigurationFile(path: ".tabspec", text: "lint {\n    assets: \"App/Assets.xcassets\" \"Café/Icons.xcassets\"\n}\n")
        #expect(file.diagnostics.isEmpty)
        #expect(file.lint.assets == ["App/Assets.xcassets", "Café/Icons.xcassets"])
    }

    @Test func theCommandLineReplacesTheFilesAssets() {
        var file = LintSettings()
        file.assets = ["A.xcassets"]
        file.assetCatalogs = [RuleExample.assetCatalog(["a.imageset"])]
        var flags = LintSettings()
        #expect(file.overridden(by: flags).assets == ["A.xcassets"])
        #expect(file.overridden(by: flags).assetCatalogs.map(\.names) == [["a"]])
        flags.assets = ["B.xcassets"]
        flags.assetCatalogs = [RuleExample.assetCatalog(["b.imageset"])]
        #expect(file.overridden(by: flags).assets == ["B.xcassets"])
        #expect(file.overridden(by: flags).assetCatalogs.map(\.names) == [["b"]])
    }

    @Test func badValuesAreDiagnosed() {
        #expect(problems("lint {\n    assets: Assets \"\" 3 \"A.xcassets\" \"A.xcassets\"\n}\n") == [
            "2:13 invalid-value invalid value 'Assets' for 'assets'; expected paths of asset catalogs such as \"App/Assets.xcassets\"",
            "2:20 invalid-value invalid value string \"\" for 'assets'; expected paths of asset catalogs such as \"App/Assets.xcassets\"",
            "2:23 invalid-value invalid value '3' for 'assets'; expected paths of asset catalogs such as \"App/Assets.xcassets\"",
            "2:38 invalid-value 'A.xcassets' is listed twice in 'assets'",
        ])
        #expect(problems("lint {\n    asets: \"A.xcassets\"\n}\n")
            == ["2:5 unknown-key unknown key 'asets' in 'lint'; did you mean 'assets'?"])
        #expect(problems("compile {\n    assets: \"A.xcassets\"\n}\n") == ["2:5 unknown-key unknown key 'assets' in 'compile'; 'assets' belongs in 'lint { … }'"])
    }

    @Test func hoverDescribesTheKey() {
        let reference = ConfigurationSchema.reference(ofKey: "assets", in: "lint")
        #expect(reference?.type == "asset catalog ('.xcassets' folder) paths as strings")
        #expect(reference?.defaultValue == "none")
    }
}
