import Testing
import TabSpecRuntime
@testable import TabSpecCore

/// The one environment value: flags over the configuration file over the defaults, for frames, render and lint.
@Suite("Environment settings")
struct EnvironmentSettingsTests {
    /// A configuration file's environment.
    static func configured(_ text: String) -> EnvironmentSettings {
        let file = ConfigurationFile(path: ".tabspec", text: text)
        #expect(file.diagnostics.isEmpty)
        return file.environment
    }

    @Test func theFlagsGoOverTheFileAndTheDefaultsFillIn() throws {
        let file = Self.configured("lint {\n    deploymentTarget: 16.0\n    catalogs: \"Tabs.xcstrings\"\n    languages: de ja\n}\napp {\n    designRequiresCompatibility: true\n    sdk: 26\n}\n")
        #expect(file.deploymentTarget == IOSVersion(major: 16) && file.iOSVersion == nil)
        #expect(file.sdk == IOSVersion(major: 26) && file.modelledSDK == IOSVersion(major: 26))
        #expect(file.designRequiresCompatibility == true && file.catalogs == ["Tabs.xcstrings"] && file.languages == ["de", "ja"])
        #expect(file.modelledIOSVersion == IOSVersion(major: 16) && file.modelsCompatibility)
        // Nothing set: the file's values stay.
        #expect(file.overridden(by: EnvironmentSettings()) == file)
        var flags = EnvironmentSettings()
        flags.iOSVersion = IOSVersion(major: 26)
        flags.designRequiresCompatibility = false
        flags.catalogs = ["Other.xcstrings"]
        flags.tabs = ["home", "search"]
        flags.orientation = .landscape
        flags.sdk = IOSVersion(major: 27, minor: 1)
        let merged = file.overridden(by: flags)
        #expect(merged.modelledIOSVersion == IOSVersion(major: 26) && !merged.modelsCompatibility)
        #expect(merged.modelledSDK == IOSVersion(major: 27, minor: 1))
        #expect(merged.deploymentTarget == IOSVersion(major: 16) && merged.oldestIOSVersion == IOSVersion(major: 16))
        #expect(merged.catalogs == ["Other.xcstrings"] && merged.languages == ["de", "ja"])
        #expect(merged.tabs == ["home", "search"] && merged.orientation == .landscape && merged.screen == nil)
        // Nothing anywhere: iOS 18, the new design, the iOS 27 SDK.
        #expect(EnvironmentSettings().modelledIOSVersion == IOSVersion(major: 18) && !EnvironmentSettings().modelsCompatibility)
        #expect(EnvironmentSettings().modelledSDK == IOSVersion(major: 27))
        #expect(EnvironmentSettings().oldestIOSVersion == nil && EnvironmentSettings().lintedLanguages.isEmpty)
    }

    @Test func lintSettingsKeepTheirEnvironmentThere() {
        let settings = LintSettings(devices: ["iphone-16"], deploymentTarget: IOSVersion(major: 17), iOSVersion: IOSVersion(major: 26),
                                    designRequiresCompatibility: true)
        #expect(settings.environment.deploymentTarget == IOSVersion(major: 17))
        #expect(settings.environment.iOSVersion == IOSVersion(major: 26) && settings.iOSVersion == IOSVersion(major: 26))
        #expect(settings.environment.designRequiresCompatibility == true && settings.modelsCompatibility)
        var flags = LintSettings()
        flags.environment.iOSVersion = IOSVersion(major: 18)
        #expect(settings.overridden(by: flags).modelledIOSVersion == IOSVersion(major: 18))
        #expect(settings.overridden(by: flags).environment == settings.environment.overridden(by: flags.environment))
    }

    @Test func theConfigurationIsNeededUnlessTheFlagsDecide() {
        var flags = EnvironmentSettings()
        #expect(flags.needsConfiguration)
        flags.iOSVersion = IOSVersion(major: 18)
        // The output names the SDK (JSON 'environment.sdk'), which the file's 'app { sdk }' may set.
        #expect(flags.needsConfiguration)
        flags.sdk = IOSVersion(major: 27)
        #expect(!flags.needsConfiguration)
        flags.iOSVersion = IOSVersion(major: 26)
        // From iOS 26 the file's 'designRequiresCompatibility' changes the notes even with the iOS 27 SDK.
        #expect(flags.needsConfiguration)
        flags.sdk = IOSVersion(major: 18)
        #expect(!flags.needsConfiguration)
        flags.sdk = IOSVersion(major: 26)
        #expect(flags.needsConfiguration)
        flags.designRequiresCompatibility = true
        #expect(!flags.needsConfiguration)
        flags.titleLanguage = "de"
        #expect(flags.needsConfiguration)
        flags.catalogs = ["Tabs.xcstrings"]
        #expect(!flags.needsConfiguration)
        // The tabs shown and the screen come from the flags only.
        flags.tabs = ["home"]
        flags.orientation = .landscape
        #expect(!flags.needsConfiguration)
    }

    @Test func oneFunctionTurnsTheSettingsIntoALayoutEnvironment() throws {
        var settings = EnvironmentSettings()
        settings.deploymentTarget = IOSVersion(major: 26)
        settings.designRequiresCompatibility = true
        settings.sdk = IOSVersion(major: 26)
        let device = try #require(Device.named("iphone-se-3"))
        #expect(settings.tabBarEnvironment(on: .device(device), orientation: .landscape, layoutDirection: .rightToLeft)
            == TabBarEnvironment(device: device, orientation: .landscape, layoutDirection: .rightToLeft, iOSVersion: IOSVersion(major: 26),
                                 designRequiresCompatibility: true, sdk: IOSVersion(major: 26)))
        // Lint's matrix adds the floating bar with an explicit version.
        #expect(settings.tabBarEnvironment(on: .device(device), iOSVersion: IOSVersion(major: 18)).iOSVersion == IOSVersion(major: 18))
        let screen = ExplicitScreen(width: 320, height: 568, safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        #expect(settings.tabBarEnvironment(on: .explicit(screen), orientation: .landscape) == TabBarEnvironment(
            orientation: .landscape, width: 568, height: 320, scale: 3, safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
            horizontalSizeClass: .compact, verticalSizeClass: .compact, idiom: .phone, iOSVersion: IOSVersion(major: 26),
            designRequiresCompatibility: true, sdk: IOSVersion(major: 26)))
        let pad = ExplicitScreen(width: 834, height: 1194, idiom: .pad)
        let padEnvironment = EnvironmentSettings().tabBarEnvironment(on: .explicit(pad))
        #expect(padEnvironment.scale == 2 && padEnvironment.horizontalSizeClass == .regular && padEnvironment.verticalSizeClass == .regular)
    }

    @Test func aRenderEnvironmentResolvesOnce() throws {
        let plain = try RenderEnvironment(resolving: EnvironmentSettings())
        #expect(plain.tabBarEnvironment == TabBarEnvironment.device("iphone-16"))
        #expect(plain.tabs == nil && plain.languages.isEmpty && plain.localizations.isEmpty)
        var settings = Self.configured("lint {\n    deploymentTarget: 26.0\n}\n")
        settings.screen = .device(try #require(Device.named("iphone-se-3")))
        settings.layoutDirection = .rightToLeft
        settings.tabs = ["search", "home"]
        let resolved = try RenderEnvironment(resolving: settings)
        #expect(resolved.tabBarEnvironment == TabBarEnvironment.device("iphone-se-3", layoutDirection: .rightToLeft, iOSVersion: IOSVersion(major: 26)))
        #expect(resolved.tabs == ["search", "home"])
    }

    @Test func aLanguageMustBeOneOfTheCatalogs() throws {
        var settings = EnvironmentSettings()
        settings.titleLanguage = "de"
        #expect(throws: RenderEnvironment.ResolutionError(message:
            "'--language' needs a catalog; give '--catalog FILE' or set 'catalogs' in the configuration's 'lint' block")) {
            try RenderEnvironment(resolving: settings)
        }
        settings.localizations = try LanguageFixtures.localizations(LanguageFixtures.catalog)
        #expect(try RenderEnvironment(resolving: settings).languages == ["de"])
        settings.titleLanguage = "all"
        #expect(try RenderEnvironment(resolving: settings).languages == ["en", "ar", "de", "ja"])
        settings.titleLanguage = "dee"
        #expect(throws: RenderEnvironment.ResolutionError(message: "the catalogs have no language 'dee'; did you mean 'de'?")) {
            try RenderEnvironment(resolving: settings)
        }
        settings.titleLanguage = "zz-Latn"
        #expect(throws: RenderEnvironment.ResolutionError(message: "the catalogs have no language 'zz-Latn'; they have en, ar, de, ja")) {
            try RenderEnvironment(resolving: settings)
        }
    }
}
