import Foundation
import Testing

/// `lint`, `frames` and `render` with String Catalogs on the command line (localization.md).
@Suite("Languages on the command line")
struct LanguageCommandTests {
    static let spec = """
        tabbar Main {
            localization { table: "Tabs" }
            tab home     { symbol: "house", title: "Home" }
            tab search   { symbol: "magnifyingglass", title: "Search" }
            tab settings { symbol: "gearshape", title: "Settings" }
        }

        """

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Main.home.title" : { "localizations" : {
              "ar" : { "stringUnit" : { "state" : "translated", "value" : "الرئيسية" } },
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Startseite" } }
            } },
            "Main.search.title" : { "localizations" : {
              "ar" : { "stringUnit" : { "state" : "translated", "value" : "بحث" } },
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Suchen" } }
            } },
            "Main.settings.title" : { "localizations" : {
              "ar" : { "stringUnit" : { "state" : "translated", "value" : "الإعدادات" } }
            } }
          },
          "version" : "1.0"
        }
        """

    /// A repository with `Main.tabspec`, `App/Resources/Tabs.xcstrings` and, when given, a configuration.
    private func workspace(configuration: String? = nil) throws -> String {
        let directory = try TabspecProcess.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: directory + "/App/Resources", withIntermediateDirectories: true)
        try Self.spec.write(toFile: directory + "/Main.tabspec", atomically: true, encoding: .utf8)
        try Self.catalog.write(toFile: directory + "/App/Resources/Tabs.xcstrings", atomically: true, encoding: .utf8)
        if let configuration { try configuration.write(toFile: directory + "/.tabspec", atomically: true, encoding: .utf8) }
        return directory
    }

    @Test func lintReadsTheConfigurationsCatalogsRelativeToIt() throws {
        let directory = try workspace(configuration: "lint {\n    devices: iphone-se-3\n    orientations: portrait\n    catalogs: \"App/Resources/Tabs.xcstrings\"\n    languages: de ar\n}\n")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try TabspecProcess.run(["lint", "Main.tabspec", "--reporter", "xcode"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Main.tabspec:5:48: warning: key 'Main.settings.title' has no translation in de; the title 'Settings' is shown there instead [missing-translation]\n")
        #expect(result.stderr == "0 errors, 1 warning in 1 file\n")
        // `--languages` replaces the configuration's.
        let arabic = try TabspecProcess.run(["lint", "Main.tabspec", "--reporter", "xcode", "--languages", "ar"], in: directory)
        #expect(arabic.stdout.isEmpty)
    }

    @Test func lintReadsLprojFoldersAndRepeatedCatalogs() throws {
        let directory = try workspace()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/Strings/fi.lproj", withIntermediateDirectories: true)
        try "\"Main.settings.title\" = \"Asetukset ja yksityisyys\";\n".write(toFile: directory + "/Strings/fi.lproj/Tabs.strings",
                                                                             atomically: true, encoding: .utf8)
        let result = try TabspecProcess.run(["lint", "Main.tabspec", "--reporter", "xcode", "--devices", "iphone-se-3",
                                             "--orientations", "portrait", "--catalog", "App/Resources/Tabs.xcstrings",
                                             "--catalog", "Strings", "--languages", "fi"], in: directory)
        #expect(result.stdout.split(separator: "\n").map(String.init) == [
            "Main.tabspec:3:44: warning: key 'Main.home.title' has no translation in fi; the title 'Home' is shown there instead [missing-translation]",
            "Main.tabspec:4:54: warning: key 'Main.search.title' has no translation in fi; the title 'Search' is shown there instead [missing-translation]",
            "Main.tabspec:5:48: warning: title 'Asetukset ja yksityisyys' (fi) is cut to 'Asetukset ja yksityi…' (classic bar) and 'Asetukset ja yks…' (floating iOS 26 bar) on iPhone SE (3rd generation), portrait and 1 more [title-truncation]",
            "Main.tabspec:5:48: note: on all 2 checked devices and orientations",
        ])
    }

    @Test func anUnreadableCatalogIs66AndAMalformedOneItsDiagnostic() throws {
        let directory = try workspace()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let missing = try TabspecProcess.run(["lint", "Main.tabspec", "--catalog", "Nope.xcstrings"], in: directory)
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("cannot read catalog 'Nope.xcstrings'"))
        try "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {,}\n}\n".write(toFile: directory + "/Bad.xcstrings", atomically: true, encoding: .utf8)
        let bad = try TabspecProcess.run(["lint", "Main.tabspec", "--catalog", "Bad.xcstrings"], in: directory)
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("Bad.xcstrings:3:16: error: "))
        #expect(bad.stderr.contains("[invalid-catalog]"))
        #expect(bad.stdout.isEmpty)
    }

    @Test func framesInArabicAreTheRTLFramesWithTheLanguage() throws {
        let directory = try workspace()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let arabic = try TabspecProcess.run(["frames", "Main.tabspec", "--device", "iphone-16", "--format", "csv",
                                             "--catalog", "App/Resources/Tabs.xcstrings", "--language", "ar"], in: directory)
        let rtl = try TabspecProcess.run(["frames", "Main.tabspec", "--device", "iphone-16", "--format", "csv", "--rtl"], in: directory)
        #expect(arabic.status == 0, "\(arabic.stderr)")
        #expect(arabic.stdout.replacingOccurrences(of: "الرئيسية", with: "Home").replacingOccurrences(of: "بحث", with: "Search")
            .replacingOccurrences(of: "الإعدادات", with: "Settings") == rtl.stdout)
        let json = try TabspecProcess.run(["frames", "Main.tabspec", "--device", "iphone-16", "--format", "json",
                                           "--catalog", "App/Resources/Tabs.xcstrings", "--language", "ar"], in: directory)
        #expect(json.stdout.contains("\"layoutDirection\": \"rightToLeft\",\n        \"ios\": \"18.0\",\n        \"sdk\": \"27.0\",\n        \"language\": \"ar\"\n"))
        let unknown = try TabspecProcess.run(["frames", "Main.tabspec", "--catalog", "App/Resources/Tabs.xcstrings", "--language", "zz-Latn"], in: directory)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("the catalogs have no language 'zz-Latn'; they have en, ar, de"))
        let noCatalog = try TabspecProcess.run(["frames", "Main.tabspec", "--language", "de"], in: directory)
        #expect(noCatalog.status == 64)
        #expect(noCatalog.stderr.contains("'--language' needs a catalog"))
    }

    @Test func renderAllDrawsEveryLanguageFromTheConfiguration() throws {
        let directory = try workspace(configuration: "lint {\n    catalogs: \"App/Resources/Tabs.xcstrings\"\n}\n")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try TabspecProcess.run(["render", "Main.tabspec", "--device", "iphone-16", "--language", "all", "-o", "-"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let panels = result.stdout.components(separatedBy: "<g data-language=\"").dropFirst()
        #expect(panels.map { String($0.prefix { $0 != "\"" }) } == ["en", "ar", "de"])
        for panel in panels {
            #expect(panel.components(separatedBy: "data-tab=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) } == ["home", "search", "settings"])
        }
        #expect(result.stdout.contains(">Startseite<"))
        #expect(result.stdout.contains("iOS 18.0 · ar · right to left · light"))
    }
}
