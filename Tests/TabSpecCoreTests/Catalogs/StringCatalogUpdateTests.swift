import Foundation
import Testing
@testable import TabSpecCore

/// The update of `tabspec strings`: exact catalogs and counts, checked against the same change made with
/// Foundation and written by Xcode's writer.
@Suite("String catalog update")
struct StringCatalogUpdateTests {
    typealias Key = StringCatalog.OwnedKey

    /// The owned key of a tab's title.
    static func title(_ tabBar: String, _ tab: String, _ text: String, key: String? = nil) -> Key {
        Key(key: key ?? "\(tabBar).\(tab).title", sourceText: text, comment: "Title of the '\(tab)' tab of the \(tabBar) tab bar")
    }

    /// The keys of the `TabBar` fixture's MainTab as they stand.
    static let mainTab: [Key] = [
        title("MainTab", "home", "Home"),
        title("MainTab", "profile", "Profile"),
        Key(key: "MainTab.profile.accessibilityLabel", sourceText: "Your profile",
            comment: "Accessibility label of the 'profile' tab of the MainTab tab bar"),
        title("MainTab", "settings", "Settings"),
        title("MainTab", "search", "Search", key: "tab.search"),
    ]

    /// The TabBar fixture as Foundation objects, changed by `change`, written by Xcode's writer.
    private func expected(_ change: (inout [String: Any]) -> Void) throws -> [UInt8] {
        var strings = try #require((JSONSerialization.jsonObject(with: Data(StringCatalogTests.fixture("TabBar"))) as? [String: Any])?["strings"] as? [String: Any])
        change(&strings)
        return try StringCatalogTests.xcodeBytes(["sourceLanguage": "en", "strings": strings, "version": "1.0"])
    }

    /// `value` at `path` inside `object` (a dictionary of dictionaries).
    private func set(_ object: inout [String: Any], _ path: [String], to value: Any) {
        guard let first = path.first else { return }
        if path.count == 1 {
            object[first] = value
        } else {
            var child = object[first] as? [String: Any] ?? [:]
            set(&child, Array(path.dropFirst()), to: value)
            object[first] = child
        }
    }

    @Test func anUpToDateCatalogIsLeftByteForByte() throws {
        let catalog = try StringCatalogTests.catalog("TabBar")
        let (updated, summary) = StringCatalog.updating(catalog, with: Self.mainTab, ownedPrefixes: ["MainTab."])
        #expect(summary == StringCatalog.UpdateSummary(unchanged: 5))
        #expect(updated.rendered() == StringCatalogTests.fixture("TabBar"))
    }

    @Test func addsUpdatesMarksForReviewAndMarksStale() throws {
        let catalog = try StringCatalogTests.catalog("TabBar")
        var keys = Self.mainTab.filter { $0.key != "MainTab.profile.accessibilityLabel" }
        keys[1].sourceText = "Account"
        keys.append(Self.title("MainTab", "inbox", "Inbox"))
        let (updated, summary) = StringCatalog.updating(catalog, with: keys, ownedPrefixes: ["MainTab."])
        #expect(summary == StringCatalog.UpdateSummary(added: 1, updated: 1, markedNeedsReview: 1, markedStale: 1, unchanged: 3))
        let bytes = try expected { strings in
            set(&strings, ["MainTab.profile.title", "localizations", "en", "stringUnit", "value"], to: "Account")
            set(&strings, ["MainTab.profile.title", "localizations", "de", "stringUnit", "state"], to: "needs_review")
            set(&strings, ["MainTab.profile.accessibilityLabel", "extractionState"], to: "stale")
            strings["MainTab.inbox.title"] = [
                "comment": "Title of the 'inbox' tab of the MainTab tab bar", "extractionState": "manual",
                "localizations": ["en": ["stringUnit": ["state": "translated", "value": "Inbox"]]],
            ]
        }
        #expect(updated.rendered() == bytes)
        #expect(updated.value(forKey: "MainTab.profile.title", language: "de") == nil)
        #expect(updated.entry(forKey: "MainTab.profile.title")?.members.value("localizations")?["de"]?["stringUnit"]?["value"] == .string("Profil"))
        #expect(updated.sourceValue(forKey: "MainTab.profile.title") == "Account")
        // Running again changes nothing.
        let (again, secondSummary) = StringCatalog.updating(updated, with: keys, ownedPrefixes: ["MainTab."])
        #expect(secondSummary == StringCatalog.UpdateSummary(unchanged: 5))
        #expect(again.rendered() == bytes)
    }

    @Test func aChangedSourceTextMarksEveryFormOfEveryOtherLanguage() throws {
        let catalog = try StringCatalogTests.catalog("TabBar")
        var keys = Self.mainTab
        keys[3].sourceText = "Preferences"
        let (updated, summary) = StringCatalog.updating(catalog, with: keys, ownedPrefixes: ["MainTab."])
        #expect(summary == StringCatalog.UpdateSummary(updated: 1, markedNeedsReview: 2, unchanged: 4))
        let bytes = try expected { strings in
            let path = ["MainTab.settings.title", "localizations"]
            set(&strings, path + ["en", "stringUnit", "value"], to: "Preferences")
            set(&strings, path + ["de", "variations", "device", "ipad", "stringUnit", "state"], to: "needs_review")
            set(&strings, path + ["de", "variations", "device", "other", "stringUnit", "state"], to: "needs_review")
            set(&strings, path + ["ja", "stringUnit", "state"], to: "needs_review")
        }
        #expect(updated.rendered() == bytes)
    }

    @Test func leavesAKeyTheAppsCodeOwnsAloneAndTakesItOnceItIsManual() throws {
        let catalog = try StringCatalogTests.catalog("TabBar")
        let keys = Self.mainTab + [Key(key: "Done", sourceText: "Done", comment: "Title of the 'done' tab of the MainTab tab bar")]
        let (updated, summary) = StringCatalog.updating(catalog, with: keys, ownedPrefixes: ["MainTab."])
        #expect(summary == StringCatalog.UpdateSummary(unchanged: 5, ownedByApp: [StringCatalog.AppKey(key: "Done", reason: .extracted)]))
        #expect(updated == catalog)
        // Handed to tabspec in the catalog (`manual`), it is taken over: its German translation stays.
        var handed = catalog
        handed.set("extractionState", in: "Done", to: .string("manual"))
        let (taken, takenSummary) = StringCatalog.updating(handed, with: keys, ownedPrefixes: ["MainTab."])
        #expect(takenSummary == StringCatalog.UpdateSummary(updated: 1, unchanged: 5))
        let bytes = try expected { strings in
            strings["Done"] = [
                "comment": "Title of the 'done' tab of the MainTab tab bar", "extractionState": "manual",
                "localizations": ["de": ["stringUnit": ["state": "translated", "value": "Fertig"]],
                                  "en": ["stringUnit": ["state": "translated", "value": "Done"]]],
            ]
        }
        #expect(taken.rendered() == bytes)
    }

    @Test func aStaleKeyThatComesBackIsManualAgain() throws {
        let catalog = try StringCatalogTests.catalog("TabBar")
        let gone = Self.mainTab.filter { $0.key != "MainTab.home.title" }
        let (stale, first) = StringCatalog.updating(catalog, with: gone, ownedPrefixes: ["MainTab."])
        #expect(first == StringCatalog.UpdateSummary(markedStale: 1, unchanged: 4))
        #expect(stale.entry(forKey: "MainTab.home.title")?.members.value("extractionState") == .string("stale"))
        let (stillStale, second) = StringCatalog.updating(stale, with: gone, ownedPrefixes: ["MainTab."])
        #expect(second == StringCatalog.UpdateSummary(unchanged: 4))
        #expect(stillStale == stale)
        let (back, third) = StringCatalog.updating(stale, with: Self.mainTab, ownedPrefixes: ["MainTab."])
        #expect(third == StringCatalog.UpdateSummary(updated: 1, unchanged: 4))
        #expect(back.rendered() == StringCatalogTests.fixture("TabBar"))
    }

    @Test func onlyOwnedTabBarsDefaultKeysGoStale() throws {
        let catalog = try StringCatalogTests.catalog("TabBar")
        // OtherTab is not among the inputs: its keys stay; with it owned and no keys, its one key goes stale.
        let (_, notOwned) = StringCatalog.updating(catalog, with: [], ownedPrefixes: ["MainTab."])
        #expect(notOwned == StringCatalog.UpdateSummary(markedStale: 4))
        let (updated, owned) = StringCatalog.updating(catalog, with: Self.mainTab, ownedPrefixes: ["MainTab.", "OtherTab."])
        #expect(owned == StringCatalog.UpdateSummary(markedStale: 1, unchanged: 5))
        #expect(updated.entry(forKey: "OtherTab.feed.title")?.members.value("extractionState") == .string("stale"))
        #expect(updated.entry(forKey: "tab.search")?.members.value("extractionState") == .string("manual"))
    }

    @Test func sourceTextWithAnotherStateIsTranslatedWithoutReview() throws {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Tabs.home.title" : {
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
                        "state" : "new",
                        "value" : "Home"
                      }
                    }
                  }
                },
                "Tabs.more.title" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Mehr"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let catalog = try StringCatalog(parsing: Array(text.utf8), path: "Tabs.xcstrings")
        let keys = [Self.title("Tabs", "home", "Home"), Self.title("Tabs", "more", "More")]
        let (updated, summary) = StringCatalog.updating(catalog, with: keys, ownedPrefixes: ["Tabs."])
        #expect(summary == StringCatalog.UpdateSummary(updated: 2))
        #expect(updated.value(forKey: "Tabs.home.title", language: "de") == "Start")
        #expect(updated.value(forKey: "Tabs.more.title", language: "de") == "Mehr")
        #expect(updated.value(forKey: "Tabs.home.title", language: "en") == "Home")
        #expect(updated.entry(forKey: "Tabs.more.title")?.members.map(\.key) == ["comment", "extractionState", "localizations"])
        #expect(updated.entry(forKey: "Tabs.more.title")?.members.value("localizations")?.members?.map(\.key) == ["de", "en"])
    }

    @Test func createsACatalogInTheSourceLanguage() {
        let keys = [Self.title("MainTab", "search", "Suche"), Self.title("MainTab", "home", "Start")]
        let (catalog, summary) = StringCatalog.updating(nil, sourceLanguage: "de", with: keys, ownedPrefixes: ["MainTab."])
        #expect(summary == StringCatalog.UpdateSummary(added: 2))
        #expect(String(decoding: catalog.rendered(), as: UTF8.self) == """
            {
              "sourceLanguage" : "de",
              "strings" : {
                "MainTab.home.title" : {
                  "comment" : "Title of the 'home' tab of the MainTab tab bar",
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Start"
                      }
                    }
                  }
                },
                "MainTab.search.title" : {
                  "comment" : "Title of the 'search' tab of the MainTab tab bar",
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Suche"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """)
        #expect(StringCatalog.updating(nil, with: [], ownedPrefixes: []).catalog == StringCatalog(sourceLanguage: "en"))
    }

    @Test func newKeysGoWhereXcodeSortsThem() throws {
        let names = ["zeta", "Alpha", "item10", "item2", "Item1", "ß", "über", "_x", "x"]
        let keys = names.map { Self.title("Bar", $0, $0) }
        let (catalog, _) = StringCatalog.updating(nil, with: keys, ownedPrefixes: ["Bar."])
        var strings: [String: Any] = [:]
        for key in keys {
            strings[key.key] = ["comment": key.comment, "extractionState": "manual",
                                "localizations": ["en": ["stringUnit": ["state": "translated", "value": key.sourceText]]]]
        }
        #expect(catalog.rendered() == (try StringCatalogTests.xcodeBytes(["sourceLanguage": "en", "strings": strings, "version": "1.0"])))
    }

    @Test(arguments: [
        ("MainTab.home.title", true), ("MainTab.home.accessibilityLabel", true), ("MainTab.home.badge", false),
        ("MainTab.a.b.title", false), ("MainTab..title", false), ("MainTabX.home.title", false), ("OtherTab.home.title", false),
        ("MainTab.title", false), ("tab.search", false),
    ])
    func defaultPatternKeys(_ key: String, _ isDefault: Bool) {
        #expect(StringCatalog.isDefaultPatternKey(key, ownedPrefixes: ["MainTab."]) == isDefault)
    }
}
