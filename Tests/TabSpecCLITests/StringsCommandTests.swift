import Foundation
import Testing

/// `tabspec strings` through the built binary (localization.md): a catalog created and kept in step in
/// Xcode's layout, translations marked for review, removed tabs marked stale, the app's own keys untouched,
/// `--check`, malformed catalogs and the output-safety rules; in folders whose paths have spaces and
/// non-ASCII names.
@Suite("tabspec strings")
struct StringsCommandTests {
    /// The spec of the tests: MainTab in table `Tabs`, with a title and an accessibility label.
    static let spec = """
        tabbar MainTab {
            localization { table: "Tabs" }
            tab home { symbol: "house", title: "Home" }
            tab profile { symbol: "person", title: "Profile", accessibilityLabel: "Your profile" }
        }

        """

    /// The entry of a key tabspec owns as the tool writes it (no translations).
    static func owned(_ key: String, _ comment: String, _ value: String, last: Bool = false) -> String {
        """
            "\(key)" : {
              "comment" : "\(comment)",
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "\(value)"
                  }
                }
              }
            }\(last ? "" : ",")

        """
    }

    /// What `tabspec strings` writes for ``spec`` into a missing `Tabs.xcstrings`.
    static let created = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        + owned("MainTab.home.title", "Title of the 'home' tab of the MainTab tab bar", "Home")
        + owned("MainTab.profile.accessibilityLabel", "Accessibility label of the 'profile' tab of the MainTab tab bar", "Your profile")
        + owned("MainTab.profile.title", "Title of the 'profile' tab of the MainTab tab bar", "Profile", last: true)
        + "  },\n  \"version\" : \"1.0\"\n}"

    /// A catalog as Xcode writes it after translating ``created`` into German and Japanese and adding a key of
    /// the app's own (`Welcome`, with a field tabspec does not know, and an empty entry `Later`).
    static let translated = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Later" : {

            },
            "MainTab.home.title" : {
              "comment" : "Title of the 'home' tab of the MainTab tab bar",
              "extractionState" : "manual",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Start"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Home"
                  }
                },
                "ja" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "ホーム"
                  }
                }
              }
            },
            "MainTab.profile.accessibilityLabel" : {
              "comment" : "Accessibility label of the 'profile' tab of the MainTab tab bar",
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Your profile"
                  }
                }
              }
            },
            "MainTab.profile.title" : {
              "comment" : "Title of the 'profile' tab of the MainTab tab bar",
              "extractionState" : "manual",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Profil"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Profile"
                  }
                }
              }
            },
            "Welcome" : {
              "comment" : "Shown once",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "needs_review",
                    "value" : "Willkommen"
                  }
                }
              },
              "shouldTranslate" : true
            }
          },
          "version" : "1.0"
        }
        """

    /// A folder `Dossier été/` (spaces, non-ASCII) in a fresh temporary directory, with `.git` (the
    /// configuration search stops there), `Specs/Main.tabspec` (``spec``) and, when given, `Tabs.xcstrings`.
    static func workspace(catalog: String? = nil, spec: String = spec) throws -> String {
        let directory = try TabspecProcess.temporaryDirectory() + "/Dossier été"
        try FileManager.default.createDirectory(atPath: directory + "/Specs", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: directory + "/.git", withIntermediateDirectories: true)
        try spec.write(toFile: directory + "/Specs/Main.tabspec", atomically: true, encoding: .utf8)
        if let catalog { try Data(catalog.utf8).write(to: URL(fileURLWithPath: directory + "/Tabs.xcstrings")) }
        return directory
    }

    static func remove(_ directory: String) {
        try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent)
    }

    static func catalog(_ directory: String, _ name: String = "Tabs.xcstrings") -> String? {
        FileManager.default.contents(atPath: directory + "/" + name).map { String(decoding: $0, as: UTF8.self) }
    }

    static func run(_ arguments: [String], in directory: String) throws -> TabspecResult {
        try TabspecProcess.run(["strings", "Specs"] + arguments, in: directory, timeLimit: 60)
    }

    // MARK: - Creating and updating

    @Test func createsTheCatalogInXcodesLayoutAndASecondRunChangesNothing() throws {
        let directory = try Self.workspace()
        defer { Self.remove(directory) }
        let first = try Self.run(["--catalog", "Tabs.xcstrings"], in: directory)
        #expect(first.status == 0)
        #expect(first.stderr == "0 errors, 0 warnings in 1 file; catalog 'Tabs.xcstrings' created (3 keys added)\n")
        #expect(first.stdout == "")
        #expect(Self.catalog(directory) == Self.created)
        let modified = try FileManager.default.attributesOfItem(atPath: directory + "/Tabs.xcstrings")[.modificationDate] as? Date
        let second = try Self.run(["--catalog", "Tabs.xcstrings"], in: directory)
        #expect(second.status == 0)
        #expect(second.stderr == "0 errors, 0 warnings in 1 file; catalog 'Tabs.xcstrings' unchanged (3 keys unchanged)\n")
        #expect(Self.catalog(directory) == Self.created)
        #expect(try FileManager.default.attributesOfItem(atPath: directory + "/Tabs.xcstrings")[.modificationDate] as? Date == modified)
    }

    @Test func aNewCatalogTakesTheSourceLanguageOption() throws {
        let directory = try Self.workspace()
        defer { Self.remove(directory) }
        let result = try Self.run(["--catalog", "Tabs.xcstrings", "--source-language", "pt-BR"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.catalog(directory) == Self.created
            .replacingOccurrences(of: "\"sourceLanguage\" : \"en\"", with: "\"sourceLanguage\" : \"pt-BR\"")
            .replacingOccurrences(of: "        \"en\" : {", with: "        \"pt-BR\" : {"))
    }

    @Test func anUpToDateTranslatedCatalogIsLeftByteForByte() throws {
        let directory = try Self.workspace(catalog: Self.translated)
        defer { Self.remove(directory) }
        let result = try Self.run(["--catalog", "Tabs.xcstrings"], in: directory)
        #expect(result.status == 0)
        #expect(result.stderr == "0 errors, 0 warnings in 1 file; catalog 'Tabs.xcstrings' unchanged (3 keys unchanged)\n")
        #expect(Self.catalog(directory) == Self.translated)
    }

    @Test func aChangedTitleMarksTheTranslationsForReviewAndARemovedTabIsStale() throws {
        let spec = """
            tabbar MainTab {
                localization { table: "Tabs" }
                tab home { symbol: "house", title: "Start here" }
            }

            """
        let directory = try Self.workspace(catalog: Self.translated, spec: spec)
        defer { Self.remove(directory) }
        let result = try Self.run(["--catalog", "Tabs.xcstrings"], in: directory)
        #expect(result.status == 0)
        #expect(result.stderr == "0 errors, 0 warnings in 1 file; catalog 'Tabs.xcstrings' written "
            + "(1 key updated, 2 translations marked needs_review, 2 keys marked stale)\n")
        let expected = Self.translated
            .replacingOccurrences(of: "\"state\" : \"translated\",\n            \"value\" : \"Start\"",
                                  with: "\"state\" : \"needs_review\",\n            \"value\" : \"Start\"")
            .replacingOccurrences(of: "\"value\" : \"Home\"", with: "\"value\" : \"Start here\"")
            .replacingOccurrences(of: "\"state\" : \"translated\",\n            \"value\" : \"ホーム\"",
                                  with: "\"state\" : \"needs_review\",\n            \"value\" : \"ホーム\"")
            .replacingOccurrences(of: "the MainTab tab bar\",\n      \"extractionState\" : \"manual\",\n      \"localizations\" : {\n        \"en\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"Your profile\"",
                                  with: "the MainTab tab bar\",\n      \"extractionState\" : \"stale\",\n      \"localizations\" : {\n        \"en\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"Your profile\"")
            .replacingOccurrences(of: "the 'profile' tab of the MainTab tab bar\",\n      \"extractionState\" : \"manual\",\n      \"localizations\" : {\n        \"de\"",
                                  with: "the 'profile' tab of the MainTab tab bar\",\n      \"extractionState\" : \"stale\",\n      \"localizations\" : {\n        \"de\"")
        #expect(expected != Self.translated)
        #expect(Self.catalog(directory) == expected)
        // The German and Japanese values are kept; the app's keys `Later` and `Welcome` are as they were.
        #expect(expected.contains("\"Later\" : {\n\n    },\n"))
        #expect(expected.contains("\"value\" : \"Willkommen\"\n          }\n        }\n      },\n      \"shouldTranslate\" : true\n"))
        let again = try Self.run(["--catalog", "Tabs.xcstrings"], in: directory)
        #expect(again.stderr == "0 errors, 0 warnings in 1 file; catalog 'Tabs.xcstrings' unchanged (1 key unchanged)\n")
        #expect(Self.catalog(directory) == expected)
    }

    @Test func keysOfAnotherTableAreSkippedAndCounted() throws {
        let spec = Self.spec + """
            tabbar Side {
                localization { table: "Localizable" }
                tab a { symbol: "house", title: "A" }
                tab b { symbol: "house", title: "B" }
            }

            """
        let directory = try Self.workspace(spec: spec)
        defer { Self.remove(directory) }
        let result = try Self.run(["--catalog", "Tabs.xcstrings"], in: directory)
        #expect(result.status == 0)
        #expect(result.stderr == "0 errors, 0 warnings in 1 file; catalog 'Tabs.xcstrings' created (3 keys added); 2 keys of table 'Localizable' skipped\n")
        #expect(Self.catalog(directory) == Self.created)
    }

    // MARK: - --check

    @Test func checkPrintsTheExactDiffAndExitsOneWhenOutOfStep() throws {
        let directory = try Self.workspace(catalog: Self.created, spec: Self.spec.replacingOccurrences(of: "\"Profile\"", with: "\"Account\""))
        defer { Self.remove(directory) }
        let result = try Self.run(["--catalog", "Tabs.xcstrings", "--check"], in: directory)
        #expect(result.status == 1)
        #expect(result.stdout == """
            --- a/Tabs.xcstrings
            +++ b/Tabs.xcstrings
            @@ -32,7 +32,7 @@
                     "en" : {
                       "stringUnit" : {
                         "state" : "translated",
            -            "value" : "Profile"
            +            "value" : "Account"
                       }
                     }
                   }

            """)
        #expect(result.stderr == "Tabs.xcstrings: catalog is out of step with the specs\n"
            + "0 errors, 0 warnings in 1 file; catalog 'Tabs.xcstrings' out of date (1 key updated, 2 unchanged); run 'tabspec strings' to update it\n")
        #expect(Self.catalog(directory) == Self.created)
    }

    @Test func checkExitsZeroWhenUpToDateAndOneWhenMissing() throws {
        let directory = try Self.workspace(catalog: Self.created)
        defer { Self.remove(directory) }
        let fresh = try Self.run(["--catalog", "Tabs.xcstrings", "--check"], in: directory)
        #expect(fresh.status == 0)
        #expect(fresh.stdout == "")
        #expect(fresh.stderr == "0 errors, 0 warnings in 1 file; catalog 'Tabs.xcstrings' up to date (3 keys unchanged)\n")
        let missing = try Self.run(["--catalog", "New.xcstrings", "--check"], in: directory)
        #expect(missing.status == 1)
        #expect(missing.stdout.hasPrefix("--- /dev/null\n+++ b/New.xcstrings\n@@ -0,0 +1,7 @@\n+{\n+  \"sourceLanguage\" : \"en\",\n"))
        #expect(missing.stderr.hasSuffix("; catalog 'New.xcstrings' missing (0 keys added); run 'tabspec strings' to create it; 3 keys of table 'Tabs' skipped\n"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/New.xcstrings"))
    }

    // MARK: - Errors

    @Test func aMalformedCatalogIsAnErrorAtItsLineAndColumnAndStaysUntouched() throws {
        let bad = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : 3\n  }\n}"
        let directory = try Self.workspace(catalog: bad)
        defer { Self.remove(directory) }
        let result = try Self.run(["--catalog", "Tabs.xcstrings"], in: directory)
        #expect(result.status == 1)
        #expect(result.stderr == "Tabs.xcstrings:4:11: error: the entry of 'a' must be an object [invalid-catalog]\n"
            + "1 error, 0 warnings in 2 files; catalog 'Tabs.xcstrings' not written\n")
        #expect(Self.catalog(directory) == bad)
    }

    @Test func aSpecWithErrorsIsReportedAndNothingIsWritten() throws {
        let directory = try Self.workspace(spec: "tabbar MainTab {\n    tab home { symbol: \"house\", titel: \"Home\" }\n}\n")
        defer { Self.remove(directory) }
        let result = try Self.run(["--catalog", "Tabs.xcstrings"], in: directory)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Specs/Main.tabspec:2:33: error: unknown key 'titel'"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("; catalog 'Tabs.xcstrings' not written\n"))
        #expect(Self.catalog(directory) == nil)
    }

    @Test func oneKeyWithTwoTextsInTwoSpecsIsAnError() throws {
        let directory = try Self.workspace()
        defer { Self.remove(directory) }
        try """
            tabbar Extra {
                localization { table: "Tabs" }
                tab start { symbol: "house", title: "Begin", titleKey: "MainTab.home.title" }
            }

            """.write(toFile: directory + "/Specs/Extra.tabspec", atomically: true, encoding: .utf8)
        let result = try Self.run(["--catalog", "Tabs.xcstrings"], in: directory)
        #expect(result.status == 1)
        #expect(result.stderr == "Specs/Main.tabspec:3:40: error: localization key 'MainTab.home.title' has two source texts, 'Home' and 'Begin'; give one of them another key [conflicting-localization-key]\n"
            + "Specs/Main.tabspec:3:40: note: 'MainTab.home.title' is also the 'titleKey' of tab 'start' in 'Extra' of 'Specs/Extra.tabspec', 'Begin'\n"
            + "1 error, 0 warnings in 2 files; catalog 'Tabs.xcstrings' not written\n")
        #expect(Self.catalog(directory) == nil)
    }

    @Test func aDifferentSourceLanguageThanTheCatalogsIsAUsageError() throws {
        let directory = try Self.workspace(catalog: Self.created)
        defer { Self.remove(directory) }
        let result = try Self.run(["--catalog", "Tabs.xcstrings", "--source-language", "de"], in: directory)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: '--source-language de' differs from the sourceLanguage 'en' of 'Tabs.xcstrings'; "
            + "leave the option out (an existing catalog keeps its source language) or change the catalog in Xcode\n"))
        #expect(Self.catalog(directory) == Self.created)
        // The same language is fine.
        #expect(try Self.run(["--catalog", "Tabs.xcstrings", "--source-language", "en"], in: directory).status == 0)
    }

    @Test(arguments: [
        (["--catalog", "Tabs.xcstring"], "Error: invalid value 'Tabs.xcstring' for '--catalog'; expected a String Catalog named '<table>.xcstrings'; did you mean 'Tabs.xcstrings'?\n"),
        (["--catalog", "Res/Tabs.json"], "Error: invalid value 'Res/Tabs.json' for '--catalog'; expected a String Catalog named '<table>.xcstrings'; did you mean 'Res/Tabs.xcstrings'?\n"),
        (["--catalog", "Tabs.xcstrings", "--source-language", "en_US"], "Error: invalid value 'en_US' for '--source-language'; expected a language code such as 'en', 'de' or 'pt-BR'; did you mean 'en-US'?\n"),
        (["--source-language", "en"], "Error: missing '--catalog'; give the String Catalog to keep in step, e.g. '--catalog Resources/Tabs.xcstrings'\n"),
    ])
    func badOptionValuesAreUsageErrors(_ arguments: [String], message: String) throws {
        let directory = try Self.workspace()
        defer { Self.remove(directory) }
        let result = try Self.run(arguments, in: directory)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(result.stderr.contains("\nUsage: tabspec strings <inputs> --catalog <file.xcstrings>"))
        #expect(Self.catalog(directory) == nil)
    }

    // MARK: - Output safety

    @Test func aCatalogPathThatIsASpecIsRefused() throws {
        let directory = try Self.workspace()
        defer { Self.remove(directory) }
        try FileManager.default.createSymbolicLink(atPath: directory + "/Main.xcstrings", withDestinationPath: "Specs/Main.tabspec")
        let before = Self.catalog(directory, "Specs/Main.tabspec")
        let result = try Self.run(["--catalog", "Main.xcstrings"], in: directory)
        #expect(result.status == 73)
        #expect(result.stderr == "Error: cannot write 'Main.xcstrings': it is the same file as the input 'Specs/Main.tabspec'; choose another output path\n")
        #expect(Self.catalog(directory, "Specs/Main.tabspec") == before)
    }

    @Test func aReadOnlyStaleCatalogIsRefusedUntouchedAndAFreshOneIsFine() throws {
        let directory = try Self.workspace(catalog: Self.created.replacingOccurrences(of: "\"Home\"", with: "\"Old\""))
        defer { Self.remove(directory) }
        let path = directory + "/Tabs.xcstrings"
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        let stale = try Self.run(["--catalog", "Tabs.xcstrings"], in: directory)
        #expect(stale.status == 73)
        #expect(stale.stderr == "Error: cannot write 'Tabs.xcstrings': it is read-only (mode 0444); make it writable or choose another output path\n")
        #expect(Self.catalog(directory) == Self.created.replacingOccurrences(of: "\"Home\"", with: "\"Old\""))
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        try Data(Self.created.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        #expect(try Self.run(["--catalog", "Tabs.xcstrings"], in: directory).status == 0)
    }

    @Test(arguments: [SpecialFile.fifo, .directory])
    func aCatalogThatIsNotARegularFileIsRefusedWithoutOpeningIt(kind: SpecialFile) throws {
        let directory = try Self.workspace()
        defer { Self.remove(directory) }
        guard try SpecialFile.make(kind, at: directory + "/Tabs.xcstrings") else { return }
        for check in [false, true] {
            let result = try Self.run(["--catalog", "Tabs.xcstrings"] + (check ? ["--check"] : []), in: directory)
            #expect(!result.timedOut)
            #expect(result.status == 73)
            #expect(result.stderr.hasPrefix(SpecialFile.refusal("Tabs.xcstrings", at: directory + "/Tabs.xcstrings")), "\(result.stderr)")
        }
    }
}
