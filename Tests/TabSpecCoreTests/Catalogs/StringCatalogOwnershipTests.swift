import Testing
@testable import TabSpecCore

/// Which entries `tabspec strings` may write (``StringCatalog/appOwnership(of:for:language:)``): its own and
/// hand-written ones with the spec's text, never an entry of the app's code — with entries as Xcode writes
/// them (a key extracted from `Text("Home")` has no `extractionState`; Info.plist and storyboard keys are
/// `extracted_with_value`; keys no code uses any more are `stale`).
@Suite("String catalog ownership")
struct StringCatalogOwnershipTests {
    /// The owned key `Home` (a `titleKey`) with the text `Home`.
    static let key = StringCatalog.OwnedKey(key: "Home", sourceText: "Home", comment: "Title of the 'home' tab of the MainTab tab bar")

    /// A catalog whose only entry is `Home`, with the members `entry` (JSON text, Xcode's layout).
    static func catalog(_ entry: String) throws -> StringCatalog {
        let text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Home\" : \(entry)\n  },\n  \"version\" : \"1.0\"\n}"
        return try StringCatalog(parsing: Array(text.utf8), path: "Localizable.xcstrings")
    }

    static let german = #""localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Start" } } }"#

    @Test(arguments: [
        // Xcode extracted it from `Text("Home")`: no extractionState, no source value, or one.
        ("{\n\n    }", StringCatalog.AppKey.Reason.extracted),
        ("{ \(german) }", .extracted),
        (#"{ "comment" : "Tab title", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Home" } } } }"#, .extracted),
        // Xcode's other states, and stale without a comment of tabspec's.
        (#"{ "extractionState" : "extracted_with_value", "localizations" : { "en" : { "stringUnit" : { "state" : "new", "value" : "Home" } } } }"#,
         .extractionState("extracted_with_value")),
        (#"{ "extractionState" : "migrated" }"#, .extractionState("migrated")),
        (#"{ "comment" : "Tab title", "extractionState" : "stale" }"#, .extractionState("stale")),
        // Written by hand with another text, or with variations.
        (#"{ "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Start" } } } }"#,
         .sourceText("Start")),
        (#"{ "extractionState" : "manual", "localizations" : { "en" : { "variations" : { "device" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "Home" } } } } } } }"#,
         .sourceText(nil)),
    ])
    func anEntryOfTheAppsCodeIsLeftAsItIs(_ entry: String, _ reason: StringCatalog.AppKey.Reason) throws {
        let catalog = try Self.catalog(entry)
        let (updated, summary) = StringCatalog.updating(catalog, with: [Self.key], ownedPrefixes: ["MainTab."])
        #expect(summary == StringCatalog.UpdateSummary(ownedByApp: [StringCatalog.AppKey(key: "Home", reason: reason)]))
        #expect(updated == catalog)
    }

    @Test(arguments: [
        // tabspec's own entries: manual, or stale with its comment (the tab came back), whatever their text.
        (#"{ "comment" : "Title of the 'home' tab of the MainTab tab bar", "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Start" } } } }"#,
         StringCatalog.UpdateSummary(updated: 1)),
        (#"{ "comment" : "Title of the 'start' tab of the Side tab bar", "extractionState" : "stale", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Home" } } } }"#,
         StringCatalog.UpdateSummary(updated: 1)),
        // Written by hand with the spec's text, with none, or with only other languages.
        (#"{ "comment" : "Tab", "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "new", "value" : "Home" } } } }"#,
         StringCatalog.UpdateSummary(updated: 1)),
        (#"{ "extractionState" : "manual" }"#, StringCatalog.UpdateSummary(updated: 1)),
        ("{ \"extractionState\" : \"manual\", \(german) }", StringCatalog.UpdateSummary(updated: 1)),
    ])
    func anEntryOfTabspecsOrWrittenByHandIsTakenOver(_ entry: String, _ summary: StringCatalog.UpdateSummary) throws {
        let (updated, actual) = StringCatalog.updating(try Self.catalog(entry), with: [Self.key], ownedPrefixes: ["MainTab."])
        #expect(actual == summary)
        let members = try #require(updated.entry(forKey: "Home")?.members)
        #expect(members.value("comment") == .string(Self.key.comment))
        #expect(members.value("extractionState") == .string("manual"))
        #expect(updated.sourceValue(forKey: "Home") == "Home")
    }

    @Test func onlyEntriesTabspecWroteGoStale() throws {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "MainTab.gone.title" : {
                  "comment" : "Title of the 'gone' tab of the MainTab tab bar",
                  "extractionState" : "manual"
                },
                "MainTab.more.title" : {

                },
                "MainTab.plist.title" : {
                  "extractionState" : "extracted_with_value"
                }
              },
              "version" : "1.0"
            }
            """
        let catalog = try StringCatalog(parsing: Array(text.utf8), path: "Tabs.xcstrings")
        let (updated, summary) = StringCatalog.updating(catalog, with: [], ownedPrefixes: ["MainTab."])
        #expect(summary == StringCatalog.UpdateSummary(markedStale: 1))
        #expect(updated.entries.map { $0.members.value("extractionState")?.string } == ["stale", nil, "extracted_with_value"])
    }

    @Test(arguments: [
        ("Title of the 'home' tab of the MainTab tab bar", true), ("Accessibility label of the 'x' tab of the A tab bar", true),
        ("Accessibility hint of the 'me' tab of the MainTab tab bar", true), ("Accessibility hint of the account", false),
        ("Tab title", false), ("Title of the home screen", false), ("", false),
    ])
    func tabspecsCommentsAreKnown(_ comment: String, _ isTabspecs: Bool) {
        #expect(TabBarSpec.isCatalogComment(comment) == isTabspecs)
    }

    @Test func theDiagnosticNamesTheKeyTheCatalogAndTheWayOut() throws {
        let text = LocalizedText(key: "Home", text: "Home", tab: 0, role: .title, isWritten: true)
        let range = SourceRange(start: 3, end: 9)
        let extracted = Diagnostic.catalogKeyOwnedByApp("Home", reason: .extracted, catalog: "Res/Localizable.xcstrings", language: "en",
                                                        text: text, at: range)
        #expect(extracted.id == .catalogKeyOwnedByApp)
        #expect(extracted.severity == .error)
        #expect(extracted.range == range)
        #expect(extracted.message == "localization key 'Home' belongs to the app's code in 'Res/Localizable.xcstrings' (Xcode extracted it from the app's code); tabspec leaves its entry as it is")
        #expect(extracted.notes == [DiagnosticNote(message: "give this title another key with 'titleKey', or set its extractionState to 'manual' in the catalog to hand the key to tabspec")])
        let label = LocalizedText(key: "Main.a.accessibilityLabel", text: "A", tab: 0, role: .accessibilityLabel, isWritten: false)
        let written = Diagnostic.catalogKeyOwnedByApp("Main.a.accessibilityLabel", reason: .sourceText("Other"), catalog: "T.xcstrings",
                                                      language: "de", text: label, at: range)
        #expect(written.message == "localization key 'Main.a.accessibilityLabel' belongs to the app's code in 'T.xcstrings' (it was written by hand with the de text 'Other'); tabspec leaves its entry as it is")
        #expect(written.notes.map(\.message) == ["give this accessibilityLabel its own key with 'accessibilityLabelKey', or change its de text in the catalog to the spec's to hand the key to tabspec"])
        let state = Diagnostic.catalogKeyOwnedByApp("K", reason: .extractionState("migrated"), catalog: "T.xcstrings", language: "en", text: text, at: range)
        #expect(state.message.contains("(its extractionState is 'migrated')"))
        let variations = Diagnostic.catalogKeyOwnedByApp("K", reason: .sourceText(nil), catalog: "T.xcstrings", language: "en", text: text, at: range)
        #expect(variations.message.contains("(it was written by hand with en variations)"))
        #expect(variations.notes.map(\.message) == ["give this title another key with 'titleKey', or replace its en variations in the catalog with the spec's text to hand the key to tabspec"])
    }
}
