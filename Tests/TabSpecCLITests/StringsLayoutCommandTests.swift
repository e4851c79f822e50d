import Foundation
import Testing

/// `tabspec strings` on catalogs not in Xcode's layout and on keys the app's code owns, through the built
/// binary, in a folder whose path has spaces and non-ASCII names (``StringsCommandTests/workspace(catalog:spec:)``).
@Suite("tabspec strings: layouts and the app's keys")
struct StringsLayoutCommandTests {
    /// An entry tabspec writes for a title, in JavaScript's `JSON.stringify(…, null, 2)` layout, with the
    /// comma and line break that follow it.
    static func owned(_ key: String, _ comment: String, _ value: String) -> String {
        """
            "\(key)": {
              "comment": "\(comment)",
              "extractionState": "manual",
              "localizations": {
                "en": {
                  "stringUnit": {
                    "state": "translated",
                    "value": "\(value)"
                  }
                }
              }
            },

        """
    }

    /// A catalog as a script wrote it (`JSON.stringify(catalog, null, 2)` and a final newline): tabspec's
    /// `home` key translated into German, and two keys of the app's.
    static let script = """
        {
          "sourceLanguage": "en",
          "strings": {
            "Later": {},
            "MainTab.home.title": {
              "comment": "Title of the 'home' tab of the MainTab tab bar",
              "extractionState": "manual",
              "localizations": {
                "de": {
                  "stringUnit": {
                    "state": "translated",
                    "value": "Start"
                  }
                },
                "en": {
                  "stringUnit": {
                    "state": "translated",
                    "value": "Home"
                  }
                }
              }
            },
            "Welcome": {
              "comment": "Shown once",
              "localizations": {
                "de": {
                  "stringUnit": {
                    "state": "translated",
                    "value": "Willkommen"
                  }
                }
              }
            }
          },
          "version": "1.0"
        }

        """

    /// ``script`` after `tabspec strings` with ``StringsCommandTests/spec``: the profile's two keys added in
    /// the same layout after `home`, every other byte as it was.
    static let scriptUpdated = script.replacingOccurrences(of: "      }\n    },\n    \"Welcome\"", with: "      }\n    },\n"
            + owned("MainTab.profile.accessibilityLabel", "Accessibility label of the 'profile' tab of the MainTab tab bar", "Your profile")
            + owned("MainTab.profile.title", "Title of the 'profile' tab of the MainTab tab bar", "Profile")
            + "    \"Welcome\"")

    @Test func aCatalogAScriptWroteKeepsItsLayoutAndEveryOtherByte() throws {
        let directory = try StringsCommandTests.workspace(catalog: Self.script)
        defer { StringsCommandTests.remove(directory) }
        // --check: the diff adds the two entries and removes nothing.
        let check = try StringsCommandTests.run(["--catalog", "Tabs.xcstrings", "--check"], in: directory)
        #expect(check.status == 1)
        let lines = check.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.prefix(3) == ["--- a/Tabs.xcstrings", "+++ b/Tabs.xcstrings", "@@ -20,6 +20,30 @@"])
        #expect(lines.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.count == 24)
        #expect(!lines.contains { $0.hasPrefix("-") && !$0.hasPrefix("---") })
        let result = try StringsCommandTests.run(["--catalog", "Tabs.xcstrings"], in: directory)
        #expect(result.status == 0)
        #expect(result.stderr == "0 errors, 0 warnings in 1 file; catalog 'Tabs.xcstrings' written (2 keys added, 1 unchanged)\n")
        #expect(Self.scriptUpdated != Self.script)
        #expect(StringsCommandTests.catalog(directory) == Self.scriptUpdated)
        // The final newline is kept, and the next run and --check find the catalog in step.
        #expect(StringsCommandTests.catalog(directory)?.hasSuffix("  \"version\": \"1.0\"\n}\n") == true)
        let again = try StringsCommandTests.run(["--catalog", "Tabs.xcstrings"], in: directory)
        #expect(again.stderr == "0 errors, 0 warnings in 1 file; catalog 'Tabs.xcstrings' unchanged (3 keys unchanged)\n")
        #expect(try StringsCommandTests.run(["--catalog", "Tabs.xcstrings", "--check"], in: directory).status == 0)
    }

    @Test func aChangedTitleRewritesOnlyItsEntryInACRLFCatalog() throws {
        let crlf = Self.scriptUpdated.replacingOccurrences(of: "\n", with: "\r\n")
        let spec = StringsCommandTests.spec.replacingOccurrences(of: "title: \"Home\"", with: "title: \"Start here\"")
        let directory = try StringsCommandTests.workspace(catalog: crlf, spec: spec)
        defer { StringsCommandTests.remove(directory) }
        let result = try StringsCommandTests.run(["--catalog", "Tabs.xcstrings"], in: directory)
        #expect(result.status == 0)
        #expect(result.stderr == "0 errors, 0 warnings in 1 file; catalog 'Tabs.xcstrings' written (1 key updated, 2 unchanged, 1 translation marked needs_review)\n")
        let expected = crlf
            .replacingOccurrences(of: "\"state\": \"translated\",\r\n            \"value\": \"Start\"", with: "\"state\": \"needs_review\",\r\n            \"value\": \"Start\"")
            .replacingOccurrences(of: "\"value\": \"Home\"", with: "\"value\": \"Start here\"")
        #expect(expected != crlf)
        #expect(StringsCommandTests.catalog(directory) == expected)
    }

    @Test func aLayoutThatIsNotOneWayThroughoutIsRefusedAndReformatRewritesIt() throws {
        let mixed = Self.script.replacingOccurrences(of: "\"comment\": \"Shown once\"", with: "\"comment\" : \"Shown once\"")
        let directory = try StringsCommandTests.workspace(catalog: mixed)
        defer { StringsCommandTests.remove(directory) }
        for check in [false, true] {
            let result = try StringsCommandTests.run(["--catalog", "Tabs.xcstrings"] + (check ? ["--check"] : []), in: directory)
            #expect(result.status == 1)
            #expect(result.stdout == "")
            #expect(result.stderr == "Tabs.xcstrings:24:16: error: this part of the catalog is laid out unlike the rest (expected '\"comment\": \"Shown once\",'), "
                + "so tabspec cannot write its changes in the file's own layout; nothing written [irregular-catalog-layout]\n"
                + "Tabs.xcstrings:24:16: note: lay it out as the rest of the file is, or run 'tabspec strings' with '--reformat' to rewrite the whole catalog in Xcode's layout\n"
                + "1 error, 0 warnings in 2 files; catalog 'Tabs.xcstrings' not \(check ? "checked" : "written")\n")
            #expect(StringsCommandTests.catalog(directory) == mixed)
        }
        let reformatted = try StringsCommandTests.run(["--catalog", "Tabs.xcstrings", "--reformat"], in: directory)
        #expect(reformatted.status == 0)
        #expect(reformatted.stderr == "0 errors, 0 warnings in 1 file; catalog 'Tabs.xcstrings' reformatted in Xcode's layout and written (2 keys added, 1 unchanged)\n")
        let written = try #require(FileManager.default.contents(atPath: directory + "/Tabs.xcstrings"))
        let xcode = try JSONSerialization.data(withJSONObject: JSONSerialization.jsonObject(with: written),
                                               options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        #expect(written == xcode)
        #expect(String(decoding: written, as: UTF8.self).contains("\"Later\" : {\n\n    },\n    \"MainTab.home.title\" : {\n"))
        let again = try StringsCommandTests.run(["--catalog", "Tabs.xcstrings", "--reformat"], in: directory)
        #expect(again.stderr == "0 errors, 0 warnings in 1 file; catalog 'Tabs.xcstrings' unchanged (3 keys unchanged)\n")
    }

    /// A catalog as Xcode writes it after a build extracted `Text("Home")` and `Text("Settings")` from the
    /// app's code (no extractionState; Settings already translated).
    static let extracted = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Home" : {

            },
            "Settings" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Einstellungen"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    /// Titles keyed by the app's keys `Home` and `Settings`, and a default key.
    static let appKeysSpec = """
        tabbar MainTab {
            localization { table: "Localizable" }
            tab home { symbol: "house", title: "Home", titleKey: "Home" }
            tab settings { symbol: "gear", title: "Settings", titleKey: "Settings" }
            tab profile { symbol: "person", title: "Profile" }
        }

        """

    @Test func aKeyTheAppsCodeOwnsIsReportedByNameLeftAloneAndFailsTheRun() throws {
        let directory = try StringsCommandTests.workspace(spec: Self.appKeysSpec)
        defer { StringsCommandTests.remove(directory) }
        try Data(Self.extracted.utf8).write(to: URL(fileURLWithPath: directory + "/Localizable.xcstrings"))
        let owned = { (key: String, line: Int, column: Int) in
            "Specs/Main.tabspec:\(line):\(column): error: localization key '\(key)' belongs to the app's code in 'Localizable.xcstrings' "
                + "(Xcode extracted it from the app's code); tabspec leaves its entry as it is [catalog-key-owned-by-app]\n"
                + "Specs/Main.tabspec:\(line):\(column): note: give this title another key with 'titleKey', or set its extractionState "
                + "to 'manual' in the catalog to hand the key to tabspec\n"
        }
        let result = try StringsCommandTests.run(["--catalog", "Localizable.xcstrings"], in: directory)
        #expect(result.status == 1)
        #expect(result.stderr == owned("Home", 3, 58) + owned("Settings", 4, 65)
            + "2 errors, 0 warnings in 1 file; catalog 'Localizable.xcstrings' written (1 key added, 2 keys owned by the app left alone)\n")
        let profile = StringsCommandTests.owned("MainTab.profile.title", "Title of the 'profile' tab of the MainTab tab bar", "Profile")
        let expected = Self.extracted.replacingOccurrences(of: "    \"Settings\" : {", with: profile + "    \"Settings\" : {")
        #expect(StringsCommandTests.catalog(directory, "Localizable.xcstrings") == expected)
        // --check fails on them too, with the catalog otherwise in step.
        let check = try StringsCommandTests.run(["--catalog", "Localizable.xcstrings", "--check"], in: directory)
        #expect(check.status == 1)
        #expect(check.stdout == "")
        #expect(check.stderr.hasSuffix("2 errors, 0 warnings in 1 file; catalog 'Localizable.xcstrings' up to date (1 key unchanged, 2 keys owned by the app left alone)\n"))
        // Handed to tabspec (manual), Home is taken over; Settings is still the app's.
        let handed = expected.replacingOccurrences(of: "\"Home\" : {\n\n    }", with: "\"Home\" : {\n      \"extractionState\" : \"manual\"\n    }")
        try Data(handed.utf8).write(to: URL(fileURLWithPath: directory + "/Localizable.xcstrings"))
        let taken = try StringsCommandTests.run(["--catalog", "Localizable.xcstrings"], in: directory)
        #expect(taken.status == 1)
        #expect(taken.stderr == owned("Settings", 4, 65)
            + "1 error, 0 warnings in 1 file; catalog 'Localizable.xcstrings' written (1 key updated, 1 unchanged, 1 key owned by the app left alone)\n")
        #expect(StringsCommandTests.catalog(directory, "Localizable.xcstrings")?.contains(
            StringsCommandTests.owned("Home", "Title of the 'home' tab of the MainTab tab bar", "Home")) == true)
    }

    @Test func theHelpNamesReformat() throws {
        let result = try TabspecProcess.run(["strings", "--help"], in: FileManager.default.currentDirectoryPath, timeLimit: 60)
        #expect(result.status == 0)
        #expect(result.stdout.contains("  --reformat "))
        #expect(result.stdout.contains("irregular-catalog-layout"))
        #expect(result.stdout.contains("catalog-key-owned-by-app"))
    }
}
